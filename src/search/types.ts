import type { RaRecord } from 'react-admin';
import type { AppDataProvider } from '@/dataProvider';
import type { Role } from '@/dataProvider/types';
import type { Language } from '@/i18n/language';

/** One record found: the values shown, each in its own direction, and where choosing it leads. */
export interface Hit {
  /** Unique within its group. */
  id: string;
  /** The values of its first line ("#1042", the subject). */
  primary: string[];
  /** The values of its second line (the customer, the phone). */
  secondary: string[];
  /** The record's screen (or the screen itself, for a screen found by its name). */
  to: string;
  /** The record and its area, whose `hitDetail` adds a line of its own (a ticket's clock). */
  record?: RaRecord;
  area?: string;
}

/** What one kind of record answered: the first few found, and how many its list holds in all. */
export interface GroupFound {
  hits: Hit[];
  /** The list with this search applied, and how many it holds; none where there is no list (a look-up). */
  all?: { total: number; to: string; list: string };
}

/** Where one group's search stands. */
export type GroupState =
  { status: 'loading' } | { status: 'done'; found: GroupFound } | { status: 'failed'; message: string };

/** What a group's search is given. */
export interface SearchContext {
  dataProvider: AppDataProvider;
  /** The text as typed (each group reads it its own way: searchText, mobileIn). */
  typed: string;
  language: Language;
  roles: readonly Role[];
  signal: AbortSignal;
  /** A text of the app's, in the screen's language. */
  translate: (key: string, options?: Record<string, unknown>) => string;
}

/** The kinds searched, in the order their groups are shown. */
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

/** One kind of record the search box finds. */
export interface SearchGroup {
  key: GroupKey;
  /**
   * The area whose records these are: the group is searched only for a role that may open it (the same check as
   * the side menu's), so no role calls what it may not. None for the screens, which are found among the areas.
   */
  area?: string;
  /** The records found for the text; undefined when this kind does not apply to it (a look-up by phone, by id). */
  search: (context: SearchContext) => Promise<GroupFound | undefined>;
}
