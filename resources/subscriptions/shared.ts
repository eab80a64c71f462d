import { useLocaleState } from 'react-admin';
import type { LocalizedName } from '@/dataProvider/types';

/** The name in the screen's language, or the other one when that is empty. */
export function useLocalName(): (name: LocalizedName | undefined) => string {
  const [locale] = useLocaleState();
  return (name) => (name ? (locale === 'ar' ? name.ar || name.en : name.en || name.ar) : '');
}

/** Week days from Saturday (spec section 9): 0 Saturday … 6 Friday. */
export const WEEK_DAY_KEYS = ['sat', 'sun', 'mon', 'tue', 'wed', 'thu', 'fri'] as const;
