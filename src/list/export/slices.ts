// Well under the 50 ms a browser counts as a long task.
export const SLICE_MS = 12;

interface Scheduler {
  yield?: () => Promise<void>;
}

/** `scheduler.yield` resumes at once after what is waiting, where the browser has it. */
export function pause(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
