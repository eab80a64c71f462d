/** The comment threads and status moves of tickets and catering requests: one rule for each, read through the contract. */
import type { z } from 'zod';
import type { TicketComment } from '../../types';
import { HttpResponse } from 'msw';
import { bodySchemas } from '../bodySchemas';
import { parseBody } from '../bodySchema';
import { fail, messageFor } from '../http';
import type { MessageKey } from '../messages';
import { actionBetween, type Transition } from '../../workflows';
import type { SystemUserRow } from '../seed/systemUsers';

/** The new comment from PUT …/comment's `{text}`, written by the signed-in user, or a thrown 400. */
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
  /** The body `{status}`, as the contract describes it (read once the schemas are in: bodySchemas.ts). */
  schema: () => z.ZodType<{ status: S }, unknown>;
  keys: { invalid: MessageKey; refused: MessageKey };
}

/**
 * The status a PUT …/{id} `{status}` moves to, checked against the area's state machine
 * (dataProvider/workflows.ts): a body with no status, or one that is not text, is a 400 naming `status`;
 * a text that is none of the area's statuses a 422; a move no action allows a 409, with a message naming
 * the statuses, the current status and the actions open from it.
 */
export function checkedMove<A extends string, S extends string>(
  request: Request,
  move: StatusMove<A, S>,
  current: S,
  body: Record<string, unknown>,
): S {
  // A text that names no status of the area keeps the 422 the API has always answered (the document lists it);
  // a missing or non-text status is a malformed body, the schema's 400 naming `status`.
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
