import { bodySchemas } from '../bodySchemas';
import type { systemUserChangesSchema } from '../../contract/schemas/staff';
import type { z } from 'zod';
import type { FakeContext } from '../http';
import { failOnErrors, parseBody } from '../bodySchema';
import { systemUsers, type SystemUserRow } from '../seed/systemUsers';

export type UserChanges = z.output<typeof systemUserChangesSchema> & { password?: string };

/**
 * On update only the fields sent with a new value are checked: `{archived: true}` alone archives, and a form sending
 * the record back is not refused for a field it did not touch. A password sent on update is ignored (reset link only).
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
