import type { QueryClient } from '@tanstack/react-query';
import { getUser, hasSession, TOKEN_KEY, USER_KEY } from '@/dataProvider/session';
import { identityOf } from './authProvider';

// react-admin renders no layout until the authProvider's first answers, then the frame and the screen in one
// synchronous task: the stored session already holds them. The check holds until the session changes; only a changed
// identity re-renders its readers (the app bar, the side menu).
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

export function refreshIdentity(queryClient: QueryClient): () => void {
  const refresh = () => void queryClient.invalidateQueries({ queryKey: IDENTITY_KEY });
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(refresh, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = setTimeout(refresh, IDLE_TIMEOUT_MS);
  return () => clearTimeout(handle);
}

/** Another tab can sign out or in as someone else; in this one, sign-in and logout start a new query client. */
export function watchStoredSession(queryClient: QueryClient): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === TOKEN_KEY || event.key === USER_KEY)
      void queryClient.invalidateQueries({ queryKey: ['auth'] });
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
