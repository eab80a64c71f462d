// The chain's orders of a day as the Today screen counts them: per branch, the board's three columns and its late
// orders by the board's own rule. A branch is summed as its orders arrive, so 400 branches never make one long task.
import type { Order } from '@/dataProvider/types';
import { BOARD_STATUSES } from '@/resources/branches/newOrders';
import { isLate, waitedMinutes, WAITING_STATUSES } from '@/resources/branches/orderTimes';

export type BoardStatus = (typeof BOARD_STATUSES)[number];
export type ColumnCounts = Record<BoardStatus, number>;

export interface BranchOrders {
  branchId: string;
  columns: ColumnCounts;
  late: number;
  /** The longest wait of an order not yet sent out, in minutes; 0 with none waiting. */
  longestWait: number;
}

export const noColumns = (): ColumnCounts => ({ new: 0, accepted: 0, outForFulfillment: 0 });

const isBoardStatus = (status: Order['status']): status is BoardStatus =>
  (BOARD_STATUSES as readonly string[]).includes(status);

/** Adds orders to their branches' counts (a branch read in several pages is added to, not replaced). */
export function addOrders(byBranch: Map<string, BranchOrders>, orders: readonly Order[], now: number): void {
  for (const order of orders) {
    if (!isBoardStatus(order.status)) continue;
    let branch = byBranch.get(order.branchId);
    if (!branch) {
      branch = { branchId: order.branchId, columns: noColumns(), late: 0, longestWait: 0 };
      byBranch.set(order.branchId, branch);
    }
    branch.columns[order.status] += 1;
    if (isLate(order, now)) branch.late += 1;
    if (WAITING_STATUSES.includes(order.status))
      branch.longestWait = Math.max(branch.longestWait, waitedMinutes(order, now));
  }
}

/** Branches with late orders first (most late, then longest wait), then the busiest boards. */
export function rankBranches(branches: Iterable<BranchOrders>): BranchOrders[] {
  const onBoard = (b: BranchOrders) => b.columns.new + b.columns.accepted + b.columns.outForFulfillment;
  return [...branches].sort(
    (a, b) =>
      Number(b.late > 0) - Number(a.late > 0) ||
      b.late - a.late ||
      b.longestWait - a.longestWait ||
      onBoard(b) - onBoard(a) ||
      a.branchId.localeCompare(b.branchId),
  );
}

export interface ChainTotals {
  columns: ColumnCounts;
  late: number;
  lateBranches: number;
}

export function chainTotals(branches: Iterable<BranchOrders>): ChainTotals {
  const totals: ChainTotals = { columns: noColumns(), late: 0, lateBranches: 0 };
  for (const branch of branches) {
    for (const status of BOARD_STATUSES) totals.columns[status] += branch.columns[status];
    totals.late += branch.late;
    if (branch.late > 0) totals.lateBranches += 1;
  }
  return totals;
}
