import type { QueryObserverResult, UseQueryOptions } from '@tanstack/react-query';
import { loadErrorText } from '@/src/loading/LoadError';
import { REFETCH_INTERVAL_MS } from '@/src/query/queryClient';
import type { GroupFound, GroupState, SearchContext, SearchGroup } from './types';

/** Null, as query data is never undefined, when it has nothing to say. */
export type GroupAnswer = GroupFound | null;

// The same text typed again is answered from the cache; leaving the text cancels its call through the query's signal.
export function groupQuery(
  group: SearchGroup,
  context: Omit<SearchContext, 'signal'>,
): UseQueryOptions<GroupAnswer, unknown, GroupAnswer, readonly unknown[]> {
  return {
    queryKey: ['search', group.key, context.typed, context.language],
    queryFn: async ({ signal }) => (await group.search({ ...context, signal })) ?? null,
    // As fresh as a list is (refetched each 120 s); while the box is open its results do not move under the keys.
    staleTime: REFETCH_INTERVAL_MS,
    refetchInterval: false,
    // Offline, the HTTP client refuses at once ('Network Error', said in place), instead of a search paused for good.
    networkMode: 'always',
  };
}

export function groupState(
  query: Pick<QueryObserverResult<GroupAnswer>, 'status' | 'data' | 'error' | 'isFetching'>,
  translate: SearchContext['translate'],
): GroupState | undefined {
  if (query.status === 'success') return query.data ? { status: 'done', found: query.data } : undefined;
  if (query.status === 'error' && !query.isFetching)
    return { status: 'failed', message: loadErrorText(query.error, translate) };
  return { status: 'loading' };
}
