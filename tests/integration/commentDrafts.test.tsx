import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, setUpFakeApi, signInAs } from '../support/renderApp';
import { authProvider } from '@/src/auth/authProvider';
import { tickets } from '@/dataProvider/fake/seed/tickets';
import { cateringRequests } from '@/dataProvider/fake/seed/catering';
import type { CateringRequest, Ticket } from '@/dataProvider/types';

/** A comment not sent yet is a draft of its user on its record, in this tab, until it is sent or emptied. */
const fake = setUpFakeApi();

const activeTicket = () =>
  fake.db
    .table(tickets)
    .all()
    .find((t) => t.status === 'active') as Ticket;
const commentBox = (label = 'New comment') => screen.findByRole('textbox', { name: label });

/** A reload: the app goes away and loads again in the same tab (its sessionStorage stays). */
async function reload(path: string, unmount: () => void) {
  unmount();
  return renderApp(path);
}

describe('a comment not yet sent', () => {
  it('is kept across a reload, on a ticket', async () => {
    await signInAs('agent@example.com');
    const user = userEvent.setup({ delay: null });
    const ticket = activeTicket();
    const app = await renderApp(`/customerCare/${ticket.id}/show`);
    await user.type(await commentBox(), 'Ask about the refund');
    await reload(`/customerCare/${ticket.id}/show`, app.unmount);
    expect(await commentBox()).toHaveValue('Ask about the refund');
  });

  it('is kept across a reload, on a catering request', async () => {
    await signInAs('admin@example.com');
    const user = userEvent.setup({ delay: null });
    const request = fake.db.table(cateringRequests).all()[0] as CateringRequest;
    const app = await renderApp(`/catering/${request.id}`);
    await user.type(await commentBox('New internal comment'), 'Forty guests, confirm the hall');
    await reload(`/catering/${request.id}`, app.unmount);
    expect(await commentBox('New internal comment')).toHaveValue('Forty guests, confirm the hall');
  });

  it('stays with its record across a move to the next ticket and back', async () => {
    await signInAs('agent@example.com');
    const user = userEvent.setup({ delay: null });
    const { router } = await renderApp('/customerCare');
    // Opened from the list, as staff do: Next then follows the list.
    const [shown] = await screen.findAllByText(/^#\d+$/);
    const first = fake.db
      .table(tickets)
      .all()
      .find((t) => `#${t.number}` === shown.textContent) as Ticket;
    const firstPath = `/customerCare/${first.id}/show`;
    await act(() => router.navigate(firstPath));
    await screen.findByRole('heading', { name: first.subject });
    await user.type(await commentBox(), 'Draft on the first');

    const nav = screen.getByRole('navigation', { name: 'Tickets of the list' });
    await user.click(await within(nav).findByRole('link', { name: 'Next ticket' }));
    await waitFor(() => expect(router.state.location.pathname).not.toBe(firstPath));
    await waitFor(async () => expect(await commentBox()).toHaveValue(''));
    await user.type(await commentBox(), 'Draft on the second');

    await act(() => router.navigate(firstPath));
    await waitFor(async () => expect(await commentBox()).toHaveValue('Draft on the first'));
    await act(() => router.navigate(-1));
    await waitFor(async () => expect(await commentBox()).toHaveValue('Draft on the second'));
  });

  it('is gone once sent, and is nobody else’s: another user in this tab does not see it', async () => {
    await signInAs('agent@example.com');
    const user = userEvent.setup({ delay: null });
    const ticket = activeTicket();
    let app = await renderApp(`/customerCare/${ticket.id}/show`);
    await user.type(await commentBox(), 'The agent’s own words');

    // Another tab signs in as someone else: this tab's storage now holds their session.
    await signInAs('care.admin@example.com');
    app = await reload(`/customerCare/${ticket.id}/show`, app.unmount);
    expect(await commentBox()).toHaveValue('');

    await signInAs('agent@example.com');
    app = await reload(`/customerCare/${ticket.id}/show`, app.unmount);
    expect(await commentBox()).toHaveValue('The agent’s own words');
    await user.click(screen.getByRole('button', { name: 'Add comment' }));
    expect(await screen.findByText('Comment added')).toBeInTheDocument();

    await reload(`/customerCare/${ticket.id}/show`, app.unmount);
    expect(await commentBox()).toHaveValue('');
  });

  it('is cleared by logout, which keeps the language', async () => {
    await signInAs('agent@example.com');
    localStorage.setItem('i18nextLng', 'en');
    const user = userEvent.setup({ delay: null });
    const ticket = activeTicket();
    const app = await renderApp(`/customerCare/${ticket.id}/show`);
    await user.type(await commentBox(), 'Not for after logout');
    await authProvider.logout({});
    expect(sessionStorage.length).toBe(0);
    expect(localStorage.getItem('i18nextLng')).toBe('en');

    await signInAs('agent@example.com');
    await reload(`/customerCare/${ticket.id}/show`, app.unmount);
    expect(await commentBox()).toHaveValue('');
  });
});
