import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { createI18nProvider } from '@/i18n';
import { takeDomPropWarnings, watchDomPropWarnings } from './support/domPropWarnings';

// Whole react-admin screens render in these tests; on a busy 2-core machine one second is too short, and the first screen of a file also loads its lazy chunks.
configure({ asyncUtilTimeout: 15000 });

// Without vitest globals, Testing Library cannot unmount by itself between tests.
// A prop that reaches a DOM element it means nothing to is a component passing on what it should have kept
// (or a library's prop the installed MUI no longer reads): the test that rendered it fails, once it has
// unmounted so the next test starts clean. React says each such prop once per worker, so the first test to
// render it is the one that fails. On CI a failed test runs once more in the same worker (vitest.config.ts),
// where React stays silent: the test keeps its warnings, and its retry fails on them too.
watchDomPropWarnings();
const warnedIn = new WeakMap<object, string[]>();
afterEach(({ task }) => {
  cleanup();
  const warnings = [...(warnedIn.get(task) ?? []), ...takeDomPropWarnings()];
  if (warnings.length === 0) return;
  warnedIn.set(task, warnings);
  throw new Error(`React warned of props on DOM elements:\n${warnings.join('\n\n')}`);
});

// The texts every test reads are the real ones, in English unless a test switches. A test file that runs
// in Node (`// @vitest-environment node`, e.g. the fake over real HTTP) has no document to set up.
if (typeof document !== 'undefined') await createI18nProvider();
