import i18n from './instance';
import { appEn } from './en';
import { appAr } from './ar';
import type { MessageTree } from './types';
import { LANGUAGE_KEY, storedLanguage, type Language } from './language';

export const LANGUAGES: readonly Language[] = ['en', 'ar'];
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', ar: 'العربية' };

/** react-admin keeps its own copy of the chosen language in its store (src/App.tsx's `localStorageStore`). */
const ADMIN_STORE_LOCALE_KEY = 'RaStorebackoffice.locale';

export function directionOf(language: string): 'rtl' | 'ltr' {
  return language.startsWith('ar') ? 'rtl' : 'ltr';
}

/** Keeps <html lang dir> in step with the language, for CSS, screen readers and portalled parts. */
function applyDocumentLanguage(language: string): void {
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
}

let started: Promise<void> | undefined;

/**
 * Starts i18next with the product's own texts: all the signed-out pages need. The admin adds
 * react-admin's and the areas' texts when it loads (i18n/index.ts), so the sign-in page does not
 * download them.
 */
export function initI18n(): Promise<void> {
  started ??= (async () => {
    const language = storedLanguage();
    await i18n.init({
      lng: language,
      fallbackLng: 'en',
      supportedLngs: [...LANGUAGES],
      resources: {
        en: { translation: appEn as MessageTree },
        ar: { translation: appAr as MessageTree },
      },
      interpolation: { escapeValue: false },
    });
    applyDocumentLanguage(language);
    i18n.on('languageChanged', applyDocumentLanguage);
  })();
  return started;
}

/** Switches the language and remembers it (stored under i18nextLng). */
export async function setLanguage(language: Language): Promise<void> {
  localStorage.setItem(LANGUAGE_KEY, language);
  // The admin's store would otherwise switch back to the language it last saw.
  localStorage.removeItem(ADMIN_STORE_LOCALE_KEY);
  await i18n.changeLanguage(language);
}
