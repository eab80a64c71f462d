import type { Query, QueryClient } from '@tanstack/react-query';
import {
  persistQueryClientRestore,
  persistQueryClientSave,
  type PersistedClient,
  type Persister,
} from '@tanstack/query-persist-client-core';
import { getUser, QUERY_CACHE_PREFIX } from '@/dataProvider/session';

// The spec: a logout keeps "cached query entries". One entry per user, so a cold load paints the rows last seen while
// they refetch, and another user on the same browser reads only their own.

/** In characters of JSON: the newest queries that fit are kept. */
export const QUERY_CACHE_MAX_CHARS = 400_000;
export const QUERY_CACHE_MAX_AGE_MS = 24 * 60 * 60 * 1000;
const WRITE_THROTTLE_MS = 1000;
/** A new build may read its data differently: an entry written by another build is dropped. */
const BUSTER = import.meta.env.VITE_BUILD_ID ?? 'dev';

// Not a record screen's own read, nor the custom pages' look-ups (a customer found by phone stays in memory).
const PERSISTED_METHODS = new Set(['getList', 'getMany', 'getManyReference']);

export const queryCacheKey = (userId: string) => `${QUERY_CACHE_PREFIX}${userId}`;

function isPersisted(query: Query): boolean {
  return (
    query.state.status === 'success' &&
    typeof query.queryKey[1] === 'string' &&
    PERSISTED_METHODS.has(query.queryKey[1])
  );
}

export function boundedJson(client: PersistedClient, maxChars = QUERY_CACHE_MAX_CHARS): string {
  const sized = client.clientState.queries
    .map((query) => ({ query, size: JSON.stringify(query).length }))
    .sort((a, b) => b.query.state.dataUpdatedAt - a.query.state.dataUpdatedAt);
  let budget = maxChars - JSON.stringify({ ...client, clientState: { mutations: [], queries: [] } }).length;
  const kept = sized.filter(({ size }) => (budget -= size + 1) >= 0).map(({ query }) => query);
  return JSON.stringify({ ...client, clientState: { mutations: [], queries: kept } });
}

const idle = (run: () => void) => {
  if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 2000 });
  else setTimeout(run, 0);
};

/** Only while that user is signed in: the logout empties the query client after the session is gone. */
export function userCachePersister(userId: string): Persister {
  const key = queryCacheKey(userId);
  return {
    persistClient(client) {
      if (getUser()?.id !== userId) return;
      try {
        localStorage.setItem(key, boundedJson(client));
      } catch {
        // Storage full (the in-browser demo keeps its database there too): half the bound, else nothing.
        try {
          localStorage.setItem(key, boundedJson(client, QUERY_CACHE_MAX_CHARS / 2));
        } catch {
          localStorage.removeItem(key);
        }
      }
    },
    restoreClient() {
      const raw = localStorage.getItem(key);
      return raw ? (JSON.parse(raw) as PersistedClient) : undefined;
    },
    removeClient() {
      localStorage.removeItem(key);
    },
  };
}

export interface PersistedQueryClient {
  restored: Promise<void>;
  persist: () => () => void;
}

export function persistForUser(queryClient: QueryClient): PersistedQueryClient {
  const userId = getUser()?.id;
  if (!userId) return { restored: Promise.resolve(), persist: () => () => {} };
  const persister = userCachePersister(userId);
  const options = {
    queryClient,
    persister,
    buster: BUSTER,
    maxAge: QUERY_CACHE_MAX_AGE_MS,
    dehydrateOptions: { shouldDehydrateQuery: isPersisted, shouldDehydrateMutation: () => false },
  };
  // An unreadable entry is dropped by the library; the screens then load as on a first visit.
  const restored = persistQueryClientRestore(options).catch(() => undefined);
  return {
    restored,
    // Not persistQueryClientSubscribe: it dehydrates the whole client on each of the dozens of cache events a
    // list's answer brings (react-admin files each row as its own record); here it is read once per write.
    persist: () => {
      let timer: ReturnType<typeof setTimeout> | undefined;
      let active = true;
      const save = () => void (active && persistQueryClientSave(options));
      const stop = queryClient.getQueryCache().subscribe(({ type }) => {
        if (type === 'added' || type === 'removed' || type === 'updated') {
          timer ??= setTimeout(
            () =>
              idle(() => {
                timer = undefined;
                save();
              }),
            WRITE_THROTTLE_MS,
          );
        }
      });
      return () => {
        stop();
        if (timer !== undefined) clearTimeout(timer);
        save();
        active = false;
      };
    },
  };
}
