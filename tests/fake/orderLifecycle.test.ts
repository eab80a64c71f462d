/**
 * Orders move on as the fake's clock runs, as a backend moves them (dataProvider/API.md, "The status of an order"):
 * never new past their branch's auto-cancel minutes (cancelled then), accepted at once where the branch confirms
 * automatically, then out for fulfilment and delivered within a kitchen's minutes; a day that is over keeps only
 * delivered and cancelled orders, and a board at any hour has a handful waiting and few late. The clock is set:
 * a busy Thursday, 2026-11-26.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { Branch, Order } from '@/dataProvider/types';
import { isLate } from '@/resources/branches/orderTimes';
import { call, serveFakeForThisFile, signIn } from '../contract/fakeApi';

const DAY = '2026-11-26';
const at = (time: string) => Date.parse(`${DAY}T${time}:00+03:00`);
let clock = at('13:00');
serveFakeForThisFile({ now: () => clock });

let admin: string;
beforeEach(async () => {
  clock = at('13:00');
  admin = await signIn('admin@example.com');
});

const branch = async (id: string) => (await call<Branch>(`Branches/${id}`, { token: admin })).body;
const ordersOf = async (id: string, day = DAY) =>
  (await call<Order[]>(`Branches/${id}/orders?day=${day}`, { token: admin })).body;
const minutesWaited = (order: Order) => (clock - Date.parse(order.createdAt)) / 60_000;
const placeOrder = async (branchId: string) =>
  (await call<Order>('__fake/orders', { method: 'POST', token: admin, body: { branchId } })).body;
const statusOf = async (order: Order) => (await ordersOf(order.branchId)).find((o) => o.id === order.id)?.status;
const MOMENTS = ['00:40', '08:15', '12:30', '13:05', '19:45', '21:30', '23:50'];

describe("an order's status follows its branch's rules and the clock", () => {
  it('is never new past its branch’s auto-cancel minutes, at any moment of the day, at a branch of each limit', async () => {
    // br_0001 cancels after 10 minutes, br_0006 after 15, br_0003 after 20, br_0004 after 30.
    for (const id of ['br_0001', 'br_0006', 'br_0003', 'br_0004']) {
      const { autoCancelAfterMinutes: limit } = await branch(id);
      let cancelled = 0;
      for (const moment of MOMENTS) {
        clock = at(moment);
        const orders = await ordersOf(id);
        const overdue = orders.filter((o) => o.status === 'new' && minutesWaited(o) >= limit);
        expect(overdue, `${id} at ${moment}: new for ${limit} minutes or more`).toEqual([]);
        cancelled = orders.filter((o) => o.status === 'cancelled').length;
      }
      expect(cancelled, `${id}: some orders cancelled by the end of the day`).toBeGreaterThan(0);
    }
  });

  it('cancels an order placed now once it has waited its branch’s minutes, and keeps it new before', async () => {
    const placed = await placeOrder('br_0003');
    expect(placed.status).toBe('new');
    clock += 19 * 60_000;
    expect(await statusOf(placed)).toBe('new');
    clock += 60_000;
    expect(await statusOf(placed)).toBe('cancelled');
  });

  it('shows no order new at a branch that confirms automatically, a placed one included', async () => {
    expect((await branch('br_0008')).autoConfirm).toBe(true);
    expect((await placeOrder('br_0008')).status).toBe('accepted');
    for (const moment of MOMENTS) {
      clock = at(moment);
      const orders = await ordersOf('br_0008');
      expect(orders.length).toBeGreaterThan(0);
      expect(
        orders.filter((o) => o.status === 'new'),
        `br_0008 at ${moment}`,
      ).toEqual([]);
    }
  });

  it('moves orders on as the clock runs: those accepted at 13:00 are out or delivered 40 minutes on', async () => {
    const before = await ordersOf('br_0004');
    const accepted = before.filter((o) => o.status === 'accepted');
    expect(accepted.length).toBeGreaterThan(0);
    clock += 40 * 60_000;
    const after = new Map((await ordersOf('br_0004')).map((o) => [o.id, o.status]));
    for (const order of accepted) {
      expect(['outForFulfillment', 'delivered', 'cancelled'], order.id).toContain(after.get(order.id));
    }
    expect(accepted.some((o) => after.get(o.id) === 'delivered')).toBe(true);
    // And what was placed in those 40 minutes is on the day now.
    expect(after.size).toBeGreaterThan(before.length);
  });

  it('never auto-cancels where the branch’s minutes are 0, and a staff cancel wins over the clock', async () => {
    const current = await branch('br_0003');
    await call('Branches/br_0003', { method: 'PUT', token: admin, body: { ...current, autoCancelAfterMinutes: 0 } });
    const placed = await placeOrder('br_0003');
    clock += 3 * 60 * 60_000;
    expect(await statusOf(placed)).toBe('new');

    const accepted = (await ordersOf('br_0001')).find((o) => o.status === 'accepted');
    if (!accepted) throw new Error('br_0001 should have an accepted order at 16:00');
    const cancel = await call<Order>('orders/cancel', {
      method: 'PUT',
      token: admin,
      body: { orderId: accepted.id, userId: accepted.userId },
    });
    expect(cancel.body.status).toBe('cancelled');
    clock += 60 * 60_000;
    expect(await statusOf(accepted)).toBe('cancelled');
  });

  it('keeps only delivered and cancelled orders on a day that is over, about one in sixteen cancelled', async () => {
    const all = (await call<Branch[]>('Branches', { token: admin })).body;
    const statuses = (await Promise.all(all.map((b) => ordersOf(b.sk, '2026-11-25')))).flat().map((o) => o.status);
    expect(new Set(statuses)).toEqual(new Set(['delivered', 'cancelled']));
    const share = statuses.filter((s) => s === 'cancelled').length / statuses.length;
    expect(share).toBeGreaterThan(0.02);
    expect(share).toBeLessThan(0.12);
  });

  it('gives every open branch a handful of orders waiting at lunch and dinner, and the chain only a few late', async () => {
    const open = (await call<Branch[]>('Branches', { token: admin })).body.filter(
      (b) => b.status === 'active' && !b.archived,
    );
    for (const moment of ['13:05', '21:30']) {
      clock = at(moment);
      const days = await Promise.all(open.map((b) => ordersOf(b.sk)));
      const waiting = days.map((orders) => orders.filter((o) => ['new', 'accepted'].includes(o.status)).length);
      expect(Math.min(...waiting), `the fewest waiting at a branch at ${moment}`).toBeGreaterThan(0);
      expect(Math.max(...waiting), `the most waiting at a branch at ${moment}`).toBeLessThan(40);
      const late = days.flat().filter((o) => isLate(o, clock)).length;
      expect(late, `late orders across the chain at ${moment}`).toBeLessThanOrEqual(6);
    }
  });
});
