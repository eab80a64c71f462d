/**
 * What every handler needs to answer like a real server: the caller's language, the JSON body, the
 * signed-in user and JSON errors. Failures are thrown as responses (msw answers a thrown Response),
 * so a handler reads top to bottom without checking after each step.
 */
import { HttpResponse } from 'msw';
import type { Role } from '../types';
import { ACCESS_ROLES } from '../roles';
import type { FakeDb } from './db';
import { translate, type Lang, type MessageKey } from './messages';
import { systemUsers, type SystemUserRow } from './seed/systemUsers';

/** What an area's handler factory receives. */
export interface FakeContext {
  db: FakeDb;
  /** The prefix every path is matched under: `http://localhost/api/v1/`, or with a leading `*` for any origin. */
  baseUrl: string;
  /** Where the app is served, without a trailing slash: mailed links open there. */
  appOrigin: string;
}

// The contract's role groups (dataProvider/contract/schemas/enums.ts); tests/contract/contractAccess.test.ts checks
// that every call keeps to its own.
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

/**
 * A PUT replaces its record, as a backend built to the spec does: a body missing any of `keys` is refused
 * (400, naming them) rather than merged over what is stored, so a client sending half a record is caught.
 */
export function requireWhole(request: Request, body: Record<string, unknown>, keys: readonly string[]): void {
  const missing = keys.filter((key) => !(key in body));
  if (missing.length > 0)
    failFields(request, Object.fromEntries(missing.map((key) => [key, 'wholeRecordField' as const])), 'wholeRecord');
}

/** The JSON object body; an empty body reads as {} so a bodiless POST such as activate works. */
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

/**
 * The signed-in user, or a thrown 401 (no or unknown token, or an account since deactivated or
 * archived) or 403 (none of the roles). Pass ANY_SIGNED_IN where any role will do.
 */
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
