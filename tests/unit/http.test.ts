import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from 'react-toastify';
import { ApiError, fillPath, request, setApiStarter, showToast } from '@/dataProvider/http';
import { mockFetch } from '../support/fetchMock';

vi.mock('react-toastify', () => ({
  toast: Object.assign(vi.fn(), { isActive: vi.fn(() => false), dismiss: vi.fn() }),
}));

beforeEach(() => {
  localStorage.clear();
  vi.mocked(toast).mockClear();
});
afterEach(() => vi.restoreAllMocks());

describe('request headers', () => {
  it('sends JSON content-type and accept, English and no authorization when nothing is stored', async () => {
    const { seen } = mockFetch({ body: [] });
    await request('GET', 'settings');
    const { headers, url } = seen[0];
    expect(url.pathname).toBe('/api/v1/settings');
    expect(headers.get('content-type')).toBe('application/json');
    expect(headers.get('accept')).toBe('application/json');
    expect(headers.get('accept-language')).toBe('en');
    expect(headers.has('authorization')).toBe(false);
  });

  it('sends the stored language and the stored token', async () => {
    localStorage.setItem('i18nextLng', 'ar');
    localStorage.setItem('token', 'secret-token');
    const { seen } = mockFetch({ body: [] });
    await request('GET', 'settings');
    expect(seen[0].headers.get('accept-language')).toBe('ar');
    expect(seen[0].headers.get('authorization')).toBe('secret-token');
  });
});

