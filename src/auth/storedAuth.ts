import type { QueryClient } from '@tanstack/react-query';
import { getUser, hasSession } from '@/dataProvider/session';
import { identityOf } from './authProvider';

/**
 * react-admin asks the authProvider (checkAuth, getPermissions, getIdentity) through queries, and renders
 * no layout until the first answer: that answer then renders the frame and the screen in one synchronous
 * task, outside the router's time-sliced transition. The stored session already holds the answers, so the
 * client starts with them, dated 0 so each is stale and asked again on mount: the profile still refreshes the
 * identity, and a refused session still sends the user to sign in.
 */
export function seedAuthQueries(queryClient: QueryClient): void {
  const user = getUser();
  if (!user || !hasSession()) return;
  const stale = { updatedAt: 0 };
  queryClient.setQueryData(['auth', 'checkAuth', {}], true, stale);
  queryClient.setQueryData(['auth', 'getPermissions', {}], user.roles, stale);
  queryClient.setQueryData(['auth', 'getIdentity'], identityOf(user), stale);
}
