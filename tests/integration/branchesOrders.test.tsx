import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, setUpFakeApi, signInAs } from '../support/renderApp';
import { setDate } from '../support/formSteps';
import { orderChanges, ordersOfDay } from '@/dataProvider/fake/seed/orders';

const fake = setUpFakeApi();

// Monday 10:00 in Riyadh, today whatever day the test runs on (only Date is faked: timers run as usual): the
// morning's orders are under way in each column.
const DAY = '2026-11-16';
const NOW = new Date(`${DAY}T10:00:00+03:00`);
const BRANCH = 'br_0001';
const ordersNow = () => ordersOfDay(fake.db, BRANCH, DAY);

async function openBoard() {
  await signInAs('admin@example.com');
  await renderApp(`/branches/${BRANCH}/orders`);
  await screen.findByRole('group', { name: 'Day' });
}

/** The `day` of every orders call of the branch from now on. */
function daysAsked(): string[] {
  const days: string[] = [];
  fake.server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname.endsWith(`/Branches/${BRANCH}/orders`)) days.push(url.searchParams.get('day') ?? '');
  });
  return days;
}

const column = (name: string) => screen.getByRole('region', { name });
const cardsIn = (name: string) => within(column(name)).queryAllByRole('article');

describe('the branch orders board', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['Date'], now: NOW }));
  afterEach(() => {
    vi.useRealTimers();
    fake.server.events.removeAllListeners();
  });

  it('opens on the day its address names (`?day=`, the Today screen’s links), asks for it, and puts a day picked there', async () => {
    const days = daysAsked();
    await signInAs('admin@example.com');
    const { router } = await renderApp(`/branches/${BRANCH}/orders?day=2026-11-14`);
    await screen.findByRole('group', { name: 'Day' });
    expect(document.querySelector('input[name="day"]')).toHaveValue('2026-11-14');
    await waitFor(() => expect(days).toContain('2026-11-14'));
    expect(days).not.toContain(DAY);

    setDate('day', '2026-11-17');
    await waitFor(() => expect(router.state.location.search).toBe('?day=2026-11-17'));
    await waitFor(() => expect(days.at(-1)).toBe('2026-11-17'));
    // The day picked replaces the address's, so Back leaves the board rather than stepping through its days.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it.each(['2026-02-30', 'tomorrow', ''])('opens on today when the address names no day (`?day=%s`)', async (day) => {
    await signInAs('admin@example.com');
    await renderApp(`/branches/${BRANCH}/orders?day=${day}`);
    await screen.findByRole('group', { name: 'Day' });
    expect(document.querySelector('input[name="day"]')).toHaveValue(DAY);
  });

  it("opens on today's date and shows the day's new, accepted and out-for-fulfillment orders in three columns", async () => {
    await openBoard();
    expect(document.querySelector('input[name="day"]')).toHaveValue(DAY);
    const orders = ordersNow();
    const count = (status: string) => orders.filter((o) => o.status === status).length;
    await waitFor(() => expect(cardsIn('New')).toHaveLength(count('new')));
    expect(cardsIn('Accepted')).toHaveLength(count('accepted'));
    expect(cardsIn('Out for fulfillment')).toHaveLength(count('outForFulfillment'));
    // A card: number, customer, total in SAR, time as hh:mm a.
    const first = orders.find((o) => o.status === 'new');
    const card = within(column('New')).getByRole('article', { name: `#${first?.number}` });
    expect(card).toHaveTextContent(first?.customer.name ?? '');
    expect(card.textContent).toMatch(/SAR\s?[\d,.]+/);
    expect(card.textContent).toMatch(/\d{2}:\d{2} (am|pm)/);
  });

  it('cancels an order after a confirmation with its id and user id, and the board drops it', async () => {
    await openBoard();
    const order = ordersNow().find((o) => o.status === 'accepted');
    if (!order) throw new Error('the seed day should have an accepted order');
    const user = userEvent.setup();
    const card = await within(await screen.findByRole('region', { name: 'Accepted' })).findByRole('article', {
      name: `#${order.number}`,
    });
    await user.click(within(card).getByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(`Cancel order #${order.number}?`);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Order cancelled')).toBeInTheDocument();
    expect(fake.db.table(orderChanges).get(order.id)?.status).toBe('cancelled');
    await waitFor(() =>
      expect(within(column('Accepted')).queryByRole('article', { name: `#${order.number}` })).toBeNull(),
    );
  });

  it('offers no cancel on orders out for fulfillment', async () => {
    await openBoard();
    const out = ordersNow().find((o) => o.status === 'outForFulfillment');
    const card = await within(await screen.findByRole('region', { name: 'Out for fulfillment' })).findByRole(
      'article',
      { name: `#${out?.number}` },
    );
    expect(within(card).queryByRole('button', { name: 'Cancel order' })).toBeNull();
  });

  it('shows what changed elsewhere when Refresh is pressed', async () => {
    await openBoard();
    const order = ordersNow().find((o) => o.status === 'new');
    if (!order) throw new Error('the seed day should have a new order');
    await within(await screen.findByRole('region', { name: 'New' })).findByRole('article', {
      name: `#${order.number}`,
    });
    // Another screen (or the kitchen) moves the order on.
    fake.db.table(orderChanges).put({ ...order, status: 'outForFulfillment' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Refresh orders' }));
    await waitFor(() =>
      expect(
        within(column('Out for fulfillment')).getByRole('article', { name: `#${order.number}` }),
      ).toBeInTheDocument(),
    );
    expect(within(column('New')).queryByRole('article', { name: `#${order.number}` })).toBeNull();
  });
});
