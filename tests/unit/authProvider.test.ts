import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authProvider } from '@/src/auth/authProvider';
import { canOpen, homePath } from '@/src/auth/access';
import { localStorageStore } from 'react-admin';
import { getToken, getUser, keepingUserChoices, userChoiceKey } from '@/dataProvider/session';
import { storedAdmin, storeSession } from '../support/storedUser';
import { mockFetch } from '../support/fetchMock';
import { request } from '@/dataProvider/http';

vi.mock('react-toastify', () => ({
  toast: Object.assign(vi.fn(), { isActive: vi.fn(() => false), dismiss: vi.fn() }),
}));

const admin = storedAdmin;

const signIn = storeSession;

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('sign-in', () => {
  it('posts the email and password to system-user/login and stores the token and the user', async () => {
    const { seen } = mockFetch({ body: { token: 'new-token', user: admin } });
    await authProvider.login({ email: 'admin@example.com', password: 'demo1234' });
    expect(seen[0].method).toBe('POST');
    expect(seen[0].url.pathname).toBe('/api/v1/system-user/login');
    expect(seen[0].body).toEqual({ email: 'admin@example.com', password: 'demo1234' });
    expect(getToken()).toBe('new-token');
    expect(getUser()).toEqual(admin);
  });

  it('stores nothing when the server refuses the password', async () => {
    mockFetch({ status: 400, body: { message: 'Invalid email or password' } });
    await expect(authProvider.login({ email: 'admin@example.com', password: 'nope' })).rejects.toMatchObject({
      message: 'Invalid email or password',
    });
    expect(getToken()).toBeNull();
  });
});

describe('the session on load', () => {
  it('is refused when the token is missing', async () => {
    localStorage.setItem('user', JSON.stringify(admin));
    await expect(authProvider.checkAuth({})).rejects.toMatchObject({ redirectTo: '/login' });
  });
  it('is refused when the user is missing', async () => {
    localStorage.setItem('token', 'tok');
    await expect(authProvider.checkAuth({})).rejects.toMatchObject({ redirectTo: '/login' });
  });
  it('is accepted with both', async () => {
    signIn();
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
  });
});

describe('errors from any call', () => {
  it("a late 401 of a session that has ended keeps the one signed in since: it is not the new session's", async () => {
    signIn();
    // The session ends while the call is out; its 401 comes back once another has been signed in.
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => {
      localStorage.clear();
      return new Response(JSON.stringify({ message: 'Unauthorized' }), {
        status: 401,
        headers: { 'content-type': 'application/json' },
      });
    });
    const late = await request('GET', 'Branches', undefined, { silent: true }).catch((error: unknown) => error);
    localStorage.setItem('token', 'newer-token');
    localStorage.setItem('user', JSON.stringify(admin));
    await expect(authProvider.checkError(late)).resolves.toBeUndefined();
    expect(getToken()).toBe('newer-token');
  });

  it('a 401 signs out: the session is cleared and the user sent to sign-in', async () => {
    signIn();
    await expect(authProvider.checkError({ status: 401 })).rejects.toMatchObject({ redirectTo: '/login' });
    expect(getToken()).toBeNull();
  });
  it('a 403 keeps the session', async () => {
    signIn();
    await expect(authProvider.checkError({ status: 403 })).resolves.toBeUndefined();
    expect(getToken()).toBe('tok');
  });
  it('other failures keep the session', async () => {
    signIn();
    await expect(authProvider.checkError({ status: 500 })).resolves.toBeUndefined();
    await expect(authProvider.checkError(new Error('boom'))).resolves.toBeUndefined();
    expect(getToken()).toBe('tok');
  });
});

describe('logout', () => {
  const CHOICE = 'RaStorebackoffice.user-choice:u1:care-queue-order';

  it("clears everything but the language, the cached query entries, the fake server data and people's own choices", async () => {
    signIn();
    localStorage.setItem('i18nextLng', 'ar');
    localStorage.setItem('query-cache:users', '{}');
    localStorage.setItem('fake-api:users', '[]');
    localStorage.setItem('RaStorebackoffice.sidebar.open', 'true');
    localStorage.setItem(CHOICE, '"urgent"');
    sessionStorage.setItem('reset-token', 'x');
    await authProvider.logout({});
    const left = Object.keys(localStorage).sort();
    expect(left).toEqual([CHOICE, 'fake-api:users', 'i18nextLng', 'query-cache:users']);
    expect(sessionStorage.length).toBe(0);
  });

  it("keeps people's own choices when react-admin resets its store, as its logout does", () => {
    const store = keepingUserChoices(localStorageStore(undefined, 'backoffice'));
    store.setItem('sidebar.open', true);
    store.setItem(userChoiceKey('care-queue-order'), 'urgent');
    store.reset();
    expect(store.getItem('sidebar.open')).toBeUndefined();
    expect(store.getItem(userChoiceKey('care-queue-order'))).toBe('urgent');
  });
});

describe('identity', () => {
  it('refreshes the user from system-user/profile and shows the first name', async () => {
    signIn();
    const { seen } = mockFetch({ body: { ...admin, firstName: 'Amira' } });
    const identity = await authProvider.getIdentity!();
    expect(seen[0].url.pathname).toBe('/api/v1/system-user/profile');
    expect(identity.fullName).toBe('Amira');
    expect(getUser()?.firstName).toBe('Amira');
  });
  it('shows the email when there is no first name', async () => {
    signIn({ ...admin, firstName: '' });
    mockFetch({ body: { ...admin, firstName: '' } });
    expect((await authProvider.getIdentity!()).fullName).toBe('admin@example.com');
  });
  it('falls back to the stored user when the profile call fails', async () => {
    signIn();
    mockFetch(new TypeError('offline'));
    expect((await authProvider.getIdentity!()).fullName).toBe('Amal');
  });
});

describe('roles', () => {
  it('lets an admin open every area', () => {
    for (const resource of ['branches', 'users', 'settings', 'customerCare']) {
      expect(canOpen(['admin'], resource)).toBe(true);
    }
  });
  it('lets customer-care staff open customer care only', () => {
    for (const role of ['customer_care_admin', 'customer_care_agent'] as const) {
      expect(canOpen([role], 'customerCare')).toBe(true);
      expect(canOpen([role], 'users')).toBe(false);
      expect(canOpen([role], 'branches')).toBe(false);
    }
  });
  it('lets the plain role user open nothing', () => {
    expect(canOpen(['user'], 'customerCare')).toBe(false);
    expect(canOpen(['user'], 'settings')).toBe(false);
  });
  it('sends an admin home to branches and anyone else to customer care', () => {
    expect(homePath(['admin'])).toBe('/branches');
    expect(homePath(['customer_care_agent'])).toBe('/customerCare');
    expect(homePath(['user'])).toBe('/customerCare');
  });
  it('reports the stored roles as permissions', async () => {
    signIn({ ...admin, roles: ['customer_care_agent'] });
    await expect(authProvider.getPermissions!({})).resolves.toEqual(['customer_care_agent']);
  });
});
