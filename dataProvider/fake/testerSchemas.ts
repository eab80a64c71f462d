// The bodies of the testers' calls (handlers/fakeControl.ts): outside the contract, so not in its schemas, but read
// as its bodies are and loaded with them (`bodySchemaModules.ts`), never with the fake.
import { z } from 'zod';
import { filled } from '../contract/schemas/common';
import { TICKET_TYPE_VALUES } from '../contract/schemas/enums';
import { TEXT_LIMITS } from '../fieldRules';
import { mobileDigits } from '../phone';
import type { MessageKey } from './messages';

const key = (message: MessageKey) => ({ error: message });

export const fakeOrderInputSchema = z.object({
  branchId: filled('name'),
});

/** The phone as people type it, kept as +9665 and eight digits; an inquiry unless a type is given. */
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
