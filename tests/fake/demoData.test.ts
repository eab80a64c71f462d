/**
 * The demo's data as a person evaluating the product meets it: no attack strings unless the hostile switch is on
 * (then every one of them), the newest tickets, catering requests and orders from the clock's own day, and every
 * phone on a ticket, catering request and subscriber (and every review's author) a customer the look-up finds.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { getResponse } from 'msw';
import { createFakeApi, createMemoryStorage, FakeDb, type FakeApi } from '@/dataProvider/fake';
import { seedOf } from '@/dataProvider/fake/db';
import { setSeedScale } from '@/dataProvider/fake/scale';
import { customerAt, customerIndexOfId, customerIndexOfPhone, mobileDigits } from '@/dataProvider/fake/seed/customers';
import { DAY_MS } from '@/dataProvider/fake/seed/common';
import {
  HOSTILE_TEXTS,
  JS_URL,
  XSS_IMG,
  XSS_SCRIPT,
  FORMULA_HYPERLINK,
  setHostileSeed,
} from '@/dataProvider/fake/seed/hostile';
import { cateringRequests } from '@/dataProvider/fake/seed/catering';
import { ordersOfDay } from '@/dataProvider/fake/seed/orders';
import { orderReviews } from '@/dataProvider/fake/seed/reviews';
import { settings } from '@/dataProvider/fake/seed/settings';
import { subscribers } from '@/dataProvider/fake/seed/subscribers';
import { tickets } from '@/dataProvider/fake/seed/tickets';
import { loyaltySettings } from '@/dataProvider/fake/seed/loyalty';
import { localDay } from '@/dataProvider/weeks';
import type { Customer, LoginResult } from '@/dataProvider/types';
// Every seeded collection, found as the fake finds its areas: a new one cannot be left out.
import { SEEDED_COLLECTIONS as COLLECTIONS } from './seedCollections';

/** What gives hostile text away, beyond the exact texts: markup, script links, bidi controls, formulas. */
const HOSTILE_SIGNS = [
  /<script/i,
  /onerror/i,
  /javascript:/i,
  /evil\.example/i,
  /=HYPERLINK/i,
  /__xss/,
  /[\u202A-\u202E\u2066-\u2069]/,
];

// Moments on this machine's clock, in its own time zone: "today" is the local day, as for the demo in a browser.
const A_SUNDAY_MORNING = new Date(2027, 2, 14, 10, 25).getTime();
const A_THURSDAY_EVENING = new Date(2027, 3, 22, 21, 40).getTime();
const JUST_AFTER_MIDNIGHT = new Date(2027, 0, 1, 0, 5).getTime();

const BASE = 'http://localhost/api/v1/';
/** A fake made as a page, a test or `npm run api` makes it, with its clock set. */
const fakeAt = (clock: number, options: { hostile?: boolean; scale?: number } = {}): FakeApi =>
  createFakeApi({ baseUrl: BASE, appOrigin: 'http://localhost', now: () => clock, ...options });

/** Every seeded record of every collection, as one text to search (as JSON: look for `asJson` of a text). */
const everySeedText = () => COLLECTIONS.map((def) => JSON.stringify(seedOf(def))).join('\n');
const asJson = (text: string) => JSON.stringify(text).slice(1, -1);

afterAll(() => {
  setHostileSeed(false);
  setSeedScale(1);
});

