import englishMessages from 'ra-language-english';
import { convertRaTranslationsToI18next } from 'ra-i18n-i18next';
import type { I18nProvider } from 'react-admin';
import i18n from './instance';
import { appEn } from './en';
import { appAr } from './ar';
import { raArabic } from './raArabic';
import type { AreaMessages, MessageTree } from './types';
import { LANGUAGE_NAMES, LANGUAGES, initI18n, setLanguage } from './core';
import type { Language } from './language';

export { LANGUAGES, directionOf } from './core';

/** Each area keeps its texts beside its screens, in resources/<area>/messages.ts. */
const areaMessages = Object.values(
  import.meta.glob<AreaMessages>('../resources/*/messages.ts', { eager: true, import: 'messages' }),
);

export function mergeTrees(...trees: MessageTree[]): MessageTree {
  const out: MessageTree = {};
  for (const tree of trees) {
    for (const [key, value] of Object.entries(tree)) {
      const current = out[key];
      out[key] = typeof value === 'object' && typeof current === 'object' ? mergeTrees(current, value) : value;
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

const isLanguage = (locale: string): locale is Language => (LANGUAGES as readonly string[]).includes(locale);

/**
 * react-admin's i18nProvider on the one i18next instance, with every text of the admin added to the
 * product's own (which the sign-in page started with). Translates as ra-i18n-i18next does:
 * `_` is the default text, `smart_count` the plural count.
 */
export async function createI18nProvider(): Promise<I18nProvider> {
  await initI18n();
  for (const language of LANGUAGES) i18n.addResourceBundle(language, 'translation', messages[language], true, true);
  return {
    translate: (key, options = {}) => {
      const { _: defaultValue, smart_count: smartCount, ...rest } = options as Record<string, unknown>;
      // react-admin counts with `smart_count`, which picks the plural form as `count` and is printed as itself
      // by react-admin's texts ("{{smart_count}} items selected"); a `count` given directly stays as it is.
      return String(
        i18n.t(key, {
          defaultValue,
          ...(smartCount === undefined ? {} : { count: smartCount as number, smart_count: smartCount }),
          ...rest,
        }),
      );
    },
    changeLocale: async (locale: string) => {
      if (isLanguage(locale)) await setLanguage(locale);
    },
    getLocale: () => i18n.language,
    getLocales: () => LANGUAGES.map((locale) => ({ locale, name: LANGUAGE_NAMES[locale] })),
  };
}
