import { QueryClient } from '@tanstack/react-query';

/** Spec section 9: data refetches every 120000 ms, no retry, no refetch on window focus. */
export const REFETCH_INTERVAL_MS = 120_000;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { refetchInterval: REFETCH_INTERVAL_MS, retry: false, refetchOnWindowFocus: false },
      // A save while offline reaches the HTTP client, which refuses it at once ('Network Error', the form kept),
      // instead of waiting paused and going out later, maybe long after staff left the form.
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
