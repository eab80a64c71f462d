import { beforeEach, describe, expect, it, vi } from 'vitest';
import { redirectSignedOutToLogin } from '@/src/auth/bootRedirect';

const history = () => ({ replaceState: vi.fn() });
const at = (pathname: string, search = '') => ({ pathname, search });

beforeEach(() => localStorage.clear());

describe('on load', () => {
  it('sends a visitor with no token and no user to /login, remembering the page asked for', () => {
    const h = history();
    expect(redirectSignedOutToLogin(at('/users', '?page=2'), h)).toBe(true);
    expect(h.replaceState).toHaveBeenCalledWith(
      { usr: { nextPathname: '/users', nextSearch: '?page=2' }, key: 'boot', idx: 0 },
      '',
      '/login',
    );
  });

  it('sends a visitor with a token but no user to /login', () => {
    localStorage.setItem('token', 'tok');
    const h = history();
    expect(redirectSignedOutToLogin(at('/settings'), h)).toBe(true);
  });

  it('sends a visitor with a user but no token to /login', () => {
    localStorage.setItem('user', JSON.stringify({ email: 'a@x.com', roles: ['admin'] }));
    expect(redirectSignedOutToLogin(at('/settings'), history())).toBe(true);
  });

  it('leaves a signed-in user where they are', () => {
    localStorage.setItem('token', 'tok');
    localStorage.setItem('user', JSON.stringify({ email: 'a@x.com', roles: ['admin'] }));
    const h = history();
    expect(redirectSignedOutToLogin(at('/users'), h)).toBe(false);
    expect(h.replaceState).not.toHaveBeenCalled();
  });

  it.each(['/login', '/forget-password', '/reset-password'])('leaves the public page %s open to a visitor', (path) => {
    const h = history();
    expect(redirectSignedOutToLogin(at(path), h)).toBe(false);
    expect(h.replaceState).not.toHaveBeenCalled();
  });

  it('remembers nothing for the home page: after sign-in the role decides where to go', () => {
    const h = history();
    redirectSignedOutToLogin(at('/'), h);
    expect(h.replaceState).toHaveBeenCalledWith({ usr: null, key: 'boot', idx: 0 }, '', '/login');
  });
});
