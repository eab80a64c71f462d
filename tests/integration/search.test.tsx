/**
 * The one search box (src/search), rendered in the whole app against the fake: who searches what, through which
 * calls (recorded), what "All N" opens, a failed group's Retry, a newer text cancelling the older calls, and a text
 * typed again answered from the cache.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { API, renderApp, setUpFakeApi, signInAs } from '../support/renderApp';
import { tickets } from '@/dataProvider/fake/seed/tickets';
import { promoCodes } from '@/dataProvider/fake/seed/promoCodes';
import { customerAt } from '@/dataProvider/fake/seed/customers';
import { dataProvider } from '@/dataProvider';
import { listSearch } from '@/src/query/listQuery';

const fake = setUpFakeApi();
afterEach(() => {
  fake.server.events.removeAllListeners();
  vi.restoreAllMocks();
});

/** The paths under /api/v1/ of every call the app makes from now on. */
function recordCalls(): string[] {
  const paths: string[] = [];
  fake.server.events.on('request:start', ({ request }) =>
    paths.push(new URL(request.url).pathname.replace('/api/v1/', '')),
  );
  return paths;
}

/** Opens the app at `path` signed in as `email`, waits for its first rows, and opens the box with Ctrl+K. */
async function openSearch(email: string, path: string) {
  await signInAs(email);
  const view = await renderApp(path);
  await screen.findAllByRole('row', {}, { timeout: 20_000 });
  const user = userEvent.setup({ delay: null });
  // The key's place, not its letter: Ctrl with the key that types "ن" on an Arabic layout.
  fireEvent.keyDown(document.activeElement ?? document.body, { code: 'KeyK', key: 'ن', ctrlKey: true });
  const box = await screen.findByRole('combobox', { name: 'Search' });
  await waitFor(() => expect(box).toHaveFocus());
  return { ...view, user, box };
}

const results = () => screen.findByRole('listbox', { name: 'Results' }, { timeout: 10_000 });
const groupNames = (listbox: HTMLElement) =>
  within(listbox)
    .getAllByRole('group')
    .map((group) => group.getAttribute('aria-labelledby'))
    .map((id) => document.getElementById(id ?? '')?.textContent);

/**
 * The calls only the admin may make, by their contract's role (everything but customer care's, the session's and
 * the settings list, which care staff read for the queue's targets).
 */
const ADMIN_ONLY_CALL = /^(?!customer-care(\/|$)|system-user\/profile$|settings$)/;

