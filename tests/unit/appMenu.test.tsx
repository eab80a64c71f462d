import { describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AdminContext } from 'react-admin';
import { AppMenu } from '@/src/layout/AppMenu';

// Each entry's icon counts its renders: an icon renders exactly when its menu entry does.
const { renders, countingIcon } = vi.hoisted(() => {
  const renders: Record<string, number> = {};
  const countingIcon = (name: string) =>
    function CountingIcon() {
      renders[name] = (renders[name] ?? 0) + 1;
      return null;
    };
  return { renders, countingIcon };
});

vi.mock('@/src/areas/areas', () => ({
  areas: [
    { name: 'tickets', nav: { to: '/tickets', label: 'Tickets', icon: countingIcon('tickets') } },
    {
      name: 'menus',
      nav: {
        to: '/menus',
        label: 'Menus',
        icon: countingIcon('menus'),
        children: [{ to: '/menus/sort', label: 'Order', icon: countingIcon('sort') }],
      },
    },
  ],
}));
vi.mock('@/src/auth/access', () => ({ canOpen: () => true }));

function renderMenu(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <AdminContext>
            <AppMenu />
          </AdminContext>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const current = () =>
  screen
    .getAllByRole('menuitem')
    .filter((item) => item.getAttribute('aria-current') === 'page')
    .map((item) => item.textContent);

describe('the side menu', () => {
  it("marks the address's entry, and a parent on its children's pages, as the current page", async () => {
    const router = renderMenu('/tickets');
    expect(current()).toEqual(['Tickets']);
    await act(() => router.navigate('/menus/sort'));
    expect(current()).toEqual(['Menus', 'Order']);
    await act(() => router.navigate('/menusx'));
    expect(current()).toEqual([]);
  });

  it("re-renders no entry when a list's page or filter changes, only the entries whose state changes on a new screen", async () => {
    const router = renderMenu('/tickets?page=1');
    const before = { ...renders };
    await act(() => router.navigate('/tickets?page=2&filter=%7B%22q%22%3A%22a%22%7D'));
    await act(() => router.navigate('/tickets/12'));
    expect(renders).toEqual(before);
    await act(() => router.navigate('/menus'));
    expect(renders.tickets).toBe(before.tickets + 1);
    expect(renders.menus).toBe(before.menus + 1);
    expect(renders.sort).toBe(before.sort);
  });
});
