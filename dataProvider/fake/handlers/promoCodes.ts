/**
 * Promo codes: a paged list, one code read by its code, create, update by the server id, and the
 * status call. Codes are unique whatever their case; every rule of the form is checked again here.
 */
import { http, HttpResponse, type RequestHandler } from 'msw';
import type { ActiveStatus, PromoCode } from '../../types';
import { PROMO_CODE_TYPES, PROMO_DISCOUNT_TYPES } from '../../types';
import { ADMIN_ONLY, fail, failFields, readBody, requireRole, type FakeContext } from '../http';
import { pageOf } from '../paging';
import { branches } from '../seed/branches';
import { menuItems } from '../seed/menus';
import { plans } from '../seed/plans';
import { promoCodes } from '../seed/promoCodes';
import { randomId } from '../secrets';
import { InputReader, summaryOf } from './marketingInput';

const CODE = /^[A-Z0-9_-]{3,20}$/;
const STATUSES: readonly ActiveStatus[] = ['active', 'inactive'];

type Input = Omit<PromoCode, '_id' | 'usedCount' | 'createdAt'>;

export function promoCodesHandlers(ctx: FakeContext): RequestHandler[] {
  const table = () => ctx.db.table(promoCodes);
  const byCode = (request: Request, code: string): PromoCode =>
    table().get(code.trim().toUpperCase()) ?? fail(request, 404, 'promoCodeNotFound');

  /** The promo code a body describes, or a thrown 400 naming each bad field. */
  function readInput(request: Request, body: Record<string, unknown>, current?: PromoCode): Input {
    const input = new InputReader(body);
    const name = input.text('name');
    const code = input.text('code').toUpperCase();
    if (code && !CODE.test(code)) input.flag('code', 'promoCodeFormat');
    else if (code && code !== current?.code && table().get(code)) input.flag('code', 'promoCodeInUse');
    const type = input.oneOf('type', PROMO_CODE_TYPES, 'promoTypeInvalid');
    const hasDiscount = type !== 'freeDelivery';
    const discountType = hasDiscount ? input.oneOf('discountType', PROMO_DISCOUNT_TYPES, 'discountTypeInvalid') : null;
    const discount = hasDiscount ? input.discount('discount', discountType === 'percentage', discountType === 'specificPrice') : null;
    const maxAmount = hasDiscount && discountType === 'percentage' ? input.amount('maxAmount', false) : null;
    const minCartValue = input.amount('minCartValue', false);
    const { validFrom, validTo } = input.validity();
    const totalRedemptions = input.count('totalRedemptions', true) ?? 0;
    const redemptionsPerUser = input.count('redemptionsPerUser', false);
    if (redemptionsPerUser !== null && !input.errors.totalRedemptions && !input.errors.redemptionsPerUser && redemptionsPerUser > totalRedemptions) {
      input.flag('redemptionsPerUser', 'perUserOverTotal');
    }
    const usesItems = type === 'productFixed' || type === 'productSpecified';
    const items = usesItems ? input.ids('items', (id) => ctx.db.table(menuItems).get(id) !== undefined) : [];
    if (usesItems && items.length === 0) input.flag('items', 'itemsRequired');
    const planIds = type === 'subscription' ? input.ids('plans', (id) => ctx.db.table(plans).get(id) !== undefined) : [];
    if (type === 'subscription' && planIds.length === 0) input.flag('plans', 'plansRequired');
    const branchIds = input.ids('branches', (id) => ctx.db.table(branches).get(id) !== undefined);
    const status = input.has('status') ? input.oneOf('status', STATUSES, 'statusInvalid') : (current?.status ?? 'active');
    const tag = input.text('tag', false);
    if (Object.keys(input.errors).length > 0) failFields(request, input.errors, summaryOf(input.errors));
    return {
      name, code, type, discountType, discount, maxAmount, minCartValue, validFrom, validTo, totalRedemptions,
      redemptionsPerUser, branches: branchIds, items, plans: planIds, tag, status,
    };
  }

  return [
    http.get(`${ctx.baseUrl}promo-codes`, ({ request }) => {
      requireRole(ctx, request, ADMIN_ONLY);
      return HttpResponse.json(
        pageOf(table().all(), new URL(request.url), {
          searchIn: (promo) => [promo.code, promo.name, promo.tag],
          filters: ['type', 'status', 'discountType', 'tag'],
          defaultSort: 'createdAt',
          defaultOrder: 'DESC',
        }),
      );
    }),

    http.get<{ code: string }>(`${ctx.baseUrl}promo-codes/:code`, ({ request, params }) => {
      requireRole(ctx, request, ADMIN_ONLY);
      return HttpResponse.json<PromoCode>(byCode(request, params.code));
    }),

    http.post(`${ctx.baseUrl}promo-codes`, async ({ request }) => {
      requireRole(ctx, request, ADMIN_ONLY);
      const input = readInput(request, await readBody(request));
      const created: PromoCode = {
        ...input,
        _id: `pc_${randomId().replace(/-/g, '').slice(0, 12)}`,
        usedCount: 0,
        createdAt: ctx.db.now().toISOString(),
      };
      return HttpResponse.json<PromoCode>(table().put(created), { status: 201 });
    }),

    http.put<{ id: string }>(`${ctx.baseUrl}promo-codes/:id`, async ({ request, params }) => {
      requireRole(ctx, request, ADMIN_ONLY);
      const current = table().all().find((promo) => promo._id === params.id) ?? fail(request, 404, 'promoCodeNotFound');
      const input = readInput(request, { ...current, ...(await readBody(request)) }, current);
      // A new code replaces the record kept under the old one.
      if (input.code !== current.code) table().remove(current.code);
      return HttpResponse.json<PromoCode>(table().put({ ...current, ...input }));
    }),

    http.post<{ code: string }>(`${ctx.baseUrl}promo-codes/:code/status`, async ({ request, params }) => {
      requireRole(ctx, request, ADMIN_ONLY);
      const current = byCode(request, params.code);
      const status = (await readBody(request)).status;
      if (status !== 'active' && status !== 'inactive') failFields(request, { status: 'statusInvalid' }, 'statusInvalid');
      return HttpResponse.json<PromoCode>(table().put({ ...current, status }));
    }),
  ];
}
