import { deepmerge } from '@mui/utils';
import { Pagination, useListContext, type PaginationProps, type RaThemeOptions } from 'react-admin';
import { LoadError, LoadWaiting } from './components/LoadError';

/** A list's failed load, in place of its rows (and of its empty state, which only a successful answer may show). */
function ListLoadError() {
  const { error, refetch } = useListContext();
  return <LoadError error={error} onRetry={refetch} />;
}

/** Counts only rows on screen: none while the load failed or waits for the connection. */
function ListPagination(props: PaginationProps) {
  const { error, isPaused, isPending, isPlaceholderData } = useListContext();
  if (error || (isPaused && (isPending || isPlaceholderData))) return null;
  return <Pagination {...props} />;
}

/**
 * Every list's load states, as the theme's default props of react-admin's <List> (design: failure states).
 * Only the admin's themes get them: the signed-out pages' theme stays without react-admin.
 */
export function withLoadStates(theme: RaThemeOptions): RaThemeOptions {
  const list = { error: <ListLoadError />, offline: <LoadWaiting />, pagination: <ListPagination /> };
  return deepmerge(theme, { components: { RaList: { defaultProps: list } } }) as RaThemeOptions;
}
