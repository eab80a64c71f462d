/** Reads and checks the body of POST and PUT system-user, answering 400 with per-field messages. */
import { PRIVILEGES, type Privilege } from '../../types';
import { EMAIL_PATTERN, failFields, type FakeContext } from '../http';
import type { MessageKey } from '../messages';
import type { TextKind } from '../../fieldRules';
import { textProblem } from '../fields';
import { systemUsers, type SystemUserRow } from '../seed/systemUsers';

export const MIN_PASSWORD_LENGTH = 8;

export interface UserChanges {
  firstName?: string;
  lastName?: string;
  email?: string;
  privilege?: Privilege;
  archived?: boolean;
  password?: string;
}

type Checked<K extends keyof UserChanges> = { value?: UserChanges[K]; error?: MessageKey };

function text(value: unknown, kind: TextKind = 'name'): Checked<'firstName'> {
  const problem = textProblem(value, kind);
  if (problem) return { error: problem };
  const trimmed = typeof value === 'string' ? value.trim() : '';
  return trimmed === '' ? { error: 'fieldRequired' } : { value: trimmed };
}

function privilege(value: unknown): Checked<'privilege'> {
  if (value === undefined || value === null || value === '') return { error: 'fieldRequired' };
  const known = PRIVILEGES.find((p) => p === value);
  return known ? { value: known } : { error: 'privilegeInvalid' };
}

function password(value: unknown): Checked<'password'> {
  if (typeof value !== 'string' || value === '') return { error: 'fieldRequired' };
  return value.length < MIN_PASSWORD_LENGTH ? { error: 'passwordTooShort' } : { value };
}

/**
 * On create every field is required; on update (current given) only the fields sent with a new
 * value are checked and changed, which is how `{archived: true}` alone archives, and why a form
 * that sends the whole record back is not refused for a field it did not touch (the plain demo
 * user has no first name). A password sent on update is ignored: it changes only by reset link.
 */
export function readUserChanges(ctx: FakeContext, request: Request, body: Record<string, unknown>, current?: SystemUserRow): UserChanges {
  const creating = current === undefined;
  const wants = (field: keyof SystemUserRow) => creating || (body[field] !== undefined && body[field] !== current[field]);
  const checks: Partial<Record<keyof UserChanges, Checked<keyof UserChanges>>> = {};
  if (wants('firstName')) checks.firstName = text(body.firstName);
  if (wants('lastName')) checks.lastName = text(body.lastName);
  if (wants('privilege')) checks.privilege = privilege(body.privilege);
  if (creating) checks.password = password(body.password);
  if (wants('archived') && body.archived !== undefined) {
    checks.archived = typeof body.archived === 'boolean' ? { value: body.archived } : { error: 'notTrueOrFalse' };
  }
  if (wants('email')) {
    const email = text(body.email, 'email');
    const taken = (e: string) =>
      ctx.db.table(systemUsers).all().some((u) => u.id !== current?.id && u.email.toLowerCase() === e.toLowerCase());
    if (email.value !== undefined && !EMAIL_PATTERN.test(email.value)) email.error = 'emailInvalid';
    else if (email.value !== undefined && taken(email.value)) email.error = 'emailInUse';
    checks.email = email;
  }
  const errors = Object.fromEntries(Object.entries(checks).flatMap(([f, c]) => (c.error ? [[f, c.error]] : [])));
  const messages = Object.values(errors);
  if (messages.length > 0) {
    // "Field is required" alone would not say which field, so a missing field gets the general text.
    failFields(request, errors, messages.includes('fieldRequired') ? 'incompleteData' : messages[0]);
  }
  return Object.fromEntries(Object.entries(checks).map(([f, c]) => [f, c.value])) as UserChanges;
}
