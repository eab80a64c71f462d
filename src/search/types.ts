import type { RaRecord } from 'react-admin';
import type { AppDataProvider } from '@/dataProvider';
import type { Role } from '@/dataProvider/types';
import type { Language } from '@/i18n/language';

export interface Hit {
  id: string;
  primary: string[];
  secondary: string[];
  to: string;
  record?: RaRecord;
  area?: string;
}

export interface GroupFound {
  hits: Hit[];
  /** None where there is no list (a look-up). */
  all?: { total: number; to: string; list: string };
}

export type GroupState =
  { status: 'loading' } | { status: 'done'; found: GroupFound } | { status: 'failed'; message: string };

export interface SearchContext {
  dataProvider: AppDataProvider;
  typed: string;
  language: Language;
  roles: readonly Role[];
  signal: AbortSignal;
  translate: (key: string, options?: Record<string, unknown>) => string;
}

export const GROUP_KEYS = [
  'screens',
  'tickets',
  'catering',
  'customers',
  'promoCodes',
  'vouchers',
  'branches',
  'menuItems',
  'users',
  'offers',
  'banners',
] as const;
export type GroupKey = (typeof GROUP_KEYS)[number];

export interface SearchGroup {
  key: GroupKey;
  /** Searched only for a role that may open it (the side menu's check), so no role calls what it may not. */
  area?: string;
  /** Undefined when this kind does not apply to the text (a look-up by phone, by id). */
  search: (context: SearchContext) => Promise<GroupFound | undefined>;
}
