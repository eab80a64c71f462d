// Each item is sent once: the calls share one queue, and a call that fails is reported, not repeated.
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
  {
    concurrency,
    onSettled,
    signal,
  }: { concurrency: number; onSettled?: (result: BatchResult<T>) => void; signal?: AbortSignal },
): Promise<BatchResult<T>> {
  const result: BatchResult<T> = { done: [], failed: [] };
  let next = 0;
  const worker = async () => {
    // Stopped, no item is taken any more: the calls already out end as they do.
    while (next < items.length && !signal?.aborted) {
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
