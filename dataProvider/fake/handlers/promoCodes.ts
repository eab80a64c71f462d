/** Codes are unique whatever their case; every rule of the form is checked again here. */
import { http, HttpResponse, type RequestHandler } from 'msw';
import { bodySchemas } from '../bodySchemas';
import type { PromoCode } from '../../types';
import { ADMIN_ONLY, fail, readBody, requireRole, type FakeContext } from '../http';
import { parseBody } from '../bodySchema';
import { pageOfTable } from '../paging';
import { branches } from '../seed/branches';
import { menuItems } from '../seed/menus';
import { plans } from '../seed/plans';
import { promoCodes } from '../seed/promoCodes';
import { randomId } from '../secrets';
import { recordAnswer, requireCurrent } from '../versions';
import { discountProblem, failOnRules, knownIds, note, type FieldErrors } from './marketingInput';

type Input = Omit<PromoCode, '_id' | 'usedCount' | 'createdAt'>;

export default function promoCodesHandlers(ctx: FakeContext): RequestHandler[] {
  const table = () => ctx.db.table(promoCodes);
  const byCode = (request: Request, code: string): PromoCode =>
    table().get(code.trim().toUpperCase()) ?? fail(request, 404, 'promoCodeNotFound');

  function readInput(request: Request, body: Record<string, unknown>, current?: PromoCode): Input {
    const input = parseBody(request, bodySchemas().promoCodeInputSchema, body);
    const errors: FieldErrors = {};
    if (input.code !== current?.code && table().get(input.code)) note(errors, 'code', 'promoCodeInUse');
    const discountType = input.type === 'freeDelivery' ? null : (input.discountType ?? null);
    if (input.type !== 'freeDelivery') {
      if (discountType === null) note(errors, 'discountType', 'fieldRequired');
      else note(errors, 'discount', discountProblem(input.discount, discountType));
    }
    if (input.validTo < input.validFrom) note(errors, 'validTo', 'validToBeforeFrom');
    const perUser = input.redemptionsPerUser ?? null;
    if (perUser !== null && perUser > input.totalRedemptions) note(errors, 'redemptionsPerUser', 'perUserOverTotal');
    const usesItems = input.type === 'productFixed' || input.type === 'productSpecified';
    const items = knownIds(usesItems ? input.items : [], (id) => ctx.db.table(menuItems).get(id) !== undefined);
    if (!items.known) note(errors, 'items', 'unknownReference');
    if (usesItems && items.ids.length === 0) note(errors, 'items', 'itemsRequired');
    const usesPlans = input.type === 'subscription';
    const planIds = knownIds(usesPlans ? input.plans : [], (id) => ctx.db.table(plans).get(id) !== undefined);
    if (!planIds.known) note(errors, 'plans', 'unknownReference');
    if (usesPlans && planIds.ids.length === 0) note(errors, 'plans', 'plansRequired');
    const branchIds = knownIds(input.branches, (id) => ctx.db.table(branches).get(id) !== undefined);
    if (!branchIds.known) note(errors, 'branches', 'unknownReference');
    failOnRules(request, errors);
    return {
      name: input.name,
      code: input.code,
      type: input.type,
      discountType,
      discount: discountType === null ? null : (input.discount ?? null),
      maxAmount: discountType === 'percentage' ? (input.maxAmount ?? null) : null,
      minCartValue: input.minCartValue ?? null,
      validFrom: input.validFrom,
      validTo: input.validTo,
      totalRedemptions: input.totalRedemptions,
      redemptionsPerUser: perUser,
      branches: branchIds.ids,
      items: items.ids,
      plans: planIds.ids,
      tag: input.tag ?? '',
      status: input.status ?? current?.status ?? 'active',
    };
  }

  return [
    http.get(`${ctx.baseUrl}promo-codes`, ({ request }) => {
      requireRole(ctx, request, ADMIN_ONLY);
      return HttpResponse.json(
        pageOfTable(table(), new URL(request.url), {
          searchIn: (promo) => [promo.code, promo.name, promo.tag],
          filters: ['type', 'status', 'discountType', 'tag'],
          defaultSort: 'createdAt',
          defaultOrder: 'DESC',
        }),
      );
    }),

    http.get<{ code: string }>(`${ctx.baseUrl}promo-codes/:code`, ({ request, params }) => {
      requireRole(ctx, request, ADMIN_ONLY);
      return recordAnswer<PromoCode>(byCode(request, params.code));
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
      return recordAnswer<PromoCode>(table().put(created), { status: 201 });
    }),

    http.put<{ id: string }>(`${ctx.baseUrl}promo-codes/:id`, async ({ request, params }) => {
      requireRole(ctx, request, ADMIN_ONLY);
      const current =
        table()
          .all()
          .find((promo) => promo._id === params.id) ?? fail(request, 404, 'promoCodeNotFound');
      requireCurrent(request, current);
      const input = readInput(request, { ...current, ...(await readBody(request)) }, current);
      // A new code replaces the record kept under the old one.
      if (input.code !== current.code) table().remove(current.code);
      return recordAnswer<PromoCode>(table().put({ ...current, ...input }));
    }),

    http.post<{ code: string }>(`${ctx.baseUrl}promo-codes/:code/status`, async ({ request, params }) => {
      requireRole(ctx, request, ADMIN_ONLY);
      const current = byCode(request, params.code);
      const { status } = parseBody(request, bodySchemas().statusChangeSchema, await readBody(request));
      return recordAnswer<PromoCode>(table().put({ ...current, status }));
    }),
  ];
}
