import type { RaRecord } from 'react-admin';
import type { ResourceName } from '@/dataProvider/endpoints';
import type { Language } from '@/i18n/language';
import { areaListOf } from '@/src/list/areaListSetup';
import { listSearch } from '@/src/query/listQuery';
import { areas } from '@/src/areas/areas';
import { searchText } from './searchText';
import type { GroupFound, GroupKey, Hit, SearchContext, SearchGroup } from './types';

export const HITS_SHOWN = 5;
/** The exact matches among them are shown first (ticket 1042 before 11042). */
const READ = 20;
/** react-admin's page size for a list that names none. */
const LIST_PAGE = 10;

export interface ListGroupSpec<R extends object> {
  key: GroupKey;
  area: string;
  resource?: ResourceName;
  /** Texts a record is known by exactly (a number, a code, an e-mail): a record one of them equals comes first. */
  keys: (record: R) => string[];
  show: (record: R, language: Language) => Pick<Hit, 'primary' | 'secondary'>;
}

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

export function recordPath(area: string, id: RaRecord['id']): string {
  const resource = areas.find((one) => one.name === area)?.resource;
  const path = `/${area}/${encodeURIComponent(String(id))}`;
  return resource?.show && !resource.edit ? `${path}/show` : path;
}

export const listLabel = (area: string): string => areas.find((one) => one.name === area)?.nav.label ?? area;

/** Through the area's own list call, order and default filter: "All N" opens that list as its search box would. */
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
