import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { createI18nProvider } from '@/i18n';

// Whole react-admin screens render in these tests; on a busy 2-core machine one second is too short, and the first screen of a file also loads its lazy chunks.
configure({ asyncUtilTimeout: 15000 });

// Without vitest globals, Testing Library cannot unmount by itself between tests.
afterEach(cleanup);

// The texts every test reads are the real ones, in English unless a test switches. A test file that runs
// in Node (`// @vitest-environment node`, e.g. the fake over real HTTP) has no document to set up.
if (typeof document !== 'undefined') await createI18nProvider();
