/**
 * The records the API answers, once: `dataProvider/types.ts` takes their TypeScript types from here, the
 * OpenAPI document their JSON Schema, and the tests and `npm run contract` check answers against them.
 * Records not here yet are still written by hand in types.ts and are open objects in the document.
 */
import { z } from 'zod';
import { BRANCH_SERVICE_VALUES, ORDER_STATUS_VALUES, PRIVILEGE_VALUES, ROLE_VALUES, TICKET_STATUS_VALUES } from './enums';

/** An ISO date-time, e.g. 2026-11-26T10:00:00.000Z or with an offset (+03:00). */
const dateTime = z.string().describe('An ISO 8601 date-time.');

export const systemUserSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  privilege: z.enum(PRIVILEGE_VALUES).nullable(),
  roles: z.array(z.enum(ROLE_VALUES)),
  active: z.boolean(),
  archived: z.boolean(),
  createdAt: dateTime,
});

export const loginResultSchema = z.object({ token: z.string(), user: systemUserSchema });

export const settingSchema = z.object({ key: z.string(), value: z.string() });

export const localizedNameSchema = z.object({ en: z.string(), ar: z.string() });

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
  name: localizedNameSchema,
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

export const ticketCommentSchema = z.object({ id: z.string(), text: z.string(), author: z.string(), createdAt: dateTime });

export const ticketSchema = z.object({
  id: z.string(),
  number: z.number(),
  createdAt: dateTime,
  type: z.enum(['complaint', 'inquiry', 'suggestion', 'order_issue']),
  status: z.enum(TICKET_STATUS_VALUES),
  customer: z.object({ name: z.string(), phone: z.string(), email: z.string() }),
  subject: z.string(),
  comments: z.array(ticketCommentSchema),
});

/** The records the document names, by the name it gives each. */
export const RECORD_SCHEMAS = {
  SystemUser: systemUserSchema,
  LoginResult: loginResultSchema,
  Setting: settingSchema,
  Branch: branchSchema,
  Order: orderSchema,
  Ticket: ticketSchema,
} as const;

export type RecordName = keyof typeof RECORD_SCHEMAS;
