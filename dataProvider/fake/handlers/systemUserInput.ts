import { bodySchemas } from '../bodySchemas';
import type { systemUserChangesSchema } from '../../contract/schemas/staff';
/** Reads and checks the body of POST and PUT system-user through its schema, answering 400 with per-field messages. */
import type { z } from 'zod';
import type { FakeContext } from '../http';
import { failOnErrors, parseBody } from '../bodySchema';
import { systemUsers, type SystemUserRow } from '../seed/systemUsers';

export type UserChanges = z.output<typeof systemUserChangesSchema> & { password?: string };

/**
 * On create every field is required; on update (current given) only the fields sent with a new value are
 * checked and changed, which is how `{archived: true}` alone archives, and why a form that sends the whole
 * record back is not refused for a field it did not touch (the plain demo user has no first name). A password
 * sent on update is ignored: it changes only by reset link.
 */
export function readUserChanges(
  ctx: FakeContext,
  request: Request,
  body: Record<string, unknown>,
  current?: SystemUserRow,
): UserChanges {
  const changed = current
    ? Object.fromEntries(
        Object.entries(body).filter(
          ([field, value]) => value !== undefined && value !== current[field as keyof SystemUserRow],
        ),
      )
    : body;
  const changes: UserChanges = current
    ? parseBody(request, bodySchemas().systemUserChangesSchema, changed)
    : parseBody(request, bodySchemas().systemUserInputSchema, changed);
  const email = changes.email;
  const taken = (e: string) =>
    ctx.db
      .table(systemUsers)
      .all()
      .some((u) => u.id !== current?.id && u.email.toLowerCase() === e.toLowerCase());
  if (email !== undefined && taken(email)) failOnErrors(request, { email: 'emailInUse' });
  return changes;
}
