import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DOUBLE_CLICK_MS } from '@/src/save/useClickGuard';
import { useSingleMutation } from '@/src/save/useSingleMutation';

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/** A call the test answers by hand. */
function deferred() {
  let settle: (ok: boolean) => void = () => {};
  const promise = new Promise<string>((resolve, reject) => {
    settle = (ok) => (ok ? resolve('saved') : reject(new Error('The server failed')));
  });
  return { promise, settle };
}

/** The time a person takes to press again: past the second half of a double click. */
const later = () => vi.setSystemTime(Date.now() + DOUBLE_CLICK_MS + 100);

describe('useSingleMutation', () => {
  // Only Date is faked: the query client's timers run as usual.
  beforeEach(() => vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-23T10:00:00Z') }));
  afterEach(() => vi.useRealTimers());

  it('sends one call for two mutate() in the same tick (a double click), and a later one once it has settled', async () => {
    const calls: ReturnType<typeof deferred>[] = [];
    const { result } = renderHook(
      () =>
        useSingleMutation({
          mutationFn: () => {
            const call = deferred();
            calls.push(call);
            return call.promise;
          },
        }),
      { wrapper },
    );
    act(() => {
      result.current.mutate();
      result.current.mutate();
    });
    await waitFor(() => expect(result.current.isPending).toBe(true));
    expect(calls).toHaveLength(1);
    // A failed call frees the way for a retry, and does not reject into the page.
    await act(async () => calls[0].settle(false));
    await waitFor(() => expect(result.current.isError).toBe(true));
    // At once: after a failure a press is a retry, not the end of a double click.
    act(() => result.current.mutate());
    await waitFor(() => expect(calls).toHaveLength(2));
    await act(async () => calls[1].settle(true));
    await waitFor(() => expect(result.current.data).toBe('saved'));
  });

  it("runs the options' onSuccess and onError as useMutation does", async () => {
    const seen: string[] = [];
    let fail = true;
    const { result } = renderHook(
      () =>
        useSingleMutation({
          mutationFn: async () => {
            if (fail) throw new Error('down');
            return 'ok';
          },
          onError: (error) => void seen.push(`error ${error.message}`),
          onSuccess: (data) => void seen.push(`success ${data}`),
        }),
      { wrapper },
    );
    act(() => result.current.mutate());
    await waitFor(() => expect(seen).toEqual(['error down']));
    fail = false;
    await waitFor(() => expect(result.current.isPending).toBe(false));
    later();
    act(() => result.current.mutate());
    await waitFor(() => expect(seen).toEqual(['error down', 'success ok']));
  });

  it('ignores the second half of a double click that arrives after a quick call has come back', async () => {
    let calls = 0;
    const { result } = renderHook(() => useSingleMutation({ mutationFn: async () => (calls += 1) }), { wrapper });
    act(() => result.current.mutate());
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    vi.setSystemTime(Date.now() + 150);
    act(() => result.current.mutate());
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(calls).toBe(1);
    later();
    act(() => result.current.mutate());
    await waitFor(() => expect(calls).toBe(2));
  });
});
