import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from 'react-toastify';
import { request, SignedInAgain } from '@/dataProvider/http';
import { giveUpSignIn, resumeAs, signInAsked } from '@/dataProvider/sessionResume';
import { getToken, getUser } from '@/dataProvider/session';
import type { LoginResult } from '@/dataProvider/types';
import { mockFetch } from '../support/fetchMock';
import { startSession } from '@/src/auth/authProvider';

vi.mock('react-toastify', () => ({
  toast: Object.assign(vi.fn(), { isActive: vi.fn(() => false), dismiss: vi.fn() }),
}));

const AMAL = { id: 'u1', email: 'admin@example.com', roles: ['admin'] };
const KHALID = { id: 'u2', email: 'care.admin@example.com', roles: ['customer_care_admin'] };
const result = (user: typeof AMAL, token: string) => ({ token, user }) as LoginResult;
const REFUSED = { status: 401, body: { message: 'Sign in required' } };
const settled = () => new Promise((resolve) => setTimeout(resolve, 20));

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  localStorage.setItem('token', 'old-token');
  localStorage.setItem('user', JSON.stringify(AMAL));
  vi.mocked(toast).mockClear();
});
afterEach(() => {
  if (signInAsked()) giveUpSignIn();
  vi.restoreAllMocks();
});

describe('a 401 while signed in', () => {
  it('holds the call, with no toast, until the same person signs in; then sends it once more with the new token', async () => {
    const { seen } = mockFetch(REFUSED, { body: { ok: true } });
    const answer = request('PUT', 'customer-care/{id}/comment', { id: 't1', text: 'Called back' });
    await vi.waitFor(() => expect(signInAsked()).toBe(true));
    expect(seen).toHaveLength(1);
    expect(toast).not.toHaveBeenCalled();

    expect(resumeAs(result(AMAL, 'new-token'))).toBe(true);

    await expect(answer).resolves.toEqual({ ok: true });
    expect(seen).toHaveLength(2);
    expect(seen[1].headers.get('authorization')).toBe('new-token');
    expect(seen[1].body).toEqual({ text: 'Called back' });
    expect(signInAsked()).toBe(false);
  });

  it('holds every call that meets it behind one question, and sends each once', async () => {
    const { seen } = mockFetch(REFUSED, REFUSED, REFUSED, { body: [] });
    const answers = ['settings', 'offers', 'banners'].map((path) => request('GET', path));
    await vi.waitFor(() => expect(seen).toHaveLength(3));
    resumeAs(result(AMAL, 'new-token'));
    await Promise.all(answers);
    expect(seen.slice(3).map((call) => call.url.pathname)).toEqual(
      expect.arrayContaining(['/api/v1/settings', '/api/v1/offers', '/api/v1/banners']),
    );
    expect(seen).toHaveLength(6);
  });

  it('a write built on a read fails with SignedInAgain instead, for its caller to build it again', async () => {
    const { seen } = mockFetch(REFUSED);
    const answer = request('PUT', 'system-user/{id}', { id: 'u3' }, { rebuildAfterSignIn: true });
    await vi.waitFor(() => expect(signInAsked()).toBe(true));
    resumeAs(result(AMAL, 'new-token'));
    await expect(answer).rejects.toBeInstanceOf(SignedInAgain);
    expect(seen).toHaveLength(1);
  });

  it('another person signing in: the call is never sent again, and the first person’s session and drafts are gone', async () => {
    sessionStorage.setItem('comment-draft:u1:tickets:t1', 'Only for Amal');
    const { seen } = mockFetch(REFUSED, { body: {} });
    const answer = request('PUT', 'customer-care/{id}/comment', { id: 't1', text: 'Only for Amal' });
    const outcome = vi.fn();
    answer.then(outcome, outcome);
    await vi.waitFor(() => expect(signInAsked()).toBe(true));

    expect(resumeAs(result(KHALID, 'khalid-token'))).toBe(false);
    await settled();

    expect(seen).toHaveLength(1);
    expect(outcome).not.toHaveBeenCalled();
    expect(getUser()).toMatchObject({ email: KHALID.email });
    expect(getToken()).toBe('khalid-token');
    expect(sessionStorage.getItem('comment-draft:u1:tickets:t1')).toBeNull();
  });

  it('Cancel: nothing is sent again and the session is cleared but the language', async () => {
    localStorage.setItem('i18nextLng', 'ar');
    const { seen } = mockFetch(REFUSED);
    void request('GET', 'settings');
    await vi.waitFor(() => expect(signInAsked()).toBe(true));
    giveUpSignIn();
    await settled();
    expect(seen).toHaveLength(1);
    expect(getToken()).toBeNull();
    expect(localStorage.getItem('i18nextLng')).toBe('ar');
  });

  it('a call that left before the new sign-in and comes back 401 after it goes again at once, with no question', async () => {
    let refuse: (response: Response) => void = () => {};
    const first = new Promise<Response>((resolve) => (refuse = resolve));
    const spy = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementationOnce(() => first)
      .mockImplementation(() => Promise.resolve(Response.json({ ok: true })));
    const answer = request('GET', 'settings');
    await vi.waitFor(() => expect(spy).toHaveBeenCalledTimes(1));
    localStorage.setItem('token', 'new-token');
    refuse(Response.json({ message: 'Sign in required' }, { status: 401 }));
    await expect(answer).resolves.toEqual({ ok: true });
    expect(signInAsked()).toBe(false);
  });
});

