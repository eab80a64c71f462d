/**
 * The orders board says what a refresh brought: an order placed meanwhile (the testers' POST __fake/orders, as a
 * customer would) is marked "New order" and counted in the tab's title until acknowledged; the opening marks
 * nothing; waiting orders count their minutes and are late in words from LATE_AFTER_MINUTES. The minute timer,
 * the sound and both languages: tests/e2e/ordersBoard.spec.ts.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API, renderApp, setUpFakeApi, signInAs } from '../support/renderApp';
import { setDate } from '../support/formSteps';
import type { Order } from '@/dataProvider/types';
import { LATE_AFTER_MINUTES } from '@/resources/branches/orderTimes';

setUpFakeApi();

// A light Monday keeps the board small enough for happy-dom; the board opens on the fake's today.
const DAY = '2026-11-16';
// Riyadh - Al Nakheel cancels an order left new after 30 minutes: one can be late (15) before that.
const BRANCH = 'br_0004';
const at = (time: string) => new Date(`${DAY}T${time}:00+03:00`);

/** A customer places an order at the branch now (the fake's clock), as the testers' call does. */
async function placeOrder(): Promise<Order> {
  const response = await fetch(`${API}__fake/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: localStorage.getItem('token') ?? '' },
    body: JSON.stringify({ branchId: BRANCH }),
  });
  expect(response.status).toBe(201);
  return (await response.json()) as Order;
}

async function openBoard() {
  // The app's own title (index.html's, which happy-dom does not load).
  document.title = 'Back-office';
  const { router } = await renderApp(`/branches/${BRANCH}/orders`);
  await within(await screen.findByRole('region', { name: 'New' })).findAllByRole('article');
  return router;
}

const newColumn = () => screen.getByRole('region', { name: 'New' });
const refresh = () => userEvent.setup().click(screen.getByRole('button', { name: 'Refresh orders' }));

describe('the orders board announces new work', () => {
  afterEach(() => vi.useRealTimers());

  it('marks an order a refresh brings, counts it in the title and says it once, until it is acknowledged', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: at('10:00') });
    await signInAs('admin@example.com');
    const router = await openBoard();
    // The opening marks nothing, and the title is the usual one.
    expect(screen.queryByText('New order')).toBeNull();
    expect(document.title).toBe('Back-office');
    const announcer = () => screen.getByRole('status');
    expect(announcer()).toHaveTextContent('');

    const placed = await placeOrder();
    await refresh();
    const card = await within(newColumn()).findByRole('article', { name: `#${placed.number} New order` });
    expect(card).toHaveTextContent('New order');
    expect(document.title).toBe('(1) Back-office');
    expect(announcer()).toHaveTextContent('1 new order');
    expect(screen.getAllByText('New order')).toHaveLength(1);

    // Another tab of the branch closes the board and gives the title back; the mark waits for the board's return.
    await router.navigate(`/branches/${BRANCH}`);
    await waitFor(() => expect(screen.queryByRole('region', { name: 'New' })).toBeNull());
    expect(document.title).toBe('Back-office');
    await router.navigate(`/branches/${BRANCH}/orders`);
    const again = await within(await screen.findByRole('region', { name: 'New' })).findByRole('article', {
      name: `#${placed.number} New order`,
    });
    expect(document.title).toBe('(1) Back-office');

    await userEvent.setup().click(within(again).getByRole('button', { name: 'Acknowledge' }));
    await waitFor(() => expect(again).toHaveAccessibleName(`#${placed.number}`));
    expect(again).toHaveFocus();
    expect(screen.queryByText('New order')).toBeNull();
    expect(document.title).toBe('Back-office');
    // The live region changes only when orders arrive: acknowledging and refreshing leave it as it was.
    await refresh();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Refresh orders' })).toBeEnabled());
    expect(screen.queryByText('New order')).toBeNull();
    expect(announcer()).toHaveTextContent('1 new order');
  });

  it('marks nothing on the opening of a day picked, even an order placed while another day was shown', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: at('10:00') });
    await signInAs('admin@example.com');
    await openBoard();
    setDate('day', '2026-11-15');
    await waitFor(() => expect(document.querySelector('input[name="day"]')).toHaveValue('2026-11-15'));
    const placed = await placeOrder();
    setDate('day', DAY);
    await within(newColumn()).findByRole('article', { name: `#${placed.number}` });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Refresh orders' })).toBeEnabled());
    expect(screen.queryByText('New order')).toBeNull();
    expect(document.title).toBe('Back-office');
  });

  it(`counts a waiting order's minutes and says it is late from ${LATE_AFTER_MINUTES} minutes in New`, async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: at('10:00') });
    await signInAs('admin@example.com');
    const placed = await placeOrder();
    vi.setSystemTime(at(`10:${String(LATE_AFTER_MINUTES - 1).padStart(2, '0')}`));
    await openBoard();
    const card = within(newColumn()).getByRole('article', { name: `#${placed.number}` });
    expect(card).toHaveTextContent(`Waiting ${LATE_AFTER_MINUTES - 1} min`);
    expect(card).not.toHaveTextContent('Late');
    // A minute on, the next answer (a refresh here; the board's minute timer in the browser test) makes it late.
    vi.setSystemTime(at(`10:${String(LATE_AFTER_MINUTES).padStart(2, '0')}`));
    await refresh();
    await waitFor(() => expect(card).toHaveTextContent(`Late: waiting ${LATE_AFTER_MINUTES} min`));
  });
});
