/** How long the board's orders have waited, and when waiting becomes late. */
import type { Order, OrderStatus } from '@/dataProvider/types';

/** An order still "New" this many minutes after it was placed is late: its card says so in words. */
export const LATE_AFTER_MINUTES = 15;

/** The statuses whose cards count the wait: the branch has not sent these orders out yet. */
export const WAITING_STATUSES: readonly OrderStatus[] = ['new', 'accepted'];

/** Whole minutes since the order was placed; 0 for a moment ahead of this clock (the server's may run ahead). */
export const waitedMinutes = (order: Order, now: number): number =>
  Math.max(0, Math.floor((now - Date.parse(order.createdAt)) / 60_000));

export const isLate = (order: Order, now: number): boolean =>
  order.status === 'new' && waitedMinutes(order, now) >= LATE_AFTER_MINUTES;
