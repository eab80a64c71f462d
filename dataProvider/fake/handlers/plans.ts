/**
 * Subscription plans (read by promo codes and the subscriptions area), plan settings and subscribers.
 * Admin only, as every subscriptions call.
 */
import { http, HttpResponse, type RequestHandler } from 'msw';
import {
  DAYS_IN,
  PLAN_DAYS,
  PLAN_MEALS,
  type Plan,
  type PlanDays,
  type PlanMeals,
  type PlanSettings,
  type PlanVariant,
  type Subscriber,
} from '../../types';
import { isDay } from '../../../src/weeks';
import { ADMIN_ONLY, fail, failFields, readBody, requireRole, requireWhole, stringField, type FakeContext } from '../http';
import type { MessageKey } from '../messages';
import { localizedProblems } from '../fields';
import { pageOf } from '../paging';
import { branches } from '../seed/branches';
import { planSettings, plans } from '../seed/plans';
import { subscribers } from '../seed/subscribers';

const wholeAtLeast = (value: unknown, min: number): value is number => typeof value === 'number' && Number.isInteger(value) && value >= min;

/** Checks a plan body as a real server would; every bad field is named in one 400. */
function planFrom(request: Request, body: Record<string, unknown>, id: string): Plan {
  const errors: Record<string, MessageKey> = {};
  const name = (typeof body.name === 'object' && body.name !== null ? body.name : {}) as Record<string, unknown>;
  const en = stringField(name, 'en');
  const ar = stringField(name, 'ar');
  Object.assign(errors, localizedProblems('name', body.name, 'name'));
  if (!en) errors['name.en'] ??= 'fieldRequired';
  if (!ar) errors['name.ar'] ??= 'fieldRequired';
  const status = body.status ?? 'active';
  if (status !== 'active' && status !== 'inactive') errors.status = 'statusInvalid';
  const days = body.days as PlanDays;
  if (!PLAN_DAYS.includes(days)) errors.days = 'planDaysInvalid';
  const subscriptionDays = body.subscriptionDays;
  if (!wholeAtLeast(subscriptionDays, 1) || (PLAN_DAYS.includes(days) && subscriptionDays > DAYS_IN[days])) {
    errors.subscriptionDays = 'planSubscriptionDaysInvalid';
  }
  if (!wholeAtLeast(body.startingDay, 0) || body.startingDay > 6) errors.startingDay = 'planStartingDayInvalid';
  const notBefore = body.notBefore ?? null;
  const notAfter = body.notAfter ?? null;
  if (notBefore !== null && !isDay(notBefore)) errors.notBefore = 'planDateInvalid';
  if (notAfter !== null && !isDay(notAfter)) errors.notAfter = 'planDateInvalid';
  else if (isDay(notBefore) && isDay(notAfter) && notAfter < notBefore) errors.notAfter = 'planDatesOrder';
  if (!wholeAtLeast(body.allowedFreezeDays, 0)) errors.allowedFreezeDays = 'notAPositiveNumber';
  const rawMeals = (typeof body.meals === 'object' && body.meals !== null ? body.meals : {}) as Record<string, unknown>;
  const meals = {} as PlanMeals;
  for (const meal of PLAN_MEALS) {
    const count = rawMeals[meal] ?? 0;
    if (wholeAtLeast(count, 0)) meals[meal] = count;
    else errors[`meals.${meal}`] = 'notAPositiveNumber';
  }
  if (meals.breakfast + meals.lunch + meals.dinner + meals.salad === 0) errors.meals = 'planMealsRequired';
  const rawVariants = Array.isArray(body.variants) ? (body.variants as Record<string, unknown>[]) : [];
  const variants: PlanVariant[] = rawVariants.map((variant, i) => ({
    id: typeof variant?.id === 'string' && variant.id ? variant.id : `${id}_v${Date.now().toString(36)}${i}`,
    durationDays: variant?.durationDays as number,
    price: variant?.price as number,
  }));
  if (variants.length === 0) errors.variants = 'planVariantsRequired';
  else if (variants.some((v) => !wholeAtLeast(v.durationDays, 1) || typeof v.price !== 'number' || !Number.isFinite(v.price) || !(v.price > 0))) {
    errors.variants = 'planVariantInvalid';
  } else if (new Set(variants.map((v) => v.durationDays)).size !== variants.length) errors.variants = 'planVariantDuplicate';
  if (Object.keys(errors).length > 0) failFields(request, errors);
  return {
    id,
    name: { en, ar },
    status: status as Plan['status'],
    subscriptionDays: subscriptionDays as number,
    variants,
    startingDay: body.startingDay as number,
    notBefore: notBefore as string | null,
    notAfter: notAfter as string | null,
    allowedFreezeDays: body.allowedFreezeDays as number,
    meals,
    days,
  };
}

/** Agents type a mobile as the customer says it (05…), the store keeps +9665…; both must match. */
const mobileForms = (mobile: string) => [mobile, mobile.replace(/^\+966/, '0'), mobile.replace(/^\+/, '')];

