// The Today screen's counting: the chain's board summed branch by branch, late branches first; the promotions'
// windows around today; the read that stops at the first record past its window; at most N calls at once.
import { describe, expect, it } from 'vitest';
import type { Order } from '@/dataProvider/types';
import { addOrders, chainTotals, rankBranches, type BranchOrders } from '@/resources/today/chainOrders';
import { promotionWindows, type Promotion } from '@/resources/today/promotionWindows';
import { readWhile } from '@/resources/today/readWhile';
import { atMostAtOnce } from '@/resources/today/atMostAtOnce';
import type { DataProvider } from 'react-admin';

const NOW = Date.parse('2026-11-23T19:00:00+03:00');
const minutesAgo = (minutes: number) => new Date(NOW - minutes * 60_000).toISOString();

let number = 0;
const order = (branchId: string, status: Order['status'], waited: number): Order => ({
  id: `o${++number}`,
  number,
  branchId,
  userId: 'cus_1',
  customer: { name: 'A', phone: '+966500000000' },
  total: 10,
  status,
  type: 'pickup',
  createdAt: minutesAgo(waited),
});

describe('the chain’s orders', () => {
  it('counts each branch’s columns, its late orders (new for 15 minutes) and its longest wait, across pages', () => {
    const byBranch = new Map<string, BranchOrders>();
    addOrders(byBranch, [order('a', 'new', 14), order('a', 'new', 15), order('a', 'accepted', 40)], NOW);
    // A second page of the same branch adds to it; delivered and cancelled orders are off the board.
    addOrders(
      byBranch,
      [order('a', 'outForFulfillment', 90), order('a', 'delivered', 99), order('b', 'cancelled', 5)],
      NOW,
    );
    expect(byBranch.get('a')).toEqual({
      branchId: 'a',
      columns: { new: 2, accepted: 1, outForFulfillment: 1 },
      late: 1,
      // Out for fulfillment no longer waits on the branch: the longest wait is the accepted order's.
      longestWait: 40,
    });
    expect(byBranch.has('b')).toBe(false);
  });

  it('puts branches with late orders first, most late then longest wait, and sums the chain', () => {
    const byBranch = new Map<string, BranchOrders>();
    addOrders(
      byBranch,
      [
        order('calm', 'accepted', 50),
        order('calm', 'accepted', 50),
        order('oneLate', 'new', 20),
        order('twoLate', 'new', 16),
        order('twoLate', 'new', 17),
        order('oneLateLonger', 'new', 80),
      ],
      NOW,
    );
    expect(rankBranches(byBranch.values()).map((b) => b.branchId)).toEqual([
      'twoLate',
      'oneLateLonger',
      'oneLate',
      'calm',
    ]);
    expect(chainTotals(byBranch.values())).toEqual({
      columns: { new: 4, accepted: 2, outForFulfillment: 0 },
      late: 4,
      lateBranches: 3,
    });
  });
});

const promotion = (id: string, start: string, end: string): Promotion => ({
  kind: 'promoCode',
  id,
  label: id,
  address: `/promoCodes/${id}`,
  start,
  end,
});

describe('the promotions’ windows', () => {
  it('takes starts and ends from today to six days on, and ends of yesterday, each in day order', () => {
    const today = '2026-11-23';
    const windows = promotionWindows(
      [
        promotion('STARTS_TODAY', '2026-11-23', '2026-12-30'),
        promotion('STARTS_SUNDAY', '2026-11-29', '2026-12-30'),
        promotion('STARTS_TOO_LATE', '2026-11-30', '2026-12-30'),
        promotion('ENDS_FRIDAY', '2026-11-01', '2026-11-27'),
        promotion('ENDED_YESTERDAY', '2026-11-01', '2026-11-22'),
        promotion('ENDED_BEFORE', '2026-11-01', '2026-11-21'),
        promotion('STARTED_BEFORE', '2026-11-22', '2026-12-30'),
      ],
      today,
    );
    expect(windows.starting.map((p) => p.id)).toEqual(['STARTS_TODAY', 'STARTS_SUNDAY']);
    expect(windows.ending.map((p) => p.id)).toEqual(['ENDS_FRIDAY']);
    expect(windows.endedYesterday.map((p) => p.id)).toEqual(['ENDED_YESTERDAY']);
  });
});

describe('reading a sorted list up to its window’s end', () => {
  it('stops at the first record past it, without asking the next page', async () => {
    const rows = Array.from({ length: 250 }, (_, i) => ({ id: i, day: 1000 - i }));
    const pages: number[] = [];
    const dataProvider = {
      getList: async (_resource: string, { pagination }: { pagination: { page: number; perPage: number } }) => {
        pages.push(pagination.page);
        const start = (pagination.page - 1) * pagination.perPage;
        return { data: rows.slice(start, start + pagination.perPage), total: rows.length };
      },
    } as unknown as DataProvider;
    const kept = await readWhile<{ id: number; day: number }>(
      dataProvider,
      'x',
      { sort: { field: 'day', order: 'DESC' } },
      (row) => row.day < 880,
    );
    expect(kept.map((row) => row.day)).toEqual(Array.from({ length: 121 }, (_, i) => 1000 - i));
    expect(pages).toEqual([1, 2]);
  });
});

describe('calls a few at a time', () => {
  it('never runs more than the limit at once, and stops starting calls after a failure', async () => {
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const task = async (n: number) => {
      started.push(n);
      most = Math.max(most, ++running);
      await new Promise((resolve) => setTimeout(resolve, 1));
      running -= 1;
      if (n === 5) throw new Error('failed');
    };
    await expect(atMostAtOnce([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], 4, task)).rejects.toThrow('failed');
    expect(most).toBe(4);
    expect(started.length).toBeLessThan(12);
  });
});
