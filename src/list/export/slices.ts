/**
 * How long the writing holds the page before it lets a click, a key or a paint through: well under the 50 ms
 * a browser counts as a long task. A slice's length follows from it (a row's columns may translate or format).
 */
export const SLICE_MS = 12;

interface Scheduler {
  yield?: () => Promise<void>;
}

/** Lets the browser run what is waiting; `scheduler.yield` resumes at once after, where the browser has it. */
export function pause(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
