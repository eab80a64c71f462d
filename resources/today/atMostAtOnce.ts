/** Calls `task` on each item, at most `atOnce` at a time; rejects with the first failure, starting no more. */
export async function atMostAtOnce<T>(items: readonly T[], atOnce: number, task: (item: T) => Promise<void>) {
  let next = 0;
  let failed = false;
  const worker = async () => {
    while (!failed && next < items.length) {
      const item = items[next++];
      try {
        await task(item);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(atOnce, items.length) }, worker));
}
