/** Customer-care tickets, open to admins and both customer-care roles. */
import { http, HttpResponse, type RequestHandler } from 'msw';
import { bodySchemas } from '../bodySchemas';
import type { Ticket } from '../../types';
import { TICKET_TRANSITIONS, isTicketStatus } from '../../workflows';
import { CUSTOMER_CARE, fail, readBody, requireRole, type FakeContext } from '../http';
import { pageOfTable } from '../paging';
import { tickets } from '../seed/tickets';
import { recordAnswer } from '../versions';
import { checkedMove, newComment, type StatusMove } from './comments';

const TICKET_MOVE: StatusMove<keyof typeof TICKET_TRANSITIONS, Ticket['status']> = {
  machine: TICKET_TRANSITIONS,
  isStatus: isTicketStatus,
  schema: () => bodySchemas().ticketMoveSchema,
  keys: { invalid: 'ticketStatusInvalid', refused: 'ticketTransitionRefused' },
};

/** Agents type a phone as the customer says it (05…), the store keeps +9665…; both must match. */
function phoneForms(phone: string): string[] {
  return [phone, phone.replace(/^\+966/, '0'), phone.replace(/^\+/, '')];
}

export default function customerCareHandlers(ctx: FakeContext): RequestHandler[] {
  const table = () => ctx.db.table(tickets);
  const ticketOf = (request: Request, id: string): Ticket => table().get(id) ?? fail(request, 404, 'ticketNotFound');
  return [
    http.get(`${ctx.baseUrl}customer-care`, ({ request }) => {
      requireRole(ctx, request, CUSTOMER_CARE);
      return HttpResponse.json(
        pageOfTable(table(), new URL(request.url), {
          searchIn: (t) => [
            String(t.number),
            `#${t.number}`,
            t.subject,
            t.customer.name,
            ...phoneForms(t.customer.phone),
          ],
          filters: ['status', 'type'],
          defaultSort: 'createdAt',
          defaultOrder: 'DESC',
        }),
      );
    }),

    http.get<{ id: string }>(`${ctx.baseUrl}customer-care/:id`, ({ request, params }) => {
      requireRole(ctx, request, CUSTOMER_CARE);
      return recordAnswer<Ticket>(ticketOf(request, params.id));
    }),

    http.put<{ id: string }>(`${ctx.baseUrl}customer-care/:id`, async ({ request, params }) => {
      requireRole(ctx, request, CUSTOMER_CARE);
      const ticket = ticketOf(request, params.id);
      const status = checkedMove(request, TICKET_MOVE, ticket.status, await readBody(request));
      // A reopening is dated: the ticket's clocks start again from it (docs/behaviour.md, "The care queue").
      const changes = status === 'reopened' ? { status, reopenedAt: ctx.db.now().toISOString() } : { status };
      return recordAnswer<Ticket>(table().update(ticket.id, changes) ?? ticket);
    }),

    http.put<{ id: string }>(`${ctx.baseUrl}customer-care/:id/comment`, async ({ request, params }) => {
      const author = requireRole(ctx, request, CUSTOMER_CARE);
      const ticket = ticketOf(request, params.id);
      const comment = newComment(request, await readBody(request), author, ticket.id, ticket.comments, ctx.db.now());
      return recordAnswer<Ticket>(table().update(ticket.id, { comments: [...ticket.comments, comment] }) ?? ticket);
    }),
  ];
}
