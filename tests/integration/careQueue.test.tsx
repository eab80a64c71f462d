/**
 * The care queue in order of urgency: the targets read from the settings (and refused there unless a whole number
 * above 0), each ticket's clock on its screen moving on without a reload, the most urgent first as the API can give
 * it and remembered per person, and a ticket worked by keyboard, by the key's place.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, setUpFakeApi, signInAs } from '../support/renderApp';
import { tickets } from '@/dataProvider/fake/seed/tickets';
import { settings } from '@/dataProvider/fake/seed/settings';
import { clearSession } from '@/dataProvider/session';
import type { Ticket } from '@/dataProvider/types';
import { setLanguage } from '@/i18n/core';

const fake = setUpFakeApi();

afterEach(async () => {
  await setLanguage('en');
  vi.useRealTimers();
  fake.server.events.removeAllListeners();
});

const MIN = 60_000;
const allTickets = () => fake.db.table(tickets).all();

/** A ticket opened `minutes` ago by a customer, with nothing else said yet. */
function fileTicket(minutes: number, changes: Partial<Ticket> = {}): Ticket {
  const number = Math.max(...allTickets().map((t) => t.number)) + 1;
  return fake.db.table(tickets).put({
    id: `tk_${number}`,
    number,
    createdAt: new Date(Date.now() - minutes * MIN).toISOString(),
    type: 'inquiry',
    status: 'new',
    customer: { name: 'Sara Al-Qahtani', phone: '+966501234567', email: 'sara@example.com' },
    subject: `Where is my order ${number}?`,
    comments: [],
    ...changes,
  });
}

/** The query strings of the ticket list calls from now on. */
function ticketQueries(): URLSearchParams[] {
  const queries: URLSearchParams[] = [];
  fake.server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname.endsWith('/customer-care')) queries.push(url.searchParams);
  });
  return queries;
}

describe('the care targets in the settings', () => {
  it.each([
    ['en', 'Save', 'A care target is a whole number above 0'],
    ['ar', 'حفظ', 'يجب أن يكون هدف خدمة العملاء عدداً صحيحاً أكبر من 0'],
  ] as const)('the form refuses 0, 1.5 and "30 min" in %s, and saves 45', async (language, save, message) => {
    await setLanguage(language);
    await signInAs('admin@example.com');
    const user = userEvent.setup();
    await renderApp('/settings/care_first_response_minutes');

    const value = await screen.findByRole('textbox', { name: language === 'en' ? /Value/ : /القيمة/ });
    for (const refused of ['0', '1.5', '30 min']) {
      await user.clear(value);
      await user.type(value, refused);
      await user.click(screen.getByRole('button', { name: save }));
      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(fake.db.table(settings).get('care_first_response_minutes')?.value).toBe('60');
    }
    await user.clear(value);
    await user.type(value, '45');
    await user.click(screen.getByRole('button', { name: save }));
    await waitFor(() => expect(fake.db.table(settings).get('care_first_response_minutes')?.value).toBe('45'));
  });
});

describe("a ticket's clock", () => {
  it('counts with the targets the settings give, says which, and falls back to the default for an unreadable one', async () => {
    fake.db.table(settings).put({ key: 'care_first_response_minutes', value: '30' });
    fake.db.table(settings).put({ key: 'care_resolution_hours', value: 'soon' });
    const ticket = fileTicket(40);
    await signInAs('agent@example.com');
    await renderApp(`/customerCare/${ticket.id}/show`);
    expect(await screen.findByText('Answer overdue by 10 min')).toBeInTheDocument();
    expect(screen.getByText(/^Targets: answer within 30 min, resolve within 24 h/)).toHaveTextContent(
      'The default is used for care_resolution_hours: missing or unreadable in the settings.',
    );
  });

  it('says a day or more in days and hours', async () => {
    const ticket = fileTicket(60 + 25 * 60 + 5);
    await signInAs('agent@example.com');
    await renderApp(`/customerCare/${ticket.id}/show`);
    expect(await screen.findByText('Answer overdue by 1 d 1 h')).toBeInTheDocument();
  });

  it('moves on as time passes, without a reload, and stops at the first answer by staff', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'], shouldAdvanceTime: true });
    const ticket = fileTicket(58);
    await signInAs('agent@example.com');
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    await renderApp(`/customerCare/${ticket.id}/show`);
    expect(await screen.findByText('Waiting 58 min')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(3 * MIN));
    expect(await screen.findByText('Answer overdue by 1 min')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'New comment' }), 'We are on it.');
    await user.click(screen.getByRole('button', { name: 'Add comment' }));
    // Resolution is due 24 h from the opening, 61 minutes and some seconds ago.
    expect(await screen.findByText('22 h 58 min left to resolve')).toBeInTheDocument();
  });
});

