/**
 * No seeded record is created after the fake's clock: in every collection the fake seeds (found as the fake finds
 * them, so a new one is checked too) and among the customers, every creation time a record carries, its own or a
 * nested one's (a ticket's comments), is at or before the clock the fake was made with. At scale 1 and 10, with the
 * hostile switch off and on, on a morning and five minutes after midnight (when "today so far" is five minutes). A
 * promo code or an offer may run from a day to come; it was still made by now. The orders are generated per branch
 * and day when asked for: every branch's orders of the fake's today (the day its orders board opens on) were placed
 * by the clock, and tomorrow has none yet.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { createFakeApi } from '@/dataProvider/fake';
import { seedOf } from '@/dataProvider/fake/db';
import { setSeedScale } from '@/dataProvider/fake/scale';
import { customerAt, customerCount } from '@/dataProvider/fake/seed/customers';
import { branches } from '@/dataProvider/fake/seed/branches';
import { setHostileSeed } from '@/dataProvider/fake/seed/hostile';
import { ordersOfDay } from '@/dataProvider/fake/seed/orders';
import { addDays, localDay } from '@/dataProvider/weeks';
import { SEEDED_COLLECTIONS } from './seedCollections';

/** A field that says when its record was made: createdAt, created_at, createdOn, creationDate… */
const CREATION_FIELD = /^creat(ed|ion)/i;

/** Every creation time in a record, nested ones included, by where it sits in the record. */
function creationTimes(value: unknown, path = ''): { path: string; time: number }[] {
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, child]) => {
    const at = Array.isArray(value) ? `${path}[${key}]` : path ? `${path}.${key}` : key;
    if (CREATION_FIELD.test(key) && (typeof child === 'string' || typeof child === 'number')) {
      return [{ path: at, time: new Date(child).getTime() }];
    }
    return creationTimes(child, at);
  });
}

interface Late {
  collection: string;
  /** "WELCOME12 createdAt 2027-04-30T10:00:00.000Z": the record, the field and its time. */
  what: string;
}

/** The creation times of `records` after `clock` (or not a time at all). */
function createdAfter<T>(clock: number, collection: string, records: readonly T[], idOf: (record: T) => string) {
  return records.flatMap((record): Late[] =>
    creationTimes(record)
      .filter(({ time }) => !(time <= clock))
      .map(({ path, time }) => ({
        collection,
        what: `${idOf(record)} ${path} ${Number.isNaN(time) ? 'is no time' : new Date(time).toISOString()}`,
      })),
  );
}

const A_SUNDAY_MORNING = new Date(2027, 2, 14, 10, 25).getTime();
const JUST_AFTER_MIDNIGHT = new Date(2027, 0, 1, 0, 5).getTime();
// Scale 10 builds ten times the records (400,000 customers): one clock, the one with the least of today.
const RUNS = [
  ...[false, true].flatMap((hostile) =>
    [A_SUNDAY_MORNING, JUST_AFTER_MIDNIGHT].map((clock) => ({ scale: 1, hostile, clock })),
  ),
  ...[false, true].map((hostile) => ({ scale: 10, hostile, clock: JUST_AFTER_MIDNIGHT })),
];

afterAll(() => {
  setHostileSeed(false);
  setSeedScale(1);
});

describe('no seeded record is created after the fake clock', () => {
  for (const { scale, hostile, clock } of RUNS) {
    const at = new Date(clock).toISOString();
    it(`at scale ${scale}, hostile ${hostile ? 'on' : 'off'}, with the clock at ${at}`, { timeout: 120_000 }, () => {
      const { db } = createFakeApi({
        baseUrl: 'http://localhost/api/v1/',
        appOrigin: 'http://localhost',
        now: () => clock,
        scale,
        hostile,
      });
      // A branch's orders are generated when its day is asked for: today's (the day the orders board opens on, the
      // clock's local day) and tomorrow's, of every branch. On the morning, today has had orders.
      const ordersOf = (day: string) =>
        db
          .table(branches)
          .all()
          .map((branch) => ordersOfDay(db, branch.sk, day));
      const today = localDay(new Date(clock));
      const tomorrow = addDays(today, 1);
      if (clock === A_SUNDAY_MORNING) expect(ordersOf(today).flat().length).toBeGreaterThan(0);
      const made = SEEDED_COLLECTIONS.map((def) => ({ def, records: seedOf(def) }));
      // The check reads real records: tickets, promo codes, offers and the rest carry a creation time.
      const dated = made.filter(({ records }) => records.some((record) => creationTimes(record).length > 0));
      expect(dated.length).toBeGreaterThanOrEqual(8);

      const late = [
        ...made.flatMap(({ def, records }) => createdAfter(clock, def.name, records, (record) => def.idOf(record))),
        // Customers are computed from their number when asked for, not kept in a collection. The hostile switch
        // renames a few and dates none: at scale 10 (400,000 of them) they are read in the run without it.
        ...(hostile && scale > 1
          ? []
          : createdAfter(
              clock,
              'customers',
              Array.from({ length: customerCount() }, (_, index) => customerAt(index)),
              (customer) => customer.id,
            )),
        ...[today, tomorrow].flatMap((day) =>
          ordersOf(day).flatMap((orders) => createdAfter(clock, `orders of ${day}`, orders, (order) => order.id)),
        ),
      ];
      const counts = new Map<string, number>();
      for (const { collection } of late) counts.set(collection, (counts.get(collection) ?? 0) + 1);
      const summary = [...counts].map(([collection, count]) => `${count} ${collection}`).join(', ');
      expect(
        late.map(({ collection, what }) => `${collection} ${what}`),
        `created after the clock (${at}): ${summary}`,
      ).toEqual([]);
    });
  }
});
