import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

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
    environment: 'happy-dom',
    include: [
      'tests/unit/**/*.test.{ts,tsx}',
      'tests/contract/**/*.test.{ts,tsx}',
      'tests/integration/**/*.test.{ts,tsx}',
    ],
    setupFiles: ['tests/setup.ts'],
    testTimeout: 30000,
    // As the browser tests: on CI, a test that fails is run once more before it counts (whole-app renders on
    // a busy 2-core runner); a real failure fails twice.
    retry: process.env.CI ? 1 : 0,
    pool: 'threads',
  },
});
