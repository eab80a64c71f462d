import type { QueryClient } from '@tanstack/react-query';
import { getUser, hasSession, TOKEN_KEY, USER_KEY } from '@/dataProvider/session';
import { identityOf } from './authProvider';

/**
 * react-admin asks the authProvider (checkAuth, getPermissions, getIdentity) through queries, and renders
 * no layout until the first answer: that answer then renders the frame and the screen in one synchronous
 * task, outside the router's time-sliced transition. The stored session already holds the answers, so the
 * client starts with them.
 * - The session check and the roles are read from the stored session, so they hold until it changes
 *   (watchStoredSession). Asked again on every screen mount, or going stale after a while, the check
 *   re-rendered the whole frame each time for the same answer.
 * - The identity is the stored user's. The profile refreshes it once the first screen is in (refreshIdentity),
 *   and only a changed identity re-renders its readers (the app bar, the side menu): its call starting and
 *   ending mid-render used to restart the first screen's interruptible render.
 */
export function seedAuthQueries(queryClient: QueryClient): void {
  queryClient.setQueryDefaults(['auth', 'checkAuth'], { staleTime: Infinity });
  queryClient.setQueryDefaults(IDENTITY_KEY, { notifyOnChangeProps: ['data', 'error'] });
  const user = getUser();
  if (!user || !hasSession()) return;
  queryClient.setQueryData(['auth', 'checkAuth', {}], true);
  queryClient.setQueryData(['auth', 'getPermissions', {}], user.roles);
  queryClient.setQueryData(IDENTITY_KEY, identityOf(user));
}

const IDENTITY_KEY = ['auth', 'getIdentity'];
const IDLE_TIMEOUT_MS = 2000;

/** Asks the profile again when the browser is next idle (at most 2 s away), as the first screen settles. */
export function refreshIdentity(queryClient: QueryClient): () => void {
  const refresh = () => void queryClient.invalidateQueries({ queryKey: IDENTITY_KEY });
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(refresh, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = setTimeout(refresh, IDLE_TIMEOUT_MS);
  return () => clearTimeout(handle);
}

/**
 * The session changes in this tab only through sign-in and logout, which start a new query client or empty
 * this one. Another tab can sign out or in as someone else: then the auth queries are asked again at once,
 * and a session that is gone sends this tab to the sign-in page.
 */
export function watchStoredSession(queryClient: QueryClient): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === TOKEN_KEY || event.key === USER_KEY)
      void queryClient.invalidateQueries({ queryKey: ['auth'] });
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