describe('the search box', () => {
  it("finds an agent's tickets by the customer's phone typed as people say it, with only customer care's calls; the arrow keys and Enter open “All N”: the list, searched", async () => {
    const ticket = fake.db.table(tickets).all()[7];
    const local = `0${ticket.customer.phone.slice(4)}`; // 05XXXXXXXX
    const { user, box, router } = await openSearch('agent@example.com', '/customerCare');
    const calls = recordCalls();
    // "050 123-4567": spaces and dashes as people type them.
    await user.type(box, `${local.slice(0, 3)} ${local.slice(3, 6)}-${local.slice(6)}`);
    const listbox = await results();
    expect(groupNames(listbox)).toEqual(['Tickets']);
    const options = await within(listbox).findAllByRole('option');
    expect(options[0]).toHaveTextContent(`#${ticket.number}`);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    expect(box).toHaveAttribute('aria-activedescendant', options[0].id);
    const sameCustomer = fake.db
      .table(tickets)
      .all()
      .filter((t) => t.customer.phone === ticket.customer.phone);
    const all = options.at(-1) as HTMLElement;
    expect(all).toHaveTextContent(`All ${sameCustomer.length} in Customer care`);
    // Every call was customer care's: none of an area the agent may not open.
    expect(calls.filter((path) => ADMIN_ONLY_CALL.test(path))).toEqual([]);
    expect(calls).toContain('customer-care');

    // The arrow keys move, wrapping at the ends; Enter opens the choice.
    await user.keyboard('{ArrowUp}');
    expect(box).toHaveAttribute('aria-activedescendant', all.id);
    await user.keyboard('{Enter}');
    const filter = { q: ticket.customer.phone };
    expect(router.state.location.pathname + router.state.location.search).toBe(
      `/customerCare${listSearch({ pagination: { page: 1, perPage: 25 }, sort: { field: 'createdAt', order: 'DESC' }, filter, displayedFilters: {} })}`,
    );
    await waitFor(() => expect(screen.queryByRole('combobox', { name: 'Search' })).not.toBeInTheDocument());
    // The list shows the same search in its own box.
    expect(await screen.findByPlaceholderText('Number or customer phone')).toHaveValue(ticket.customer.phone);
  });

  it("searches every admin area's list and the customer look-up, and opens a promo code by its code", async () => {
    const promo = fake.db.table(promoCodes).all()[3];
    const { user, box, router } = await openSearch('admin@example.com', '/promoCodes');
    const calls = recordCalls();
    await user.type(box, promo.code.toLowerCase());
    const listbox = await results();
    const promoGroup = await within(listbox).findByRole('group', { name: 'Promo codes' });
    expect(within(promoGroup).getAllByRole('option')[0]).toHaveTextContent(promo.code);
    for (const path of [
      'customer-care',
      'catering',
      'promo-codes',
      'vouchers',
      'Branches',
      'menu',
      'system-user',
      'offers',
      'banners',
    ])
      expect(calls, path).toContain(path);
    // Not a phone: no look-up of a customer.
    expect(calls).not.toContain('users/getUserByPhoneNumber');
    await user.click(within(promoGroup).getAllByRole('option')[0]);
    expect(router.state.location.pathname).toBe(`/promoCodes/${promo.code}`);

    // A whole phone finds the customer through the look-up, and opens the customers screen on that number.
    const customer = customerAt(12);
    fireEvent.keyDown(document.body, { code: 'KeyK', key: 'k', ctrlKey: true });
    const again = await screen.findByRole('combobox', { name: 'Search' });
    await user.type(again, `+966 ${customer.phone.slice(4)}`);
    const people = await within(await results()).findByRole('group', { name: 'Customers' });
    await user.click(within(people).getByRole('option', { name: new RegExp(customer.firstName) }));
    expect(router.state.location.pathname + router.state.location.search).toBe(
      `/customers?phone=0${customer.phone.slice(4)}`,
    );
    expect(await screen.findByRole('region', { name: 'Customer found' }, { timeout: 10_000 })).toBeInTheDocument();
  });

  it('finds a screen by its name in either language, and says "No results" when nothing matches', async () => {
    const { user, box } = await openSearch('admin@example.com', '/customerCare');
    await user.type(box, 'الولاء');
    const screens = await within(await results()).findByRole('group', { name: 'Screens' });
    expect(within(screens).getByRole('option')).toHaveTextContent('Loyalty');
    await user.clear(box);
    await user.type(box, 'zzqxj');
    expect(await screen.findByText('No results', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it("opens, on an Enter pressed while the text is still being searched, that text's first result, not an older text's", async () => {
    const { user, box, router } = await openSearch('admin@example.com', '/customerCare');
    await user.type(box, 'Customers');
    const older = await within(await results()).findByRole('group', { name: 'Screens' });
    expect(within(older).getAllByRole('option')[0]).toHaveTextContent('Customers');
    await user.clear(box);
    await user.type(box, 'Loyalty{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/loyality'), { timeout: 10_000 });
  });

  it('says in place which group failed, with Retry, while the other groups still show', async () => {
    const ticket = fake.db.table(tickets).all()[0];
    fake.server.use(
      http.get(`${API}promo-codes`, () => HttpResponse.json({ message: 'Promo codes are resting' }, { status: 503 })),
    );
    const { user, box } = await openSearch('admin@example.com', '/customerCare');
    await user.type(box, String(ticket.number));
    const listbox = await results();
    const failed = await within(listbox).findByRole('group', { name: 'Promo codes' });
    expect(failed).toHaveTextContent('Could not search here: Promo codes are resting');
    expect(within(listbox).getByRole('group', { name: 'Tickets' })).toHaveTextContent(`#${ticket.number}`);
    // No toast besides the message in place.
    fake.server.resetHandlers();
    await user.click(within(failed).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(within(listbox).queryByRole('group', { name: 'Promo codes' })).not.toBeInTheDocument());
    expect(within(listbox).getByRole('group', { name: 'Tickets' })).toBeInTheDocument();
  });

  it("cancels the older text's calls still on their way when a newer search starts; a care admin's calls are customer care's only", async () => {
    const getList = vi.spyOn(dataProvider, 'getList');
    const { user, box } = await openSearch('care.admin@example.com', '/customerCare');
    // The tickets' answer for "Where" is slow: it is still on its way when "Where is" is searched.
    const answer = dataProvider.getList.bind(dataProvider);
    getList.mockImplementation((resource, params) =>
      params.filter?.q === 'Where'
        ? new Promise((_, reject) => params.signal?.addEventListener('abort', reject))
        : answer(resource, params),
    );
    await user.type(box, 'Where');
    await waitFor(() => expect(getList.mock.calls.some(([, params]) => params.filter?.q === 'Where')).toBe(true));
    const older = getList.mock.calls.filter(([, params]) => params.filter?.q === 'Where').map(([, p]) => p.signal);
    await user.type(box, ' is');
    await waitFor(() => expect(getList.mock.calls.some(([, params]) => params.filter?.q === 'Where is')).toBe(true));
    expect(older.length).toBeGreaterThan(0);
    expect(older.every((signal) => signal?.aborted)).toBe(true);
    // The care admin, like the agent, may open customer care only (and reads its targets from the settings).
    expect(new Set(getList.mock.calls.map(([resource]) => resource))).toEqual(new Set(['customerCare', 'settings']));
  });

  it('answers a text typed again from the cache, with no new call', async () => {
    const phone = fake.db.table(tickets).all()[7].customer.phone;
    const [text, shorter] = [phone.slice(0, 9), phone.slice(0, 8)];
    const getList = vi.spyOn(dataProvider, 'getList');
    const { user, box } = await openSearch('agent@example.com', '/customerCare');
    const asked = (q: string) => getList.mock.calls.filter(([, params]) => params.filter?.q === q).length;
    const answered = () =>
      waitFor(() => expect(screen.getByRole('listbox', { name: 'Results' })).toHaveAttribute('aria-busy', 'false'));
    const firstTicket = () => within(screen.getByRole('group', { name: 'Tickets' })).getAllByRole('option')[0];
    await user.type(box, text);
    await results();
    await answered();
    const first = firstTicket().textContent ?? '';
    await user.type(box, '{Backspace}');
    await waitFor(() => expect(asked(shorter)).toBe(1));
    await answered();

    await user.type(box, text.slice(-1));
    await answered();
    expect(firstTicket()).toHaveTextContent(first);
    expect(asked(text)).toBe(1);
  });
});
