/** Customer-care tickets, open to admins and both customer-care roles. */
import { http, HttpResponse, type RequestHandler } from 'msw';
import type { Ticket } from '../../types';
import { CUSTOMER_CARE, fail, requireRole, type FakeContext } from '../http';
import { pageOf } from '../paging';
import { tickets } from '../seed/tickets';

/** Agents type a phone as the customer says it (05…), the store keeps +9665…; both must match. */
function phoneForms(phone: string): string[] {
  return [phone, phone.replace(/^\+966/, '0'), phone.replace(/^\+/, '')];
}

export function customerCareHandlers(ctx: FakeContext): RequestHandler[] {
  const table = () => ctx.db.table(tickets);
  return [
    http.get(`${ctx.baseUrl}customer-care`, ({ request }) => {
      requireRole(ctx, request, CUSTOMER_CARE);
      return HttpResponse.json(
        pageOf(table().all(), new URL(request.url), {
          searchIn: (t) => [String(t.number), `#${t.number}`, t.customer.name, ...phoneForms(t.customer.phone)],
          filters: ['status', 'type'],
          defaultSort: 'createdAt',
          defaultOrder: 'DESC',
        }),
      );
    }),

    http.get<{ id: string }>(`${ctx.baseUrl}customer-care/:id`, ({ request, params }) => {
      requireRole(ctx, request, CUSTOMER_CARE);
      return HttpResponse.json<Ticket>(table().get(params.id) ?? fail(request, 404, 'ticketNotFound'));
    }),
  ];
}
