/** The app's two languages and where the chosen one is kept (it outlives a logout: dataProvider/session.ts). */
export const LANGUAGE_KEY = 'i18nextLng';

export type Language = 'en' | 'ar';

/** The language a locale (`ar`, `ar-SA`, `en`…) is written in; English for any other. */
export const languageOf = (locale: string | null | undefined): Language => (locale?.startsWith('ar') ? 'ar' : 'en');

/** The stored language; English when none is stored or the storage cannot be read. */
export function storedLanguage(): Language {
  let value: string | null = null;
  try {
    value = localStorage.getItem(LANGUAGE_KEY);
  } catch {
    // Storage blocked (a privacy mode): the default language.
  }
  return languageOf(value);
}
