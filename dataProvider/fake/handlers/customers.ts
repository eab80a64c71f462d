/** Admins only. */
import { http, HttpResponse, type RequestHandler } from 'msw';
import type { Customer, CustomerStats } from '../../types';
import { ADMIN_ONLY, fail, failFields, requireRole, type FakeContext } from '../http';
import { DAY_MS, seedNow } from '../seed/common';
import { seedScale } from '../scale';
import { recordAnswer } from '../versions';
import {
  customerAt,
  customerCount,
  customerIndexOfId,
  customerIndexOfPhone,
  customerStatusChanges,
  mobileDigits,
  seededActive,
  signUpTime,
} from '../seed/customers';

const monthOf = (time: number): string => new Date(time).toISOString().slice(0, 7);

interface SeededFigures {
  active: number;
  recent: number;
  byMonth: Map<string, number>;
}

/** Counted once per scale and seed moment: at 400,000 customers it takes a noticeable moment. */
const seededFigures = new Map<string, SeededFigures>();
function figuresOf(now: number, months: string[]): SeededFigures {
  const key = `${seedScale()}@${now}`;
  const cached = seededFigures.get(key);
  if (cached) return cached;
  const figures: SeededFigures = { active: 0, recent: 0, byMonth: new Map(months.map((month) => [month, 0])) };
  for (let index = 0, count = customerCount(); index < count; index += 1) {
    if (seededActive(index)) figures.active += 1;
    const at = signUpTime(index);
    if (now - at <= 30 * DAY_MS) figures.recent += 1;
    const month = monthOf(at);
    const inMonth = figures.byMonth.get(month);
    if (inMonth !== undefined) figures.byMonth.set(month, inMonth + 1);
  }
  seededFigures.set(key, figures);
  return figures;
}

export default function customersHandlers(ctx: FakeContext): RequestHandler[] {
  const changes = () => ctx.db.table(customerStatusChanges);
  const withChanges = (customer: Customer): Customer => {
    const change = changes().get(customer.id);
    return change ? { ...customer, active: change.active } : customer;
  };
  const setActive = (active: boolean) =>
    http.post<{ userId: string }>(
      `${ctx.baseUrl}users/${active ? 'activate' : 'deactivate'}/:userId`,
      ({ request, params }) => {
        requireRole(ctx, request, ADMIN_ONLY);
        const index = customerIndexOfId(params.userId) ?? fail(request, 404, 'customerNotFound');
        const customer = customerAt(index);
        changes().put({ id: customer.id, active });
        return recordAnswer<Customer>({ ...customer, active });
      },
    );

  return [
    http.get(`${ctx.baseUrl}users/stats`, ({ request }) => {
      requireRole(ctx, request, ADMIN_ONLY);
      // At the seed's now, when the seeded sign-ups stop: the chart's twelve months end with yesterday's.
      const now = seedNow();
      const months = Array.from({ length: 12 }, (_, i) => {
        const d = new Date(now - DAY_MS);
        d.setUTCDate(1);
        d.setUTCMonth(d.getUTCMonth() - 11 + i);
        return monthOf(d.getTime());
      });
      const { active: seededActiveCount, recent, byMonth } = figuresOf(now, months);
      let active = seededActiveCount;
      for (const change of changes().all()) {
        const index = customerIndexOfId(change.id);
        if (index !== undefined && seededActive(index) !== change.active) active += change.active ? 1 : -1;
      }
      return HttpResponse.json<CustomerStats>({
        id: 'stats',
        total: customerCount(),
        active,
        inactive: customerCount() - active,
        newLast30Days: recent,
        signUpsByMonth: months.map((month) => ({ month, count: byMonth.get(month) ?? 0 })),
      });
    }),

    http.get(`${ctx.baseUrl}users/getUserByPhoneNumber`, ({ request }) => {
      requireRole(ctx, request, ADMIN_ONLY);
      const phone = (new URL(request.url).searchParams.get('phoneNumber') ?? '').trim();
      if (phone === '') failFields(request, { phoneNumber: 'phoneNumberRequired' }, 'phoneNumberRequired');
      const digits =
        mobileDigits(phone) ?? failFields(request, { phoneNumber: 'phoneNumberInvalid' }, 'phoneNumberInvalid');
      const index = customerIndexOfPhone(digits) ?? fail(request, 404, 'phoneNumberUnknown');
      return recordAnswer<Customer>(withChanges(customerAt(index)));
    }),

    setActive(true),
    setActive(false),
  ];
}
