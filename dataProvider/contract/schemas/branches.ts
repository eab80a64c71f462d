import { z } from 'zod';
import { REFERENCE_CODE_MAX, type TextKind } from '../../fieldRules';
import { SHIFT_TIME_PATTERN, isShiftSpan } from '../../shiftRules';
import type { CallExamples } from '../examples';
import { callsOf, type AreaContract, type ContractCall } from '../areaContract';
import { activeStatus, amount, dateTime, filled, localizedInput, localizedName, text } from './common';
import { problem } from './problems';
import { BRANCH_SERVICE_VALUES, ORDER_STATUS_VALUES } from './enums';

export const branchAreaSchema = z
  .object({
    radius: z.number().nullable(),
    unit: z.enum(['km', 'm']),
    points: z.array(z.tuple([z.number(), z.number()])).describe('[lat, lng] pairs.'),
  })
  .describe('Where a branch serves: a polygon when it has points, else a circle of `radius` around the branch.');

export const branchShiftSchema = z
  .object({
    days: z.array(z.number().int().min(0).max(6)),
    start: z.string(),
    end: z.string(),
  })
  .describe('Days count from Saturday (0) to Friday (6); times are HH:mm on the 24-hour clock, in whole hours.');

export const branchSchema = z.object({
  pk: z.string(),
  sk: z.string().describe('The branch id.'),
  reference_code: z.string(),
  name: localizedName,
  address: z.string(),
  phone: z.string(),
  description: z.string(),
  foodicsId: z.string(),
  services: z.record(z.enum(BRANCH_SERVICE_VALUES), z.boolean()),
  deliveryFees: z.number(),
  shifts: z.array(branchShiftSchema),
  autoCancelAfterMinutes: z.number(),
  autoConfirm: z.boolean(),
  location: z.object({
    lat: z.number(),
    lng: z.number(),
    deliveryArea: branchAreaSchema.nullable(),
    subscriptionArea: branchAreaSchema.nullable(),
  }),
  status: z.enum(['active', 'inactive']),
  archived: z.boolean(),
});

export const orderSchema = z.object({
  id: z.string(),
  number: z.number(),
  branchId: z.string(),
  userId: z.string().describe('The customer who placed it (sent with a cancel).'),
  customer: z.object({ name: z.string(), phone: z.string() }),
  total: z.number().describe('In SAR.'),
  status: z.enum(ORDER_STATUS_VALUES),
  type: z.enum(['delivery', 'pickup', 'carPickup', 'subscription']),
  createdAt: dateTime.describe('With the branch’s offset (+03:00).'),
});

// The branch form sends a cleared text or number input as null; an absent or null optional field is its empty value.

/** Text that may be left out or cleared (null): empty then. */
const optionalText = (kind: TextKind) =>
  text(kind)
    .nullish()
    .transform((value) => value ?? '');

/** Money or minutes that may be left out or cleared (null): 0 then. */
const zeroWhenAbsent = amount
  .nullish()
  .transform((value) => value ?? 0)
  .describe('0 when absent or null.');

const offWhenAbsent = z
  .boolean()
  .nullish()
  .transform((on) => on === true);

const SERVICES_OFF = { delivery: false, subscription: false, carPickup: false, pickup: false };

const servicesInput = z
  .object(
    {
      delivery: offWhenAbsent,
      subscription: offWhenAbsent,
      carPickup: offWhenAbsent,
      pickup: offWhenAbsent,
    } satisfies Record<(typeof BRANCH_SERVICE_VALUES)[number], typeof offWhenAbsent>,
    problem('notTrueOrFalse'),
  )
  .optional()
  .transform((services) => services ?? SERVICES_OFF)
  .describe('Each service on or off; one left out (or null) is off, and a new branch without `services` has none.');

const shiftProblem = problem('shiftInvalid');

const shiftInput = z.object(
  {
    days: z
      .array(z.number(shiftProblem).int(shiftProblem).min(0, shiftProblem).max(6, shiftProblem), shiftProblem)
      .min(1, shiftProblem),
    start: z.string(shiftProblem).regex(SHIFT_TIME_PATTERN, shiftProblem),
    end: z.string(shiftProblem).regex(SHIFT_TIME_PATTERN, shiftProblem),
  },
  shiftProblem,
);

const shiftsInput = z
  .array(shiftInput, problem('atLeastOneShift'))
  .min(1, problem('atLeastOneShift'))
  // Named on the list, not on each shift, and only once each shift is well formed, so no bad time is named twice.
  .refine((shifts) => shifts.every((shift) => isShiftSpan(shift.start, shift.end)), {
    ...shiftProblem,
    when: (payload) => payload.issues.length === 0,
  })
  .describe(
    'At least one shift, each on at least one day (0 Saturday to 6 Friday), from `start` to `end` in whole hours (HH:00); an end before its start is on the next day, an end equal to it is refused.',
  );