describe('the hostile records', () => {
  it('are nowhere in the default seed: no attack string in any collection or in the first customers', () => {
    fakeAt(A_SUNDAY_MORNING);
    expect(COLLECTIONS.length).toBeGreaterThanOrEqual(15);
    const text = everySeedText() + JSON.stringify(Array.from({ length: 100 }, (_, i) => customerAt(i)));
    expect(HOSTILE_TEXTS.filter((hostile) => text.includes(asJson(hostile)))).toEqual([]);
    expect(HOSTILE_SIGNS.filter((sign) => sign.test(text))).toEqual([]);
    // The settings that hold them with the switch keep plain values.
    const about = seedOf(settings).find((s) => s.key === 'about_link');
    expect(about?.value).toMatch(/^https:\/\//);
    expect(seedOf(loyaltySettings)[0].rewards.map((r) => r.name.en)).toEqual([
      'Drinks',
      'Desserts',
      'Main dishes',
      'Salads',
    ]);
  });

  it('come, every one of them, with the switch, in the places the README lists, on the same records', () => {
    fakeAt(A_SUNDAY_MORNING);
    const plain = new Map(COLLECTIONS.map((def) => [def.name, seedOf(def).map((record) => def.idOf(record))]));
    fakeAt(A_SUNDAY_MORNING, { hostile: true });
    const text = everySeedText();
    expect(HOSTILE_TEXTS.filter((hostile) => !text.includes(asJson(hostile)))).toEqual([]);
    // The switch changes text, never which records there are or their order.
    for (const def of COLLECTIONS)
      expect(
        seedOf(def).map((r) => def.idOf(r)),
        def.name,
      ).toEqual(plain.get(def.name));

    const newestTickets = seedOf(tickets).slice(-3);
    expect(newestTickets[0].customer.name).toContain(FORMULA_HYPERLINK);
    expect(newestTickets[1].customer.name).toContain(XSS_SCRIPT);
    expect(newestTickets[2].customer.name).not.toMatch(HOSTILE_SIGNS[0]);
    expect(seedOf(settings).find((s) => s.key === 'about_link')?.value).toBe(JS_URL);
    expect(seedOf(loyaltySettings)[0].rewards.find((r) => r.id === 'rw_salads')?.name.en).toContain(XSS_IMG);
    expect(customerAt(0).firstName).toBe(XSS_SCRIPT);
    expect(customerAt(1).firstName).toBe(FORMULA_HYPERLINK);
  });

  it('come with the switch at scale 10 too, and not without it', () => {
    for (const hostile of [false, true]) {
      fakeAt(A_SUNDAY_MORNING, { scale: 10, hostile });
      const text = [seedOf(tickets), seedOf(settings), seedOf(subscribers)]
        .map((rows) => JSON.stringify(rows))
        .join('\n');
      expect(seedOf(tickets)).toHaveLength(30_000);
      expect(HOSTILE_SIGNS.some((sign) => sign.test(text))).toBe(hostile);
    }
  });

  it('start from their own seed in a browser whose storage holds changes made with the switch the other way', () => {
    const storage = createMemoryStorage();
    setHostileSeed(true);
    const hostile = new FakeDb({ storage });
    hostile.table(settings).put({ key: 'about_link', value: 'https://example.com/changed' });
    hostile.flush();
    expect(new FakeDb({ storage }).table(settings).get('about_link')?.value).toBe('https://example.com/changed');
    setHostileSeed(false);
    expect(new FakeDb({ storage }).table(settings).get('about_link')?.value).toBe('https://example.com/about');
  });
});

describe("the seed's dates follow the clock", () => {
  for (const [name, clock] of [
    ['a Sunday morning', A_SUNDAY_MORNING],
    ['a Thursday evening', A_THURSDAY_EVENING],
    ['five minutes after midnight', JUST_AFTER_MIDNIGHT],
  ] as const) {
    it(`on ${name}: the newest ticket, catering request and order are from that day, none after the clock`, () => {
      const { db } = fakeAt(clock);
      const today = localDay(new Date(clock));
      const newest = (dates: string[]) => new Date(dates.reduce((a, b) => (a > b ? a : b)));
      for (const at of [
        newest(
          db
            .table(tickets)
            .all()
            .map((row) => row.createdAt),
        ),
        newest(
          db
            .table(cateringRequests)
            .all()
            .map((row) => row.createdAt),
        ),
        newest(
          db
            .table(orderReviews)
            .all()
            .map((row) => row.createdAt),
        ),
      ]) {
        expect(localDay(at)).toBe(today);
        expect(at.getTime()).toBeLessThanOrEqual(clock);
      }
      // The orders board opens on the clock's day: that day's orders, all dated on it.
      const orders = ordersOfDay(db, 'br_0001', today);
      expect(orders.length).toBeGreaterThan(0);
      expect(orders.every((order) => order.createdAt.startsWith(`${today}T`))).toBe(true);
    });
  }

  it('spread back from today: tickets over the 90 days before the hour it started in, in every one of those weeks', () => {
    const { db } = fakeAt(A_SUNDAY_MORNING);
    const started = new Date(A_SUNDAY_MORNING).setMinutes(0, 0, 0);
    const ages = db
      .table(tickets)
      .all()
      .map((t) => (started - Date.parse(t.createdAt)) / DAY_MS);
    expect(Math.max(...ages)).toBeLessThanOrEqual(90);
    expect(new Set(ages.map((age) => Math.floor(age / 7))).size).toBe(13);
  });

  it('are the same records for the same clock, and another day moves every date by the days between', () => {
    const build = (clock: number) => {
      fakeAt(clock);
      return tickets.seed();
    };
    const first = build(A_SUNDAY_MORNING);
    expect(JSON.stringify(build(A_SUNDAY_MORNING))).toBe(JSON.stringify(first));
    // 39 days later, at the same hour: the same tickets, each date 39 days on.
    const later = build(A_SUNDAY_MORNING + 39 * DAY_MS);
    const moved = (iso: string) => new Date(Date.parse(iso) + 39 * DAY_MS).toISOString();
    expect(later).toEqual(
      first.map((t) => ({
        ...t,
        createdAt: moved(t.createdAt),
        comments: t.comments.map((c) => ({ ...c, createdAt: moved(c.createdAt) })),
        ...(t.reopenedAt ? { reopenedAt: moved(t.reopenedAt) } : {}),
      })),
    );
  });
});

/** Asks the fake as the app does, without a server: msw answers the request from the fake's handlers. */
async function ask<T>(api: FakeApi, path: string, init: { method?: string; body?: unknown; token?: string } = {}) {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (init.token) headers.authorization = init.token;
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  const request = new Request(BASE + path, {
    method: init.method ?? 'GET',
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const response = await getResponse(api.handlers, request);
  return { status: response?.status, body: (await response?.json()) as T };
}

/** The people the demo's records name: a name with the phone (or customer id) it is given with. */
function peopleOnRecords() {
  return [
    ...seedOf(tickets).map((t) => ({ where: t.id, name: t.customer.name, phone: t.customer.phone })),
    ...seedOf(cateringRequests).map((r) => ({ where: r.id, name: r.contactName, phone: r.phone })),
    ...seedOf(subscribers).map((s) => ({ where: s.id, name: s.name, phone: s.mobile })),
  ];
}

describe('every phone on the records is a customer the look-up finds', () => {
  it('at scale 1: every ticket, catering and subscriber phone, through the look-up, with the name on the record', async () => {
    const api = fakeAt(A_SUNDAY_MORNING);
    const login = await ask<LoginResult>(api, 'system-user/login', {
      method: 'POST',
      body: { email: 'admin@example.com', password: 'demo1234' },
    });
    const people = peopleOnRecords();
    expect(people.length).toBe(3000 + 320 + 3000);
    const byPhone = new Map(people.map((person) => [person.phone, person]));
    const missed: string[] = [];
    for (const { where, name, phone } of byPhone.values()) {
      const found = await ask<Customer>(api, `users/getUserByPhoneNumber?phoneNumber=${encodeURIComponent(phone)}`, {
        token: login.body.token,
      });
      if (found.status !== 200 || `${found.body.firstName} ${found.body.lastName}` !== name) missed.push(where);
    }
    expect(missed).toEqual([]);
    // Each subscriber is a different customer.
    expect(new Set(seedOf(subscribers).map((s) => s.mobile)).size).toBe(3000);
  }, 60_000);

  it("at scale 1 and 10: every review's author is a seeded customer, under the name the review shows", () => {
    for (const scale of [1, 10]) {
      fakeAt(A_SUNDAY_MORNING, { scale });
      const wrong = seedOf(orderReviews).filter((review) => {
        const index = customerIndexOfId(review.userId);
        if (index === undefined) return true;
        const customer = customerAt(index);
        return `${customer.firstName} ${customer.lastName}` !== review.userName;
      });
      expect(wrong.map((review) => review.id)).toEqual([]);
    }
  });

  it("at scale 10: every phone is a customer's with the record's name, and a sample is found by the call", async () => {
    const api = fakeAt(A_SUNDAY_MORNING, { scale: 10 });
    const people = peopleOnRecords();
    expect(people.length).toBe(30_000 + 320 + 30_000);
    const wrong = people.filter(({ name, phone }) => {
      const index = customerIndexOfPhone(mobileDigits(phone) ?? '');
      if (index === undefined) return true;
      const customer = customerAt(index);
      return `${customer.firstName} ${customer.lastName}` !== name;
    });
    expect(wrong.map((person) => person.where)).toEqual([]);

    const login = await ask<LoginResult>(api, 'system-user/login', {
      method: 'POST',
      body: { email: 'admin@example.com', password: 'demo1234' },
    });
    for (const { phone } of people.filter((_, i) => i % 1000 === 0)) {
      const found = await ask<Customer>(api, `users/getUserByPhoneNumber?phoneNumber=${encodeURIComponent(phone)}`, {
        token: login.body.token,
      });
      expect(found.status, phone).toBe(200);
      expect(found.body.phone).toBe(phone);
    }
  }, 120_000);
});
