import type { AuthProvider, UserIdentity } from 'react-admin';
import { refusedAnotherSession, request } from '@/dataProvider/http';
import { clearSession, getUser, hasSession, saveSession, saveUser, userRoles } from '@/dataProvider/session';
import { dropHeldCalls, signInAsked } from '@/dataProvider/sessionResume';
import type { LoginResult, SystemUser } from '@/dataProvider/types';

export interface Credentials {
  email: string;
  password: string;
}

export function identityOf(user: SystemUser): UserIdentity {
  return { id: user.id, fullName: user.firstName || user.email };
}

function statusOf(error: unknown): number | undefined {
  if (typeof error === 'object' && error !== null && 'status' in error) {
    const { status } = error as { status: unknown };
    return typeof status === 'number' ? status : undefined;
  }
  return undefined;
}

export const signIn = ({ email, password }: Credentials): Promise<LoginResult> =>
  request<LoginResult>('POST', 'system-user/login', { email, password });

/** Whatever waited for an earlier session is dropped (sessionResume.ts). */
export function startSession({ token, user }: LoginResult): void {
  dropHeldCalls();
  saveSession(token, user);
}

export const authProvider: AuthProvider = {
  login: async (credentials: Credentials) => {
    startSession(await signIn(credentials));
  },

  logout: async () => {
    dropHeldCalls();
    clearSession();
    return '/login';
  },

  checkAuth: async () => {
    // message: false: the sign-in page is explanation enough.
    if (!hasSession()) throw { redirectTo: '/login', message: false };
  },

  checkError: async (error: unknown) => {
    const status = statusOf(error);
    // While the person is asked to sign in again over the page, the session is theirs to resume.
    // A late 401 of a session that has ended must not end the one signed in since.
    if (status === 401 && !signInAsked() && !refusedAnotherSession(error)) {
      clearSession();
      throw { redirectTo: '/login', message: false };
    }
    // 403 and the rest: the HTTP client has said what went wrong; the session stays.
  },

  getIdentity: async () => {
    const stored = getUser();
    if (!stored) throw new Error('Not signed in');
    try {
      const fresh = await request<SystemUser>('GET', 'system-user/profile', undefined, { silent: true });
      saveUser(fresh);
      return identityOf(fresh);
    } catch {
      return identityOf(stored);
    }
  },

  getPermissions: async () => userRoles(),
  // No canAccess: RoleGuard decides before a screen mounts; react-admin's asynchronous check would hold each list's
  // first call back by a render.
};