const areaProblem = problem('areaInvalid');
const coordinate = z.number(areaProblem);

const areaInput = z
  .object(
    {
      points: z
        .array(z.tuple([coordinate, coordinate], areaProblem), areaProblem)
        .nullish()
        .transform((points) => points ?? []),
      // A cleared radius input may come as null or as empty text.
      radius: z
        .union([amount, z.literal('')], areaProblem)
        .nullish()
        .transform((radius) => (radius === '' || radius === undefined ? null : radius)),
      unit: z
        .enum(['km', 'm'], areaProblem)
        .nullish()
        .transform((unit) => unit ?? 'km'),
    },
    areaProblem,
  )
  .nullish()
  .transform((area) => (area && (area.points.length > 0 || area.radius !== null) ? area : null))
  .describe(
    '[lat, lng] points and a radius (null or empty: none) in km (the default) or m; with neither, or null, no area.',
  );

const locationInput = z.object(
  {
    lat: coordinate.min(-90, areaProblem).max(90, areaProblem),
    lng: coordinate.min(-180, areaProblem).max(180, areaProblem),
    deliveryArea: areaInput,
    subscriptionArea: areaInput,
  },
  areaProblem,
);

/** POST Branches: the branch without its keys. Left out, the optional fields take their empty value. */
export const branchInputSchema = z.object({
  name: localizedInput('name', true),
  reference_code: filled('name')
    .max(REFERENCE_CODE_MAX, problem('referenceCodeTooLong'))
    .describe('Unique among the branches.'),
  address: filled('text'),
  phone: filled('name'),
  description: optionalText('text'),
  foodicsId: optionalText('name').describe('The point-of-sale’s id of the branch.'),
  services: servicesInput,
  deliveryFees: zeroWhenAbsent,
  shifts: shiftsInput,
  autoCancelAfterMinutes: zeroWhenAbsent,
  autoConfirm: offWhenAbsent,
  location: locationInput,
  status: activeStatus
    .nullish()
    .transform((status) => status ?? 'active')
    .describe('active when absent or null.'),
  archived: z.boolean().optional(),
});

/** A PUT replaces the branch: a body without these is half a branch. Fields left out of it stay as stored. */
export const WHOLE_BRANCH = {
  name: true,
  reference_code: true,
  phone: true,
  services: true,
  shifts: true,
  location: true,
  status: true,
} as const;

export const branchChangesSchema = branchInputSchema.partial().required(WHOLE_BRANCH);

export const cancelOrderInputSchema = z.object({
  orderId: filled('name').describe('The order’s `id`.'),
  userId: filled('name').describe('The order’s `userId`: a stale screen must not cancel another customer’s order.'),
});

export const BRANCH_SCHEMAS = {
  Branch: branchSchema,
  BranchInput: branchInputSchema,
  BranchChanges: branchChangesSchema,
  Order: orderSchema,
  CancelOrderInput: cancelOrderInputSchema,
} as const;

const call = callsOf<typeof BRANCH_SCHEMAS>();

export const BRANCH_CALLS: readonly ContractCall[] = [
  call('GET', 'Branches', 'admin', 'Every branch.', { answers: 'whole', record: 'Branch' }),
  call('POST', 'Branches', 'admin', 'Create a branch.', {
    creates: 'new',
    body: 'BranchInput',
    record: 'Branch',
    refusals: { 400: 'Another branch already has the reference code.' },
  }),
  call('GET', 'Branches/{branchId}', 'admin', 'One branch.', { record: 'Branch' }),
  call(
    'PUT',
    'Branches/{branchId}',
    'admin',
    'Replace a branch (the status and archive toggles send it whole, with the one field changed).',
    {
      body: 'BranchChanges',
      record: 'Branch',
      conditional: true,
      refusals: {
        400: 'Half a branch (the fields it must carry are named in `errors`), or another branch already has the reference code.',
      },
    },
  ),
  call('GET', 'Branches/{branchId}/orders', 'admin', 'A branch’s orders of one day.', {
    answers: 'whole',
    query: { day: 'The day, YYYY-MM-DD.' },
    record: 'Order',
  }),
  call('GET', 'orders', 'admin', 'Every branch’s orders of one day, paged, oldest first.', {
    answers: 'paged',
    query: { day: 'The day, YYYY-MM-DD.' },
    filters: { status: 'An order status.' },
    record: 'Order',
    optional:
      'the Today screen reads every branch’s orders in one paged call rather than one call per branch (400 branches, every two minutes, for each open screen). A backend that answers it 404 is read branch by branch with `GET Branches/{branchId}/orders`.',
  }),
  call('PUT', 'orders/cancel', 'admin', 'Cancel an order.', {
    body: 'CancelOrderInput',
    record: 'Order',
    refusals: {
      404: 'No order has that id, or its customer is not the `userId` sent.',
      400: 'The order can no longer be cancelled: only new and accepted orders can.',
    },
  }),
];

