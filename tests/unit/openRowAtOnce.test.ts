import { createElement, type ContextType, type ReactNode } from 'react';
import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCreatePath } from 'react-admin';
import { UNSAFE_DataRouterContext, type DataRouter } from 'react-router';
import { openRowAtOnce, type RowClick } from '@/src/list/openRowAtOnce';
import { useNavigateAtOnce } from '@/src/screens/dataRouter';
import { area as branches } from '@/resources/branches';
import { area as tickets } from '@/resources/customerCare';
import { area as vouchers } from '@/resources/vouchers';
import { isLazyScreen } from '@/src/screens/lazyScreen';

/** A row click as ListRows makes it, with react-admin's own record addresses, over a data router that records its navigations. */
function fakeRouter() {
  const navigate = vi.fn(() => Promise.resolve());
  const router = { navigate } as unknown as DataRouter;
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(
      UNSAFE_DataRouterContext.Provider,
      { value: { router } as ContextType<typeof UNSAFE_DataRouterContext> },
      children,
    );
  const { result } = renderHook(() => ({ navigateAtOnce: useNavigateAtOnce(), createPath: useCreatePath() }), {
    wrapper,
  });
  const { navigateAtOnce, createPath } = result.current;
  if (!navigateAtOnce) throw new Error('a data router is there');
  return {
    rowClick: (rowClick: RowClick | undefined) => openRowAtOnce(navigateAtOnce, createPath, rowClick),
    navigate,
  };
}

const record = { id: 'br 1' };

beforeEach(() => {
  localStorage.setItem('token', 'tok');
  localStorage.setItem('user', JSON.stringify({ id: 'u1', email: 'admin@example.com', roles: ['admin'] }));
});
afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('a row click in a list on a laptop', () => {
  it('opens the record in one synchronous navigation once its screen is loaded, and tells react-admin not to navigate too', async () => {
    const edit = branches.resource?.edit;
    if (!isLazyScreen(edit)) throw new Error('the branch editor is a lazy screen');
    await edit.preload();
    const { rowClick, navigate } = fakeRouter();
    const click = rowClick('edit');
    if (typeof click !== 'function') throw new Error('a row click function');

    expect(click(record.id, 'branches', record)).toBe(false);
    expect(navigate).toHaveBeenCalledWith('/branches/br%201', { flushSync: true, state: { _scrollToTop: true } });
  });

  it("leaves the click to react-admin, with the record's address, when the screen is not one it can render at once", () => {
    const { rowClick, navigate } = fakeRouter();
    // A custom route (a category under /menus) is not an area's own record screen.
    const click = rowClick((id) => `/menus/categories/${String(id)}`);
    if (typeof click !== 'function') throw new Error('a row click function');

    expect(click('c1', 'menuCategories', { id: 'c1' })).toBe('/menus/categories/c1');
    expect(navigate).not.toHaveBeenCalled();
  });

  it("leaves the click to react-admin while the record screen's code is still on its way (a synchronous render would blank the list)", () => {
    const edit = vouchers.resource?.edit;
    if (!isLazyScreen(edit)) throw new Error('the voucher editor is a lazy screen');
    // Still on its way whatever an earlier file in this worker has loaded.
    vi.spyOn(edit, 'isLoaded').mockReturnValue(false);
    const { rowClick, navigate } = fakeRouter();
    const click = rowClick('edit');
    if (typeof click !== 'function') throw new Error('a row click function');

    expect(click('v1', 'vouchers', { id: 'v1' })).toBe('/vouchers/v1');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('keeps rows that open nothing, or expand, as they were', () => {
    const { rowClick } = fakeRouter();
    expect(rowClick(false)).toBe(false);
    expect(rowClick(undefined)).toBeUndefined();
    expect(rowClick('expand')).toBe('expand');
  });
});

describe('a row click in the tickets list', () => {
  it("opens the ticket's show screen, react-admin's `/show` address, in one synchronous navigation", async () => {
    const show = tickets.resource?.show;
    if (!isLazyScreen(show)) throw new Error('the ticket screen is a lazy screen');
    await show.preload();
    const { rowClick, navigate } = fakeRouter();
    const click = rowClick('show');
    if (typeof click !== 'function') throw new Error('a row click function');

    expect(click('tk 1', 'customerCare', { id: 'tk 1' })).toBe(false);
    expect(navigate).toHaveBeenCalledWith('/customerCare/tk%201/show', {
      flushSync: true,
      state: { _scrollToTop: true },
    });
  });
});