describe('a question left open', () => {
  it('is dropped with its calls by a sign-in on the sign-in page (another tab had signed out meanwhile)', async () => {
    const { seen } = mockFetch(REFUSED, { body: {} });
    void request('GET', 'settings');
    await vi.waitFor(() => expect(signInAsked()).toBe(true));
    startSession(result(AMAL, 'page-token'));
    await settled();
    expect(signInAsked()).toBe(false);
    expect(seen).toHaveLength(1);
    expect(getToken()).toBe('page-token');
  });
});

describe('another tab', () => {
  it('signed in as someone else meanwhile: a call that comes back 401 is not sent again as them', async () => {
    let refuse: (response: Response) => void = () => {};
    const first = new Promise<Response>((resolve) => (refuse = resolve));
    const spy = vi.spyOn(globalThis, 'fetch').mockImplementationOnce(() => first);
    void request('PUT', 'customer-care/{id}/comment', { id: 't1', text: 'Amal’s words' });
    await vi.waitFor(() => expect(spy).toHaveBeenCalledTimes(1));
    localStorage.setItem('token', 'khalid-token');
    localStorage.setItem('user', JSON.stringify(KHALID));
    refuse(Response.json({ message: 'Sign in required' }, { status: 401 }));
    await vi.waitFor(() => expect(signInAsked()).toBe(true));
    expect(spy).toHaveBeenCalledTimes(1);
  });
});

describe('401s that are not a session ending', () => {
  it('from the sign-in call itself: a wrong password, refused at once', async () => {
    mockFetch(REFUSED);
    await expect(request('POST', 'system-user/login', { email: 'a@b.c', password: 'x' })).rejects.toMatchObject({
      status: 401,
    });
    expect(signInAsked()).toBe(false);
  });

  it('with no session stored: refused at once', async () => {
    localStorage.clear();
    mockFetch(REFUSED);
    await expect(request('GET', 'settings')).rejects.toMatchObject({ status: 401 });
    expect(signInAsked()).toBe(false);
  });

  it('a 403 is refused at once and the session stays', async () => {
    mockFetch({ status: 403, body: { message: 'Forbidden' } });
    await expect(request('GET', 'settings')).rejects.toMatchObject({ status: 403 });
    expect(signInAsked()).toBe(false);
    expect(getToken()).toBe('old-token');
  });
});
