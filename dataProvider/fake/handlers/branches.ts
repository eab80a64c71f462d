/** Branches: the whole list, one by its sk, create, change (status and archive too), a day's orders, cancel. */
import { http, HttpResponse, type RequestHandler } from 'msw';
import type { Branch, Order } from '../../types';
import { CANCELLABLE_ORDER_STATUSES } from '../../types';
import { ADMIN_ONLY, fail, readBody, requireRole, requireWhole, stringField, type FakeContext } from '../http';
import { randomId } from '../secrets';
import { branches } from '../seed/branches';
import { generatedOrders, isDay, orderChanges, parseOrderId } from '../seed/orders';
import { readBranchChanges } from './branchInput';

export function branchesHandlers(ctx: FakeContext): RequestHandler[] {
  const table = () => ctx.db.table(branches);
  const found = (request: Request, branchId: string): Branch => table().get(branchId) ?? fail(request, 404, 'branchNotFound');
  /** The generated orders with the stored changes laid over them. */
  const ordersOf = (branchId: string, day: string): Order[] => {
    const changed = ctx.db.table(orderChanges);
    return generatedOrders(branchId, day).map((order) => changed.get(order.id) ?? order);
  };

  return [
    http.get(`${ctx.baseUrl}Branches`, ({ request }) => {
      requireRole(ctx, request, ADMIN_ONLY);
      return HttpResponse.json<Branch[]>(table().all());
    }),

    http.post(`${ctx.baseUrl}Branches`, async ({ request }) => {
      requireRole(ctx, request, ADMIN_ONLY);
      const changes = readBranchChanges(ctx, request, await readBody(request));
      const branch: Branch = {
        pk: 'BRANCH',
        sk: `br_${randomId().replace(/-/g, '').slice(0, 12)}`,
        reference_code: '',
        name: { en: '', ar: '' },
        address: '',
        phone: '',
        description: '',
        foodicsId: '',
        services: { delivery: false, subscription: false, carPickup: false, pickup: false },
        deliveryFees: 0,
        shifts: [],
        autoCancelAfterMinutes: 0,
        autoConfirm: false,
        location: { lat: 24.713552, lng: 46.675296, deliveryArea: null, subscriptionArea: null },
        status: 'active',
        archived: false,
        ...changes,
      };
      return HttpResponse.json<Branch>(table().put(branch), { status: 201 });
    }),

    http.get<{ branchId: string }>(`${ctx.baseUrl}Branches/:branchId`, ({ request, params }) => {
      requireRole(ctx, request, ADMIN_ONLY);
      return HttpResponse.json<Branch>(found(request, params.branchId));
    }),

    http.put<{ branchId: string }>(`${ctx.baseUrl}Branches/:branchId`, async ({ request, params }) => {
      requireRole(ctx, request, ADMIN_ONLY);
      const current = found(request, params.branchId);
      const body = await readBody(request);
      requireWhole(request, body, ['name', 'reference_code', 'phone', 'services', 'shifts', 'location', 'status']);
      const changes = readBranchChanges(ctx, request, body, current);
      return HttpResponse.json<Branch>(table().update(current.sk, changes) ?? current);
    }),

    http.get<{ branchId: string }>(`${ctx.baseUrl}Branches/:branchId/orders`, ({ request, params }) => {
      requireRole(ctx, request, ADMIN_ONLY);
      const branch = found(request, params.branchId);
      const day = new URL(request.url).searchParams.get('day') ?? '';
      if (!isDay(day)) fail(request, 400, 'dayInvalid');
      return HttpResponse.json<Order[]>(ordersOf(branch.sk, day));
    }),

    http.put(`${ctx.baseUrl}orders/cancel`, async ({ request }) => {
      requireRole(ctx, request, ADMIN_ONLY);
      const body = await readBody(request);
      const id = stringField(body, 'orderId');
      const where = parseOrderId(id);
      const order = where && table().get(where.branchId) ? ordersOf(where.branchId, where.day).find((o) => o.id === id) : undefined;
      // The user id must be the order's own: a stale screen must not cancel someone else's order.
      if (!order || order.userId !== stringField(body, 'userId')) fail(request, 404, 'orderNotFound');
      if (!CANCELLABLE_ORDER_STATUSES.includes(order.status)) fail(request, 400, 'orderNotCancellable');
      return HttpResponse.json<Order>(ctx.db.table(orderChanges).put({ ...order, status: 'cancelled' }));
    }),
  ];
}
