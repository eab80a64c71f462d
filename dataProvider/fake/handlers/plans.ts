/** Subscription plans as promo codes and subscribers read them; the subscriptions area adds the rest. */
import { http, HttpResponse, type RequestHandler } from 'msw';
import type { Plan } from '../../types';
import { ADMIN_ONLY, requireRole, type FakeContext } from '../http';
import { plans } from '../seed/plans';

export function plansHandlers(ctx: FakeContext): RequestHandler[] {
  return [
    // `active=true` leaves retired plans out; without it, every plan.
    http.get(`${ctx.baseUrl}subscriptions/admin-plans`, ({ request }) => {
      requireRole(ctx, request, ADMIN_ONLY);
      const activeOnly = new URL(request.url).searchParams.get('active') === 'true';
      const all = ctx.db.table(plans).all();
      return HttpResponse.json<Plan[]>(activeOnly ? all.filter((plan) => plan.status === 'active') : all);
    }),
  ];
}
