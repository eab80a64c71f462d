import { describe, expect, it } from 'vitest';
import { runBatch } from '@/src/list/bulk/runBatch';

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('a bulk run', () => {
  it('sends each item once, never more than the limit at a time, and keeps every outcome', async () => {
    const items = Array.from({ length: 25 }, (_, i) => i);
    const sent: number[] = [];
    let inFlight = 0;
    let most = 0;
    const result = await runBatch(
      items,
      async (item) => {
        sent.push(item);
        inFlight += 1;
        most = Math.max(most, inFlight);
        await tick();
        inFlight -= 1;
        if (item === 3 || item === 17) throw new Error(`refused ${item}`);
      },
      { concurrency: 4 },
    );
    expect([...sent].sort((a, b) => a - b)).toEqual(items);
    expect(most).toBe(4);
    expect(result.done).toHaveLength(23);
    expect(result.failed).toEqual([
      { item: 3, message: 'refused 3' },
      { item: 17, message: 'refused 17' },
    ]);
  });

  it('tells the count after each call settles', async () => {
    const seen: number[] = [];
    await runBatch([1, 2, 3], () => Promise.resolve(), {
      concurrency: 2,
      onSettled: ({ done, failed }) => seen.push(done.length + failed.length),
    });
    expect(seen).toEqual([1, 2, 3]);
  });

  it('sends nothing for no items', async () => {
    let calls = 0;
    const result = await runBatch([], () => Promise.resolve(calls++), { concurrency: 4 });
    expect(calls).toBe(0);
    expect(result).toEqual({ done: [], failed: [] });
  });

  it('stopped (the session ended), takes no further item; the calls already out end as they do', async () => {
    const stop = new AbortController();
    const sent: number[] = [];
    await runBatch(
      Array.from({ length: 10 }, (_, i) => i),
      async (item) => {
        sent.push(item);
        if (item === 1) stop.abort();
        await tick();
      },
      { concurrency: 2, signal: stop.signal },
    );
    expect(sent).toEqual([0, 1]);
  });
});
