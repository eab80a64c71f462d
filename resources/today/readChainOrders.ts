// Every active branch's orders of a day still on its board: through the contract's optional `GET orders` when the
// backend answers it, else one call per branch, a few at a time. A 404 of the chain-wide call is remembered for the
// tab's session, as the backend will not grow it meanwhile.
import type { DataProvider } from 'react-admin';
import type { AppDataProvider } from '@/dataProvider';
import { ApiError, showError } from '@/dataProvider/http';
import type { Order } from '@/dataProvider/types';
import { atMostAtOnce } from './atMostAtOnce';
import { BOARD_STATUSES } from '@/resources/branches/newOrders';
import {
  addOrders,
  chainTotals,
  rankBranches,
  noColumns,
  type BoardStatus,
  type BranchOrders,
  type ChainTotals,
} from './chainOrders';

/** Of a browser's six connections to an origin, two stay for the other cards (README, "Many rows at once"). */
export const CALLS_AT_ONCE = 4;
export const CHAIN_PAGE = 1000;
export const NO_CHAIN_CALL_KEY = 'today.noChainOrdersCall';

export interface ChainOrders {
  branches: BranchOrders[];
  totals: ChainTotals;
  via: 'chain' | 'branches';
}

/** How far a read has come: branches read (per-branch calls) or orders read (the chain-wide call). */
export interface ReadProgress {
  read: number;
  of: number;
  unit: 'branches' | 'orders';
}

export interface ReadChainOrders {
  dataProvider: AppDataProvider;
  branchIds: readonly string[];
  day: string;
  now: number;
  onProgress: (progress: ReadProgress) => void;
  signal?: AbortSignal;
}

const chainCallAbsent = () => sessionStorage.getItem(NO_CHAIN_CALL_KEY) === '1';

/** Once per board column (its `status` filter): a busy evening's delivered and cancelled orders are never read. */
async function readThroughChainCall(
  { dataProvider, day, now, onProgress, signal }: ReadChainOrders,
  byBranch: Map<string, BranchOrders>,
): Promise<boolean> {
  const page = async (status: BoardStatus, n: number) => {
    try {
      return await (dataProvider as DataProvider).getList<Order>('orders', {
        pagination: { page: n, perPage: CHAIN_PAGE },
        sort: { field: 'createdAt', order: 'ASC' },
        filter: { day, status },
        // Silent: a 404 is no failure here; any other is told as every failed call is.
        meta: { silent: true },
        signal,
      });
    } catch (error) {
      if (error instanceof ApiError && error.status !== 404) showError(error.message);
      throw error;
    }
  };
  let firsts;
  try {
    firsts = await Promise.all(BOARD_STATUSES.map((status) => page(status, 1)));
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 404)) throw error;
    sessionStorage.setItem(NO_CHAIN_CALL_KEY, '1');
    return false;
  }
  const total = firsts.reduce((sum, first) => sum + (first.total ?? first.data.length), 0);
  let read = 0;
  const add = (orders: Order[]) => {
    addOrders(byBranch, orders, now);
    read += orders.length;
    onProgress({ read: Math.min(read, total), of: total, unit: 'orders' });
  };
  firsts.forEach((first) => add(first.data));
  const rest = BOARD_STATUSES.flatMap((status, i) =>
    Array.from({ length: Math.ceil((firsts[i].total ?? 0) / CHAIN_PAGE) - 1 }, (_, n) => [status, n + 2] as const),
  );
  await atMostAtOnce(rest, CALLS_AT_ONCE, async ([status, n]) => add((await page(status, n)).data));
  return true;
}

async function readBranchByBranch(
  { dataProvider, branchIds, day, now, onProgress }: ReadChainOrders,
  byBranch: Map<string, BranchOrders>,
): Promise<void> {
  let read = 0;
  onProgress({ read, of: branchIds.length, unit: 'branches' });
  await atMostAtOnce(branchIds, CALLS_AT_ONCE, async (id) => {
    const { data } = await dataProvider.actionList<Order>('branches', { action: 'orders', id, data: { day } });
    addOrders(byBranch, data, now);
    read += 1;
    onProgress({ read, of: branchIds.length, unit: 'branches' });
  });
}

export async function readChainOrders(params: ReadChainOrders): Promise<ChainOrders> {
  const byBranch = new Map<string, BranchOrders>();
  const viaChain = !chainCallAbsent() && (await readThroughChainCall(params, byBranch));
  if (!viaChain) await readBranchByBranch(params, byBranch);
  // Every active branch has its row, an empty board too; orders of a branch no longer active are left out.
  const branches = params.branchIds.map(
    (branchId) => byBranch.get(branchId) ?? { branchId, columns: noColumns(), late: 0, longestWait: 0 },
  );
  return { branches: rankBranches(branches), totals: chainTotals(branches), via: viaChain ? 'chain' : 'branches' };
}
