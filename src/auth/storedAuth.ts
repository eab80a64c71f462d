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
 * - The identity is dated 0, so it is asked again on mount and the profile refreshes the name.
 */
export function seedAuthQueries(queryClient: QueryClient): void {
  queryClient.setQueryDefaults(['auth', 'checkAuth'], { staleTime: Infinity });
  const user = getUser();
  if (!user || !hasSession()) return;
  queryClient.setQueryData(['auth', 'checkAuth', {}], true);
  queryClient.setQueryData(['auth', 'getPermissions', {}], user.roles);
  queryClient.setQueryData(['auth', 'getIdentity'], identityOf(user), { updatedAt: 0 });
}

/**
 * The session changes in this tab only through sign-in and logout, which start a new query client or empty
 * this one. Another tab can sign out or in as someone else: then the auth queries are asked again at once,
 * and a session that is gone sends this tab to the sign-in page.
 */
export function watchStoredSession(queryClient: QueryClient): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === TOKEN_KEY || event.key === USER_KEY) void queryClient.invalidateQueries({ queryKey: ['auth'] });
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
