import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, setUpFakeApi, signInAs } from '../support/renderApp';
import { tickets } from '@/dataProvider/fake/seed/tickets';
import type { Ticket, TicketStatus } from '@/dataProvider/types';

const fake = setUpFakeApi();

const ticketIn = (status: TicketStatus) =>
  fake.db
    .table(tickets)
    .all()
    .find((t) => t.status === status) as Ticket;
const stored = (id: string) => fake.db.table(tickets).get(id) as Ticket;

async function openTicket(status: TicketStatus) {
  const ticket = ticketIn(status);
  await renderApp(`/customerCare/${ticket.id}/show`);
  await screen.findByRole('heading', { name: ticket.subject });
  return ticket;
}

async function confirmAction(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(screen.getByRole('button', { name }));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
}

describe('the ticket screen', () => {
  it("is react-admin's show screen, /customerCare/{id}/show, opened from a list row; the spec's /customerCare/{ticketId} leads there", async () => {
    await signInAs('agent@example.com');
    const user = userEvent.setup({ delay: null });
    const { router } = await renderApp('/customerCare');
    const [number] = await screen.findAllByText(/^#\d+$/);
    const first = fake.db
      .table(tickets)
      .all()
      .find((t) => `#${t.number}` === number.textContent) as Ticket;
    await user.click(number);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/customerCare/${first.id}/show`));
    await screen.findByRole('heading', { name: first.subject });

    const other = ticketIn('closed');
    await act(() => router.navigate(`/customerCare/${other.id}?from=mail`));
    await screen.findByRole('heading', { name: other.subject });
    expect(router.state.location.pathname + router.state.location.search).toBe(
      `/customerCare/${other.id}/show?from=mail`,
    );
  });

  it.each([
    ['new', ['Accept']],
    ['active', ['Resolve']],
    ['reopened', ['Accept']],
    ['resolved', ['Reopen']],
    ['closed', ['Reopen']],
  ] as const)('offers a %s ticket only %j', async (status, offered) => {
    await signInAs('agent@example.com');
    await openTicket(status);
    for (const action of ['Accept', 'Resolve', 'Reopen']) {
      const buttons = screen.queryAllByRole('button', { name: action });
      expect(buttons, action).toHaveLength((offered as readonly string[]).includes(action) ? 1 : 0);
    }
  });

  it("accepts a new ticket after a confirmation: 'Ticket accepted', then offers Resolve", async () => {
    await signInAs('agent@example.com');
    const user = userEvent.setup({ delay: null });
    const ticket = await openTicket('new');
    expect(screen.getByText(ticket.customer.phone)).toBeInTheDocument();
    await confirmAction(user, 'Accept');
    expect(await screen.findByText('Ticket accepted')).toBeInTheDocument();
    expect(stored(ticket.id).status).toBe('active');
    expect(await screen.findByRole('button', { name: 'Resolve' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
  });

  it('shows the server refusal when the ticket moved on in the meantime, and keeps the stored status', async () => {
    await signInAs('agent@example.com');
    const user = userEvent.setup({ delay: null });
    const ticket = await openTicket('active');
    // Another agent resolves it while this screen is open.
    fake.db.table(tickets).update(ticket.id, { status: 'resolved' });
    await confirmAction(user, 'Resolve');
    expect(await screen.findByText('A resolved ticket cannot become resolved')).toBeInTheDocument();
    expect(stored(ticket.id).status).toBe('resolved');
  });

  it('adds a comment shown as plain text, and refuses an empty one without calling the API', async () => {
    await signInAs('agent@example.com');
    const user = userEvent.setup({ delay: null });
    const ticket = await openTicket('active');
    await user.click(screen.getByRole('button', { name: 'Add comment' }));
    expect(await screen.findByText('Write a comment first')).toBeInTheDocument();
    const text = 'Refund sent <img src=x onerror=alert(1)>';
    await user.type(screen.getByLabelText('New comment'), text);
    await user.click(screen.getByRole('button', { name: 'Add comment' }));
    expect(await screen.findByText('Comment added')).toBeInTheDocument();
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(document.querySelector('img[src="x"]')).toBeNull();
    expect(stored(ticket.id).comments.at(-1)).toMatchObject({ text, author: expect.stringMatching(/\S/) });
    await waitFor(() => expect(screen.getByLabelText('New comment')).toHaveValue(''));
  });
});

describe('the ticket list', () => {
  it('opens newest first: its first rows are the most recently created tickets', async () => {
    await signInAs('agent@example.com');
    await renderApp('/customerCare');
    await screen.findAllByText(/^#\d+$/);
    const newest = fake.db
      .table(tickets)
      .all()
      .toSorted((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt))
      .slice(0, 3)
      .map((ticket) => `#${ticket.number}`);
    expect(
      screen
        .getAllByText(/^#\d+$/)
        .slice(0, 3)
        .map((cell) => cell.textContent),
    ).toEqual(newest);
  });

  it('finds a ticket by the customer phone written the local way (05…)', async () => {
    await signInAs('agent@example.com');
    const user = userEvent.setup({ delay: null });
    const ticket = ticketIn('reopened');
    await renderApp('/customerCare');
    await screen.findAllByText(/^#\d+$/);
    const local = `0${ticket.customer.phone.slice(4)}`;
    // Pasted, as agents do: typing digit by digit would search on each pause.
    await user.click(screen.getByPlaceholderText('Number or customer phone'));
    await user.paste(local);
    expect(await screen.findByText(`#${ticket.number}`)).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByText(/^#\d+$/)).toHaveLength(1));
  });
});
