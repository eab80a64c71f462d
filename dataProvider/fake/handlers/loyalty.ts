/** The fake's "today" is its own local calendar day, as the browser's; a day before it can no longer change. */
import { http, HttpResponse, type RequestHandler } from 'msw';
import { bodySchemas } from '../bodySchemas';
import type { z } from 'zod';
import type { LoyaltyProgramme, LoyaltyWeek, LoyaltyWeekItem } from '../../types';
import type { loyaltyWeekInputSchema } from '../../contract/schemas/loyaltyAndPlans';
import { addDays, isSaturday, isTodayOrLater, localDay, startOfWeek, weekDays } from '../../weeks';
import { ADMIN_ONLY, fail, failFields, readBody, requireRole, type FakeContext } from '../http';
import { parseBody } from '../bodySchema';
import type { MessageKey } from '../messages';
import { loyaltySettings, loyaltyWeeks, type LoyaltySettingsRow } from '../seed/loyalty';
import { menuItems } from '../seed/menus';

type Reward = LoyaltySettingsRow['rewards'][number];

const refuse = (request: Request, field: string, key: MessageKey): never => failFields(request, { [field]: key }, key);

const cellKey = (cell: Pick<LoyaltyWeekItem, 'day' | 'rewardId'>) => `${cell.day}|${cell.rewardId}`;
const sameCells = (a: LoyaltyWeekItem[], b: LoyaltyWeekItem[]) => {
  const text = (cells: LoyaltyWeekItem[]) =>
    cells
      .map((c) => `${cellKey(c)}|${c.itemId}|${c.points}`)
      .sort()
      .join(',');
  return text(a) === text(b);
};

export default function loyaltyHandlers(ctx: FakeContext): RequestHandler[] {
  const settings = () => ctx.db.table(loyaltySettings);
  const weeks = () => ctx.db.table(loyaltyWeeks);
  const today = () => localDay(ctx.db.now());

  function programme(week: string): LoyaltyProgramme {
    const { threshold, pointsPerSar, rewards } = settings().all()[0];
    const all = weeks()
      .all()
      .sort((a, b) => a.startOfWeek.localeCompare(b.startOfWeek));
    const filledWeeks = Object.fromEntries(
      rewards.map((reward) => [
        reward.id,
        all.filter((w) => w.items.some((c) => c.rewardId === reward.id)).map((w) => w.startOfWeek),
      ]),
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

  function weekParam(request: Request, value: string | null): string {
    if (value === null || value === '') return startOfWeek(today());
    if (!isSaturday(value)) fail(request, 400, 'loyaltyWeekInvalid');
    return value;
  }

  function checkWeek(
    request: Request,
    week: z.output<typeof loyaltyWeekInputSchema>,
    w: number,
    rewards: Reward[],
  ): LoyaltyWeek {
    const start = week.startOfWeek;
    const stored = weeks().get(start) ?? refuse(request, `weeks.${w}.startOfWeek`, 'loyaltyWeekMissing');
    const days = new Set(weekDays(start));
    const rewardIds = new Set(rewards.map((r) => r.id));
    const seen = new Set<string>();
    const items = week.items.map((cell, i): LoyaltyWeekItem => {
      const at = `weeks.${w}.items.${i}`;
      const item = ctx.db.table(menuItems).get(cell.itemId) ?? refuse(request, `${at}.itemId`, 'loyaltyCellInvalid');
      if (!days.has(cell.day)) refuse(request, `${at}.day`, 'loyaltyCellInvalid');
      if (!rewardIds.has(cell.rewardId)) refuse(request, `${at}.rewardId`, 'loyaltyCellInvalid');
      if (seen.has(cellKey(cell))) refuse(request, at, 'loyaltyCellInvalid');
      seen.add(cellKey(cell));
      return {
        day: cell.day,
        rewardId: cell.rewardId,
        itemId: item.id,
        name: item.name,
        price: item.price,
        points: cell.points,
      };
    });
    // A day before today keeps what it had: its cells can be neither added, changed nor emptied.
    for (const day of days) {
      if (isTodayOrLater(day, today())) continue;
      const onDay = (cells: LoyaltyWeekItem[]) => cells.filter((c) => c.day === day);
      if (!sameCells(onDay(items), onDay(stored.items))) refuse(request, `weeks.${w}.items`, 'loyaltyPreviousDay');
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
      const body = parseBody(request, bodySchemas().loyaltyInputSchema, await readBody(request));
      const rewards = body.rewards.map(({ id, name, points, threshold }, i): Reward => ({
        id: id || `rw_${Date.now().toString(36)}${i}`,
        name,
        points,
        threshold,
      }));
      const submitted = (body.weeks ?? []).map((week, w) => checkWeek(request, week, w, rewards));
      // A category can only go once no week holds an item in it, this one and every other.
      const kept = new Set(rewards.map((r) => r.id));
      const replaced = new Map(submitted.map((w) => [w.startOfWeek, w]));
      const after = weeks()
        .all()
        .map((w) => replaced.get(w.startOfWeek) ?? w);
      if (after.some((w) => w.items.some((c) => !kept.has(c.rewardId))))
        refuse(request, 'rewards', 'loyaltyOtherWeeksFilled');
      settings().put({ id: 'loyalty', threshold: body.threshold, pointsPerSar: body.pointsPerSar, rewards });
      for (const week of submitted) weeks().put(week);
      return HttpResponse.json<LoyaltyProgramme>(programme(submitted[0]?.startOfWeek ?? startOfWeek(today())));
    }),

    http.post(`${ctx.baseUrl}loyality/add-week`, async ({ request }) => {
      requireRole(ctx, request, ADMIN_ONLY);
      const { startOfWeek: start } = parseBody(request, bodySchemas().loyaltyWeekAddSchema, await readBody(request));
      if (weeks().get(start)) refuse(request, 'startOfWeek', 'loyaltyWeekExists');
      if (!isTodayOrLater(addDays(start, 6), today())) refuse(request, 'startOfWeek', 'loyaltyWeekPast');
      weeks().put({ startOfWeek: start, items: [] });
      return HttpResponse.json<LoyaltyProgramme>(programme(start), { status: 201 });
    }),
  ];
}
