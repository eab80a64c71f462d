import { useContext, useMemo } from 'react';
import { deepmerge } from '@mui/utils';
import { useQueryClient } from '@tanstack/react-query';
import {
  ListContextProvider,
  Pagination,
  useDataProvider,
  useListContext,
  type PaginationProps,
  type RaThemeOptions,
} from 'react-admin';
import { useLocation } from 'react-router';
import { LoadError, LoadWaiting } from '@/src/loading/LoadError';
import { useNavigateAtOnce } from '@/src/screens/dataRouter';
import { fetchListPage, listQueryKey, listSearch } from '@/src/query/listQuery';
import { ListInAddressContext } from './ListInAddressContext';

/** In place of the rows and of the empty state, which only a successful answer may show. */
function ListLoadError() {
  const { error, refetch } = useListContext();
  return <LoadError error={error} onRetry={refetch} />;
}

const PAGE_FRESH_MS = 5000;
const PAGE_WAIT_MS = 60;

// A page asked for is fetched at the click, under the list's own query key, so the list's render finds it in flight.
function ListPagination(props: PaginationProps) {
  const list = useListContext();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider();
  const navigate = useNavigateAtOnce();
  const { pathname } = useLocation();
  const { resource, perPage, sort, filterValues, displayedFilters, setPage } = list;
  // Also a list away from /<resource> (the subscribers at /subscriptions/subscribers), when AreaList says so.
  const inAddress = useContext(ListInAddressContext) ?? pathname === `/${resource}`;
  const navigateInAddress = inAddress ? navigate : undefined;
  const value = useMemo(
    () => ({
      ...list,
      setPage: (page: number) => {
        const next = { pagination: { page, perPage }, sort, filter: filterValues };
        const queryKey = listQueryKey(resource, next);
        // Fresh for the moment the list takes to read it; afterwards react-admin's rules apply again.
        queryClient.setQueryDefaults(queryKey, { staleTime: PAGE_FRESH_MS });
        // Its failure is the list's to show. staleTime 0: a page restored from the stored cache is asked again.
        const fetched = queryClient
          .prefetchQuery({ queryKey, queryFn: () => fetchListPage(dataProvider, resource, next), staleTime: 0 })
          .catch(() => {});
        // A slow answer holds the page number back no longer than PAGE_WAIT_MS. At its address, the new page is
        // rendered at once: react-admin's own change of address is time-sliced.
        const show = () =>
          navigateInAddress
            ? navigateInAddress({ pathname, search: listSearch({ ...next, displayedFilters }) })
            : setPage(page);
        void Promise.race([fetched, new Promise((resolve) => setTimeout(resolve, PAGE_WAIT_MS))]).then(show);
      },
    }),
    [
      list,
      queryClient,
      dataProvider,
      navigateInAddress,
      pathname,
      resource,
      perPage,
      sort,
      filterValues,
      displayedFilters,
      setPage,
    ],
  );
  if (list.error || (list.isPaused && (list.isPending || list.isPlaceholderData))) return null;
  return (
    <ListContextProvider value={value}>
      <Pagination {...props} />
    </ListContextProvider>
  );
}

/** Only the admin's themes get them: the signed-out pages' theme stays without react-admin. */
export function withLoadStates(theme: RaThemeOptions): RaThemeOptions {
  const list = { error: <ListLoadError />, offline: <LoadWaiting />, pagination: <ListPagination /> };
  return deepmerge(theme, { components: { RaList: { defaultProps: list } } }) as RaThemeOptions;
}
