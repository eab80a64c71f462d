/**
 * Runs one call per item, a few at a time, and tells each outcome as it comes. Each item is sent once: the
 * calls share one queue, and a call that fails is reported, not repeated.
 */
export interface BatchFailure<T> {
  item: T;
  message: string;
}

export interface BatchResult<T> {
  done: T[];
  failed: BatchFailure<T>[];
}

export async function runBatch<T>(
  items: readonly T[],
  call: (item: T) => Promise<unknown>,
  { concurrency, onSettled }: { concurrency: number; onSettled?: (result: BatchResult<T>) => void },
): Promise<BatchResult<T>> {
  const result: BatchResult<T> = { done: [], failed: [] };
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++];
      try {
        await call(item);
        result.done.push(item);
      } catch (error) {
        result.failed.push({ item, message: error instanceof Error ? error.message : String(error) });
      }
      onSettled?.(result);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return result;
}
