/** Customer-care tickets and their comments. */
import { z } from 'zod';
import { dateTime } from './common';
import { TICKET_STATUS_VALUES } from './enums';

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

export const CUSTOMER_CARE_SCHEMAS = {
  Ticket: ticketSchema,
} as const;
