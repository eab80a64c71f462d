// The status machines of tickets and catering requests, written once: the screens offer only these actions and the
// fake API refuses every other change. The server closes a ticket on its own (a resolved one gone quiet); fulfilled
// and rejected are final.
import { CATERING_STATUS_VALUES, TICKET_STATUS_VALUES } from './contract/schemas/enums';

// The status lists are the contract's, so the screens, the fake and the API document name the same statuses.
export const TICKET_STATUSES = TICKET_STATUS_VALUES;
export type TicketStatusName = (typeof TICKET_STATUSES)[number];
export const TICKET_ACTIONS = ['accept', 'resolve', 'reopen'] as const;
export type TicketAction = (typeof TICKET_ACTIONS)[number];

export const CATERING_STATUSES = CATERING_STATUS_VALUES;
export type CateringStatusName = (typeof CATERING_STATUSES)[number];
export const CATERING_ACTIONS = ['fulfill', 'reject'] as const;
export type CateringAction = (typeof CATERING_ACTIONS)[number];

export interface Transition<S extends string> {
  from: readonly S[];
  to: S;
}

export const TICKET_TRANSITIONS: Readonly<Record<TicketAction, Transition<TicketStatusName>>> = {
  accept: { from: ['new', 'reopened'], to: 'active' },
  resolve: { from: ['active'], to: 'resolved' },
  reopen: { from: ['resolved', 'closed'], to: 'reopened' },
};

export const CATERING_TRANSITIONS: Readonly<Record<CateringAction, Transition<CateringStatusName>>> = {
  fulfill: { from: ['new', 'active'], to: 'fulfilled' },
  reject: { from: ['new', 'active'], to: 'rejected' },
};

export function actionsFrom<A extends string, S extends string>(
  machine: Readonly<Record<A, Transition<S>>>,
  status: S,
): A[] {
  return (Object.keys(machine) as A[]).filter((action) => machine[action].from.includes(status));
}

/** The API's PUT takes the wanted status, not the action's name. */
export function actionBetween<A extends string, S extends string>(
  machine: Readonly<Record<A, Transition<S>>>,
  from: S,
  to: S,
): A | undefined {
  return (Object.keys(machine) as A[]).find(
    (action) => machine[action].to === to && machine[action].from.includes(from),
  );
}

export const ticketActionsFrom = (status: TicketStatusName): TicketAction[] => actionsFrom(TICKET_TRANSITIONS, status);
export const cateringActionsFrom = (status: CateringStatusName): CateringAction[] =>
  actionsFrom(CATERING_TRANSITIONS, status);

export const isTicketStatus = (value: unknown): value is TicketStatusName =>
  typeof value === 'string' && (TICKET_STATUSES as readonly string[]).includes(value);
export const isCateringStatus = (value: unknown): value is CateringStatusName =>
  typeof value === 'string' && (CATERING_STATUSES as readonly string[]).includes(value);
