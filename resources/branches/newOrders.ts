/**
 * Which orders on a branch's board of one day are new to the staff member: those a refresh brought that the board
 * had not listed before, until they are acknowledged. Kept in this tab's sessionStorage, per branch and day, so a
 * mark outlives a switch of tab or a reload and is never shown again once seen; another tab keeps its own.
 */
import { useCallback, useEffectEvent, useLayoutEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import type { Order, OrderStatus } from '@/dataProvider/types';

/** The columns of the board: delivered and cancelled orders leave it, and are never counted as new. */
export const BOARD_STATUSES = ['new', 'accepted', 'outForFulfillment'] as const satisfies readonly OrderStatus[];
const onBoard = (order: Order) => (BOARD_STATUSES as readonly OrderStatus[]).includes(order.status);

interface DayMarks {
  /** Every order id of the day's last answer. */
  listed: string[];
  /** Those marked new and not acknowledged yet. */
  unseen: string[];
  /** How many the last refresh that brought any brought, and how many such refreshes there were. */
  arrived: number;
  arrivals: number;
}

const NONE: DayMarks = { listed: [], unseen: [], arrived: 0, arrivals: 0 };
const storageKey = (branchId: string, day: string) => `orders-board:${branchId}:${day}`;

// Where sessionStorage is refused (a private window's quota), the marks live as long as the page.
const fallback = new Map<string, string>();
const listeners = new Set<() => void>();
const parsed = new Map<string, { raw: string | null; marks: DayMarks }>();

function readRaw(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return fallback.get(key) ?? null;
  }
}

/** The stored marks, the same object while the stored text is the same (useSyncExternalStore compares them). */
function marksOf(key: string): DayMarks {
  const raw = readRaw(key);
  const hit = parsed.get(key);
  if (hit && hit.raw === raw) return hit.marks;
  let marks = NONE;
  try {
    if (raw) marks = { ...NONE, ...(JSON.parse(raw) as Partial<DayMarks>) };
  } catch {
    // An unreadable entry counts as none: the next answer writes a good one.
  }
  parsed.set(key, { raw, marks });
  return marks;
}

function writeMarks(key: string, marks: DayMarks): void {
  const raw = JSON.stringify(marks);
  if (raw === readRaw(key)) return;
  try {
    sessionStorage.setItem(key, raw);
  } catch {
    fallback.set(key, raw);
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Takes each answer of the board's query. The day's opening (the board shown, or another day picked) marks nothing,
 * up to and including the first answer fetched for it (a remembered answer may show first); each later answer
 * marks the orders not listed before, and calls `onArrival` with their number.
 */
export function useNewOrders(
  branchId: string | undefined,
  day: string,
  query: { data: Order[] | undefined; isFetching: boolean },
  onArrival: (count: number) => void,
) {
  const key = storageKey(branchId ?? '', day);
  const marks = useSyncExternalStore(subscribe, () => marksOf(key));
  const shown = useRef<{ key: string; open: boolean } | null>(null);
  const arrive = useEffectEvent(onArrival);
  const { data: orders, isFetching } = query;

  // Before paint, so a new order never shows for a frame without its mark.
  useLayoutEffect(() => {
    if (!branchId) return;
    if (shown.current?.key !== key) shown.current = { key, open: false };
    if (!orders) return;
    const opening = !shown.current.open;
    if (!isFetching) shown.current.open = true;
    const before = marksOf(key);
    const listed = new Set(before.listed);
    const arrived = opening ? [] : orders.filter((order) => onBoard(order) && !listed.has(order.id)).map((o) => o.id);
    const ids = new Set(orders.map((order) => order.id));
    writeMarks(key, {
      listed: [...ids],
      unseen: [...before.unseen.filter((id) => ids.has(id)), ...arrived],
      arrived: arrived.length > 0 ? arrived.length : before.arrived,
      arrivals: before.arrivals + (arrived.length > 0 ? 1 : 0),
    });
    if (arrived.length > 0) arrive(arrived.length);
  }, [branchId, key, orders, isFetching]);

  const acknowledge = useCallback(
    (id: string) => {
      const now = marksOf(key);
      writeMarks(key, { ...now, unseen: now.unseen.filter((unseen) => unseen !== id) });
    },
    [key],
  );
  const unseen = useMemo(() => new Set(marks.unseen), [marks.unseen]);
  const unseenOnBoard = (orders ?? []).filter((order) => onBoard(order) && unseen.has(order.id)).length;
  return { unseen, unseenOnBoard, arrived: marks.arrived, arrivals: marks.arrivals, acknowledge };
}
