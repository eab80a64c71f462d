import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';
import { availableParallelism } from 'node:os';
import { readdirSync, readFileSync } from 'node:fs';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// Files that replace a module (vi.mock) need a module graph of their own, or a copy of the module loaded by an
// earlier file is used instead of the mock. They are found by reading the files, so a new one cannot be missed.
const MOCKS_MODULES = readdirSync(here('tests'), { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file) && readFileSync(here(`tests/${file}`), 'utf8').includes('vi.mock('))
  .map((file) => `tests/${file}`);
const TESTS = [
  'tests/unit/**/*.test.{ts,tsx}',
  'tests/contract/**/*.test.{ts,tsx}',
  'tests/fake/**/*.test.{ts,tsx}',
  'tests/spreadsheet/**/*.test.{ts,tsx}',
  'tests/integration/**/*.test.{ts,tsx}',
];

export default defineConfig({
  resolve: {
    alias: [
      { find: '@', replacement: here('.') },
      // react-admin, loaded by Node, reaches react-router through react-router-dom's ESM build;
      // the app's own imports must land on that same copy, or <Route> elements are not recognised.
      { find: /^react-router$/, replacement: here('./node_modules/react-router/dist/development/index.mjs') },
    ],
  },
  test: {
    setupFiles: ['tests/setup.ts'],
    testTimeout: 30000,
    // As the browser tests: on CI, a test that fails is run once more before it counts (whole-app renders on
    // a busy 2-core runner); a real failure fails twice.
    retry: process.env.CI ? 1 : 0,
    pool: 'threads',
    // One worker more than cores: whole-app renders wait on answers, timers and polls, and another worker fills
    // those gaps (295 → 215 s on 2 cores, docs/performance.md).
    maxWorkers: availableParallelism() + 1,
    projects: [
      {
        extends: true,
        test: {
          name: 'shared',
          environment: 'happy-dom',
          include: TESTS,
          exclude: MOCKS_MODULES,
          // A worker loads react-admin and MUI once for all its files rather than once per file (this halves
          // the run on 2 cores). Each file still gets a fresh Testing Library cleanup and the English texts.
          isolate: false,
        },
      },
      {
        extends: true,
        test: { name: 'isolated', environment: 'happy-dom', include: MOCKS_MODULES },
      },
    ],
  },
});
