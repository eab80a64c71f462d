// The pages of `GET orders` (every branch's orders of a day): the day is gathered once, a few branches at a time,
// and kept by status until an order or a branch changes or the minute turns, as a real server's index keeps it.
import type { Order, OrderStatus } from '../../types';
import type { FakeDb } from '../db';
import { pageOf, type Page, type PageSpec } from '../paging';
import { branches } from '../seed/branches';
import { orderChanges, placedOrders } from '../seed/orders';

const SPEC: PageSpec<Order> = {
  searchIn: (order) => [String(order.number), order.customer.name],
  filters: ['status', 'branchId'],
  defaultSort: 'createdAt',
  defaultOrder: 'ASC',
};
const QUERIES_KEPT = 8;
/** The in-browser fake runs on the page's thread: a slice of branches, then the page's turn, no long task. */
const BRANCHES_A_SLICE = 10;

type ByStatus = Map<OrderStatus, Order[]>;

function positive(text: string | null, fallback: number): number {
  const n = Number(text);
  return Number.isInteger(n) && n >= 1 ? n : fallback;
}

const pageTurn = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function gather(branchIds: readonly string[], ordersOf: (branchId: string) => Order[]): Promise<ByStatus> {
  const byStatus: ByStatus = new Map();
  for (let i = 0; i < branchIds.length; i += 1) {
    if (i > 0 && i % BRANCHES_A_SLICE === 0) await pageTurn();
    for (const order of ordersOf(branchIds[i])) {
      const list = byStatus.get(order.status);
      if (list) list.push(order);
      else byStatus.set(order.status, [order]);
    }
  }
  return byStatus;
}

export function chainOrdersPages(db: FakeDb, ordersOf: (branchId: string, day: string) => Order[]) {
  const kept = new Map<string, Order[]>();
  let gathered: { key: string; orders: Promise<ByStatus> } | undefined;
  return {
    async page(url: URL, day: string): Promise<Page<Order>> {
      const params = new URLSearchParams(url.searchParams);
      params.delete('page');
      params.delete('limit');
      params.sort();
      const versions = [db.table(branches).version, db.table(orderChanges).version, db.table(placedOrders).version];
      const dataKey = `${versions.join('.')}|${Math.floor(Date.now() / 60_000)}`;
      const key = `${params.toString()}|${dataKey}`;
      let rows = kept.get(key);
      if (!rows) {
        // Shared by the status filters the Today screen asks at once.
        if (gathered?.key !== `${day}|${dataKey}`) {
          const ids = db
            .table(branches)
            .all()
            .map((branch) => branch.sk);
          gathered = { key: `${day}|${dataKey}`, orders: gather(ids, (branchId) => ordersOf(branchId, day)) };
        }
        const byStatus = await gathered.orders;
        const statuses = url.searchParams.getAll('status').filter((status) => status !== '');
        const candidates = statuses.length
          ? statuses.flatMap((status) => byStatus.get(status as OrderStatus) ?? [])
          : [...byStatus.values()].flat();
        const all = new URL(url);
        all.searchParams.set('page', '1');
        all.searchParams.set('limit', String(Number.MAX_SAFE_INTEGER));
        rows = pageOf(candidates, all, SPEC).data;
        if (kept.size >= QUERIES_KEPT) kept.delete(kept.keys().next().value ?? '');
        kept.set(key, rows);
      }
      const limit = positive(url.searchParams.get('limit'), 25);
      const page = positive(url.searchParams.get('page'), 1);
      return { data: rows.slice((page - 1) * limit, page * limit), total: rows.length };
    },
  };
}
