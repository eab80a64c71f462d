import { hasSession } from '@/dataProvider/session';

export const PUBLIC_PATHS = ['/login', '/forget-password', '/reset-password'];

/**
 * With no token or user on load, the user goes to sign-in. Done before react-admin
 * mounts, so a signed-out start never passes through react-admin's logout redirect (which can loop on
 * history.pushState for seconds). The page asked for is kept, so sign-in returns to it.
 */
export function redirectSignedOutToLogin(
  location: Pick<Location, 'pathname' | 'search'>,
  history: Pick<History, 'replaceState'>,
): boolean {
  if (hasSession() || PUBLIC_PATHS.includes(location.pathname)) return false;
  const { pathname, search } = location;
  // react-router keeps its location state under `usr`: useLogin reads nextPathname from it.
  const next = pathname === '/' ? null : { nextPathname: pathname, nextSearch: search };
  history.replaceState({ usr: next, key: 'boot', idx: 0 }, '', '/login');
  return true;
}
