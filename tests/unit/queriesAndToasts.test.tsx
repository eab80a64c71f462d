import { describe, expect, it } from 'vitest';
import { act, render } from '@testing-library/react';
import { toast } from 'react-toastify';
import { createQueryClient } from '@/src/query/queryClient';
import { Toasts } from '@/src/theme/toasts';

describe('queries', () => {
  it('refetch every 120000 ms, never retry, never refetch on window focus', () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions();
    expect(queries).toMatchObject({ refetchInterval: 120000, retry: false, refetchOnWindowFocus: false });
    expect(mutations).toMatchObject({ retry: false });
  });
});

describe('toasts', () => {
  async function containerFor(direction: 'ltr' | 'rtl') {
    const view = render(<Toasts direction={direction} />);
    await act(async () => {
      toast.info(`hello ${direction}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    const container = document.querySelector('.Toastify__toast-container');
    view.unmount();
    return container;
  }

  it('show top-right in English', async () => {
    expect((await containerFor('ltr'))?.className).toContain('Toastify__toast-container--top-right');
  });

  it('show top-left, right-to-left, in Arabic', async () => {
    const container = await containerFor('rtl');
    expect(container?.className).toContain('Toastify__toast-container--top-left');
    expect(container?.className).toContain('Toastify__toast-container--rtl');
  });

  it('close by themselves after 2000 ms', async () => {
    render(<Toasts direction="ltr" />);
    await act(async () => {
      toast.info('short-lived');
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    const progress = document.querySelector('.Toastify__progress-bar') as HTMLElement | null;
    expect(progress?.style.animationDuration).toBe('2000ms');
  });
});
