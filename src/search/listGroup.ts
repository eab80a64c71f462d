import type { RaRecord } from 'react-admin';
import type { ResourceName } from '@/dataProvider/endpoints';
import type { Language } from '@/i18n/language';
import { areaListOf } from '@/src/list/areaListSetup';
import { listSearch } from '@/src/query/listQuery';
import { areas } from '@/src/areas/areas';
import { searchText } from './searchText';
import type { GroupFound, GroupKey, Hit, SearchContext, SearchGroup } from './types';

/** Records shown per group; the rest are behind "All N in <list>". */
export const HITS_SHOWN = 5;
/** Records read per group: the exact matches among them are shown first (ticket 1042 before 11042). */
const READ = 20;
/** react-admin's page size for a list that names none. */
const LIST_PAGE = 10;

export interface ListGroupSpec<R extends object> {
  key: GroupKey;
  /** The area, whose list (its path, its order and default filter) the search is made in. */
  area: string;
  /** Its data-provider resource, when not named like the area. */
  resource?: ResourceName;
  /** The texts a record is known by exactly (a number, a code, an e-mail): a record one of them equals comes first. */
  keys: (record: R) => string[];
  /** The record as a line of values, and a second line. */
  show: (record: R, language: Language) => Pick<Hit, 'primary' | 'secondary'>;
}

/** Exact matches first, then those a key starts with, each in the list's own order. */
export function ranked<R>(records: readonly R[], keys: (record: R) => string[], wanted: readonly string[]): R[] {
  const needles = wanted.map((text) => text.toLowerCase());
  const rank = (record: R) => {
    const own = keys(record).map((key) => key.toLowerCase());
    if (own.some((key) => needles.includes(key))) return 0;
    return own.some((key) => needles.some((needle) => key.startsWith(needle))) ? 1 : 2;
  };
  return records
    .map((record, index) => ({ record, index, rank: rank(record) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(({ record }) => record);
}

/**
 * The screen of a record of the area, at react-admin's address: its edit path, `/<area>/<id>`, or its show path,
 * `/<area>/<id>/show`, for an area whose records are only shown (a ticket).
 */
export function recordPath(area: string, id: RaRecord['id']): string {
  const resource = areas.find((one) => one.name === area)?.resource;
  const path = `/${area}/${encodeURIComponent(String(id))}`;
  return resource?.show && !resource.edit ? `${path}/show` : path;
}

/** The area's side-menu label: what "All N in <list>" names. */
export const listLabel = (area: string): string => areas.find((one) => one.name === area)?.nav.label ?? area;

/**
 * A kind of record found through its area's own list call, with the list's search (`q`) and the list's own
 * order and default filter: the count is the list's, and "All N" opens that list with the same search in its
 * address, as the list's search box writes it.
 */
export function listGroup<R extends object>(spec: ListGroupSpec<R>): SearchGroup {
  const resource = spec.resource ?? spec.area;
  return {
    key: spec.key,
    area: spec.area,
    search: async ({ dataProvider, typed, language, signal, translate }: SearchContext): Promise<GroupFound> => {
      const q = searchText(typed);
      const { defaults } = areaListOf(resource, language);
      const sort = defaults?.sort ?? { field: 'id', order: 'ASC' as const };
      const filter = { ...defaults?.filterDefaultValues, q };
      const { data, total = 0 } = await dataProvider.getList<R & RaRecord>(resource, {
        pagination: { page: 1, perPage: READ },
        sort,
        filter,
        signal,
        meta: { silent: true },
      });
      const hits = ranked(data, spec.keys, [q, typed.trim()])
        .slice(0, HITS_SHOWN)
        .map((record) => ({
          id: String(record.id),
          to: recordPath(spec.area, record.id),
          ...spec.show(record, language),
          record,
          area: spec.area,
        }));
      const page = { pagination: { page: 1, perPage: defaults?.perPage ?? LIST_PAGE }, sort, filter };
      return {
        hits,
        all: {
          total,
          to: `/${spec.area}${listSearch({ ...page, displayedFilters: {} })}`,
          list: translate(listLabel(spec.area)),
        },
      };
    },
  };
}
