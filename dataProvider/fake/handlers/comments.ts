/** The comment threads of tickets and catering requests: one rule for what a comment may be. */
import type { TicketComment } from '../../types';
import { HttpResponse } from 'msw';
import { fail, messageFor, stringField } from '../http';
import type { MessageKey } from '../messages';
import { TEXT_LIMITS } from '../../fieldRules';
import { actionBetween, type Transition } from '../../workflows';
import type { SystemUserRow } from '../seed/systemUsers';

export const COMMENT_MAX = TEXT_LIMITS.comment;

/** The new comment from PUT …/comment's `{text}`, written by the signed-in user, or a thrown 400. */
export function newComment(request: Request, body: Record<string, unknown>, author: SystemUserRow, ownerId: string, existing: readonly TicketComment[], now: Date): TicketComment {
  if (body.text !== undefined && body.text !== null && typeof body.text !== 'string') fail(request, 400, 'notText');
  const text = stringField(body, 'text');
  if (text === '') fail(request, 400, 'commentRequired');
  if (text.length > COMMENT_MAX) fail(request, 400, 'commentTooLong');
  return {
    id: `${ownerId}-c${existing.length + 1}-${now.getTime().toString(36)}`,
    text,
    author: `${author.firstName} ${author.lastName}`.trim() || author.email,
    createdAt: now.toISOString(),
  };
}

/**
 * The status a PUT …/{id} `{status}` moves to, checked against the area's state machine
 * (dataProvider/workflows.ts): an unknown status is a 422, a move no action allows a 409, both with
 * a message naming the statuses.
 */
export function checkedTransition<A extends string, S extends string>(
  request: Request,
  machine: Readonly<Record<A, Transition<S>>>,
  isStatus: (value: unknown) => value is S,
  current: S,
  wanted: unknown,
  keys: { invalid: MessageKey; refused: MessageKey },
): S {
  if (!isStatus(wanted)) fail(request, 422, keys.invalid);
  const action = actionBetween(machine, current, wanted);
  if (action === undefined) {
    const message = messageFor(request, keys.refused).replace('{from}', current).replace('{to}', wanted);
    throw HttpResponse.json({ message, status: current, allowed: Object.keys(machine).filter((a) => machine[a as A].from.includes(current)) }, { status: 409 });
  }
  return wanted;
}
