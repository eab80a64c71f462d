// A day's orders of every branch are gathered once per query and kept until an order or a branch changes or the
// minute turns, so paging through 400 branches is a slice, as a real server's index makes it.
import type { Order } from '../../types';
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

function positive(text: string | null, fallback: number): number {
  const n = Number(text);
  return Number.isInteger(n) && n >= 1 ? n : fallback;
}

export function chainOrdersPages(db: FakeDb, ordersOfDay: (day: string) => Order[]) {
  const kept = new Map<string, Order[]>();
  let gathered: { key: string; orders: Order[] } | undefined;
  return {
    page(url: URL, day: string): Page<Order> {
      const params = new URLSearchParams(url.searchParams);
      params.delete('page');
      params.delete('limit');
      params.sort();
      const versions = [db.table(branches).version, db.table(orderChanges).version, db.table(placedOrders).version];
      const key = `${params.toString()}|${versions.join('.')}|${Math.floor(Date.now() / 60_000)}`;
      let rows = kept.get(key);
      if (!rows) {
        // The day's orders gathered once for the status filters the Today screen asks one after the other.
        const dayKey = `${day}|${key.split('|').slice(1).join('|')}`;
        if (gathered?.key !== dayKey) gathered = { key: dayKey, orders: ordersOfDay(day) };
        const all = new URL(url);
        all.searchParams.set('page', '1');
        all.searchParams.set('limit', String(Number.MAX_SAFE_INTEGER));
        rows = pageOf(gathered.orders, all, SPEC).data;
        if (kept.size >= QUERIES_KEPT) kept.delete(kept.keys().next().value ?? '');
        kept.set(key, rows);
      }
      const limit = positive(url.searchParams.get('limit'), 25);
      const page = positive(url.searchParams.get('page'), 1);
      return { data: rows.slice((page - 1) * limit, page * limit), total: rows.length };
    },
  };
}
