import { notifyManager, QueryClient } from '@tanstack/react-query';

/** Data refetches every 120000 ms, no retry, no refetch on window focus. */
export const REFETCH_INTERVAL_MS = 120_000;

let waiting: (() => void)[] = [];

/**
 * React Query hands each batch of notifications to its own `setTimeout(0)`. A list's answer makes dozens of
 * batches (react-admin files each row as its own record, and every row's hooks subscribe), so dozens of timers
 * for one tick; they now share one, and run in the same order.
 */
function notifyOnNextTick(callback: () => void): void {
  waiting.push(callback);
  if (waiting.length > 1) return;
  setTimeout(() => {
    const due = waiting;
    waiting = [];
    for (const run of due) {
      try {
        run();
      } catch (error) {
        // Reported as its own timer would have, without holding back the rest.
        setTimeout(() => {
          throw error;
        }, 0);
      }
    }
  }, 0);
}
// React Query's one notify manager serves every client the app makes (one per sign-in).
notifyManager.setScheduler(notifyOnNextTick);

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
