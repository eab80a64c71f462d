import type { QueryClient } from '@tanstack/react-query';
import { getUser, hasSession } from '@/dataProvider/session';
import { identityOf } from './authProvider';

/** How long a session check holds: react-admin checks again on every screen it mounts. */
const CHECK_AUTH_FRESH_MS = 5_000;

/**
 * react-admin asks the authProvider (checkAuth, getPermissions, getIdentity) through queries, and renders
 * no layout until the first answer: that answer then renders the frame and the screen in one synchronous
 * task, outside the router's time-sliced transition. The stored session already holds the answers, so the
 * client starts with them.
 * - The session check and the roles are read from the stored session, so they are as fresh as a new
 *   answer would be. The check holds for a few seconds: asked again at once, its answer re-rendered the
 *   whole frame a second time. After that, each screen that mounts checks again, and an expired session
 *   still sends the user to sign in.
 * - The identity is dated 0, so it is asked again on mount and the profile refreshes the name.
 */
export function seedAuthQueries(queryClient: QueryClient): void {
  queryClient.setQueryDefaults(['auth', 'checkAuth'], { staleTime: CHECK_AUTH_FRESH_MS });
  const user = getUser();
  if (!user || !hasSession()) return;
  queryClient.setQueryData(['auth', 'checkAuth', {}], true);
  queryClient.setQueryData(['auth', 'getPermissions', {}], user.roles);
  queryClient.setQueryData(['auth', 'getIdentity'], identityOf(user), { updatedAt: 0 });
}
