import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adoptPrefetchedList, preloadScreenFor } from '@/src/screens/preloadScreen';
import { getToken } from '@/dataProvider/session';
import { resumeAs, signInAsked } from '@/dataProvider/sessionResume';
import type { LoginResult } from '@/dataProvider/types';

vi.mock('react-toastify', () => ({
  toast: Object.assign(vi.fn(), { isActive: vi.fn(() => false), dismiss: vi.fn() }),
}));

const CHECK_AUTH = ['auth', 'checkAuth', {}];

/** fetch answers list calls only when the test says so; anything else (a screen's chunk) is not fetched. */
function heldFetch() {
  let answer: (response: Response) => void = () => {};
  const answered = new Promise<Response>((resolve) => (answer = resolve));
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(() => answered);
  const reply = (status: number, body: unknown) =>
    answer(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
  return { spy, reply };
}

function signedInClient() {
  localStorage.setItem('token', 'expired-token');
  localStorage.setItem('user', JSON.stringify({ id: 'u1', email: 'admin@example.com', roles: ['admin'] }));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(CHECK_AUTH, true);
  return client;
}

const listQueries = (client: QueryClient) => client.getQueryCache().findAll({ queryKey: ['settings', 'getList'] });

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('the list page fetched at boot, before react-admin is there to check its errors', () => {
  it('holds the list on a 401 while signed in: nobody is signed out, and the same person signed in again, it is asked again', async () => {
    const client = signedInClient();
    const { spy, reply } = heldFetch();
    preloadScreenFor({ pathname: '/settings', search: '' });
    adoptPrefetchedList(client);
    await vi.waitFor(() => expect(spy).toHaveBeenCalledTimes(1));

    reply(401, { message: 'Session expired' });

    await vi.waitFor(() => expect(signInAsked()).toBe(true));
    expect(getToken()).toBe('expired-token');
    expect(listQueries(client)[0]?.state.fetchStatus).toBe('fetching');
    spy.mockImplementation(() =>
      Promise.resolve(new Response(JSON.stringify([]), { headers: { 'content-type': 'application/json' } })),
    );
    resumeAs({ token: 'new-token', user: { id: 'u1', email: 'admin@example.com', roles: ['admin'] } } as LoginResult);

    await vi.waitFor(() => expect(listQueries(client)[0]?.state.status).toBe('success'));
    expect(spy).toHaveBeenCalledTimes(2);
    expect(new Headers(spy.mock.calls[1]?.[1]?.headers).get('authorization')).toBe('new-token');
  });

  it('signs out on a 401 when the session is not whole (a token without its user), before the admin took the page over', async () => {
    const client = signedInClient();
    const { reply } = heldFetch();
    preloadScreenFor({ pathname: '/settings', search: '' });
    localStorage.removeItem('user');
    reply(401, { message: 'Session expired' });
    await new Promise((resolve) => setTimeout(resolve, 0));

    adoptPrefetchedList(client);

    await vi.waitFor(() => expect(listQueries(client)[0]?.state.status).toBe('error'));
    expect(getToken()).toBeNull();
    expect(client.getQueryState(CHECK_AUTH)?.isInvalidated).toBe(true);
  });

  it('keeps the session when the page fails for another reason (500): the list shows its own error', async () => {
    const client = signedInClient();
    const { reply } = heldFetch();
    preloadScreenFor({ pathname: '/settings', search: '' });
    adoptPrefetchedList(client);

    reply(500, { message: 'Database unavailable' });

    await vi.waitFor(() => expect(listQueries(client)[0]?.state.status).toBe('error'));
    expect(getToken()).toBe('expired-token');
    expect(client.getQueryState(CHECK_AUTH)?.isInvalidated).toBe(false);
  });
});
