// An order's status as a function of time: new until the branch accepts it (at once with autoConfirm), cancelled if
// still new at its auto-cancel minutes (0: never), then accepted, out for fulfilment, delivered. Each order carries the
// minutes its own steps take (`Flow`); the status is read from them, the branch's rules now and the minutes since.
import type { Branch, Order, OrderStatus } from '../../types';

export type OrderRules = Pick<Branch, 'autoCancelAfterMinutes' | 'autoConfirm'>;

/** From the step before; Infinity for one that never comes. */
export interface Flow {
  accept: number;
  prepare: number;
  deliver: number;
  /** From accepted to cancelled by the branch (an item run out). */
  drop: number;
}

/** Shares by `fate` (0 to 1): orders the branch drops once accepted, those left waiting, the slow. */
const DROPPED_BELOW = 0.02;
const MISSED_BELOW = 0.04;
const SLOW_BELOW = 0.08;

/** Always four numbers drawn, so one order's draw never moves the next one's. */
export function kitchenFlow(fate: number, type: Order['type'], next: () => number): Flow {
  const [a, b, c, d] = [next(), next(), next(), next()];
  const accept =
    fate < DROPPED_BELOW || fate >= SLOW_BELOW
      ? 1 + Math.floor(a * a * 9)
      : fate < MISSED_BELOW
        ? 20 + Math.floor(a * 25)
        : 10 + Math.floor(a * 18);
  const prepare = 12 + Math.floor(b * 19);
  const collected = type === 'pickup' || type === 'carPickup';
  return {
    accept,
    prepare,
    deliver: collected ? 5 + Math.floor(c * 16) : 15 + Math.floor(c * 31),
    drop: fate < DROPPED_BELOW ? Math.floor(d * prepare) : Infinity,
  };
}

/** No one in the fake's kitchen takes a tester's order: it waits (late, then auto-cancelled) unless autoConfirm. */
export function placedFlow(type: Order['type'], next: () => number): Flow {
  return { ...kitchenFlow(1, type, next), accept: Infinity };
}

/** Infinity minutes: its day is over, its last status. */
export function statusAt(flow: Flow, rules: OrderRules, minutes: number): OrderStatus {
  const acceptedAt = rules.autoConfirm ? 0 : flow.accept;
  const cancelledAt = rules.autoCancelAfterMinutes > 0 ? rules.autoCancelAfterMinutes : Infinity;
  // Not taken in time: cancelled at the branch's minutes; at a branch that never cancels, new until its day is over.
  if (acceptedAt >= cancelledAt) return minutes < cancelledAt ? 'new' : 'cancelled';
  if (minutes < acceptedAt) return 'new';
  const since = minutes - acceptedAt;
  if (flow.drop < Infinity && since >= flow.drop) return 'cancelled';
  if (since < flow.prepare) return 'accepted';
  return since < flow.prepare + flow.deliver ? 'outForFulfillment' : 'delivered';
}
