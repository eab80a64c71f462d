import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { clearSession, saveSession } from '@/dataProvider/session';
import type { SystemUser } from '@/dataProvider/types';
import { persistForUser, queryCacheKey, QUERY_CACHE_MAX_AGE_MS, QUERY_CACHE_MAX_CHARS } from '@/src/query/queryCache';

const user = (id: string): SystemUser => ({
  id,
  firstName: id,
  lastName: '',
  email: `${id}@example.com`,
  privilege: null,
  roles: ['admin'],
  active: true,
  archived: false,
  createdAt: '2026-11-01T09:00:00Z',
});

const ticketsKey = ['customerCare', 'getList', { pagination: { page: 1, perPage: 25 } }];
const tickets = { data: [{ id: 't1', subject: 'Cold fries' }], total: 1 };

/** Signs `id` in, lets a query client hold `data` under `key`, and waits for the throttled write. */
async function visit(id: string, key: unknown[], data: unknown) {
  saveSession(`token-${id}`, user(id));
  const client = new QueryClient();
  const persisted = persistForUser(client);
  await persisted.restored;
  const stop = persisted.persist();
  client.setQueryData(key, data);
  await vi.advanceTimersByTimeAsync(3000);
  return { client, stop };
}

async function restoredFor(id: string) {
  saveSession(`token-${id}`, user(id));
  const client = new QueryClient();
  await persistForUser(client).restored;
  return client;
}

describe('the persisted query cache', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  });
  afterEach(() => vi.useRealTimers());

  it('a cold load of the same user paints the rows last seen', async () => {
    const { stop } = await visit('u1', ticketsKey, tickets);
    stop();
    const client = await restoredFor('u1');
    expect(client.getQueryData(ticketsKey)).toEqual(tickets);
    // Restored data is stale (react-admin's staleTime is 0): the screen that shows it refetches at once.
    expect(client.getQueryCache().find({ queryKey: ticketsKey })?.isStaleByTime(0)).toBe(true);
  });

  it('another user on the same browser never sees the first user’s cached data', async () => {
    const { stop } = await visit('u1', ticketsKey, tickets);
    stop();
    clearSession();
    const client = await restoredFor('u2');
    expect(client.getQueryData(ticketsKey)).toBeUndefined();
    expect(localStorage.getItem(queryCacheKey('u2')) ?? '').not.toContain('Cold fries');
  });

  it('a logout keeps the entry: react-admin emptying the client afterwards is not written', async () => {
    const { client } = await visit('u1', ticketsKey, tickets);
    clearSession();
    client.clear();
    await vi.advanceTimersByTimeAsync(3000);
    expect(localStorage.getItem(queryCacheKey('u1'))).toContain('Cold fries');
    const again = await restoredFor('u1');
    expect(again.getQueryData(ticketsKey)).toEqual(tickets);
  });

  it('keeps the data provider’s reads only, not a customer looked up by phone', async () => {
    const { client, stop } = await visit('u1', ticketsKey, tickets);
    client.setQueryData(['customers', 'byPhone', '0500000001'], { name: 'Private Person' });
    await vi.advanceTimersByTimeAsync(3000);
    stop();
    expect(localStorage.getItem(queryCacheKey('u1'))).not.toContain('Private Person');
  });

  it('is bounded: many large pages keep the newest that fit under the bound', async () => {
    saveSession('token-u1', user('u1'));
    const client = new QueryClient();
    const persisted = persistForUser(client);
    await persisted.restored;
    const stop = persisted.persist();
    const page = (n: number) => ({
      data: Array.from({ length: 100 }, (_, i) => ({ id: `${n}-${i}`, text: 'x'.repeat(200) })),
      total: 100,
    });
    for (let n = 1; n <= 40; n += 1) {
      vi.setSystemTime(Date.now() + 1000);
      client.setQueryData(['offers', 'getList', { page: n }], page(n));
    }
    await vi.advanceTimersByTimeAsync(3000);
    stop();
    const stored = localStorage.getItem(queryCacheKey('u1')) ?? '';
    expect(stored.length).toBeGreaterThan(QUERY_CACHE_MAX_CHARS / 2);
    expect(stored.length).toBeLessThanOrEqual(QUERY_CACHE_MAX_CHARS);
    const restored = await restoredFor('u1');
    expect(restored.getQueryData(['offers', 'getList', { page: 40 }])).toEqual(page(40));
    expect(restored.getQueryData(['offers', 'getList', { page: 1 }])).toBeUndefined();
  });

  it('an entry older than a day is dropped unread', async () => {
    const { stop } = await visit('u1', ticketsKey, tickets);
    stop();
    vi.setSystemTime(Date.now() + QUERY_CACHE_MAX_AGE_MS + 60_000);
    const client = await restoredFor('u1');
    expect(client.getQueryData(ticketsKey)).toBeUndefined();
    expect(localStorage.getItem(queryCacheKey('u1'))).toBeNull();
  });
});
