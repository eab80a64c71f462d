// Testers' calls (see ./README.md). The outbox stands in for everyone's mailbox, so it shows a mail only to its
// recipient's session or the admin; the reset and the calls that place orders or open tickets change data, so they
// are the admin's alone.
import { http, HttpResponse, type RequestHandler } from 'msw';
import type { Order, Ticket } from '../../types';
import { localDay } from '../../weeks';
import { mobileDigits, normalizeMobile } from '../../phone';
import { parseBody } from '../bodySchema';
import { bodySchemas } from '../bodySchemas';
import { ADMIN_ONLY, ANY_SIGNED_IN, failFields, messageFor, readBody, requireRole, type FakeContext } from '../http';
import { branches } from '../seed/branches';
import { customerAt, customerIndexOfPhone } from '../seed/customers';
import { nextPlacedIndex, ordersOfDay, placedOrder, placedOrders } from '../seed/orders';
import { nextTicketNumber, ticketIdOf, tickets } from '../seed/tickets';
import type { Mail } from '../stores';
import { recordAnswer } from '../versions';

export function fakeControlHandlers(ctx: FakeContext): RequestHandler[] {
  return [
    http.get(`${ctx.baseUrl}__fake/outbox`, ({ request }) => {
      const user = requireRole(ctx, request, ANY_SIGNED_IN);
      return HttpResponse.json<Mail[]>(
        user.roles.includes('admin') ? ctx.db.outbox.all() : ctx.db.outbox.sentTo(user.email),
      );
    }),

    http.post(`${ctx.baseUrl}__fake/reset`, ({ request }) => {
      requireRole(ctx, request, ADMIN_ONLY);
      ctx.db.reset();
      return HttpResponse.json({ message: messageFor(request, 'fakeReset') });
    }),

    // Filed under the fake's today (its clock's local day, the day the orders board opens on).
    http.post(`${ctx.baseUrl}__fake/orders`, async ({ request }) => {
      requireRole(ctx, request, ADMIN_ONLY);
      const { branchId } = parseBody(request, bodySchemas().fakeOrderInputSchema, await readBody(request));
      const branch = ctx.db.table(branches).get(branchId);
      if (!branch) return failFields(request, { branchId: 'branchNotFound' }, 'branchNotFound');
      const now = ctx.db.now();
      const day = localDay(now);
      const index = nextPlacedIndex(ctx.db, branch.sk, day);
      const order = ctx.db.table(placedOrders).put(placedOrder(branch, day, index, now));
      const listed = ordersOfDay(ctx.db, branch.sk, day).find((o) => o.id === order.id) ?? order;
      return HttpResponse.json<Order>(listed, { status: 201 });
    }),

    http.post(`${ctx.baseUrl}__fake/tickets`, async ({ request }) => {
      requireRole(ctx, request, ADMIN_ONLY);
      const body = parseBody(request, bodySchemas().fakeTicketInputSchema, await readBody(request));
      const phone =
        normalizeMobile(body.phone) ?? failFields(request, { phone: 'phoneNumberInvalid' }, 'phoneNumberInvalid');
      const index = customerIndexOfPhone(mobileDigits(phone) ?? '');
      const customer = index === undefined ? undefined : customerAt(index);
      const table = ctx.db.table(tickets);
      const number = nextTicketNumber(table.all());
      const ticket = table.put({
        id: ticketIdOf(number),
        number,
        createdAt: ctx.db.now().toISOString(),
        type: body.type ?? 'inquiry',
        status: 'new',
        customer: {
          name: customer ? `${customer.firstName} ${customer.lastName}` : '',
          phone,
          email: customer?.email ?? '',
        },
        subject: body.subject,
        comments: [],
      });
      return recordAnswer<Ticket>(ticket, { status: 201 });
    }),
  ];
}
