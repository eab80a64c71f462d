import { useSyncExternalStore } from 'react';
import i18n from '@/i18n/instance';

function subscribe(onChange: () => void) {
  i18n.on('languageChanged', onChange);
  return () => i18n.off('languageChanged', onChange);
}

export type Translate = (key: string, options?: Record<string, unknown>) => string;

const translate: Translate = (key, options) => String(i18n.t(key, options));

/**
 * Translation for the signed-out pages, straight from i18next: they run before react-admin (and its
 * i18nProvider) is loaded. Re-renders when the language changes.
 */
export function useT(): Translate {
  useSyncExternalStore(subscribe, () => i18n.language);
  return translate;
}
