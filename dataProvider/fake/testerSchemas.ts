/**
 * The bodies of the testers' calls that make work arrive (`POST __fake/orders`, `POST __fake/tickets`:
 * handlers/fakeControl.ts). They are the fake's own calls, outside the contract, so their schemas live here
 * rather than in `dataProvider/contract/schemas/`; they are read as the contract's bodies are (`parseBody`: a
 * wrong type refused, each bad field named) and load with them (`bodySchemaModules.ts`), never with the fake.
 */
import { z } from 'zod';
import { filled } from '../contract/schemas/common';
import { TICKET_TYPE_VALUES } from '../contract/schemas/enums';
import { TEXT_LIMITS } from '../fieldRules';
import { mobileDigits } from '../phone';
import type { MessageKey } from './messages';

const key = (message: MessageKey) => ({ error: message });

/** POST __fake/orders: the branch the order is placed at (its `sk`, `br_0001`). */
export const fakeOrderInputSchema = z.object({
  branchId: filled('name'),
});

/**
 * POST __fake/tickets: what a customer writing in gives. The phone as people type it (05…, 5…, +9665…, 9665…,
 * with spaces or dashes), kept as +9665 and eight digits; the type is an inquiry unless given.
 */
export const fakeTicketInputSchema = z.object({
  subject: filled('name'),
  phone: z
    .string()
    .trim()
    .max(TEXT_LIMITS.name)
    .min(1, key('fieldRequired'))
    .refine((phone) => mobileDigits(phone) !== undefined, key('phoneNumberInvalid')),
  type: z.enum(TICKET_TYPE_VALUES, key('fakeTicketTypeInvalid')).optional(),
});
