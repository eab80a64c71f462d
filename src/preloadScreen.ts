import type { QueryClient } from '@tanstack/react-query';
import { getQuery, parseQueryFromLocation } from 'react-admin';
import { dataProvider } from '@/dataProvider';
import { storedLanguage, userRoles } from '@/dataProvider/session';
import type { AreaDefinition } from '@/resources/types';
import { canOpen, homePath } from './auth/access';
import { areas } from './areas';
import { isLazyScreen } from './lazyScreen';

/** Where react-admin's store (App.tsx: localStorageStore(undefined, 'backoffice')) keeps a list's last params. */
const storedListParams = (resource: string): Record<string, unknown> => {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(`RaStorebackoffice.${resource}.listParams`) ?? '{}');
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
};

interface ListPrefetch {
  queryKey: unknown[];
  promise: Promise<unknown>;
}
let listPrefetch: ListPrefetch | undefined;

/**
 * The first page of a list, asked for now with the very params react-admin's <List> will compute (address,
 * then its stored params, then the area's listDefaults), and under react-admin's own query key, so the list
 * finds it in flight instead of asking after its first render.
 */
function prefetchListPage(area: AreaDefinition, location: Pick<Location, 'search'>): void {
  const defaults = area.listDefaults?.(storedLanguage());
  if (!defaults) return;
  const query = getQuery({
    queryFromLocation: parseQueryFromLocation(location),
    params: storedListParams(area.name),
    filterDefaultValues: defaults.filterDefaultValues,
    sort: defaults.sort,
    perPage: defaults.perPage ?? 10,
  });
  const params = {
    pagination: { page: query.page, perPage: query.perPage },
    sort: { field: query.sort, order: query.order },
    filter: { ...query.filter },
    meta: undefined,
  };
  const promise = dataProvider
    .getList(area.name, params)
    .then(({ data, total, pageInfo, meta }) => ({ data, total, pageInfo, meta }));
  // The list shows its own error when it asks again; nothing to report from here.
  promise.catch(() => {});
  listPrefetch = { queryKey: [area.name, 'getList', params], promise };
}

/**
 * On a cold load of a signed-in page, fetch the chunk of the screen the address shows (a list, or a
 * record's editor) and a list's first page while react-admin renders its frame, instead of after it.
 * Only an address that names a screen exactly is preloaded; anything else loads as usual on render.
 */
export function preloadScreenFor(location: Pick<Location, 'pathname' | 'search'>): void {
  const path = location.pathname === '/' ? homePath(userRoles()) : location.pathname;
  const [name, id, extra] = path.split('/').filter(Boolean);
  const area = areas.find((candidate) => candidate.name === name);
  // A role that may not open the area gets nothing fetched for it: RoleGuard sends it to sign-in.
  if (!area?.resource || extra !== undefined || !canOpen(userRoles(), area.name)) return;
  const isCreate = id === 'create' || id === area.createPath;
  const screen = id === undefined ? area.resource.list : isCreate ? area.resource.create : area.resource.edit;
  if (isLazyScreen(screen)) {
    screen.preload().catch(() => {
      // The render fetches it again and shows its own error.
    });
  }
  if (id === undefined) prefetchListPage(area, location.pathname === '/' ? { search: '' } : location);
}

/** Hands a list page fetched by preloadScreenFor to the admin's query client, once. */
export function adoptPrefetchedList(queryClient: QueryClient): void {
  if (!listPrefetch) return;
  const { queryKey, promise } = listPrefetch;
  listPrefetch = undefined;
  // A fresh page: the list's first render uses it instead of asking again.
  queryClient.setQueryDefaults(queryKey, { staleTime: 10_000 });
  void queryClient.prefetchQuery({ queryKey, queryFn: () => promise });
}
