import englishMessages from 'ra-language-english';
import { convertRaTranslationsToI18next, getI18nProvider } from 'ra-i18n-i18next';
import type { I18nProvider } from 'react-admin';
import i18n from './instance';
import { appEn } from './en';
import { appAr } from './ar';
import { raArabic } from './raArabic';
import type { AreaMessages, MessageTree } from './types';
import { LANGUAGE_KEY, storedLanguage, type Language } from '@/dataProvider/session';

export const LANGUAGES: readonly Language[] = ['en', 'ar'];

/** Each area keeps its texts beside its screens, in resources/<area>/messages.ts. */
const areaMessages = Object.values(
  import.meta.glob<AreaMessages>('../resources/*/messages.ts', { eager: true, import: 'messages' }),
);

export function mergeTrees(...trees: MessageTree[]): MessageTree {
  const out: MessageTree = {};
  for (const tree of trees) {
    for (const [key, value] of Object.entries(tree)) {
      const current = out[key];
      out[key] =
        typeof value === 'object' && typeof current === 'object' ? mergeTrees(current, value) : value;
    }
  }
  return out;
}

export const messages: Record<Language, MessageTree> = {
  en: mergeTrees(
    convertRaTranslationsToI18next(englishMessages) as MessageTree,
    appEn,
    ...areaMessages.map((area) => area.en),
  ),
  ar: mergeTrees(raArabic as MessageTree, appAr as MessageTree, ...areaMessages.map((area) => area.ar as MessageTree)),
};

export function directionOf(language: string): 'rtl' | 'ltr' {
  return language.startsWith('ar') ? 'rtl' : 'ltr';
}

/** Keeps <html lang dir> in step with the language, for CSS, screen readers and portalled parts. */
function applyDocumentLanguage(language: string): void {
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
}

export async function createI18nProvider(): Promise<I18nProvider> {
  const language = storedLanguage();
  const provider = await getI18nProvider(
    i18n,
    {
      lng: language,
      fallbackLng: 'en',
      supportedLngs: [...LANGUAGES],
      resources: {
        en: { translation: messages.en },
        ar: { translation: messages.ar },
      },
      interpolation: { escapeValue: false },
    },
    [
      { locale: 'en', name: 'English' },
      { locale: 'ar', name: 'العربية' },
    ],
  );
  applyDocumentLanguage(language);
  i18n.on('languageChanged', applyDocumentLanguage);
  return {
    ...provider,
    changeLocale: async (locale: string) => {
      localStorage.setItem(LANGUAGE_KEY, locale);
      await provider.changeLocale(locale);
    },
  };
}
