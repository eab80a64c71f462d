import type { QueryClient } from '@tanstack/react-query';
import { getQuery, parseQueryFromLocation } from 'react-admin';
import { dataProvider } from '@/dataProvider';
import { storedLanguage, userRoles } from '@/dataProvider/session';
import { authProvider } from '@/src/auth/authProvider';
import type { AreaDefinition } from '@/src/areas/areaDefinition';
import { canOpen, homePath } from '@/src/auth/access';
import { areas } from '@/src/areas/areas';
import { isLazyScreen } from './lazyScreen';
import { fetchListPage, listQueryKey } from '@/src/query/listQuery';

/** Where react-admin's store (localStorageStore(undefined, 'backoffice'), App.tsx) keeps a list's last params. */
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

// With the params react-admin's <List> will compute and under its query key, so the list finds it in flight.
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
  const page = {
    pagination: { page: query.page, perPage: query.perPage },
    sort: { field: query.sort, order: query.order },
    filter: { ...query.filter },
  };
  const promise = fetchListPage(dataProvider, area.name, page);
  // The list shows its own error when it asks again; nothing to report from here.
  promise.catch(() => {});
  listPrefetch = { queryKey: listQueryKey(area.name, page), promise };
}

function screenAt(location: Pick<Location, 'pathname'>) {
  const path = location.pathname === '/' ? homePath(userRoles()) : location.pathname;
  const [name, id, extra, more] = path.split('/').filter(Boolean);
  const area = areas.find((candidate) => candidate.name === name);
  const isShow = extra === 'show' && more === undefined;
  // A role that may not open the area gets nothing fetched: RoleGuard sends it to sign-in.
  if (!area?.resource || (extra !== undefined && !isShow) || !canOpen(userRoles(), area.name)) return undefined;
  const isCreate = !isShow && (id === 'create' || id === area.createPath);
  const record = isShow ? area.resource.show : area.resource.edit;
  const screen = id === undefined ? area.resource.list : isCreate ? area.resource.create : record;
  return { area, isList: id === undefined, screen: isLazyScreen(screen) ? screen : undefined };
}

/** The admin route waits for it, so the screen mounts without a Suspense fallback; a failure is the render's. */
export function screenChunkFor(location: Pick<Location, 'pathname'>): Promise<unknown> {
  return (
    screenAt(location)
      ?.screen?.preload()
      .catch(() => undefined) ?? Promise.resolve()
  );
}

export function screenIsLoaded(pathname: string): boolean {
  const target = screenAt({ pathname });
  return Boolean(target && (!target.screen || target.screen.isLoaded()));
}

export function preloadScreenFor(location: Pick<Location, 'pathname' | 'search'>): void {
  const target = screenAt(location);
  if (!target) return;
  void screenChunkFor(location);
  if (target.isList) prefetchListPage(target.area, location.pathname === '/' ? { search: '' } : location);
}

/** So a click on a row renders the record at once from the list's data. */
export function preloadRecordScreens(pathname: string): () => void {
  const target = screenAt({ pathname });
  if (!target?.isList) return () => {};
  const screens = [target.area.resource?.edit, target.area.resource?.show].filter(isLazyScreen);
  if (!screens.length) return () => {};
  const load = () => screens.forEach((screen) => void screen.preload().catch(() => undefined));
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(load, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = setTimeout(load, 300);
  return () => clearTimeout(handle);
}

export function adoptPrefetchedList(queryClient: QueryClient): void {
  if (!listPrefetch) return;
  const { queryKey, promise } = listPrefetch;
  listPrefetch = undefined;
  // A fresh page: the list's first render uses it instead of asking again.
  queryClient.setQueryDefaults(queryKey, { staleTime: 10_000 });
  // staleTime 0: rows restored from the stored cache, however recent, are replaced by this answer.
  void queryClient.prefetchQuery({
    queryKey,
    queryFn: () => promise.catch(signOutIfRefused(queryClient)),
    staleTime: 0,
  });
}

// Asked before react-admin's wrapper, which sends failures through checkError, exists: a 401 the HTTP client did not
// hold for a sign-in over the page (sessionResume.ts) is handed to it here.
function signOutIfRefused(queryClient: QueryClient) {
  return async (error: unknown): Promise<never> => {
    await authProvider.checkError(error).catch(() => queryClient.invalidateQueries({ queryKey: ['auth'] }));
    throw error;
  };
}
