import type { Store } from 'react-admin';
import type { Role, SystemUser } from './types';
import { LANGUAGE_KEY, storedLanguage, type Language } from '@/i18n/language';

/** Storage keys of the session. Logout removes every key but those in KEPT_ON_LOGOUT. */
export const TOKEN_KEY = 'token';
export const USER_KEY = 'user';
/** Prefix of persisted query entries; they outlive a logout, as the language does. */
export const QUERY_CACHE_PREFIX = 'query-cache:';
/** The built-in fake keeps its database here; it is the fake server's disk, not the app's session. */
export const FAKE_DB_PREFIX = 'fake-api:';
/**
 * A person's own choices in this browser, kept for them across sign-outs: entries of react-admin's store (useStore)
 * under `user-choice:<user id>:<name>`.
 */
export const USER_CHOICE_PREFIX = 'user-choice:';
/** Where react-admin's store (App.tsx: localStorageStore(undefined, 'backoffice')) keeps its entries. */
const ADMIN_STORE_PREFIX = 'RaStorebackoffice.';

/** The store key of the signed-in person's choice `name`, for react-admin's useStore. */
export const userChoiceKey = (name: string) => `${USER_CHOICE_PREFIX}${getUser()?.id ?? 'anyone'}:${name}`;

/** react-admin's store, whose reset at logout (react-admin's useLogout) leaves the people's own choices. */
export function keepingUserChoices(store: Store): Store {
  return {
    ...store,
    reset: () => {
      if (!store.listItems) return store.reset();
      Object.keys(store.listItems())
        .filter((key) => !key.startsWith(USER_CHOICE_PREFIX))
        .forEach((key) => store.removeItem(key));
    },
  };
}

export { LANGUAGE_KEY, storedLanguage, type Language };

export function getToken(): string | null {
  return safeGet(TOKEN_KEY);
}

export function getUser(): SystemUser | null {
  const raw = safeGet(USER_KEY);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isUser(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** Both halves must be there: a token without its user (or the reverse) is no session. */
export function hasSession(): boolean {
  return Boolean(getToken() && getUser());
}

export function saveSession(token: string, user: SystemUser): void {
  localStorage.setItem(TOKEN_KEY, token);
  saveUser(user);
}

export function saveUser(user: SystemUser): void {
  localStorage.setItem(USER_KEY, JSON.stringify(user));
}

export function userRoles(): Role[] {
  return getUser()?.roles ?? [];
}

function isKeptOnLogout(key: string): boolean {
  return (
    key === LANGUAGE_KEY ||
    key.startsWith(QUERY_CACHE_PREFIX) ||
    key.startsWith(FAKE_DB_PREFIX) ||
    key.startsWith(`${ADMIN_STORE_PREFIX}${USER_CHOICE_PREFIX}`)
  );
}

export function clearSession(): void {
  const keys: string[] = [];
  for (let i = 0; i < localStorage.length; i += 1) {
    const key = localStorage.key(i);
    if (key !== null && !isKeptOnLogout(key)) keys.push(key);
  }
  keys.forEach((key) => localStorage.removeItem(key));
  sessionStorage.clear();
}

function safeGet(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function isUser(value: unknown): value is SystemUser {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return typeof record.email === 'string' && Array.isArray(record.roles);
}
