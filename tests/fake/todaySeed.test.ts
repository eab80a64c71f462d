/**
 * The seed gives the admin's day something true to say on a fresh start, whatever the clock (dataProvider/fake/
 * README.md, "What the seed places around its clock"): offers, promo codes, vouchers and banners that start and end
 * within the coming week and some that ended yesterday; the coming loyalty week still empty while this one is
 * filled; low reviews of the last 24 hours, each of a real order delivered before it; subscriptions starting and
 * ending this week; new catering requests for the coming days; new and reopened tickets waiting over an hour on
 * staff. At scale 1 and 10, on a Saturday (the week's first day) and a Thursday.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { createFakeApi } from '@/dataProvider/fake';
import { seedOf } from '@/dataProvider/fake/db';
import { setSeedScale } from '@/dataProvider/fake/scale';
import { banners } from '@/dataProvider/fake/seed/banners';
import { cateringRequests } from '@/dataProvider/fake/seed/catering';
import { loyaltyWeeks } from '@/dataProvider/fake/seed/loyalty';
import { offers } from '@/dataProvider/fake/seed/offers';
import { ordersOfDay, parseOrderId } from '@/dataProvider/fake/seed/orders';
import { promoCodes } from '@/dataProvider/fake/seed/promoCodes';
import { orderReviews } from '@/dataProvider/fake/seed/reviews';
import { subscribers } from '@/dataProvider/fake/seed/subscribers';
import { tickets } from '@/dataProvider/fake/seed/tickets';
import { vouchers } from '@/dataProvider/fake/seed/vouchers';
import type { Ticket } from '@/dataProvider/types';
import { addDays, addWeeks, localDay, startOfWeek } from '@/dataProvider/weeks';

const HOUR = 60 * 60 * 1000;
// Moments on this machine's clock, in its own time zone: "today" is the local day, as for the demo in a browser.
const CLOCKS = [
  ['a Saturday morning', new Date(2026, 10, 28, 9, 40).getTime()],
  ['a Thursday evening', new Date(2026, 11, 3, 20, 15).getTime()],
] as const;

afterAll(() => setSeedScale(1));

/** A record's run as its first and last day, YYYY-MM-DD. */
type Run = { from: string; to: string; active: boolean };

const staffHaveNotAnswered = (ticket: Ticket, since: number) => {
  const last = ticket.comments.at(-1);
  return !last || (last.author === ticket.customer.name && Date.parse(last.createdAt) <= since);
};

for (const scale of [1, 10]) {
  for (const [name, clock] of CLOCKS) {
    describe(`at scale ${scale}, on ${name}`, { timeout: 120_000 }, () => {
      const today = localDay(new Date(clock));
      const make = () =>
        createFakeApi({ baseUrl: 'http://localhost/api/v1/', appOrigin: 'http://x', now: () => clock, scale });

      it('has offers, promo codes, vouchers and banners starting and ending within the coming week, and some ended yesterday', () => {
        make();
        const areas: Record<string, Run[]> = {
          offers: seedOf(offers).map((o) => ({ from: o.validFrom, to: o.validTo, active: o.status === 'active' })),
          'promo codes': seedOf(promoCodes).map((p) => ({
            from: p.validFrom,
            to: p.validTo,
            active: p.status === 'active',
          })),
          vouchers: seedOf(vouchers).map((v) => ({
            from: v.availableFrom,
            to: v.availableTo,
            active: v.status === 'active',
          })),
          banners: seedOf(banners).map((b) => ({ from: b.validFrom, to: b.validTo, active: b.status === 'active' })),
        };
        const weekAhead = addDays(today, 7);
        for (const [area, runs] of Object.entries(areas)) {
          const active = runs.filter((run) => run.active);
          const starting = active.filter((run) => run.from > today && run.from <= weekAhead);
          const ending = active.filter((run) => run.from <= today && run.to >= today && run.to <= weekAhead);
          const endedYesterday = active.filter((run) => run.to === addDays(today, -1));
          expect([starting.length, ending.length, endedYesterday.length].map(Boolean), area).toEqual([
            true,
            true,
            true,
          ]);
        }
      });

      it('plans the coming loyalty week (from next Saturday) with no items, while this week has them', () => {
        make();
        const weeks = new Map(seedOf(loyaltyWeeks).map((week) => [week.startOfWeek, week.items.length]));
        const thisWeek = startOfWeek(today);
        expect(weeks.get(thisWeek)).toBeGreaterThan(0);
        expect(weeks.get(addWeeks(thisWeek, 1))).toBe(0);
      });

      it('has reviews of 1 or 2 stars in the last 24 hours, each of an order its branch delivered to that customer before', () => {
        const { db } = make();
        const low = seedOf(orderReviews).filter(
          (r) => Date.parse(r.createdAt) > clock - 24 * HOUR && Math.min(r.foodReview, r.deliveryReview) <= 2,
        );
        expect(low.length).toBeGreaterThan(0);
        for (const review of low) {
          for (const id of review.orderIds) {
            const where = parseOrderId(id);
            const order = where && ordersOfDay(db, where.branchId, where.day).find((o) => o.id === id);
            expect(order, `${review.id}'s order ${id}`).toMatchObject({ status: 'delivered', userId: review.userId });
            expect(Date.parse(order?.createdAt ?? '')).toBeLessThan(Date.parse(review.createdAt));
          }
        }
      });

      it('has subscriptions starting and ending this week, and new catering requests for the coming days', () => {
        make();
        const week = startOfWeek(today);
        const thisWeek = (day: string) => day >= week && day <= addDays(week, 6);
        const subs = seedOf(subscribers);
        expect(subs.some((s) => thisWeek(s.startDate))).toBe(true);
        expect(subs.some((s) => thisWeek(s.endDate))).toBe(true);
        const coming = seedOf(cateringRequests).filter(
          (c) => c.status === 'new' && c.eventDate >= today && c.eventDate <= addDays(today, 7),
        );
        expect(coming.length).toBeGreaterThan(0);
      });

      it('has new and reopened tickets that have waited over an hour with no answer from staff', () => {
        make();
        const anHourAgo = clock - HOUR;
        const waiting = (status: Ticket['status']) =>
          seedOf(tickets).filter(
            (t) => t.status === status && Date.parse(t.createdAt) <= anHourAgo && staffHaveNotAnswered(t, anHourAgo),
          );
        expect(waiting('new').length).toBeGreaterThan(0);
        expect(waiting('reopened').length).toBeGreaterThan(0);
      });
    });
  }
}
