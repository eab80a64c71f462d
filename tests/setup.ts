import '@testing-library/jest-dom/vitest';
import { createI18nProvider } from '@/i18n';

// The texts every test reads are the real ones, in English unless a test switches.
await createI18nProvider();
