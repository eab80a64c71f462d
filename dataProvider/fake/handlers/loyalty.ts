/**
 * The loyalty programme and its weekly plan (API.md, "Loyalty"). The fake's "today" is its own local
 * calendar day, as the browser it runs in; a day before it can no longer change.
 */
import { http, HttpResponse, type RequestHandler } from 'msw';
import type { LoyaltyProgramme, LoyaltyReward, LoyaltyWeek, LoyaltyWeekItem } from '../../types';
import { addDays, isSaturday, isTodayOrLater, localDay, startOfWeek, weekDays } from '../../../src/weeks';
import { ADMIN_ONLY, fail, failFields, readBody, requireRole, type FakeContext } from '../http';
import { localizedProblems } from '../fields';
import { loyaltySettings, loyaltyWeeks } from '../seed/loyalty';
import { menuItems } from '../seed/menus';

const positive = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value > 0;
const cellKey = (cell: Pick<LoyaltyWeekItem, 'day' | 'rewardId'>) => `${cell.day}|${cell.rewardId}`;
const sameCells = (a: LoyaltyWeekItem[], b: LoyaltyWeekItem[]) => {
  const text = (cells: LoyaltyWeekItem[]) =>
    cells.map((c) => `${cellKey(c)}|${c.itemId}|${c.points}`).sort().join(',');
  return text(a) === text(b);
};

export function loyaltyHandlers(ctx: FakeContext): RequestHandler[] {
  const settings = () => ctx.db.table(loyaltySettings);
  const weeks = () => ctx.db.table(loyaltyWeeks);
  const today = () => localDay(ctx.db.now());

  function programme(week: string): LoyaltyProgramme {
    const { threshold, pointsPerSar, rewards } = settings().all()[0];
    const all = weeks().all().sort((a, b) => a.startOfWeek.localeCompare(b.startOfWeek));
    const filledWeeks = Object.fromEntries(
      rewards.map((reward) => [reward.id, all.filter((w) => w.items.some((c) => c.rewardId === reward.id)).map((w) => w.startOfWeek)]),
    );
    return {
      id: 'loyalty',
      threshold,
      pointsPerSar,
      rewards,
      weeks: all.map((w) => w.startOfWeek),
      week: weeks().get(week) ?? null,
      filledWeeks,
    };
  }

  function weekParam(request: Request, value: unknown): string {
    if (value === undefined || value === null || value === '') return startOfWeek(today());
    if (!isSaturday(value as string)) fail(request, 400, 'loyaltyWeekInvalid');
    return value as string;
  }

  /** One submitted week, checked cell by cell against the rules, the rewards and the menu. */
  function checkWeek(request: Request, raw: unknown, rewards: LoyaltyReward[]): LoyaltyWeek {
    const week = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
    const start = weekParam(request, week.startOfWeek ?? 'missing');
    const stored = weeks().get(start) ?? fail(request, 400, 'loyaltyWeekMissing');
    const days = new Set(weekDays(start));
    const rewardIds = new Set(rewards.map((r) => r.id));
    const seen = new Set<string>();
    const rawItems = Array.isArray(week.items) ? (week.items as Record<string, unknown>[]) : [];
    const items = rawItems.map((cell): LoyaltyWeekItem => {
      const item = typeof cell?.itemId === 'string' ? ctx.db.table(menuItems).get(cell.itemId) : undefined;
      const points = cell?.points;
      const day = cell?.day as string;
      const rewardId = cell?.rewardId as string;
      const key = cellKey({ day, rewardId });
      if (!item || !days.has(day) || !rewardIds.has(rewardId) || seen.has(key) || typeof points !== 'number' || !Number.isInteger(points) || points < 0) {
        fail(request, 400, 'loyaltyCellInvalid');
      }
      seen.add(key);
      return { day, rewardId, itemId: item.id, name: item.name, price: item.price, points };
    });
    // A day before today keeps what it had: its cells can be neither added, changed nor emptied.
    for (const day of days) {
      if (isTodayOrLater(day, today())) continue;
      const onDay = (cells: LoyaltyWeekItem[]) => cells.filter((c) => c.day === day);
      if (!sameCells(onDay(items), onDay(stored.items))) fail(request, 400, 'loyaltyPreviousDay');
    }
    return { startOfWeek: start, items };
  }

  return [
    http.get(`${ctx.baseUrl}loyality`, ({ request }) => {
      requireRole(ctx, request, ADMIN_ONLY);
      const week = weekParam(request, new URL(request.url).searchParams.get('startOfWeek'));
      return HttpResponse.json<LoyaltyProgramme>(programme(week));
    }),

    http.post(`${ctx.baseUrl}loyality`, async ({ request }) => {
      requireRole(ctx, request, ADMIN_ONLY);
      const body = await readBody(request);
      if (!positive(body.threshold) || !positive(body.pointsPerSar)) fail(request, 400, 'loyaltyNumbersInvalid');
      const rawRewards = Array.isArray(body.rewards) ? (body.rewards as Record<string, unknown>[]) : [];
      const rewards = rawRewards.map((reward, i): LoyaltyReward => {
        const name = (typeof reward?.name === 'object' && reward.name !== null ? reward.name : {}) as Record<string, unknown>;
        const en = typeof name.en === 'string' ? name.en.trim() : '';
        const ar = typeof name.ar === 'string' ? name.ar.trim() : '';
        if (!en || !ar || !positive(reward?.points) || !positive(reward?.threshold)) fail(request, 400, 'loyaltyRewardsIncomplete');
        const tooLong = localizedProblems(`rewards.${i}.name`, reward.name, 'name');
        if (Object.keys(tooLong).length > 0) failFields(request, tooLong, Object.values(tooLong)[0]);
        const id = typeof reward.id === 'string' && reward.id ? reward.id : `rw_${Date.now().toString(36)}${i}`;
        return { id, name: { en, ar }, points: reward.points as number, threshold: reward.threshold as number };
      });
      const submitted = (Array.isArray(body.weeks) ? body.weeks : []).map((week) => checkWeek(request, week, rewards));
      // A category can only go once no week holds an item in it, this one and every other.
      const kept = new Set(rewards.map((r) => r.id));
      const replaced = new Map(submitted.map((w) => [w.startOfWeek, w]));
      const after = weeks().all().map((w) => replaced.get(w.startOfWeek) ?? w);
      if (after.some((w) => w.items.some((c) => !kept.has(c.rewardId)))) fail(request, 400, 'loyaltyOtherWeeksFilled');
      settings().put({ id: 'loyalty', threshold: body.threshold, pointsPerSar: body.pointsPerSar, rewards });
      for (const week of submitted) weeks().put(week);
      return HttpResponse.json<LoyaltyProgramme>(programme(submitted[0]?.startOfWeek ?? startOfWeek(today())));
    }),

    // Plans an empty week: a Saturday not yet planned, and not one already over.
    http.post(`${ctx.baseUrl}loyality/add-week`, async ({ request }) => {
      requireRole(ctx, request, ADMIN_ONLY);
      const start = weekParam(request, (await readBody(request)).startOfWeek ?? 'missing');
      if (weeks().get(start)) fail(request, 400, 'loyaltyWeekExists');
      if (!isTodayOrLater(addDays(start, 6), today())) fail(request, 400, 'loyaltyWeekPast');
      weeks().put({ startOfWeek: start, items: [] });
      return HttpResponse.json<LoyaltyProgramme>(programme(start), { status: 201 });
    }),
  ];
}
