import { QueryClient } from '@tanstack/react-query';

/** Spec section 9: data refetches every 120000 ms, no retry, no refetch on window focus. */
export const REFETCH_INTERVAL_MS = 120_000;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { refetchInterval: REFETCH_INTERVAL_MS, retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