describe('request payload', () => {
  it('GET sends its payload as query parameters and no body', async () => {
    const { seen } = mockFetch({ body: [] });
    await request('GET', 'system-user', {
      page: 2,
      q: 'amal',
      active: true,
      ids: ['a', 'b'],
      skipped: undefined,
      none: null,
    });
    const { url, body } = seen[0];
    expect(url.searchParams.get('page')).toBe('2');
    expect(url.searchParams.get('q')).toBe('amal');
    expect(url.searchParams.get('active')).toBe('true');
    expect(url.searchParams.getAll('ids')).toEqual(['a', 'b']);
    expect(url.searchParams.has('skipped')).toBe(false);
    expect(url.searchParams.has('none')).toBe(false);
    expect(body).toBeUndefined();
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'] as const)(
    '%s sends a JSON body and the language as ?lang',
    async (method) => {
      localStorage.setItem('i18nextLng', 'ar');
      const { seen } = mockFetch({ body: {} });
      await request(method, 'settings/{id}', { id: 'vat', value: '15' });
      expect(seen[0].method).toBe(method);
      expect(seen[0].url.pathname).toBe('/api/v1/settings/vat');
      expect(seen[0].url.searchParams.get('lang')).toBe('ar');
      expect(seen[0].body).toEqual({ value: '15' });
    },
  );

  it('fills placeholders from the payload, encodes them, and removes them from the payload', () => {
    expect(fillPath('menu/items/{itemId}?type={type}', { itemId: 'a/b', type: 'combo', keep: 1 })).toEqual({
      path: 'menu/items/a%2Fb?type=combo',
      rest: { keep: 1 },
    });
  });

  it('refuses a path whose placeholder has no value', () => {
    expect(() => fillPath('system-user/{userId}', {})).toThrow(/userId/);
  });

  it('starts the API once, on the first call, and waits for it before calling', async () => {
    let open: () => void = () => undefined;
    const start = vi.fn(() => new Promise<void>((resolve) => (open = resolve)));
    setApiStarter(start);
    const { seen } = mockFetch({ body: [] });
    const first = request('GET', 'settings');
    const second = request('GET', 'settings');
    await Promise.resolve();
    expect(seen).toHaveLength(0);
    open();
    await Promise.all([first, second]);
    expect(seen).toHaveLength(2);
    expect(start).toHaveBeenCalledTimes(1);
    setApiStarter(() => Promise.resolve());
  });

  it('answers null for an empty 204 response', async () => {
    mockFetch({ status: 204 });
    await expect(request('POST', 'system-user/activate/{id}', { id: 'u1' })).resolves.toBeNull();
  });
});

describe('errors', () => {
  it("says 'Network Error' when there is no response, and rejects", async () => {
    mockFetch(new TypeError('Failed to fetch'));
    const error = await request('GET', 'settings').catch((caught: unknown) => caught);
    expect(toast).toHaveBeenCalledWith('Network Error', expect.objectContaining({ type: 'error' }));
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(0);
  });

  it("shows the server's message and rejects with the response data", async () => {
    const data = { message: 'This email is already in use', errors: { email: 'taken' } };
    mockFetch({ status: 400, body: data });
    const error = (await request('POST', 'system-user', {}).catch((caught: unknown) => caught)) as ApiError;
    expect(toast).toHaveBeenCalledWith('This email is already in use', expect.objectContaining({ type: 'error' }));
    expect(error.status).toBe(400);
    expect(error.body).toEqual(data);
  });

  it('falls back to msg when there is no message', async () => {
    mockFetch({ status: 422, body: { msg: 'Code expired' } });
    await expect(request('GET', 'promo-codes')).rejects.toMatchObject({ message: 'Code expired' });
    expect(toast).toHaveBeenCalledWith('Code expired', expect.objectContaining({ type: 'error' }));
  });

  it("falls back to 'Server Error' when the body says nothing", async () => {
    mockFetch({ status: 500, body: {} });
    await expect(request('GET', 'settings')).rejects.toMatchObject({ message: 'Server Error', status: 500 });
    expect(toast).toHaveBeenCalledWith('Server Error', expect.objectContaining({ type: 'error' }));
  });

  it.each([
    [
      'an HTML error page',
      { status: 502, raw: '<html><body><h1>502 Bad Gateway</h1></body></html>', contentType: 'text/html' },
    ],
    [
      'plain text',
      { status: 500, raw: 'Internal Server Error\n    at handler (server.js:12)', contentType: 'text/plain' },
    ],
    ['no body', { status: 500, raw: '' }],
  ])("says 'Server Error' for %s, never its markup or text", async (_kind, reply) => {
    mockFetch(reply);
    const error = (await request('GET', 'settings').catch((caught: unknown) => caught)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'Server Error', status: reply.status, body: null });
    expect(toast).toHaveBeenCalledTimes(1);
    expect(toast).toHaveBeenCalledWith('Server Error', expect.objectContaining({ type: 'error' }));
  });

  it("rejects a 200 whose body is not JSON (a proxy's page where the API should be) with 'Server Error'", async () => {
    mockFetch({ status: 200, raw: '<!doctype html><html><body>app</body></html>', contentType: 'text/html' });
    await expect(request('GET', 'settings')).rejects.toMatchObject({ message: 'Server Error' });
    expect(toast).toHaveBeenCalledWith('Server Error', expect.objectContaining({ type: 'error' }));
  });

  it("sends no write while the browser is offline: 'Network Error' at once; reads still go out", async () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { seen } = mockFetch({ body: [] });
    await expect(request('PUT', 'settings/{key}', { key: 'k', value: 1 })).rejects.toMatchObject({
      message: 'Network Error',
      status: 0,
    });
    expect(seen).toHaveLength(0);
    expect(toast).toHaveBeenCalledWith('Network Error', expect.objectContaining({ type: 'error' }));
    await request('GET', 'settings');
    expect(seen).toHaveLength(1);
    online.mockRestore();
  });

  it('leaves the toast to the caller when asked to be silent', async () => {
    mockFetch({ status: 400, body: { message: 'bad token' } });
    await expect(
      request('GET', 'system-user/reset-password/{token}', { token: 't' }, { silent: true }),
    ).rejects.toBeInstanceOf(ApiError);
    expect(toast).not.toHaveBeenCalled();
  });
});

describe('one toast per message', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.mocked(toast.isActive).mockReturnValue(false);
  });

  it('folds the same message raised twice at once into one toast, and replaces that toast when the message comes again later', () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-23T10:00:00Z') });
    vi.mocked(toast.isActive).mockReturnValue(true);
    showToast('Refused today', 'Refused today', { type: 'warning' });
    showToast('Refused today', 'Refused today', { type: 'warning' });
    expect(toast).toHaveBeenCalledTimes(1);
    const first = vi.mocked(toast).mock.calls[0][1]?.toastId;
    // Later, while the first may still be fading out: a new toast, the old one dismissed.
    vi.setSystemTime(new Date('2026-11-23T10:00:02Z'));
    showToast('Refused today', 'Refused today', { type: 'warning' });
    expect(toast.dismiss).toHaveBeenCalledWith(first);
    expect(toast).toHaveBeenCalledTimes(2);
    expect(vi.mocked(toast).mock.calls[1][1]?.toastId).not.toBe(first);
  });
});
