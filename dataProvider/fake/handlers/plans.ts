/** Subscription plans, plan settings and subscribers; admin only, as every subscriptions call. */
import { http, HttpResponse, type RequestHandler } from 'msw';
import { bodySchemas } from '../bodySchemas';
import type { planInputSchema } from '../../contract/schemas/loyaltyAndPlans';
import type { z } from 'zod';
import { DAYS_IN, type Plan, type PlanSettings, type Subscriber } from '../../types';
import { isDay } from '../../weeks';
import { ADMIN_ONLY, fail, failFields, readBody, requireRole, requireWhole, type FakeContext } from '../http';
import { failOnErrors, parseBody } from '../bodySchema';
import { pageOfTable } from '../paging';
import { branches } from '../seed/branches';
import { planSettings, plans } from '../seed/plans';
import { subscribers } from '../seed/subscribers';
import { recordAnswer, requireCurrent } from '../versions';

const WHOLE_PLAN = ['name', 'status', 'subscriptionDays', 'variants', 'days', 'meals'] as const;

/** The rules between fields: no more subscription days than its `days` offer, no end before the start. */
function planFrom(request: Request, input: z.output<typeof planInputSchema>, id: string): Plan {
  const { notBefore, notAfter } = input;
  failOnErrors(request, {
    subscriptionDays: input.subscriptionDays > DAYS_IN[input.days] ? 'planSubscriptionDaysInvalid' : undefined,
    notAfter: notBefore !== null && notAfter !== null && notAfter < notBefore ? 'planDatesOrder' : undefined,
  });
  const variants = input.variants.map((variant, i) => ({
    ...variant,
    id: variant.id || `${id}_v${Date.now().toString(36)}${i}`,
  }));
  return { id, ...input, variants };
}

/** Agents type a mobile as the customer says it (05…), the store keeps +9665…; both must match. */
const mobileForms = (mobile: string) => [mobile, mobile.replace(/^\+966/, '0'), mobile.replace(/^\+/, '')];

export default function plansHandlers(ctx: FakeContext): RequestHandler[] {
  const table = () => ctx.db.table(plans);
  return [
    http.get(`${ctx.baseUrl}subscriptions/admin-plans`, ({ request }) => {
      requireRole(ctx, request, ADMIN_ONLY);
      const activeOnly = new URL(request.url).searchParams.get('active') === 'true';
      const all = table().all();
      return HttpResponse.json<Plan[]>(activeOnly ? all.filter((plan) => plan.status === 'active') : all);
    }),

    http.post(`${ctx.baseUrl}subscriptions/plans`, async ({ request }) => {
      requireRole(ctx, request, ADMIN_ONLY);
      const id = `plan_${String(table().size + 1).padStart(3, '0')}_${Date.now().toString(36)}`;
      const plan = planFrom(request, parseBody(request, bodySchemas().planInputSchema, await readBody(request)), id);
      return recordAnswer<Plan>(table().put(plan), { status: 201 });
    }),

    http.get<{ id: string }>(`${ctx.baseUrl}subscriptions/plans/:id`, ({ request, params }) => {
      requireRole(ctx, request, ADMIN_ONLY);
      return recordAnswer<Plan>(table().get(params.id) ?? fail(request, 404, 'planNotFound'));
    }),

    // The whole plan, as the form and the status toggles send it; half a plan is refused, not merged.
    http.put<{ id: string }>(`${ctx.baseUrl}subscriptions/plans/:id`, async ({ request, params }) => {
      requireRole(ctx, request, ADMIN_ONLY);
      const current = table().get(params.id) ?? fail(request, 404, 'planNotFound');
      requireCurrent(request, current);
      const body = await readBody(request);
      requireWhole(request, body, WHOLE_PLAN);
      const plan = planFrom(
        request,
        parseBody(request, bodySchemas().planInputSchema, { ...current, ...body }),
        current.id,
      );
      return recordAnswer<Plan>(table().put(plan));
    }),

    http.get(`${ctx.baseUrl}subscriptions/plan-settings`, ({ request }) => {
      requireRole(ctx, request, ADMIN_ONLY);
      return recordAnswer<PlanSettings>(ctx.db.table(planSettings).all()[0]);
    }),

    http.post(`${ctx.baseUrl}subscriptions/plan-settings`, async ({ request }) => {
      requireRole(ctx, request, ADMIN_ONLY);
      // The one settings object: its precondition is on it as GET subscriptions/plan-settings answers it.
      requireCurrent(request, ctx.db.table(planSettings).all()[0]);
      const input = parseBody(request, bodySchemas().planSettingsInputSchema, await readBody(request));
      return recordAnswer<PlanSettings>(ctx.db.table(planSettings).put({ id: 'plan-settings', ...input }));
    }),

    http.get(`${ctx.baseUrl}subscriptions`, ({ request }) => {
      requireRole(ctx, request, ADMIN_ONLY);
      const url = new URL(request.url);
      const from = url.searchParams.get('activeFrom') ?? '';
      const to = url.searchParams.get('activeTo') ?? '';
      if ((from && !isDay(from)) || (to && !isDay(to))) fail(request, 400, 'planDateInvalid');
      const table = ctx.db.table(subscribers);
      const rows = () => table.all().filter((s) => (!from || s.endDate >= from) && (!to || s.startDate <= to));
      return HttpResponse.json(
        pageOfTable(
          table,
          url,
          {
            searchIn: (s) => [s.name, ...mobileForms(s.mobile)],
            filters: ['planId', 'branchId', 'type'],
            defaultSort: 'startDate',
            defaultOrder: 'DESC',
          },
          rows,
        ),
      );
    }),

    http.post<{ id: string }>(`${ctx.baseUrl}subscriptions/:id/branch`, async ({ request, params }) => {
      requireRole(ctx, request, ADMIN_ONLY);
      const table = ctx.db.table(subscribers);
      const subscriber = table.get(params.id) ?? fail(request, 404, 'subscriberNotFound');
      const { branch: branchId } = parseBody(
        request,
        bodySchemas().subscriberBranchChangeSchema,
        await readBody(request),
      );
      const branch = ctx.db.table(branches).get(branchId);
      if (!branch || branch.archived || branch.status !== 'active' || !branch.services.subscription) {
        failFields(request, { branch: 'subscriberBranchInvalid' }, 'subscriberBranchInvalid');
      }
      return HttpResponse.json<Subscriber>(table.put({ ...subscriber, branchId: branch.sk, branchName: branch.name }));
    }),
  ];
}
