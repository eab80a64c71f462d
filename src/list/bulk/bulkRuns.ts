// Kept outside React: the toolbar that starts a run goes away with the selection, and the list may be left and come
// back while the calls go on.
import { useSyncExternalStore } from 'react';
import type { Identifier } from 'react-admin';
import { runBatch } from './runBatch';
import { endedSessions, subscribeSignIn } from '@/dataProvider/sessionResume';

// Browsers open six connections to one origin; four leave two for the list's own reads and the rest of the screen.
export const BULK_CONCURRENCY = 4;

export interface BulkTarget {
  id: Identifier;
  name: string;
}

export interface BulkRun {
  label: string;
  total: number;
  done: BulkTarget[];
  failed: { target: BulkTarget; message: string }[];
  finished: boolean;
  retry: () => void;
}

type Listener = () => void;
const runs = new Map<string, BulkRun>();
const listeners = new Set<Listener>();
const tell = () => listeners.forEach((listener) => listener());

// A session that ends (Cancel, another person) stops its runs, and they are forgotten.
let stopRuns = new AbortController();
let session = endedSessions();
subscribeSignIn(() => {
  if (endedSessions() === session) return;
  session = endedSessions();
  stopRuns.abort();
  stopRuns = new AbortController();
  runs.clear();
  tell();
});

export function startBulkRun(
  list: string,
  label: string,
  targets: BulkTarget[],
  call: (target: BulkTarget) => Promise<unknown>,
): Promise<void> {
  const previous = runs.get(list);
  if (previous && !previous.finished) return Promise.resolve();
  const run: BulkRun = {
    label,
    total: targets.length,
    done: [],
    failed: [],
    finished: false,
    retry: () => {
      const latest = runs.get(list);
      if (latest?.finished && latest.failed.length)
        void startBulkRun(
          list,
          label,
          latest.failed.map((f) => f.target),
          call,
        );
    },
  };
  runs.set(list, run);
  tell();
  const { signal } = stopRuns;
  return runBatch(targets, call, {
    concurrency: BULK_CONCURRENCY,
    signal,
    onSettled: ({ done, failed }) => {
      if (signal.aborted) return;
      runs.set(list, { ...run, done: [...done], failed: failed.map((f) => ({ target: f.item, message: f.message })) });
      tell();
    },
  }).then(({ done, failed }) => {
    if (signal.aborted) return;
    runs.set(list, {
      ...run,
      done,
      failed: failed.map((f) => ({ target: f.item, message: f.message })),
      finished: true,
    });
    tell();
  });
}

export function dismissBulkRun(list: string): void {
  const run = runs.get(list);
  if (run?.finished) {
    runs.delete(list);
    tell();
  }
}

const subscribe = (listener: Listener) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useBulkRun(list: string): BulkRun | undefined {
  return useSyncExternalStore(subscribe, () => runs.get(list));
}
