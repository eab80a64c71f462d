// A branch's orders of a day, generated when asked for from the branch id and the day (40 branches × every day
// would be tens of thousands stored), so a day always gives the same orders; the clock says which are placed and
// how far along (orderFlow.ts). Only cancellations are stored (`orderChanges`), and testers' orders (`placedOrders`).
import type { Branch, Order, OrderStatus } from '../../types';
import { defineCollection, type FakeDb } from '../db';
import { addDays } from '../../weeks';
import { branches } from './branches';
import { FIRST_NAMED_CUSTOMER, customerContact, customerCount } from './customers';
import { kitchenFlow, placedFlow, statusAt, type Flow, type OrderRules } from './orderFlow';

/** A branch no longer there: its orders neither confirm nor cancel on their own. */
const NO_RULES: OrderRules = { autoCancelAfterMinutes: 0, autoConfirm: false };

export const orderChanges = defineCollection<Order>(
  'orderChanges',
  (order) => order.id,
  () => [],
);

export const placedOrders = defineCollection<Order>(
  'placedOrders',
  (order) => order.id,
  () => [],
);

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isDay(value: string): boolean {
  const match = DAY.exec(value);
  if (!match) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** mulberry32: a tiny deterministic generator, so orders need no shared faker state. */
function randomFrom(seedText: string): () => number {
  let seed = 0;
  for (const char of seedText) seed = (Math.imul(seed, 31) + char.charCodeAt(0)) | 0;
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const TYPES: Order['type'][] = ['delivery', 'delivery', 'delivery', 'pickup', 'carPickup', 'subscription'];

/** Orders by hour, Riyadh time: the late evening's tail until 02:00, closed until 07:00, then three meal peaks. */
const HOUR_WEIGHTS = [4, 2, 0, 0, 0, 0, 0, 4, 9, 12, 10, 8, 11, 11, 8, 5, 5, 6, 7, 9, 11, 11, 9, 6];
const WEIGHT_SUM = HOUR_WEIGHTS.reduce((sum, weight) => sum + weight, 0);

function minuteAt(share: number): number {
  let left = share * WEIGHT_SUM;
  for (const [hour, weight] of HOUR_WEIGHTS.entries()) {
    if (left < weight) return hour * 60 + Math.floor((left / weight) * 60);
    left -= weight;
  }
  return 23 * 60 + 59;
}

/** Thursday and Friday, the weekend eves and days in Saudi Arabia. */
export function isBusyDay(day: string): boolean {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return weekday === 4 || weekday === 5;
}

/** Order ids carry their branch and day, so a cancel finds the order without a lookup table. */
export function orderId(branchId: string, day: string, index: number): string {
  return `ord_${branchId}_${day.replace(/-/g, '')}_${String(index).padStart(4, '0')}`;
}

export function parseOrderId(id: string): { branchId: string; day: string } | null {
  const match = /^ord_(.+)_(\d{4})(\d{2})(\d{2})_\d{4}$/.exec(id);
  if (!match) return null;
  const day = `${match[2]}-${match[3]}-${match[4]}`;
  return isDay(day) ? { branchId: match[1], day } : null;
}

/** Readable and unique across branches and days: yymmdd, branch, running number. */
function orderNumber(branchId: string, day: string, index: number): number {
  const branchNumber = Number(branchId.replace(/\D/g, '')) || 0;
  const dayNumber = Number(day.replace(/-/g, '').slice(2));
  return Number(`${dayNumber}${String(branchNumber).padStart(3, '0')}${String(index).padStart(3, '0')}`);
}

/** A customer the phone look-up finds, under the same name: one of those other records name. */
const seededCustomer = (random: () => number) =>
  customerContact(FIRST_NAMED_CUSTOMER + Math.floor(random() * (customerCount() - FIRST_NAMED_CUSTOMER)));

const totalFrom = (random: () => number): number => Math.round((25 + random() * 275) * 4) / 4;

interface Scheduled {
  order: Omit<Order, 'status'>;
  placedAt: number;
  flow: Flow;
}

const countOf = (day: string, random: () => number): number =>
  isBusyDay(day) ? 300 + Math.floor(random() * 200) : 40 + Math.floor(random() * 80);

/** Drawn from the branch and the day only, each order after the earlier ones', so the clock only says where to stop. */
function daySchedule(branchId: string, day: string, until: number): Scheduled[] {
  const random = randomFrom(`${branchId}|${day}`);
  const flow = randomFrom(`${branchId}|${day}|flow`);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];
  const minutes = Array.from({ length: countOf(day, random) }, () => minuteAt(random())).sort((a, b) => a - b);
  const midnight = Date.parse(`${day}T00:00:00+03:00`);
  const schedule: Scheduled[] = [];
  for (const [index, minute] of minutes.entries()) {
    const placedAt = midnight + minute * 60_000;
    if (placedAt > until) break;
    const customer = seededCustomer(random);
    const fate = random();
    const time = `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
    const order = {
      id: orderId(branchId, day, index + 1),
      number: orderNumber(branchId, day, index + 1),
      branchId,
      userId: customer.id,
      customer: { name: customer.name, phone: customer.phone },
      total: totalFrom(random),
      type: pick(TYPES),
      createdAt: `${day}T${time}:00+03:00`,
    };
    schedule.push({ order, placedAt, flow: kitchenFlow(fate, order.type, flow) });
  }
  return schedule;
}

/** Infinity once the day is over (midnight in Riyadh), so a past day keeps only the orders' last statuses. */
const minutesOn = (day: string, placedAt: number, now: number): number =>
  Date.parse(`${addDays(day, 1)}T00:00:00+03:00`) <= now ? Infinity : (now - placedAt) / 60_000;

export function generatedOrders(branchId: string, day: string, now: number, rules: OrderRules): Order[] {
  return daySchedule(branchId, day, now).map(({ order, placedAt, flow }) => ({
    ...order,
    status: statusAt(flow, rules, minutesOn(day, placedAt, now)),
  }));
}

/** After every order of the day's schedule, those still to come included, so its id is never a generated order's. */
export function nextPlacedIndex(db: FakeDb, branchId: string, day: string): number {
  const placed = db
    .table(placedOrders)
    .all()
    .filter((order) => order.branchId === branchId && parseOrderId(order.id)?.day === day);
  return countOf(day, randomFrom(`${branchId}|${day}`)) + placed.length + 1;
}

function placedStatus(order: Order, rules: OrderRules, minutes: number): OrderStatus {
  return statusAt(placedFlow(order.type, randomFrom(`${order.id}|flow`)), rules, minutes);
}

/** A cancellation laid over an order wins over its status on the clock. */
export function ordersOfDay(db: FakeDb, branchId: string, day: string): Order[] {
  const now = db.now().getTime();
  const rules = db.table(branches).get(branchId) ?? NO_RULES;
  const changed = db.table(orderChanges);
  const placed = db
    .table(placedOrders)
    .all()
    .filter(
      (order) =>
        order.branchId === branchId && parseOrderId(order.id)?.day === day && Date.parse(order.createdAt) <= now,
    )
    .map((order) => ({
      ...order,
      status: placedStatus(order, rules, minutesOn(day, Date.parse(order.createdAt), now)),
    }));
  const generated = generatedOrders(branchId, day, now, rules);
  const orders =
    placed.length === 0
      ? generated
      : [...generated, ...placed].sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt));
  return orders.map((order) => changed.get(order.id) ?? order);
}

/** A moment on Riyadh's clock (UTC+3, no summer time), as ISO text without its zone. */
const onRiyadhClock = (at: number): string => new Date(at + 3 * 60 * 60 * 1000).toISOString().slice(0, 19);

export const riyadhDay = (at: number): string => onRiyadhClock(at).slice(0, 10);

const riyadhTime = (at: Date): string => `${onRiyadhClock(at.getTime())}+03:00`;

/** Drawn from the branch, the day and the index, so the same call on the same data gives the same order. */
export function placedOrder(branch: Branch, day: string, index: number, at: Date): Order {
  const random = randomFrom(`${branch.sk}|${day}|placed|${index}`);
  const offered = TYPES.filter((type) => branch.services[type]);
  const types = offered.length > 0 ? offered : TYPES;
  const customer = seededCustomer(random);
  return {
    id: orderId(branch.sk, day, index),
    number: orderNumber(branch.sk, day, index),
    branchId: branch.sk,
    userId: customer.id,
    customer: { name: customer.name, phone: customer.phone },
    total: totalFrom(random),
    status: 'new',
    type: types[Math.floor(random() * types.length)],
    createdAt: riyadhTime(at),
  };
}
