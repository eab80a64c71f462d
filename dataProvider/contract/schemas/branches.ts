/** Branches (their service areas and shifts) and the orders of a branch's day. */
import { z } from 'zod';
import { dateTime, localizedName } from './common';
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

export const BRANCH_SCHEMAS = {
  Branch: branchSchema,
  Order: orderSchema,
} as const;
