import { z } from 'zod';
import { TEXT_LIMITS } from '../../fieldRules';
import type { CallExamples } from '../examples';
import { STARS, callsOf, type AreaContract, type ContractCall } from '../areaContract';
import { count, dateTime } from './common';
import { problem, type ProblemKey } from './problems';
import { CATERING_STATUS_VALUES, TICKET_STATUS_VALUES, TICKET_TYPE_VALUES } from './enums';

export const ticketCommentSchema = z.object({
  id: z.string(),
  text: z.string(),
  author: z.string(),
  createdAt: dateTime,
});

export const ticketSchema = z.object({
  id: z.string(),
  number: z.number(),
  createdAt: dateTime,
  type: z.enum(TICKET_TYPE_VALUES),
  status: z.enum(TICKET_STATUS_VALUES),
  customer: z.object({ name: z.string(), phone: z.string(), email: z.string() }),
  subject: z.string(),
  comments: z.array(ticketCommentSchema),
  reopenedAt: dateTime
    .optional()
    .describe('When the ticket was last reopened; absent if it never was. Its clocks start again from it.'),
});

export const cateringRequestSchema = z.object({
  id: z.string(),
  number: z.number(),
  createdAt: dateTime,
  companyName: z.string(),
  contactName: z.string(),
  phone: z.string(),
  email: z.string(),
  guestNumber: z.number().int().min(1),
  eventDate: z.string().describe('The day of the event, YYYY-MM-DD.'),
  city: z.string(),
  notes: z.string(),
  status: z.enum(CATERING_STATUS_VALUES),
  comments: z.array(ticketCommentSchema).describe('Internal: staff only, never shown to the company.'),
});

export const customerSchema = z
  .object({
    id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    phone: z.string().describe('+9665 and eight digits.'),
    email: z.string(),
    birthDate: z.string().describe('YYYY-MM-DD.'),
    active: z.boolean(),
    createdAt: dateTime,
  })
  .describe('A customer of the ordering app: found by phone, never listed.');

export const customerStatsSchema = z.object({
  id: z.literal('stats').describe('One record, so it carries a fixed id like the other singleton answers.'),
  total: count,
  active: count,
  inactive: count,
  newLast30Days: count.describe('Sign-ups in the last 30 days.'),
  signUpsByMonth: z
    .array(z.object({ month: z.string().describe('YYYY-MM.'), count }))
    .describe('Sign-ups per month, oldest first, the last twelve months.'),
});

const stars = z.number().int().min(1).max(5);

export const orderReviewSchema = z.object({
  id: z.string(),
  userId: z.string().describe('The customer who wrote it.'),
  userName: z.string(),
  orderIds: z.array(z.string()),
  deliveryReview: stars,
  foodReview: stars,
  comment: z.string().describe('May be empty.'),
  createdAt: dateTime,
});

const missing = (input: unknown) => input === undefined || input === null;

/** A missing or blank text is named as the comment box says it, not as the form's "complete the data". */
export const commentInputSchema = z.object({
  text: z
    .string({ error: (issue) => (missing(issue.input) ? ('commentRequired' satisfies ProblemKey) : undefined) })
    .trim()
    .max(TEXT_LIMITS.comment)
    .min(1, problem('commentRequired'))
    .describe('Plain text, trimmed; the signed-in user is its author.'),
});

/** A value that is not text at all is named with `invalid`. */
const statusMove = <const V extends readonly [string, ...string[]]>(values: V, invalid: ProblemKey) =>
  z.object({
    status: z.enum(values, {
      error: (issue) => (missing(issue.input) ? ('fieldRequired' satisfies ProblemKey) : invalid),
    }),
  });

export const ticketMoveSchema = statusMove(TICKET_STATUS_VALUES, 'ticketStatusInvalid').describe(
  'The status the ticket moves to: accept new | reopened → active, resolve active → resolved, reopen resolved | closed → reopened. Closed is reached by the server alone.',
);

export const cateringMoveSchema = statusMove(CATERING_STATUS_VALUES, 'cateringStatusInvalid').describe(
  'The status the request moves to: fulfill new | active → fulfilled, reject new | active → rejected. Fulfilled and rejected are final.',
);

export const CUSTOMER_CARE_SCHEMAS = {
  Ticket: ticketSchema,
  TicketComment: ticketCommentSchema,
  CateringRequest: cateringRequestSchema,
  Customer: customerSchema,
  CustomerStats: customerStatsSchema,
  OrderReview: orderReviewSchema,
  CommentInput: commentInputSchema,
  TicketMove: ticketMoveSchema,
  CateringMove: cateringMoveSchema,
} as const;

const call = callsOf<typeof CUSTOMER_CARE_SCHEMAS>();

