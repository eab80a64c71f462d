import { http, HttpResponse, type RequestHandler } from 'msw';
import { bodySchemas } from '../bodySchemas';
import type { Branch, Order } from '../../types';
import { CANCELLABLE_ORDER_STATUSES } from '../../types';
import { parseBody } from '../bodySchema';
import { ADMIN_ONLY, fail, failFields, readBody, requireRole, requireWhole, type FakeContext } from '../http';
import { randomId } from '../secrets';
import { recordAnswer, requireCurrent } from '../versions';
import { branches } from '../seed/branches';
import { isDay, orderChanges, ordersOfDay, parseOrderId } from '../seed/orders';
import { readBranchChanges, readNewBranch } from './branchInput';
import { chainOrdersPages } from './chainOrders';

export default function branchesHandlers(ctx: FakeContext): RequestHandler[] {
  const table = () => ctx.db.table(branches);
  const found = (request: Request, branchId: string): Branch =>
    table().get(branchId) ?? fail(request, 404, 'branchNotFound');
  const ordersOf = (branchId: string, day: string): Order[] => ordersOfDay(ctx.db, branchId, day);
  const chainOrders = chainOrdersPages(ctx.db, ordersOf);

  return [
    http.get(`${ctx.baseUrl}Branches`, ({ request }) => {
      requireRole(ctx, request, ADMIN_ONLY);
      return HttpResponse.json<Branch[]>(table().all());
    }),

    http.post(`${ctx.baseUrl}Branches`, async ({ request }) => {
      requireRole(ctx, request, ADMIN_ONLY);
      const { archived = false, ...fields } = readNewBranch(ctx, request, await readBody(request));
      const branch: Branch = {
        pk: 'BRANCH',
        sk: `br_${randomId().replace(/-/g, '').slice(0, 12)}`,
        ...fields,
        archived,
      };
      return recordAnswer<Branch>(table().put(branch), { status: 201 });
    }),

    http.get<{ branchId: string }>(`${ctx.baseUrl}Branches/:branchId`, ({ request, params }) => {
      requireRole(ctx, request, ADMIN_ONLY);
      return recordAnswer<Branch>(found(request, params.branchId));
    }),

    http.put<{ branchId: string }>(`${ctx.baseUrl}Branches/:branchId`, async ({ request, params }) => {
      requireRole(ctx, request, ADMIN_ONLY);
      const current = found(request, params.branchId);
      requireCurrent(request, current);
      const body = await readBody(request);
      requireWhole(request, body, Object.keys(bodySchemas().WHOLE_BRANCH));
      const changes = readBranchChanges(ctx, request, body, current);
      return recordAnswer<Branch>(table().update(current.sk, changes) ?? current);
    }),

    http.get<{ branchId: string }>(`${ctx.baseUrl}Branches/:branchId/orders`, ({ request, params }) => {
      requireRole(ctx, request, ADMIN_ONLY);
      const branch = found(request, params.branchId);
      const day = new URL(request.url).searchParams.get('day') ?? '';
      if (!isDay(day)) failFields(request, { day: 'dayInvalid' }, 'dayInvalid');
      return HttpResponse.json<Order[]>(ordersOf(branch.sk, day));
    }),

    http.get(`${ctx.baseUrl}orders`, async ({ request }) => {
      requireRole(ctx, request, ADMIN_ONLY);
      const url = new URL(request.url);
      const day = url.searchParams.get('day') ?? '';
      if (!isDay(day)) failFields(request, { day: 'dayInvalid' }, 'dayInvalid');
      return HttpResponse.json(await chainOrders.page(url, day));
    }),

    http.put(`${ctx.baseUrl}orders/cancel`, async ({ request }) => {
      requireRole(ctx, request, ADMIN_ONLY);
      const { orderId, userId } = parseBody(request, bodySchemas().cancelOrderInputSchema, await readBody(request));
      const where = parseOrderId(orderId);
      const order =
        where && table().get(where.branchId)
          ? ordersOf(where.branchId, where.day).find((o) => o.id === orderId)
          : undefined;
      // The user id must be the order's own: a stale screen must not cancel someone else's order.
      if (!order || order.userId !== userId) fail(request, 404, 'orderNotFound');
      if (!CANCELLABLE_ORDER_STATUSES.includes(order.status)) fail(request, 400, 'orderNotCancellable');
      return HttpResponse.json<Order>(ctx.db.table(orderChanges).put({ ...order, status: 'cancelled' }));
    }),
  ];
}
