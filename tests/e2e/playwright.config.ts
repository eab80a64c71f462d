/**
 * Browser tests: Debian's Chromium (never a downloaded browser) against the production build served by
 * `vite preview`. `npm run test:e2e` builds once (with no VITE_API_URL, so the in-browser fake API is on),
 * then runs this config.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { portForRun } from '../../scripts/ports.mjs';

// The same browser and flags as the bench (scripts/chromium.json). Read, not imported: Node's ESM loader
// refuses a JSON import without an import attribute when Playwright loads this config as a module.
const chromium = JSON.parse(readFileSync(new URL('../../scripts/chromium.json', import.meta.url), 'utf8')) as {
  path: string;
  args: string[];
};
const CHROMIUM = process.env.CHROMIUM_PATH || chromium.path;
const CHROMIUM_ARGS = chromium.args;

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
// E2E_PORT if set (it must be free on CI), else a port the OS finds free: two runs on one machine never meet.
const PORT = portForRun('E2E_PORT', { reuse: !process.env.CI });
const ORIGIN = `http://127.0.0.1:${PORT}`;

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: `${ROOT}test-results/e2e-artifacts`,
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // Three on two cores: a test waits on answers, transitions and polls, and a third worker fills those gaps
  // (the suite 456 → 354 s on 2 cores, docs/performance.md).
  workers: 3,
  // One retry in CI only: a 2-core runner under load can miss a 2-second toast; the report still lists it as flaky.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: `${ROOT}test-results/e2e.json` }]],
  use: {
    baseURL: ORIGIN,
    // As a user who asked for less motion: nothing waits for a transition to end (src/theme/themes.ts).
    reducedMotion: 'reduce',
    locale: 'en-US',
    timezoneId: 'Asia/Riyadh',
    viewport: { width: 1280, height: 800 },
    actionTimeout: 10_000,
    navigationTimeout: 20_000,
    // Recording a trace costs a sixth of the run (lists.spec: 130 s with, 108 s without); it is recorded for a
    // failure's retry on CI, and on demand with `--trace on`.
    trace: 'on-first-retry',
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
