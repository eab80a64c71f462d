import { notifyManager, QueryClient } from '@tanstack/react-query';

/** The spec: data refetches every 120000 ms, no retry, no refetch on window focus. */
export const REFETCH_INTERVAL_MS = 120_000;

let waiting: (() => void)[] = [];

// React Query hands each batch of notifications to its own `setTimeout(0)`, and a list's answer makes dozens
// (react-admin files each row as its own record): they share one timer, in the same order.
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
      // Offline, the HTTP client refuses a save at once, rather than it going out long after staff left the form.
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