export const CUSTOMER_CARE_CALLS: readonly ContractCall[] = [
  call(
    'GET',
    'users/getUserByPhoneNumber',
    'admin',
    'A customer found by phone number, however it is typed (05…, 5…, +9665…, 9665…, with spaces or dashes).',
    {
      query: { phoneNumber: 'The customer’s phone number.' },
      record: 'Customer',
      refusals: {
        400: 'The phone number is missing or is not a Saudi mobile number.',
        404: 'No customer has this phone number.',
      },
    },
  ),
  call(
    'GET',
    'users/stats',
    'admin',
    'Customer counts: in all, active, inactive, new in the last 30 days, and sign-ups per month.',
    { record: 'CustomerStats' },
  ),
  call('POST', 'users/activate/{userId}', 'admin', 'Activate a customer; answers the customer.', {
    record: 'Customer',
  }),
  call('POST', 'users/deactivate/{userId}', 'admin', 'Deactivate a customer; answers the customer.', {
    record: 'Customer',
  }),
  call(
    'GET',
    'orders/reviews',
    'admin',
    'Customer feedback on orders, paged, searched by customer name, order id or comment, filtered by rating (either review has that many stars), foodReview and deliveryReview, each a whole number from 1 to 5.',
    {
      answers: 'paged',
      record: 'OrderReview',
      filters: { rating: `Either review has this many stars. ${STARS}`, foodReview: STARS, deliveryReview: STARS },
      refusals: { 400: 'A rating, foodReview or deliveryReview filter is not a whole number from 1 to 5.' },
    },
  ),
  call('GET', 'customer-care', 'customerCare', 'Tickets, paged, searched and filtered by status and type.', {
    answers: 'paged',
    record: 'Ticket',
    filters: { status: 'A ticket status.', type: 'A ticket type.' },
  }),
  call('GET', 'customer-care/{id}', 'customerCare', 'One ticket with its comments.', { record: 'Ticket' }),
  call('PUT', 'customer-care/{id}/comment', 'customerCare', 'Add a comment to a ticket; answers the ticket with it.', {
    body: 'CommentInput',
    record: 'Ticket',
  }),
  call('PUT', 'customer-care/{id}', 'customerCare', 'Move a ticket to its next status.', {
    body: 'TicketMove',
    record: 'Ticket',
    refusals: {
      409: 'The move is not one the ticket’s status allows; the answer also names its `status` and the `allowed` actions.',
      422: 'The status is text but none of the ticket statuses.',
    },
  }),
  call(
    'GET',
    'catering',
    'admin',
    'Catering requests, paged, searched by number, company, contact or phone, filtered by status.',
    { answers: 'paged', record: 'CateringRequest', filters: { status: 'A catering request status.' } },
  ),
  call('GET', 'catering/{id}', 'admin', 'One catering request with its comments.', { record: 'CateringRequest' }),
  call(
    'PUT',
    'catering/{id}/comment',
    'admin',
    'Add an internal comment to a catering request; answers the request with it.',
    { body: 'CommentInput', record: 'CateringRequest' },
  ),
  call('PUT', 'catering/{id}', 'admin', 'Move a catering request to its next status.', {
    body: 'CateringMove',
    record: 'CateringRequest',
    refusals: {
      409: 'The move is not one the request’s status allows (fulfilled and rejected are final); the answer also names its `status` and the `allowed` actions.',
      422: 'The status is text but none of the catering statuses.',
    },
  }),
];

// Seed ids: tk_100051 is a reopened ticket, tk_100002 a closed one; ct_5040 a new catering request, ct_5004 a
// rejected one; cu_3 (+966520003998) an active customer, cu_5 an inactive one.
const comment = { text: 'Called the customer back.' } satisfies z.input<typeof commentInputSchema>;

export const CUSTOMER_CARE_EXAMPLES: CallExamples = {
  'GET users/getUserByPhoneNumber': {
    path: 'users/getUserByPhoneNumber?phoneNumber=0520003998',
    refused: { path: 'users/getUserByPhoneNumber?phoneNumber=', body: undefined, field: 'phoneNumber' },
    refusals: {
      400: { path: 'users/getUserByPhoneNumber?phoneNumber=12ab' },
      404: { path: 'users/getUserByPhoneNumber?phoneNumber=0500000001' },
    },
  },
  'GET users/stats': {},
  'POST users/activate/{userId}': { path: 'users/activate/cu_5' },
  'POST users/deactivate/{userId}': { path: 'users/deactivate/cu_3' },
  'GET orders/reviews': {
    path: 'orders/reviews?rating=1',
    refusals: { 400: { path: 'orders/reviews?foodReview=6' } },
  },
  'GET customer-care': {},
  'GET customer-care/{id}': { path: 'customer-care/tk_100051' },
  'PUT customer-care/{id}/comment': {
    path: 'customer-care/tk_100051/comment',
    body: comment,
    refused: { body: { text: 12345 }, field: 'text' },
  },
  'PUT customer-care/{id}': {
    path: 'customer-care/tk_100051',
    body: { status: 'active' } satisfies z.input<typeof ticketMoveSchema>,
    refused: { body: {}, field: 'status' },
    refusals: {
      409: { path: 'customer-care/tk_100002', body: { status: 'resolved' } satisfies z.input<typeof ticketMoveSchema> },
      422: { path: 'customer-care/tk_100051', body: { status: 'done' } },
    },
  },
  'GET catering': {},
  'GET catering/{id}': { path: 'catering/ct_5040' },
  'PUT catering/{id}/comment': {
    path: 'catering/ct_5040/comment',
    body: comment,
    refused: { body: { text: 'x'.repeat(TEXT_LIMITS.comment + 1) }, field: 'text' },
  },
  'PUT catering/{id}': {
    path: 'catering/ct_5040',
    body: { status: 'fulfilled' } satisfies z.input<typeof cateringMoveSchema>,
    refused: { body: { status: 5 }, field: 'status' },
    refusals: {
      409: { path: 'catering/ct_5004', body: { status: 'fulfilled' } satisfies z.input<typeof cateringMoveSchema> },
      422: { path: 'catering/ct_5040', body: { status: 'cancelled' } },
    },
  },
};

export const contract: AreaContract = {
  schemas: CUSTOMER_CARE_SCHEMAS,
  calls: CUSTOMER_CARE_CALLS,
  examples: CUSTOMER_CARE_EXAMPLES,
  versioned: ['Ticket', 'CateringRequest', 'Customer'] satisfies (keyof typeof CUSTOMER_CARE_SCHEMAS)[],
};