export function plansHandlers(ctx: FakeContext): RequestHandler[] {
  const table = () => ctx.db.table(plans);
  return [
    // `active=true` leaves retired plans out; `active=false` (or none), every plan.
    http.get(`${ctx.baseUrl}subscriptions/admin-plans`, ({ request }) => {
      requireRole(ctx, request, ADMIN_ONLY);
      const activeOnly = new URL(request.url).searchParams.get('active') === 'true';
      const all = table().all();
      return HttpResponse.json<Plan[]>(activeOnly ? all.filter((plan) => plan.status === 'active') : all);
    }),

    http.post(`${ctx.baseUrl}subscriptions/plans`, async ({ request }) => {
      requireRole(ctx, request, ADMIN_ONLY);
      const id = `plan_${String(table().size + 1).padStart(3, '0')}_${Date.now().toString(36)}`;
      const plan = planFrom(request, await readBody(request), id);
      return HttpResponse.json<Plan>(table().put(plan), { status: 201 });
    }),

    http.get<{ id: string }>(`${ctx.baseUrl}subscriptions/plans/:id`, ({ request, params }) => {
      requireRole(ctx, request, ADMIN_ONLY);
      return HttpResponse.json<Plan>(table().get(params.id) ?? fail(request, 404, 'planNotFound'));
    }),

    // The whole plan, as the form sends it; a body with only `status` switches the plan on or off.
    http.put<{ id: string }>(`${ctx.baseUrl}subscriptions/plans/:id`, async ({ request, params }) => {
      requireRole(ctx, request, ADMIN_ONLY);
      const current = table().get(params.id) ?? fail(request, 404, 'planNotFound');
      const body = await readBody(request);
      requireWhole(request, body, ['name', 'status', 'subscriptionDays', 'variants', 'days', 'meals']);
      const plan = planFrom(request, { ...current, ...body }, current.id);
      return HttpResponse.json<Plan>(table().put(plan));
    }),

    http.get(`${ctx.baseUrl}subscriptions/plan-settings`, ({ request }) => {
      requireRole(ctx, request, ADMIN_ONLY);
      return HttpResponse.json<PlanSettings>(ctx.db.table(planSettings).all()[0]);
    }),

    http.post(`${ctx.baseUrl}subscriptions/plan-settings`, async ({ request }) => {
      requireRole(ctx, request, ADMIN_ONLY);
      const body = await readBody(request);
      const errors: Record<string, MessageKey> = {};
      const submitTime = stringField(body, 'submitTime');
      if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(submitTime)) errors.submitTime = 'planSettingsInvalid';
      if (!wholeAtLeast(body.disableFreezeBefore, 0)) errors.disableFreezeBefore = 'planSettingsInvalid';
      if (!wholeAtLeast(body.disableEditBefore, 0)) errors.disableEditBefore = 'planSettingsInvalid';
      if (Object.keys(errors).length > 0) failFields(request, errors, 'planSettingsInvalid');
      return HttpResponse.json<PlanSettings>(
        ctx.db.table(planSettings).put({
          id: 'plan-settings',
          submitTime,
          disableFreezeBefore: body.disableFreezeBefore as number,
          disableEditBefore: body.disableEditBefore as number,
        }),
      );
    }),

    // Paged on the server: a few thousand rows. `q` finds a name or a mobile (as +9665…, 05… or 9665…);
    // planId, branchId and type filter; activeFrom / activeTo keep subscriptions overlapping those days.
    http.get(`${ctx.baseUrl}subscriptions`, ({ request }) => {
      requireRole(ctx, request, ADMIN_ONLY);
      const url = new URL(request.url);
      const from = url.searchParams.get('activeFrom') ?? '';
      const to = url.searchParams.get('activeTo') ?? '';
      if ((from && !isDay(from)) || (to && !isDay(to))) fail(request, 400, 'planDateInvalid');
      const rows = ctx.db.table(subscribers).all().filter((s) => (!from || s.endDate >= from) && (!to || s.startDate <= to));
      return HttpResponse.json(
        pageOf(rows, url, {
          searchIn: (s) => [s.name, ...mobileForms(s.mobile)],
          filters: ['planId', 'branchId', 'type'],
          defaultSort: 'startDate',
          defaultOrder: 'DESC',
        }),
      );
    }),

    http.post<{ id: string }>(`${ctx.baseUrl}subscriptions/:id/branch`, async ({ request, params }) => {
      requireRole(ctx, request, ADMIN_ONLY);
      const table = ctx.db.table(subscribers);
      const subscriber = table.get(params.id) ?? fail(request, 404, 'subscriberNotFound');
      const branchId = stringField(await readBody(request), 'branch');
      const branch = ctx.db.table(branches).get(branchId);
      if (!branch || branch.archived || branch.status !== 'active' || !branch.services.subscription) {
        failFields(request, { branch: 'subscriberBranchInvalid' }, 'subscriberBranchInvalid');
      }
      return HttpResponse.json<Subscriber>(table.put({ ...subscriber, branchId: branch.sk, branchName: branch.name }));
    }),
  ];
}