// Examples on the fake's seed: br_0001 is Riyadh - Olaya (RUH-001). A branch's orders follow its id, the day and the
// clock; those named below are as their notes say at the examples' moment (Thursday 2026-11-26, 12:00 in Riyadh).

const newBranch = {
  name: { en: 'Khobar Corniche', ar: 'الخبر الكورنيش' },
  reference_code: 'KHB-900',
  address: 'Corniche Rd, Al Khobar',
  phone: '+966138000000',
  services: { delivery: true, subscription: false, carPickup: false, pickup: true },
  deliveryFees: 9,
  shifts: [
    { days: [0, 1, 2, 3, 4, 5], start: '10:00', end: '23:00' },
    { days: [6], start: '16:00', end: '02:00' },
  ],
  autoCancelAfterMinutes: 15,
  autoConfirm: false,
  location: {
    lat: 26.2794,
    lng: 50.2083,
    deliveryArea: { radius: 5, unit: 'km', points: [] },
    subscriptionArea: null,
  },
  status: 'active',
} satisfies z.input<typeof branchInputSchema>;

/** br_0001 as the edit form sends it back, its polygon replaced by a 6 km circle. */
const olaya = {
  name: { en: 'Riyadh - Olaya', ar: 'الرياض - العليا' },
  reference_code: 'RUH-001',
  address: '7701 King Fahd Rd, Olaya, Riyadh',
  phone: '+966110031473',
  description: 'Our Olaya branch in Riyadh.',
  foodicsId: '685fea87-330a-43da-9a8f-0d098a2ecea7',
  services: { delivery: true, subscription: false, carPickup: false, pickup: true },
  deliveryFees: 5,
  shifts: [{ days: [0, 1, 2, 3, 4, 5, 6], start: '10:00', end: '23:00' }],
  autoCancelAfterMinutes: 10,
  autoConfirm: false,
  location: {
    lat: 24.738322,
    lng: 46.642865,
    deliveryArea: { radius: 6, unit: 'km', points: [] },
    subscriptionArea: null,
  },
  status: 'active',
  archived: false,
} satisfies z.input<typeof branchChangesSchema>;

export const BRANCH_EXAMPLES: CallExamples = {
  'GET Branches': {},
  'POST Branches': {
    body: newBranch,
    refused: { body: { ...newBranch, reference_code: 'KHB-900-CORNICHE-SOUTH' }, field: 'reference_code' },
    refusals: { 400: { body: { ...newBranch, reference_code: 'RUH-002' } } },
  },
  'GET Branches/{branchId}': { path: 'Branches/br_0001' },
  'PUT Branches/{branchId}': {
    path: 'Branches/br_0001',
    body: olaya,
    refused: { body: { ...olaya, shifts: [{ days: [0], start: '18:00', end: '18:00' }] }, field: 'shifts' },
    refusals: { 400: { path: 'Branches/br_0001', body: { ...olaya, reference_code: 'RUH-002' } } },
  },
  'GET Branches/{branchId}/orders': {
    path: 'Branches/br_0001/orders?day=2026-11-26',
    refused: { path: 'Branches/br_0001/orders?day=2026-02-30', body: undefined, field: 'day' },
  },
  'GET orders': {
    path: 'orders?day=2026-11-20&status=new&page=1&limit=50',
    refused: { path: 'orders?day=2026-02-30', body: undefined, field: 'day' },
  },
  'PUT orders/cancel': {
    // Accepted at 11:50, still in the kitchen at noon.
    body: { orderId: 'ord_br_0001_20261126_0140', userId: 'cu_6593' } satisfies z.input<typeof cancelOrderInputSchema>,
    refused: { body: { orderId: 'ord_br_0001_20261126_0140', userId: 6593 }, field: 'userId' },
    refusals: {
      // br_0001 has fewer than 500 orders that day.
      404: { body: { orderId: 'ord_br_0001_20261126_0999', userId: 'cu_6593' } },
      // Delivered soon after midnight.
      400: { body: { orderId: 'ord_br_0001_20261126_0001', userId: 'cu_4716' } },
    },
  },
};

export const contract: AreaContract = {
  schemas: BRANCH_SCHEMAS,
  calls: BRANCH_CALLS,
  examples: BRANCH_EXAMPLES,
  versioned: ['Branch'] satisfies (keyof typeof BRANCH_SCHEMAS)[],
};