describe("the search box's tickets", () => {
  it('show their clock in words, an overdue one too', async () => {
    const waiting = fileTicket(12);
    const late = fileTicket(75, { subject: waiting.subject });
    await signInAs('agent@example.com');
    await renderApp('/customerCare');
    await screen.findAllByRole('row', {}, { timeout: 20_000 });
    const user = userEvent.setup({ delay: null });
    fireEvent.keyDown(document.activeElement ?? document.body, { code: 'KeyK', key: 'k', ctrlKey: true });
    await user.type(await screen.findByRole('combobox', { name: 'Search' }), waiting.subject);
    const found = within(await screen.findByRole('listbox', { name: 'Results' }, { timeout: 10_000 }));
    expect(await found.findByRole('option', { name: new RegExp(`#${waiting.number}.*Waiting 12 min`) })).toBeVisible();
    expect(found.getByRole('option', { name: new RegExp(`#${late.number}.*Answer overdue by 15 min`) })).toBeVisible();
  });
});

describe('most urgent first', () => {
  it('asks the API for the waiting tickets oldest first, says so, and is remembered for that person only', async () => {
    const agent = await signInAs('agent@example.com');
    const user = userEvent.setup({ delay: null });
    const queries = ticketQueries();
    const first = await renderApp('/customerCare');
    await user.click(await screen.findByRole('button', { name: 'Most urgent first' }));
    expect(await screen.findByText(/the API cannot order by urgency across pages/)).toBeInTheDocument();
    const waitingOldestFirst = allTickets()
      .filter((t) => t.status === 'new' || t.status === 'reopened')
      .toSorted((a, b) => a.createdAt.localeCompare(b.createdAt));
    await screen.findByText(`#${waitingOldestFirst[0].number}`);
    const rows = screen.getAllByRole('row').slice(1, 4);
    rows.forEach((row, i) => expect(row).toHaveTextContent(`#${waitingOldestFirst[i].number}`));
    const asked = queries.at(-1);
    expect(asked?.getAll('status')).toEqual(['new', 'reopened']);
    expect([asked?.get('sort'), asked?.get('order')]).toEqual(['createdAt', 'ASC']);
    first.unmount();

    // Another person at this browser lists by date; the agent, signed in again, still most urgent first.
    clearSession();
    await signInAs('care.admin@example.com');
    const second = await renderApp('/customerCare');
    expect(await screen.findByRole('button', { name: 'Newest first' })).toHaveAttribute('aria-pressed', 'true');
    second.unmount();
    clearSession();
    expect((await signInAs('agent@example.com')).id).toBe(agent.id);
    await renderApp('/customerCare');
    expect(await screen.findByRole('button', { name: 'Most urgent first' })).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('a ticket by keyboard', () => {
  /** A key pressed by its place, as a layout types it: J is "j" on an English keyboard and "ت" on an Arabic one. */
  const press = (code: string, key: string, options: { shiftKey?: boolean } = {}) =>
    fireEvent.keyDown(document.activeElement ?? document.body, { code, key, ...options });

  it.each([
    ['English', { J: 'j', K: 'k', C: 'c', A: 'a', R: 'r', help: '?' }],
    ['Arabic', { J: 'ت', K: 'ن', C: 'ؤ', A: 'ش', R: 'ق', help: '؟' }],
  ] as const)('J, K, C, A, R and ? work on an %s layout, and never from a field or under a dialog', async (_, keys) => {
    await signInAs('agent@example.com');
    const newest = allTickets()
      .filter((t) => t.status === 'new')
      .toSorted((a, b) => b.createdAt.localeCompare(a.createdAt));
    const { router } = await renderApp(`/customerCare?filter=${encodeURIComponent('{"status":"new"}')}`);
    await screen.findByText(`#${newest[0].number}`);
    await act(() => router.navigate(`/customerCare/${newest[0].id}/show`));
    await screen.findByRole('heading', { name: newest[0].subject });
    await screen.findByText(`1 of ${newest.length}`);

    press('KeyJ', keys.J);
    expect(await screen.findByRole('heading', { name: newest[1].subject })).toBeInTheDocument();
    press('KeyK', keys.K);
    expect(await screen.findByRole('heading', { name: newest[0].subject })).toBeInTheDocument();

    press('KeyC', keys.C);
    const box = screen.getByRole('textbox', { name: 'New comment' });
    expect(box).toHaveFocus();
    // Typed into the box, J is a letter.
    press('KeyJ', keys.J);
    expect(screen.getByRole('heading', { name: newest[0].subject })).toBeInTheDocument();
    box.blur();

    press('KeyA', keys.A);
    const confirm = await screen.findByRole('dialog');
    expect(confirm).toHaveTextContent(`Accept ticket #${newest[0].number}?`);
    // Under the dialog (which hides the page from the accessibility tree), the page takes no key.
    press('KeyJ', keys.J);
    expect(screen.getByRole('heading', { name: newest[0].subject, hidden: true })).toBeInTheDocument();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fake.db.table(tickets).get(newest[0].id)?.status).toBe('new');

    press('Slash', keys.help, { shiftKey: true });
    const help = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    for (const line of [
      'Next ticket of the list',
      'Previous ticket of the list',
      'Write a comment',
      'Resolve (asks first)',
    ]) {
      expect(help).toHaveTextContent(line);
    }
    fireEvent.click(within(help).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const active = allTickets().find((t) => t.status === 'active') as Ticket;
    await act(() => router.navigate(`/customerCare/${active.id}/show`));
    await screen.findByRole('heading', { name: active.subject });
    press('KeyR', keys.R);
    expect(await screen.findByRole('dialog')).toHaveTextContent(`Resolve ticket #${active.number}?`);
  });

  it("J pressed while the next ticket is on its way is that ticket's: it goes on to the one after", async () => {
    await signInAs('agent@example.com');
    const newest = allTickets()
      .filter((t) => t.status === 'new')
      .toSorted((a, b) => b.createdAt.localeCompare(a.createdAt));
    const { router } = await renderApp(`/customerCare?filter=${encodeURIComponent('{"status":"new"}')}`);
    await screen.findByText(`#${newest[0].number}`);
    await act(() => router.navigate(`/customerCare/${newest[0].id}/show`));
    await screen.findByText(`1 of ${newest.length}`);

    // The router is at the next ticket before the screen shows it (a transition): the second J comes in between.
    const second = `/customerCare/${newest[1].id}/show`;
    const stop = router.subscribe((state) => {
      if (state.location.pathname !== second) return;
      stop();
      document.body.dispatchEvent(new KeyboardEvent('keydown', { code: 'KeyJ', key: 'j', bubbles: true }));
    });
    press('KeyJ', 'j');
    expect(await screen.findByText(`3 of ${newest.length}`)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/customerCare/${newest[2].id}/show`);
    expect(screen.getByRole('heading', { name: newest[2].subject })).toBeInTheDocument();
  });
});
