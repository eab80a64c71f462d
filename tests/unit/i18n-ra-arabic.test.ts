import { describe, it, expect } from 'vitest';
import { createInstance } from 'i18next';
import englishMessages from 'ra-language-english';
import { convertRaTranslationsToI18next, getI18nProvider } from 'ra-i18n-i18next';
import { raArabic } from '../../i18n/raArabic';

type FlatMessages = Record<string, string>;

const ENGLISH_PLURAL_SUFFIX = /_(one|other)$/;
const ARABIC_PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const ARABIC_PLURAL_FORMS = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;
type ArabicPluralForm = (typeof ARABIC_PLURAL_FORMS)[number];

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Flattens a nested message tree to `{ 'ra.action.add': 'Add', … }`. */
const flatten = (tree: unknown, prefix = ''): FlatMessages => {
  if (!isPlainObject(tree)) {
    throw new Error(`Expected a message namespace at "${prefix}"`);
  }
  const flat: FlatMessages = {};
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') {
      flat[path] = value;
    } else {
      Object.assign(flat, flatten(value, path));
    }
  }
  return flat;
};

const stripSuffix = (key: string, suffix: RegExp): string => key.replace(suffix, '');

const sortedUnique = (values: Iterable<string>): string[] => [...new Set(values)].sort();

/** The `{{var}}` interpolation variables a message uses, sorted and deduplicated. */
const variablesOf = (message: string): string[] =>
  sortedUnique([...message.matchAll(/\{\{\s*([^}\s]+)\s*\}\}/g)].map((match) => match[1]));

const english = flatten(convertRaTranslationsToI18next(englishMessages));
const arabic = flatten(raArabic);

const englishBases = sortedUnique(Object.keys(english).map((key) => stripSuffix(key, ENGLISH_PLURAL_SUFFIX)));
const arabicBases = sortedUnique(Object.keys(arabic).map((key) => stripSuffix(key, ARABIC_PLURAL_SUFFIX)));

const englishPluralBases = sortedUnique(
  Object.keys(english)
    .filter((key) => ENGLISH_PLURAL_SUFFIX.test(key))
    .map((key) => stripSuffix(key, ENGLISH_PLURAL_SUFFIX)),
);
const arabicPluralBases = sortedUnique(
  Object.keys(arabic)
    .filter((key) => ARABIC_PLURAL_SUFFIX.test(key))
    .map((key) => stripSuffix(key, ARABIC_PLURAL_SUFFIX)),
);

/** Which English form an Arabic plural form must match variable for variable. */
const ENGLISH_FORM_FOR: Record<ArabicPluralForm, 'one' | 'other'> = {
  zero: 'other',
  one: 'one',
  two: 'other',
  few: 'other',
  many: 'other',
  other: 'other',
};

const pluralRules = new Intl.PluralRules('ar');

const makeArabicI18next = async () => {
  const instance = createInstance();
  await instance.init({
    lng: 'ar',
    fallbackLng: false,
    resources: { ar: { translation: raArabic } },
    interpolation: { escapeValue: false },
  });
  return instance;
};

