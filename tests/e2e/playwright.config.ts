/**
 * Browser tests: Debian's Chromium (never a downloaded browser) against the production build served by
 * `vite preview`. `npm run test:e2e` builds once (with no VITE_API_URL, so the in-browser fake API is on),
 * then runs this config.
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import chromium from '../../scripts/chromium.json' with { type: 'json' };

// The same browser and flags as the bench (scripts/chromium.json).
const CHROMIUM = process.env.CHROMIUM_PATH || chromium.path;
const CHROMIUM_ARGS = chromium.args;

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const PORT = Number(process.env.E2E_PORT || 4390);
const ORIGIN = `http://127.0.0.1:${PORT}`;

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: `${ROOT}test-results/e2e-artifacts`,
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: `${ROOT}test-results/e2e.json` }]],
  use: {
    baseURL: ORIGIN,
    locale: 'en-US',
    timezoneId: 'Asia/Riyadh',
    viewport: { width: 1280, height: 800 },
    actionTimeout: 10_000,
    navigationTimeout: 20_000,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        browserName: 'chromium',
        launchOptions: { executablePath: CHROMIUM, args: CHROMIUM_ARGS },
      },
    },
  ],
  webServer: {
    command: `npx vite preview --host 127.0.0.1 --port ${PORT} --strictPort`,
    cwd: ROOT,
    url: `${ORIGIN}/login`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
