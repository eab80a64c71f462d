/**
 * Work that finds the staff, on customer care and catering: the side menu counts the new tickets (and new catering
 * requests, for the admin), refreshed every 120 s, the care list's tab title leads with the count, a record's
 * screen steps through its list as filtered, and its phone opens the list searched by that phone.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, setUpFakeApi, signInAs } from '../support/renderApp';
import { tickets } from '@/dataProvider/fake/seed/tickets';
import { cateringRequests } from '@/dataProvider/fake/seed/catering';
import type { Ticket } from '@/dataProvider/types';

const fake = setUpFakeApi();

beforeEach(() => {
  // The page's usual title (index.html's).
  document.title = 'Back-office';
});
afterEach(() => {
  vi.useRealTimers();
  fake.server.events.removeAllListeners();
});

const allTickets = () => fake.db.table(tickets).all();
const newTickets = () => allTickets().filter((t) => t.status === 'new');
const waitingTickets = () => allTickets().filter((t) => t.status === 'new' || t.status === 'reopened');
/** The care entry's description: the new tickets, and (the seed's older waiting tickets) some overdue. */
const newAndOverdue = (count: number) => new RegExp(`^${count} new, \\d+ overdue$`);
const newestFirst = (rows: Ticket[]) => rows.toSorted((a, b) => b.createdAt.localeCompare(a.createdAt));

/** The side menu's entry of an area, by its label (the count is its description, not part of its name). */
async function entry(name: string): Promise<HTMLElement> {
  // Found by its links first (the language menu is a menu too): a role query over the whole screen, a list of 25
  // rows, is slow in jsdom.
  const menu = await waitFor(
    () => document.querySelector('a[role="menuitem"]')?.closest<HTMLElement>('[role="menu"]') ?? expect.fail('no menu'),
  );
  return within(menu).findByRole('menuitem', { name });
}

/** Files a ticket as a customer writing in now would, straight into the fake's store. */
function addNewTicket(): Ticket {
  const number = Math.max(...allTickets().map((t) => t.number)) + 1;
  return fake.db.table(tickets).put({
    id: `tk_${number}`,
    number,
    createdAt: new Date().toISOString(),
    type: 'inquiry',
    status: 'new',
    customer: { name: 'Sara Al-Qahtani', phone: '+966501234567', email: 'sara@example.com' },
    subject: 'Where is my order?',
    comments: [],
  });
}

/** The paths of the API calls the app makes from now on. */
function recordCalls(): string[] {
  const paths: string[] = [];
  fake.server.events.on('request:start', ({ request }) => paths.push(new URL(request.url).pathname));
  return paths;
}

