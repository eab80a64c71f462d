import type { z } from 'zod';
import type { TicketComment } from '../../types';
import { HttpResponse } from 'msw';
import { bodySchemas } from '../bodySchemas';
import { parseBody } from '../bodySchema';
import { fail, messageFor } from '../http';
import type { MessageKey } from '../messages';
import { actionBetween, type Transition } from '../../workflows';
import type { SystemUserRow } from '../seed/systemUsers';

export function newComment(
  request: Request,
  body: unknown,
  author: SystemUserRow,
  ownerId: string,
  existing: readonly TicketComment[],
  now: Date,
): TicketComment {
  const { text } = parseBody(request, bodySchemas().commentInputSchema, body);
  return {
    id: `${ownerId}-c${existing.length + 1}-${now.getTime().toString(36)}`,
    text,
    author: `${author.firstName} ${author.lastName}`.trim() || author.email,
    createdAt: now.toISOString(),
  };
}

export interface StatusMove<A extends string, S extends string> {
  machine: Readonly<Record<A, Transition<S>>>;
  isStatus: (value: unknown) => value is S;
  /** Read once the schemas are in (bodySchemas.ts). */
  schema: () => z.ZodType<{ status: S }, unknown>;
  keys: { invalid: MessageKey; refused: MessageKey };
}

/** A move no action of the machine (dataProvider/workflows.ts) allows is a 409 naming the actions open from it. */
export function checkedMove<A extends string, S extends string>(
  request: Request,
  move: StatusMove<A, S>,
  current: S,
  body: Record<string, unknown>,
): S {
  // A text that names no status keeps the API's 422 (the document lists it); a missing or non-text one is the 400.
  if (typeof body.status === 'string' && !move.isStatus(body.status)) fail(request, 422, move.keys.invalid);
  const { status: wanted } = parseBody(request, move.schema(), body);
  const { machine } = move;
  if (actionBetween(machine, current, wanted) === undefined) {
    const message = messageFor(request, move.keys.refused).replace('{from}', current).replace('{to}', wanted);
    throw HttpResponse.json(
      { message, status: current, allowed: Object.keys(machine).filter((a) => machine[a as A].from.includes(current)) },
      { status: 409 },
    );
  }
  return wanted;
}
