import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DataRouter } from 'react-router';
import { openRowAtOnce } from '@/src/components/openRowAtOnce';
import { area as branches } from '@/resources/branches';
import { isLazyScreen } from '@/src/lazyScreen';

function fakeRouter() {
  const navigate = vi.fn(() => Promise.resolve());
  return { router: { navigate } as unknown as DataRouter, navigate };
}

const record = { id: 'br 1' };

beforeEach(() => {
  localStorage.setItem('token', 'tok');
  localStorage.setItem('user', JSON.stringify({ id: 'u1', email: 'admin@example.com', roles: ['admin'] }));
});
afterEach(() => localStorage.clear());

describe('a row click in a list on a laptop', () => {
  it('opens the record in one synchronous navigation once its screen is loaded, and tells react-admin not to navigate too', async () => {
    const edit = branches.resource?.edit;
    if (!isLazyScreen(edit)) throw new Error('the branch editor is a lazy screen');
    await edit.preload();
    const { router, navigate } = fakeRouter();
    const click = openRowAtOnce(router, 'edit');
    if (typeof click !== 'function') throw new Error('a row click function');

    expect(click(record.id, 'branches', record)).toBe(false);
    expect(navigate).toHaveBeenCalledWith('/branches/br%201', { flushSync: true, state: { _scrollToTop: true } });
  });

  it("leaves the click to react-admin, with the record's address, when the screen is not one it can render at once", () => {
    const { router, navigate } = fakeRouter();
    // A custom route (a category under /menus) is not an area's own record screen.
    const click = openRowAtOnce(router, (id) => `/menus/categories/${String(id)}`);
    if (typeof click !== 'function') throw new Error('a row click function');

    expect(click('c1', 'menuCategories', { id: 'c1' })).toBe('/menus/categories/c1');
    expect(navigate).not.toHaveBeenCalled();
  });

  it("leaves the click to react-admin while the record screen's code is still on its way (a synchronous render would blank the list)", () => {
    const { router, navigate } = fakeRouter();
    const click = openRowAtOnce(router, 'edit');
    if (typeof click !== 'function') throw new Error('a row click function');

    expect(click('v1', 'vouchers', { id: 'v1' })).toBe('/vouchers/v1');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('keeps rows that open nothing, or expand, as they were', () => {
    const { router } = fakeRouter();
    expect(openRowAtOnce(router, false)).toBe(false);
    expect(openRowAtOnce(router, undefined)).toBeUndefined();
    expect(openRowAtOnce(router, 'expand')).toBe('expand');
  });
});
