/**
 * A branch's orders for a day. They are not stored up front (40 branches × every day would be tens of
 * thousands): each branch+day is generated when asked for, from a seed made of the branch id and the
 * day, so the same day always gives the same orders, whatever "today" is. Thursdays and Fridays are
 * busy (several hundred orders), other days lighter. Only changed orders (cancellations) are stored,
 * in the `orderChanges` collection, and laid over the generated ones.
 */
import type { Order, OrderStatus } from '../../types';
import { defineCollection } from '../db';
import { FIRST_NAMES, LAST_NAMES, saudiMobile } from './common';

/** A changed order, stored whole: it replaces the generated one with the same id. */
export const orderChanges = defineCollection<Order>(
  'orderChanges',
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

/** Cumulative shares of the statuses of a day's orders. */
const STATUS_SHARES: [OrderStatus, number][] = [
  ['new', 0.15],
  ['accepted', 0.35],
  ['outForFulfillment', 0.5],
  ['delivered', 0.93],
  ['cancelled', 1],
];
const TYPES: Order['type'][] = ['delivery', 'delivery', 'delivery', 'pickup', 'carPickup', 'subscription'];

/** Thursday and Friday (weekend eves and days in Saudi Arabia) are the busy days. */
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

/** The generated orders of one branch on one day (`YYYY-MM-DD`), oldest first. */
export function generatedOrders(branchId: string, day: string): Order[] {
  const random = randomFrom(`${branchId}|${day}`);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];
  const count = isBusyDay(day) ? 300 + Math.floor(random() * 200) : 40 + Math.floor(random() * 80);
  const branchNumber = Number(branchId.replace(/\D/g, '')) || 0;
  const dayNumber = Number(day.replace(/-/g, '').slice(2));
  const minutes = Array.from({ length: count }, () => 10 * 60 + Math.floor(random() * 13 * 60)).sort((a, b) => a - b);
  return minutes.map((minute, index) => {
    const first = pick(FIRST_NAMES);
    const last = pick(LAST_NAMES);
    const share = random();
    const status = STATUS_SHARES.find(([, upTo]) => share < upTo)?.[0] ?? 'delivered';
    const time = `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
    return {
      id: orderId(branchId, day, index + 1),
      // Readable and unique across branches and days: yymmdd, branch, running number.
      number: Number(`${dayNumber}${String(branchNumber).padStart(3, '0')}${String(index + 1).padStart(3, '0')}`),
      branchId,
      userId: `cus_${Math.floor(random() * 90000 + 10000)}`,
      customer: {
        name: `${first.en} ${last.en}`,
        phone: saudiMobile(String(Math.floor(random() * 1e8)).padStart(8, '0')),
      },
      total: Math.round((25 + random() * 275) * 4) / 4,
      status,
      type: pick(TYPES),
      createdAt: `${day}T${time}:00+03:00`,
    };
  });
}
