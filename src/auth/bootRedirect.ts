import { hasSession } from '@/dataProvider/session';

export const PUBLIC_PATHS = ['/login', '/forget-password', '/reset-password'];

/** Before react-admin mounts: its logout redirect can loop on history.pushState for seconds. */
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
