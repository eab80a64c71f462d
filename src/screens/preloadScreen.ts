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

/**
 * The area and the screen an address shows exactly (a list, a record's editor or its show screen), if the user may
 * open it.
 */
function screenAt(location: Pick<Location, 'pathname'>) {
  const path = location.pathname === '/' ? homePath(userRoles()) : location.pathname;
  const [name, id, extra, more] = path.split('/').filter(Boolean);
  const area = areas.find((candidate) => candidate.name === name);
  const isShow = extra === 'show' && more === undefined;
  // A role that may not open the area gets nothing fetched for it: RoleGuard sends it to sign-in.
  if (!area?.resource || (extra !== undefined && !isShow) || !canOpen(userRoles(), area.name)) return undefined;
  const isCreate = !isShow && (id === 'create' || id === area.createPath);
  const record = isShow ? area.resource.show : area.resource.edit;
  const screen = id === undefined ? area.resource.list : isCreate ? area.resource.create : record;
  return { area, isList: id === undefined, screen: isLazyScreen(screen) ? screen : undefined };
}

/**
 * The chunk of the screen an address shows, fetched once however often asked. The admin route waits for
 * it before its first render, so the screen mounts without a Suspense fallback. A failure resolves too:
 * the render fetches again and shows its own error.
 */
export function screenChunkFor(location: Pick<Location, 'pathname'>): Promise<unknown> {
  return (
    screenAt(location)
      ?.screen?.preload()
      .catch(() => undefined) ?? Promise.resolve()
  );
}

/**
 * Whether the screen an address shows can render at once: an area's list, record or create screen whose
 * code is here. Any other address (a custom page, an area the user may not open) says no.
 */
export function screenIsLoaded(pathname: string): boolean {
  const target = screenAt({ pathname });
  return Boolean(target && (!target.screen || target.screen.isLoaded()));
}

/**
 * On a cold load of a signed-in page, fetch the chunk of the screen the address shows and a list's first
 * page while react-admin's code is evaluated, instead of after its first render. Only an address that
 * names a screen exactly is preloaded; anything else loads as usual on render.
 */
export function preloadScreenFor(location: Pick<Location, 'pathname' | 'search'>): void {
  const target = screenAt(location);
  if (!target) return;
  void screenChunkFor(location);
  if (target.isList) prefetchListPage(target.area, location.pathname === '/' ? { search: '' } : location);
}

/**
 * Once a screen has settled, the record screens its rows open (edit, show) are fetched while the browser is
 * idle, so a click on a row renders the record at once from the list's data.
 */
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

/** Hands a list page fetched by preloadScreenFor to the admin's query client, once. */
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

/**
 * Asked with the bare data provider, before react-admin's wrapper (which sends failures through checkError) exists:
 * a 401 the HTTP client did not hold for a sign-in over the page (sessionResume.ts) is handed to checkError here.
 */
function signOutIfRefused(queryClient: QueryClient) {
  return async (error: unknown): Promise<never> => {
    await authProvider.checkError(error).catch(() => queryClient.invalidateQueries({ queryKey: ['auth'] }));
    throw error;
  };
}
