import type { AuthProvider, UserIdentity } from 'react-admin';
import { request } from '@/dataProvider/http';
import { clearSession, getUser, hasSession, saveSession, saveUser, userRoles } from '@/dataProvider/session';
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

export const authProvider: AuthProvider = {
  login: async ({ email, password }: Credentials) => {
    const result = await request<LoginResult>('POST', 'system-user/login', { email, password });
    saveSession(result.token, result.user);
  },

  logout: async () => {
    clearSession();
    return '/login';
  },

  checkAuth: async () => {
    // message: false: the sign-in page is enough of an explanation, no extra toast.
    if (!hasSession()) throw { redirectTo: '/login', message: false };
  },

  checkError: async (error: unknown) => {
    const status = statusOf(error);
    if (status === 401) {
      clearSession();
      throw { redirectTo: '/login', message: false };
    }
    // 403 and the rest: the client has already said what went wrong; the session stays.
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
  // No canAccess: every screen is guarded synchronously before it mounts (RoleGuard.tsx, by area and
  // role). react-admin's asynchronous check would only hold each list's first call back by a render.
};
