import { useCallback, useMemo } from 'react';
import { useLocaleState } from 'react-admin';
import type { LocalizedName } from '@/dataProvider/types';

export const nameIn = (locale: string, name: LocalizedName | undefined): string =>
  name ? (locale === 'ar' ? name.ar || name.en : name.en || name.ar) : '';

export function useLocalName(): (name: LocalizedName | undefined) => string {
  const [locale] = useLocaleState();
  return useCallback((name) => nameIn(locale, name), [locale]);
}

export function useSortedByName(): <T extends { name: LocalizedName }>(records: readonly T[]) => T[] {
  const [locale] = useLocaleState();
  return useCallback(
    <T extends { name: LocalizedName }>(records: readonly T[]) => {
      const collator = new Intl.Collator(locale === 'ar' ? 'ar' : 'en', { numeric: true, sensitivity: 'base' });
      return [...records].sort((a, b) => collator.compare(nameIn(locale, a.name), nameIn(locale, b.name)));
    },
    [locale],
  );
}

export function useNameSort(): { field: 'name.en' | 'name.ar'; order: 'ASC' } {
  const [locale] = useLocaleState();
  return useMemo(() => ({ field: locale === 'ar' ? 'name.ar' : 'name.en', order: 'ASC' }), [locale]);
}
