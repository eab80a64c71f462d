/** Failures are thrown as responses (msw answers a thrown Response), so a handler reads top to bottom. */
import { HttpResponse } from 'msw';
import type { Role } from '../types';
import { ACCESS_ROLES } from '../roles';
import type { FakeDb } from './db';
import { translate, type Lang, type MessageKey } from './messages';
import { systemUsers, type SystemUserRow } from './seed/systemUsers';

export interface FakeContext {
  db: FakeDb;
  /** `http://localhost/api/v1/`, or with a leading `*` for any origin. */
  baseUrl: string;
  appOrigin: string;
}

// tests/contract/contractAccess.test.ts checks that every call keeps to the contract's role groups.
export const ADMIN_ONLY: readonly Role[] = ACCESS_ROLES.admin;
export const CUSTOMER_CARE: readonly Role[] = ACCESS_ROLES.customerCare;
export const ANY_SIGNED_IN = 'any signed-in user';

export function langOf(request: Request): Lang {
  // The app sends accept-language on every call and ?lang= on writes; a browser may send "ar-SA,…".
  const wanted = request.headers.get('accept-language') ?? new URL(request.url).searchParams.get('lang') ?? '';
  return wanted.trim().toLowerCase().startsWith('ar') ? 'ar' : 'en';
}

export function messageFor(request: Request, key: MessageKey): string {
  return translate(langOf(request), key);
}

export function errorResponse(
  request: Request,
  status: number,
  key: MessageKey,
  extra: object = {},
): HttpResponse<object> {
  return HttpResponse.json({ message: messageFor(request, key), ...extra }, { status });
}

export function fail(request: Request, status: number, key: MessageKey, extra: object = {}): never {
  throw errorResponse(request, status, key, extra);
}

/** A 400 that names each bad field, the shape forms use to mark their inputs. */
export function failFields(
  request: Request,
  errors: Partial<Record<string, MessageKey>>,
  key: MessageKey = 'incompleteData',
): never {
  const lang = langOf(request);
  const texts = Object.fromEntries(
    Object.entries(errors).flatMap(([field, k]) => (k ? [[field, translate(lang, k)]] : [])),
  );
  fail(request, 400, key, { errors: texts });
}

/** A PUT replaces its record: a body missing any of `keys` is refused rather than merged, catching half a record. */
export function requireWhole(request: Request, body: Record<string, unknown>, keys: readonly string[]): void {
  const missing = keys.filter((key) => !(key in body));
  if (missing.length > 0)
    failFields(request, Object.fromEntries(missing.map((key) => [key, 'wholeRecordField' as const])), 'wholeRecord');
}

/** An empty body reads as {}, so a bodiless POST such as activate works. */
export async function readBody(request: Request): Promise<Record<string, unknown>> {
  const text = await request.text();
  if (text.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    fail(request, 400, 'invalidBody');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) fail(request, 400, 'invalidBody');
  return parsed as Record<string, unknown>;
}

/** The token as the app sends it, raw; `Bearer <token>` is accepted too. */
export function tokenOf(request: Request): string | null {
  const header = request.headers.get('authorization')?.trim() ?? '';
  const token = header.replace(/^Bearer\s+/i, '');
  return token === '' ? null : token;
}

/** 401 also for an account since deactivated or archived; 403 for none of the roles. */
export function requireRole(
  ctx: FakeContext,
  request: Request,
  roles: readonly Role[] | typeof ANY_SIGNED_IN,
): SystemUserRow {
  const token = tokenOf(request);
  const userId = token === null ? undefined : ctx.db.sessions.userIdOf(token);
  const user = userId === undefined ? undefined : ctx.db.table(systemUsers).get(userId);
  if (!user || !user.active || user.archived) fail(request, 401, 'signInRequired');
  if (roles !== ANY_SIGNED_IN && !user.roles.some((role) => roles.includes(role))) fail(request, 403, 'forbidden');
  return user;
}