describe('raArabic: Arabic texts for react-admin (ra.*)', () => {
  it('sanity: the English reference and the Arabic tree both hold only the ra namespace, with dozens of messages', () => {
    expect(Object.keys(englishMessages)).toEqual(['ra']);
    expect(Object.keys(raArabic)).toEqual(['ra']);
    expect(englishBases.length).toBeGreaterThan(150);
    expect(englishPluralBases.length).toBeGreaterThan(0);
  });

  it('has an Arabic message for every English key, and no key English lacks (plural suffixes stripped)', () => {
    const missingInArabic = englishBases.filter((base) => !arabicBases.includes(base));
    const unknownToEnglish = arabicBases.filter((base) => !englishBases.includes(base));
    expect(missingInArabic).toEqual([]);
    expect(unknownToEnglish).toEqual([]);
  });

  it('makes exactly the English plural messages plural, and keeps every other message under its English key', () => {
    expect(arabicPluralBases).toEqual(englishPluralBases);
    for (const key of Object.keys(english).filter((k) => !ENGLISH_PLURAL_SUFFIX.test(k))) {
      expect(arabic, `non-plural ${key}`).toHaveProperty([key]);
    }
  });

  it('gives every Arabic plural message all six forms (zero, one, two, few, many, other) and no bare key', () => {
    for (const base of arabicPluralBases) {
      const forms = ARABIC_PLURAL_FORMS.filter((form) => `${base}_${form}` in arabic);
      expect(forms, base).toEqual([...ARABIC_PLURAL_FORMS]);
      expect(arabic, base).not.toHaveProperty([base]);
    }
  });

  it('uses exactly the interpolation variables of the English message in each Arabic message', () => {
    for (const [key, message] of Object.entries(arabic)) {
      const pluralMatch = ARABIC_PLURAL_SUFFIX.exec(key);
      if (!pluralMatch) {
        expect(variablesOf(message), key).toEqual(variablesOf(english[key]));
        continue;
      }
      const base = stripSuffix(key, ARABIC_PLURAL_SUFFIX);
      const form = pluralMatch[1] as ArabicPluralForm;
      const englishVariables = variablesOf(english[`${base}_${ENGLISH_FORM_FOR[form]}`]);
      if (form === 'zero' || form === 'two') {
        // Arabic says "none" and the dual ("عنصرين") without a numeral,
        // so these forms may leave variables out, but never add one.
        for (const variable of variablesOf(message)) {
          expect(englishVariables, `${key} uses {{${variable}}}`).toContain(variable);
        }
      } else {
        expect(variablesOf(message), key).toEqual(englishVariables);
      }
    }
  });

  it('loses no English variable across the six forms of an Arabic plural message', () => {
    for (const base of englishPluralBases) {
      const englishVariables = sortedUnique([
        ...variablesOf(english[`${base}_one`]),
        ...variablesOf(english[`${base}_other`]),
      ]);
      const arabicVariables = sortedUnique(
        ARABIC_PLURAL_FORMS.flatMap((form) => variablesOf(arabic[`${base}_${form}`])),
      );
      expect(arabicVariables, base).toEqual(englishVariables);
    }
  });

  it('is actually translated: no react-admin %{var} syntax left, and every message with words is in Arabic script', () => {
    for (const [key, message] of Object.entries(arabic)) {
      expect(message, key).not.toMatch(/%\{/);
      const withoutVariables = message.replace(/\{\{[^}]*\}\}/g, '');
      if (/\p{L}/u.test(withoutVariables)) {
        expect(withoutVariables, key).toMatch(/\p{Script=Arabic}/u);
      }
    }
  });

  describe('through a real i18next instance (lng: ar)', () => {
    const expectedBulkActions: Array<[number, ArabicPluralForm, string]> = [
      [0, 'zero', 'لم يتم تحديد أي عنصر'],
      [1, 'one', 'تم تحديد عنصر واحد'],
      [2, 'two', 'تم تحديد عنصرين'],
      [5, 'few', 'تم تحديد 5 عناصر'],
      [11, 'many', 'تم تحديد 11 عنصرًا'],
      [100, 'other', 'تم تحديد 100 عنصر'],
    ];

    it.each(expectedBulkActions)(
      'ra.action.bulk_actions with count %i picks the "%s" form: %s',
      async (count, form, text) => {
        const i18n = await makeArabicI18next();
        expect(pluralRules.select(count)).toBe(form);
        expect(i18n.t('ra.action.bulk_actions', { count, smart_count: count })).toBe(text);
      },
    );

    it('resolves every plural message to the Intl.PluralRules("ar") form for counts 0, 1, 2, 5, 11, 100, 101, 103', async () => {
      const i18n = await makeArabicI18next();
      const options = { name: 'منتجات', recordRepresentation: '#12' };
      for (const base of arabicPluralBases) {
        for (const count of [0, 1, 2, 5, 11, 100, 101, 103]) {
          const form = pluralRules.select(count) as ArabicPluralForm;
          const expected = i18n.t(`${base}_${form}`, { ...options, smart_count: count });
          expect(i18n.t(base, { ...options, count, smart_count: count }), `${base} × ${count}`).toBe(expected);
        }
      }
    });

    it('interpolates ra.navigation.page_range_info and counted titles with the variables react-admin passes', async () => {
      const i18n = await makeArabicI18next();
      expect(i18n.t('ra.navigation.page_range_info', { offsetBegin: 1, offsetEnd: 10, total: 57 })).toBe('1-10 من 57');
      expect(i18n.t('ra.message.bulk_delete_title', { count: 11, smart_count: 11, name: 'منتجًا' })).toBe(
        'حذف 11 منتجًا',
      );
      expect(i18n.t('ra.notification.deleted', { count: 2, smart_count: 2 })).toBe('تم حذف عنصرين');
    });

    it("works through ra-i18n-i18next's i18nProvider, which passes react-admin's smart_count as count", async () => {
      const i18nProvider = await getI18nProvider(createInstance(), {
        lng: 'ar',
        fallbackLng: 'ar',
        resources: { ar: { translation: raArabic } },
        interpolation: { escapeValue: false },
      });
      expect(i18nProvider.translate('ra.notification.updated', { smart_count: 1 })).toBe('تم تحديث العنصر');
      expect(i18nProvider.translate('ra.notification.updated', { smart_count: 3 })).toBe('تم تحديث 3 عناصر');
      expect(i18nProvider.translate('ra.notification.updated', { smart_count: 25 })).toBe('تم تحديث 25 عنصرًا');
      expect(i18nProvider.translate('ra.action.save')).toBe('حفظ');
    });
  });
});
