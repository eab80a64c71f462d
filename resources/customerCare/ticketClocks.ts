/**
 * A ticket's two clocks, worked out from what the API gives (docs/behaviour.md, "The care queue"): its opening
 * (creation, or its last reopening), its comments and their times, its status. Pure: the ticket, the targets and
 * `now` in, the clock out, so any screen or count reads the same answer.
 */
import type { Ticket } from '@/dataProvider/types';
import type { TicketStatusName } from '@/dataProvider/workflows';

/** The business's promises: a first answer within so many minutes, a resolution within so many hours. */
export interface CareTargets {
  firstResponseMinutes: number;
  resolutionHours: number;
}

export const DEFAULT_TARGETS: CareTargets = { firstResponseMinutes: 60, resolutionHours: 24 };

const MINUTE = 60_000;

/** The statuses whose clocks run; a resolved or closed ticket has none. */
export const OPEN_STATUSES: readonly TicketStatusName[] = ['new', 'reopened', 'active'];
/** The statuses that wait in the queue for an agent: the urgent order and the menu's overdue count read these. */
export const WAITING_STATUSES: readonly TicketStatusName[] = ['new', 'reopened'];

export type TicketClock =
  | { kind: 'waiting'; minutes: number }
  | { kind: 'answerOverdue'; minutes: number }
  | { kind: 'resolveLeft'; minutes: number }
  | { kind: 'resolveOverdue'; minutes: number };

/** When the clocks start: the last reopening, else the creation. */
export function openedAt(ticket: Pick<Ticket, 'createdAt' | 'reopenedAt'>): number {
  const created = Date.parse(ticket.createdAt);
  const reopened = ticket.reopenedAt ? Date.parse(ticket.reopenedAt) : NaN;
  return Number.isNaN(reopened) ? created : Math.max(created, reopened);
}

/** A comment is the customer's when its author is the ticket's customer; any other author is staff. */
const byStaff = (ticket: Pick<Ticket, 'customer'>, author: string) => author !== ticket.customer.name;

export function firstAnswerAt(ticket: Pick<Ticket, 'createdAt' | 'reopenedAt' | 'customer' | 'comments'>) {
  const start = openedAt(ticket);
  const times = ticket.comments
    .filter((comment) => byStaff(ticket, comment.author))
    .map((comment) => Date.parse(comment.createdAt))
    .filter((at) => at >= start);
  return times.length > 0 ? Math.min(...times) : undefined;
}

export const answerDueAt = (ticket: Pick<Ticket, 'createdAt' | 'reopenedAt'>, targets: CareTargets): number =>
  openedAt(ticket) + targets.firstResponseMinutes * MINUTE;

export const resolutionDueAt = (ticket: Pick<Ticket, 'createdAt' | 'reopenedAt'>, targets: CareTargets): number =>
  openedAt(ticket) + targets.resolutionHours * 60 * MINUTE;

// A target is kept up to and at its moment; a moment past it is late, and said as at least a minute late.
const lateMinutes = (now: number, due: number) => Math.max(1, Math.floor((now - due) / MINUTE));

/**
 * The clock a ticket shows now: waiting for (or late with) its first answer until a staff comment, then the time
 * left to resolve it (or how late that is); none for a resolved or closed ticket.
 */
export function ticketClock(ticket: Ticket, targets: CareTargets, now: number): TicketClock | undefined {
  if (!OPEN_STATUSES.includes(ticket.status)) return undefined;
  if (firstAnswerAt(ticket) === undefined) {
    const due = answerDueAt(ticket, targets);
    if (now > due) return { kind: 'answerOverdue', minutes: lateMinutes(now, due) };
    return { kind: 'waiting', minutes: Math.max(0, Math.floor((now - openedAt(ticket)) / MINUTE)) };
  }
  const due = resolutionDueAt(ticket, targets);
  if (now > due) return { kind: 'resolveOverdue', minutes: lateMinutes(now, due) };
  return { kind: 'resolveLeft', minutes: Math.floor((due - now) / MINUTE) };
}

/** Whether a ticket waiting in the queue is past its first-answer target now (the Today card and the menu count it). */
export function isAnswerOverdue(ticket: Ticket, targets: CareTargets, now: number): boolean {
  return WAITING_STATUSES.includes(ticket.status) && ticketClock(ticket, targets, now)?.kind === 'answerOverdue';
}

export const isOverdue = (clock: TicketClock | undefined): boolean =>
  clock?.kind === 'answerOverdue' || clock?.kind === 'resolveOverdue';

/**
 * Most urgent first: the tickets still waiting for a first answer, earliest due first (so the most overdue
 * lead), then the others by the time left to resolve them; resolved and closed last.
 */
export function byUrgency(targets: CareTargets): (a: Ticket, b: Ticket) => number {
  const rank = (ticket: Ticket): [number, number] => {
    if (!OPEN_STATUSES.includes(ticket.status)) return [2, 0];
    if (firstAnswerAt(ticket) === undefined) return [0, answerDueAt(ticket, targets)];
    return [1, resolutionDueAt(ticket, targets)];
  };
  return (a, b) => {
    const [x, y] = [rank(a), rank(b)];
    return x[0] - y[0] || x[1] - y[1];
  };
}

/** Hours and minutes of a count of minutes, as the clocks word it: "1 h 5 min", "42 min", "24 h". */
export function splitMinutes(minutes: number): { hours: number; minutes: number } {
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60 };
}
