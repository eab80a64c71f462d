/**
 * The browser tests' run against the shipped static-hosting config: nginx (Debian's, as a normal user, from
 * a temporary prefix) serving a production build made WITHOUT the fake (VITE_API_URL=/, so the app calls
 * its own origin), with /api/v1/ proxied to the fake over HTTP (`npm run api`). `npm run test:e2e:nginx`
 * builds dist-nginx/ and runs this config.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { portForRun } from '../../../scripts/ports.mjs';

const chromium = JSON.parse(readFileSync(new URL('../../../scripts/chromium.json', import.meta.url), 'utf8')) as {
  path: string;
  args: string[];
};
const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
// NGINX_PORT and NGINX_API_PORT if set (they must be free on CI), else ports the OS finds free.
const reuse = !process.env.CI;
const PORT = portForRun('NGINX_PORT', { reuse });
const API_PORT = portForRun('NGINX_API_PORT', { reuse });
const ORIGIN = `http://127.0.0.1:${PORT}`;

export default defineConfig({
  testDir: '.',
  testMatch: '*.deploy.ts',
  outputDir: `${ROOT}test-results/e2e-nginx-artifacts`,
  forbidOnly: Boolean(process.env.CI),
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json', { outputFile: `${ROOT}test-results/e2e-nginx.json` }]],
  use: {
    baseURL: ORIGIN,
    locale: 'en-US',
    timezoneId: 'Asia/Riyadh',
    viewport: { width: 1280, height: 800 },
    actionTimeout: 15_000,
    navigationTimeout: 20_000,
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        browserName: 'chromium',
        launchOptions: { executablePath: process.env.CHROMIUM_PATH || chromium.path, args: chromium.args },
      },
    },
  ],
  webServer: [
    {
      // As it would be deployed: no test controls (nothing here arms a fault or reads the outbox; a test that
      // must, calls this port directly, since nginx never passes /api/v1/__fake/ on), links on the site's origin.
      command: `node scripts/run-ts.mjs dataProvider/fake/server/main.ts --port ${API_PORT} --app-origin ${ORIGIN} --quiet`,
      cwd: ROOT,
      // Up when it answers: a signed-out profile call is a JSON 401.
      url: `http://127.0.0.1:${API_PORT}/api/v1/system-user/profile`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `sh scripts/nginx-serve.sh dist-nginx ${PORT} http://127.0.0.1:${API_PORT}`,
      cwd: ROOT,
      url: `${ORIGIN}/login`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
