/**
 * The Today screen against the fake: each card's figures are those the API gives for the same data, read with
 * the calls a backend team would make by hand; a failing card says so with Retry while the others show; without
 * the optional chain-wide call (`GET orders` answering 404) the orders card reads branch by branch, four calls at
 * most at a time, and the tab remembers it. Sizes, languages, axe and keyboard: tests/e2e/todayScreen.spec.ts.
 */
import { afterAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { API, renderApp, setUpFakeApi, signInAs } from '../support/renderApp';
import type { Branch, CustomerStats, LoyaltyProgramme, Order, OrderReview, Ticket } from '@/dataProvider/types';
import { LATE_AFTER_MINUTES } from '@/resources/branches/orderTimes';
import { NO_CHAIN_CALL_KEY } from '@/resources/today/readChainOrders';
import { contractCall } from '@/dataProvider/contract/calls';
import { DEFAULT_TARGETS, isAnswerOverdue } from '@/resources/customerCare/ticketClocks';

// Monday 23 November 2026, 19:00 in Riyadh (the browser tests' day, at the dinner rush): the fake is seeded at
// this moment, and the clock stays there while the cards and the test read it.
const NOW = new Date('2026-11-23T19:00:00+03:00');
const DAY = '2026-11-23';
vi.useFakeTimers({ toFake: ['Date'], now: NOW });
const fake = setUpFakeApi();
afterAll(() => vi.useRealTimers());

async function get<T>(path: string): Promise<T> {
  const response = await fetch(`${API}${path}`, { headers: { authorization: localStorage.getItem('token') ?? '' } });
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

/** The chain's board as a backend team would count it: every active branch's orders of the day, one call each. */
async function expectedOrders() {
  const branches = (await get<Branch[]>('Branches')).filter((b) => b.status === 'active' && !b.archived);
  const counts = { new: 0, accepted: 0, outForFulfillment: 0, late: 0 };
  const lateByBranch = new Map<string, number>();
  for (const branch of branches) {
    for (const order of await get<Order[]>(`Branches/${branch.sk}/orders?day=${DAY}`)) {
      if (order.status === 'new' || order.status === 'accepted' || order.status === 'outForFulfillment')
        counts[order.status] += 1;
      if (order.status === 'new' && NOW.getTime() - Date.parse(order.createdAt) >= LATE_AFTER_MINUTES * 60_000) {
        counts.late += 1;
        lateByBranch.set(branch.sk, (lateByBranch.get(branch.sk) ?? 0) + 1);
      }
    }
  }
  const mostLate = [...lateByBranch].sort((a, b) => b[1] - a[1])[0];
  return { branches, counts, mostLate };
}

const card = (name: string) => screen.findByRole('region', { name });
const figure = (region: HTMLElement, label: string) =>
  within(region).findByRole('link', { name: new RegExp(`^${label} [\\d,]+$`) });
/** A count as the screen writes it in English. */
const n = (value: number) => value.toLocaleString('en');
const filterOf = (link: HTMLElement) =>
  JSON.parse(new URL(link.getAttribute('href') ?? '', 'http://x').searchParams.get('filter') ?? '{}') as unknown;

/** The API calls the app makes from now on, by path and query. */
function recordCalls(): URL[] {
  const calls: URL[] = [];
  fake.server.events.on('request:start', ({ request }) => calls.push(new URL(request.url)));
  return calls;
}

async function ordersCardComplete() {
  const orders = await card('Orders now');
  await within(orders).findByText(/^The chain today: \d+ active branches$/, {}, { timeout: 10_000 });
  return orders;
}

describe('the Today screen', () => {
  it('shows the chain’s orders per column and the late ones as the per-branch calls count them, late branches first, each linking to its board on today’s date', async () => {
    await signInAs('admin@example.com');
    const expected = await expectedOrders();
    expect(expected.counts.new + expected.counts.accepted).toBeGreaterThan(0);
    await renderApp('/today');
    const orders = await ordersCardComplete();
    expect(orders).toHaveTextContent(`The chain today: ${expected.branches.length} active branches`);
    for (const [label, value] of [
      ['New', expected.counts.new],
      ['Accepted', expected.counts.accepted],
      ['Out for fulfillment', expected.counts.outForFulfillment],
      ['Late', expected.counts.late],
    ] as const)
      expect(await figure(orders, label)).toHaveAccessibleName(`${label} ${n(value)}`);
    const rows = within(orders).getAllByRole('listitem');
    expect(rows.length).toBeLessThanOrEqual(8);
    if (expected.mostLate) {
      // The first branch listed is one with the most late orders, and its link opens its board on today's date.
      const first = within(rows[0]).getByRole('link');
      expect(first).toHaveTextContent(`${expected.mostLate[1]} late`);
      expect(first.getAttribute('href')).toMatch(new RegExp(`^/branches/br_\\d+/orders\\?day=${DAY}$`));
    }
  });

  it('counts new, reopened and overdue tickets (by each waiting ticket’s clock), new catering requests, sign-ups and low reviews as their calls answer, each linking to exactly those records', async () => {
    await signInAs('admin@example.com');
    const newTickets = await get<{ total: number; data: Ticket[] }>('customer-care?status=new&page=1&limit=1');
    const reopened = await get<{ total: number }>('customer-care?status=reopened&page=1&limit=1');
    const catering = await get<{ total: number }>('catering?status=new&page=1&limit=1');
    // Past the first-answer target (the seed's settings are the defaults, 60 min): every waiting ticket's clock.
    let overdue = 0;
    for (const status of ['new', 'reopened'])
      for (let page = 1; ; page += 1) {
        const { data } = await get<{ data: Ticket[] }>(`customer-care?status=${status}&page=${page}&limit=500`);
        overdue += data.filter((ticket) => isAnswerOverdue(ticket, DEFAULT_TARGETS, NOW.getTime())).length;
        if (data.length < 500) break;
      }
    const stats = await get<CustomerStats>('users/stats');
    const since = NOW.getTime() - 24 * 60 * 60 * 1000;
    const low = new Set<string>();
    for (const rating of [1, 2]) {
      const { data } = await get<{ data: OrderReview[] }>(
        `orders/reviews?rating=${rating}&sort=createdAt&order=DESC&page=1&limit=500`,
      );
      for (const review of data) if (Date.parse(review.createdAt) >= since) low.add(review.id);
    }
    const nextWeek = await get<LoyaltyProgramme>('loyality?startOfWeek=2026-11-28');
    await renderApp('/today');

    const care = await card('Customer care');
    const ticketsLink = await figure(care, 'New tickets');
    expect(ticketsLink).toHaveAccessibleName(`New tickets ${n(newTickets.total)}`);
    expect(filterOf(ticketsLink)).toEqual({ status: 'new' });
    expect(await figure(care, 'Reopened tickets')).toHaveAccessibleName(`Reopened tickets ${n(reopened.total)}`);
    expect(overdue).toBeGreaterThan(0);
    const overdueLink = await figure(care, 'Past their first-answer target');
    expect(overdueLink).toHaveAccessibleName(`Past their first-answer target ${n(overdue)}`);
    expect(filterOf(overdueLink)).toEqual({ status: ['new', 'reopened'] });
    const cateringLink = await figure(care, 'Catering requests still new');
    expect(cateringLink).toHaveAccessibleName(`Catering requests still new ${n(catering.total)}`);
    expect(filterOf(cateringLink)).toEqual({ status: 'new' });
    const longest = await within(care).findByRole('link', { name: /^Waiting longest: ticket \d+, since/ });
    expect(longest.getAttribute('href')).toMatch(/^\/customerCare\/tk_\d+\/show$/);

    const customers = await card('Customers');
    const signUps = await figure(customers, 'Sign-ups in the last 30 days');
    expect(signUps).toHaveAccessibleName(`Sign-ups in the last 30 days ${n(stats.newLast30Days)}`);
    expect(signUps).toHaveAttribute('href', '/customers');

    const feedback = await card('Feedback');
    await waitFor(() =>
      expect(feedback).toHaveTextContent(
        low.size === 0
          ? 'No review of 1 or 2 stars in the last 24 hours'
          : `${low.size} review${low.size === 1 ? '' : 's'} of 1 or 2 stars in the last 24 hours`,
      ),
    );

    const loyalty = await card('Loyalty and subscriptions');
    const items = nextWeek.week?.items.length ?? 0;
    const weekLink = await within(loyalty).findByRole('link', { name: /next week/i });
    expect(weekLink).toHaveAttribute('href', '/loyality?week=2026-11-28');
    expect(weekLink).toHaveTextContent(items === 0 ? 'Next week has no weekly items yet' : String(items));
  });

  it('shows a failed card’s message and Retry in that card while the others show their figures, and Retry loads it', async () => {
    await signInAs('admin@example.com');
    fake.server.use(
      http.get(`${API}users/stats`, () => HttpResponse.json({ message: 'Server Error' }, { status: 500 }), {
        once: true,
      }),
    );
    await renderApp('/today');
    const customers = await card('Customers');
    const alert = await within(customers).findByRole('alert');
    expect(alert).toHaveTextContent('The customer figures could not be loaded');
    expect(alert).toHaveTextContent('Server Error');
    // The other cards are not held back by it.
    expect(await figure(await card('Customer care'), 'New tickets')).toBeInTheDocument();
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await figure(customers, 'Sign-ups in the last 30 days')).toBeInTheDocument();
    expect(within(customers).queryByRole('alert')).toBeNull();
  });

  it('keeps a card’s figures on screen when a refresh of it fails', async () => {
    // On the real clock: figures dated before the page loaded (src/list/loadStates.tsx, the stored query cache's) are
    // replaced by a failure, and this file's clock stands before the moment its modules were loaded.
    vi.useRealTimers();
    await signInAs('admin@example.com');
    await renderApp('/today');
    const customers = await card('Customers');
    const shown = (await figure(customers, 'Sign-ups in the last 30 days')).textContent;
    fake.server.use(
      http.get(`${API}users/stats`, () => HttpResponse.json({ message: 'Server Error' }, { status: 500 }), {
        once: true,
      }),
    );
    const failed = new Promise<void>((resolve) =>
      fake.server.events.on('response:mocked', ({ request, response }) => {
        if (request.url.endsWith('/users/stats') && response.status === 500) resolve();
      }),
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Refresh' }));
    await failed;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(within(customers).queryByRole('alert')).toBeNull();
    expect((await figure(customers, 'Sign-ups in the last 30 days')).textContent).toBe(shown);
    fake.server.events.removeAllListeners();
    vi.useFakeTimers({ toFake: ['Date'], now: NOW });
  });

  it('without the chain-wide call (404), reads each active branch once, four at a time at most, to the same totals, and asks no more for it in this tab', async () => {
    await signInAs('admin@example.com');
    const expected = await expectedOrders();
    fake.server.use(http.get(`${API}orders`, () => HttpResponse.json({ message: 'Not Found' }, { status: 404 })));
    const calls = recordCalls();
    let inFlight = 0;
    let most = 0;
    const isBranchOrders = (request: Request) => /\/Branches\/[^/]+\/orders$/.test(new URL(request.url).pathname);
    fake.server.events.on('request:start', ({ request }) => {
      if (isBranchOrders(request)) most = Math.max(most, ++inFlight);
    });
    fake.server.events.on('response:mocked', ({ request }) => {
      if (isBranchOrders(request)) inFlight -= 1;
    });
    await renderApp('/today');
    const orders = await ordersCardComplete();
    for (const [label, value] of [
      ['New', expected.counts.new],
      ['Accepted', expected.counts.accepted],
      ['Out for fulfillment', expected.counts.outForFulfillment],
      ['Late', expected.counts.late],
    ] as const)
      expect(await figure(orders, label)).toHaveAccessibleName(`${label} ${n(value)}`);
    const perBranch = calls.filter((url) => /\/Branches\/[^/]+\/orders$/.test(url.pathname));
    expect(perBranch.map((url) => url.searchParams.get('day'))).toEqual(expected.branches.map(() => DAY));
    expect(new Set(perBranch.map((url) => url.pathname)).size).toBe(expected.branches.length);
    expect(most).toBeLessThanOrEqual(4);
    expect(most).toBeGreaterThan(1);
    // Asked once for each board column, then remembered: a refresh goes branch by branch at once.
    const chainCalls = () => calls.filter((url) => url.pathname.endsWith('/api/v1/orders'));
    expect(chainCalls().map((url) => url.searchParams.get('status'))).toEqual(['new', 'accepted', 'outForFulfillment']);
    expect(sessionStorage.getItem(NO_CHAIN_CALL_KEY)).toBe('1');
    const before = perBranch.length;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() =>
      expect(calls.filter((url) => /\/Branches\/[^/]+\/orders$/.test(url.pathname)).length).toBe(2 * before),
    );
    expect(chainCalls()).toHaveLength(3);
    fake.server.events.removeAllListeners();
  });

  it('opens the loyalty week its warning names (`/loyality?week=`)', async () => {
    await signInAs('admin@example.com');
    const calls = recordCalls();
    await renderApp('/loyality?week=2026-11-28');
    await screen.findByLabelText('Reward items by day and category', undefined, { timeout: 20_000 });
    const weeks = calls
      .filter((url) => url.pathname.endsWith('/loyality'))
      .map((url) => url.searchParams.get('startOfWeek'));
    expect(weeks).toEqual(['2026-11-28']);
    fake.server.events.removeAllListeners();
  });

  it('has no entry for care staff, and keeps an agent who opens /today out, making none of the admin’s calls', async () => {
    await signInAs('agent@example.com');
    const calls: Request[] = [];
    fake.server.events.on('request:start', ({ request }) => calls.push(request));
    const { router, unmount } = await renderApp('/today');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    unmount();
    const adminCalls = calls.filter(
      (request) =>
        contractCall(request.method, new URL(request.url).pathname.replace(/^\/api\/v1\//, ''))?.access === 'admin',
    );
    expect(adminCalls.map((request) => request.url)).toEqual([]);
    fake.server.events.removeAllListeners();

    await signInAs('care.admin@example.com');
    await renderApp('/customerCare');
    const menu = await screen.findByRole('menu');
    await within(menu).findByRole('menuitem', { name: /Customer care/ });
    expect(within(menu).queryByRole('menuitem', { name: 'Today' })).toBeNull();
  });
});