describe('the count of new work on the side menu', () => {
  it("shows the admin the new tickets and catering requests as the fake has them, leads the care list's tab title with it, and counts a ticket filed since at the next 120 s refresh", async () => {
    // The refresh runs on React Query's interval timer; time otherwise runs as usual.
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'],
      shouldAdvanceTime: true,
    });
    await signInAs('admin@example.com');
    const before = newTickets().length;
    const cateringNew = fake.db
      .table(cateringRequests)
      .all()
      .filter((c) => c.status === 'new').length;
    expect(before).toBeGreaterThan(0);
    expect(cateringNew).toBeGreaterThan(0);
    const { router } = await renderApp('/customerCare');
    const care = await entry('Customer care');
    await waitFor(() => expect(care).toHaveAccessibleDescription(newAndOverdue(before)));
    await waitFor(() => expect(document.title).toBe(`(${before}) Back-office`));
    await waitFor(async () => expect(await entry('Catering')).toHaveAccessibleDescription(`${cateringNew} new`));
    // An entry with nothing new has no count.
    expect(await entry('Branches')).not.toHaveAttribute('aria-description');
    addNewTicket();
    // Nothing changes before the refresh…
    expect(care).toHaveAccessibleDescription(newAndOverdue(before));
    await act(() => vi.advanceTimersByTimeAsync(120_000));
    // …and the refresh counts it, on the menu and in the tab's title.
    await waitFor(() => expect(care).toHaveAccessibleDescription(newAndOverdue(before + 1)));
    await waitFor(() => expect(document.title).toBe(`(${before + 1}) Back-office`));

    // Leaving the list gives the tab its usual title back.
    await act(() => router.navigate('/branches'));
    await waitFor(() => expect(document.title).toBe('Back-office'));
  });

  it('shows an agent the count of new tickets, and makes no catering call', async () => {
    await signInAs('agent@example.com');
    const calls = recordCalls();
    await renderApp('/customerCare');
    const care = await entry('Customer care');
    await waitFor(() => expect(care).toHaveAccessibleDescription(newAndOverdue(newTickets().length)));
    expect(within(care.parentElement!).queryByRole('menuitem', { name: 'Catering' })).toBeNull();
    expect(calls.filter((path) => path.includes('/catering'))).toEqual([]);
    expect(calls.some((path) => path.endsWith('/customer-care'))).toBe(true);
  });

  it('counts as overdue the waiting tickets past the first-answer target across every page, a reopened one from its reopening, an answered one not', async () => {
    for (const ticket of waitingTickets()) fake.db.table(tickets).update(ticket.id, { status: 'active' });
    const now = Date.now();
    const ago = (minutes: number) => new Date(now - minutes * 60_000).toISOString();
    const base = addNewTicket();
    const file = (id: string, changes: Partial<Ticket>) => fake.db.table(tickets).put({ ...base, id, ...changes });
    // More than one call's 500: the count reads every page.
    for (let i = 0; i < 510; i += 1) file(`tk_late_${i}`, { number: 900000 + i, createdAt: ago(70) });
    for (let i = 0; i < 5; i += 1) file(`tk_fresh_${i}`, { number: 901000 + i, createdAt: ago(50) });
    const reopened = { status: 'reopened' as const, createdAt: ago(10 * 24 * 60) };
    file('tk_reopened_late', { ...reopened, number: 902001, reopenedAt: ago(120) });
    file('tk_reopened_fresh', { ...reopened, number: 902002, reopenedAt: ago(30) });
    const answer = { id: 'c1', text: 'On it', author: 'Noura Al-Shehri', createdAt: ago(170) };
    file('tk_answered', { number: 902003, createdAt: ago(180), comments: [answer] });
    // The ticket filed by addNewTicket is new and fresh: 1 + 510 + 5 + 1 new; 510 + 1 overdue.
    await signInAs('agent@example.com');
    await renderApp('/customerCare');
    const care = await entry('Customer care');
    await waitFor(() => expect(care).toHaveAccessibleDescription('517 new, 511 overdue'));
  });

  it('shows no count when no ticket is new or waiting', async () => {
    for (const ticket of waitingTickets()) fake.db.table(tickets).update(ticket.id, { status: 'active' });
    await signInAs('agent@example.com');
    const counted = new Promise<void>((resolve) =>
      fake.server.events.on('response:mocked', ({ request }) => {
        const url = new URL(request.url);
        if (url.pathname.endsWith('/customer-care') && url.searchParams.get('status') === 'new') resolve();
      }),
    );
    await renderApp('/customerCare');
    await counted;
    await screen.findAllByText(/^#\d+$/);
    const care = await entry('Customer care');
    expect(care).not.toHaveAttribute('aria-description');
    expect(document.title).toBe('Back-office');
  });
});

