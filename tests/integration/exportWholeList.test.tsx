import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { strFromU8, unzipSync } from 'fflate';
import { API, renderApp, setUpFakeApi, signInAs } from '../support/renderApp';
import { catchDownloads } from '../support/downloads';
import { tickets } from '@/dataProvider/fake/seed/tickets';

const fake = setUpFakeApi();
afterEach(() => vi.restoreAllMocks());

/** The ticket list pages the export asked for (`page` of `limit`), in order. */
function watchTicketPages() {
  const pages: string[] = [];
  fake.server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname.endsWith('/customer-care') && url.searchParams.get('limit') === '1000')
      pages.push(url.searchParams.get('page') ?? '');
  });
  return pages;
}

const allTickets = () => fake.db.table(tickets).all();

async function openTickets(path = '/customerCare') {
  await signInAs('admin@example.com');
  await renderApp(path);
  await screen.findByText(/^1-25 of/);
}

describe('Export on a list', () => {
  afterEach(() => fake.server.events.removeAllListeners());

  it('saves every ticket, page after page of 1,000, not only the page shown', async () => {
    const { files, saved } = catchDownloads();
    const pages = watchTicketPages();
    await openTickets();
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(saved).toEqual(['tickets.csv']));
    const lines = (await files[0].text()).split('\r\n');
    expect(lines[0]).toBe('\uFEFFNumber,Date,Type,Status,Customer,Phone,Subject');
    const total = allTickets().length;
    expect(total).toBeGreaterThan(2000);
    expect(lines).toHaveLength(total + 1);
    const numbers = lines.slice(1).map((line) => line.split(',')[0]);
    expect(new Set(numbers).size).toBe(total);
    expect(pages).toEqual(['1', '2', '3']);
  });

  it("exports the list's filter: only the tickets it lists", async () => {
    const { files, saved } = catchDownloads();
    await openTickets(`/customerCare?filter=${encodeURIComponent(JSON.stringify({ status: 'resolved' }))}`);
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const rows = (await files[0].text()).split('\r\n').slice(1);
    expect(rows).toHaveLength(allTickets().filter((ticket) => ticket.status === 'resolved').length);
    for (const row of rows) expect(row).toContain(',Resolved,');
  });

  it('offers Excel beside it: the same tickets as a workbook, each phone a text cell as the ticket has it', async () => {
    const { files, saved } = catchDownloads();
    await openTickets(`/customerCare?filter=${encodeURIComponent(JSON.stringify({ status: 'resolved' }))}`);
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'File formats' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Excel (.xlsx)' }));
    await waitFor(() => expect(saved).toEqual(['tickets.xlsx']));
    const sheet = strFromU8(unzipSync(new Uint8Array(await files[0].arrayBuffer()))['xl/worksheets/sheet1.xml']);
    const resolved = allTickets().filter((ticket) => ticket.status === 'resolved');
    expect(sheet.match(/<row /g)).toHaveLength(resolved.length + 1);
    expect(sheet).toContain(`<t>${resolved[0].customer.phone}</t>`);
    expect(sheet).not.toMatch(/<f[ >]/);
  });

  it('tells a failed page in the dialog, saves nothing, and saves every ticket on Try again', async () => {
    const { files, saved } = catchDownloads();
    await openTickets();
    fake.server.use(
      http.get(`${API}customer-care`, ({ request }) =>
        new URL(request.url).searchParams.get('page') === '2'
          ? HttpResponse.json({ message: 'Database timeout' }, { status: 500 })
          : // Any other page goes on to the fake.
            undefined,
      ),
    );
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Export' }));
    const dialog = await screen.findByRole('dialog', { name: 'Export' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'The export stopped: Database timeout. Nothing was downloaded.',
    );
    // The dialog says it; no toast says it again.
    expect(screen.getAllByText(/Database timeout/)).toHaveLength(1);
    expect(saved).toEqual([]);

    fake.server.resetHandlers();
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(saved).toEqual(['tickets.csv']));
    expect((await files[0].text()).split('\r\n')).toHaveLength(allTickets().length + 1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows its progress, and Cancel stops the call under way, asks for no more and saves nothing', async () => {
    const { saved } = catchDownloads();
    const pages = watchTicketPages();
    let aborted: Promise<void> | undefined;
    await openTickets();
    fake.server.use(
      http.get(`${API}customer-care`, ({ request }) => {
        if (new URL(request.url).searchParams.get('page') !== '2') return undefined;
        // Page 2 never answers: it ends only when the app aborts it.
        aborted = new Promise((resolve) => request.signal.addEventListener('abort', () => resolve()));
        return aborted.then(() => HttpResponse.error());
      }),
    );
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Export' }));
    const dialog = await screen.findByRole('dialog', { name: 'Export' });
    const total = allTickets().length.toLocaleString('en');
    expect(await within(dialog).findByText(`Exporting 1,000 of ${total}…`)).toBeInTheDocument();
    const bar = within(dialog).getByRole('progressbar', { name: 'Export progress' });
    expect(Number(bar.getAttribute('aria-valuenow'))).toBeCloseTo((1000 / allTickets().length) * 100);
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await aborted;
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(pages).toEqual(['1', '2']);
    expect(saved).toEqual([]);
    // The list is still there to use.
    expect(screen.getByRole('button', { name: 'Export' })).toBeEnabled();
  });
});
