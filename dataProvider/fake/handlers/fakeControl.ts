/**
 * Calls only the fake has, for testers; mounted only when its test controls are on. The outbox stands in
 * for everyone's mailbox, so it shows a mail only to whoever could read that mailbox: the recipient's
 * session, or the admin. The reset wipes every change (and a `--data` file), so it is the admin's alone.
 * A signed-out tester of the in-browser demo reads the mailbox from the page's own fake (browser.ts).
 *
 * Two calls make work arrive as customers would make it, for a tester watching a screen: an order placed now at
 * a branch (`POST __fake/orders`, on that branch's orders board of today) and a ticket opened now
 * (`POST __fake/tickets`, first among the new tickets). They change data, so they are the admin's alone too.
 */
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

    // `{branchId}`: a seeded customer places an order at that branch now. It is filed under the fake's today (its
    // clock's local day, the day the orders board opens on) and answered as that day's orders list it.
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

    // `{subject, phone, type?}`: a customer writes in now. The ticket takes the next number, the phone as tickets
    // keep it (+9665…), and the name and e-mail of the seeded customer with that phone (none for another phone).
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