describe("a ticket's screen", () => {
  it("steps through the list as filtered: Next opens the filtered list's next ticket, not the next id, and Previous comes back", async () => {
    await signInAs('agent@example.com');
    const user = userEvent.setup({ delay: null });
    const filtered = newestFirst(newTickets());
    const [first, second] = filtered;
    // The ticket whose number follows the first's is not the list's next one.
    expect(second.number).not.toBe(first.number + 1);
    const { router } = await renderApp(`/customerCare?filter=${encodeURIComponent('{"status":"new"}')}`);
    expect(await screen.findByText(`#${first.number}`)).toBeInTheDocument();

    await act(() => router.navigate(`/customerCare/${first.id}/show`));
    await screen.findByRole('heading', { name: first.subject });
    const nav = screen.getByRole('navigation', { name: 'Tickets of the list' });
    expect(await within(nav).findByText(`1 of ${filtered.length}`)).toBeInTheDocument();
    // The first of the list has no previous one.
    expect(within(nav).getByRole('button', { name: 'Previous ticket' })).toBeDisabled();

    const next = await within(nav).findByRole('link', { name: 'Next ticket' });
    expect(next).toHaveAttribute('href', `/customerCare/${second.id}/show`);
    await user.click(next);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/customerCare/${second.id}/show`));
    await screen.findByRole('heading', { name: second.subject });
    const after = screen.getByRole('navigation', { name: 'Tickets of the list' });
    expect(await within(after).findByText(`2 of ${filtered.length}`)).toBeInTheDocument();

    await user.click(within(after).getByRole('link', { name: 'Previous ticket' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/customerCare/${first.id}/show`));
  });

  it('opens the list searched by the phone from "Other tickets from this phone"', async () => {
    await signInAs('agent@example.com');
    const user = userEvent.setup({ delay: null });
    // A phone with more than one ticket, and a status filter the link must not keep.
    const phone = allTickets().find(
      (t, i, rows) => rows.findIndex((other) => other.customer.phone === t.customer.phone) !== i,
    )?.customer.phone;
    const same = allTickets().filter((t) => t.customer.phone === phone);
    expect(same.length, 'a phone with several tickets in the seed').toBeGreaterThan(1);
    const ticket = same[0];
    const { router } = await renderApp(`/customerCare?filter=${encodeURIComponent('{"status":"closed"}')}`);
    await screen.findAllByText(/^#\d+$/);
    await act(() => router.navigate(`/customerCare/${ticket.id}/show`));
    await screen.findByRole('heading', { name: ticket.subject });

    await user.click(screen.getByRole('link', { name: 'Other tickets from this phone' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/customerCare'));
    const filter = JSON.parse(new URLSearchParams(router.state.location.search).get('filter') ?? '{}') as unknown;
    expect(filter).toEqual({ q: phone });
    expect(screen.getByPlaceholderText('Number or customer phone')).toHaveValue(phone);
    const numbers = newestFirst(same).map((t) => `#${t.number}`);
    await waitFor(() =>
      expect(screen.getAllByText(/^#\d+$/).map((cell) => cell.textContent)).toEqual(numbers.slice(0, 25)),
    );
  });
});

describe("a catering request's screen", () => {
  it('steps through the filtered list and links to the requests from the same phone', async () => {
    await signInAs('admin@example.com');
    const user = userEvent.setup({ delay: null });
    const filtered = fake.db
      .table(cateringRequests)
      .all()
      .filter((c) => c.status === 'active')
      .toSorted((a, b) => b.createdAt.localeCompare(a.createdAt));
    const [first, second] = filtered;
    const { router } = await renderApp(`/catering?filter=${encodeURIComponent('{"status":"active"}')}`);
    expect(await screen.findByText(`#${first.number}`)).toBeInTheDocument();
    await act(() => router.navigate(`/catering/${first.id}`));
    await screen.findByRole('heading', { name: first.companyName });
    const nav = screen.getByRole('navigation', { name: 'Requests of the list' });
    await user.click(await within(nav).findByRole('link', { name: 'Next request' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/catering/${second.id}`));
    await screen.findByRole('heading', { name: second.companyName });

    await user.click(screen.getByRole('link', { name: 'Other requests from this phone' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/catering'));
    expect(JSON.parse(new URLSearchParams(router.state.location.search).get('filter') ?? '{}')).toEqual({
      q: second.phone,
    });
    expect(await screen.findByText(`#${second.number}`)).toBeInTheDocument();
  });
});
