import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, setUpFakeApi, signInAs } from '../support/renderApp';
import { cateringRequests } from '@/dataProvider/fake/seed/catering';
import { customerAt, customerStatusChanges } from '@/dataProvider/fake/seed/customers';
import type { CateringRequest } from '@/dataProvider/types';

const fake = setUpFakeApi();
type User = ReturnType<typeof userEvent.setup>;

const cateringIn = (status: CateringRequest['status']) =>
  fake.db
    .table(cateringRequests)
    .all()
    .find((c) => c.status === status) as CateringRequest;

async function confirmAction(user: User, name: string) {
  await user.click(screen.getByRole('button', { name }));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
}

describe('catering requests', () => {
  it("rejects a new request after a confirmation: 'Catering request rejected', and then offers nothing", async () => {
    await signInAs('admin@example.com');
    const user = userEvent.setup({ delay: null });
    const request = cateringIn('new');
    await renderApp(`/catering/${request.id}`);
    await screen.findByRole('heading', { name: request.companyName });
    expect(screen.getByRole('button', { name: 'Fulfill' })).toBeInTheDocument();
    await confirmAction(user, 'Reject');
    expect(await screen.findByText('Catering request rejected')).toBeInTheDocument();
    expect(fake.db.table(cateringRequests).get(request.id)?.status).toBe('rejected');
    expect(await screen.findByText('This request is closed: no status action is open.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Fulfill' })).not.toBeInTheDocument();
  });

  it("fulfils an active request: 'Catering request fulfilled', and adds an internal comment", async () => {
    await signInAs('admin@example.com');
    const user = userEvent.setup({ delay: null });
    const request = cateringIn('active');
    await renderApp(`/catering/${request.id}`);
    await screen.findByRole('heading', { name: request.companyName });
    await confirmAction(user, 'Fulfill');
    expect(await screen.findByText('Catering request fulfilled')).toBeInTheDocument();
    expect(fake.db.table(cateringRequests).get(request.id)?.status).toBe('fulfilled');
    await user.type(screen.getByLabelText('New internal comment'), 'Delivered 120 boxes');
    await user.click(screen.getByRole('button', { name: 'Add comment' }));
    expect(await screen.findByText('Delivered 120 boxes')).toBeInTheDocument();
    expect(fake.db.table(cateringRequests).get(request.id)?.comments.at(-1)?.text).toBe('Delivered 120 boxes');
  });
});

describe('the customers screen', () => {
  it('shows the stats as figures and finds a customer by a phone typed the local way', async () => {
    await signInAs('admin@example.com');
    const user = userEvent.setup({ delay: null });
    const customer = customerAt(31);
    await renderApp('/customers');
    // 40,000 customers are counted for the stats: give a loaded machine time.
    expect(await screen.findByText('40,000', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Sign-ups per month, last 12 months' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Phone number'), `0${customer.phone.slice(4)}{Enter}`);
    const card = await screen.findByRole('region', { name: 'Customer found' });
    for (const text of [customer.firstName, customer.lastName, customer.phone, customer.email, customer.birthDate]) {
      expect(within(card).getAllByText(text).length, text).toBeGreaterThan(0);
    }
  });

  it('says clearly when no customer has the phone, and refuses a non-phone without a call', async () => {
    await signInAs('admin@example.com');
    const user = userEvent.setup({ delay: null });
    await renderApp('/customers');
    const input = await screen.findByLabelText('Phone number');
    await user.type(input, '12345{Enter}');
    expect(await screen.findByText('Enter a Saudi mobile number such as 0512345678')).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, '0500000001{Enter}');
    expect(await screen.findByText('No customer has the phone number 0500000001.')).toBeInTheDocument();
  });

  it("deactivates the customer found after a confirmation: 'Customer deactivated', then offers Activate", async () => {
    await signInAs('admin@example.com');
    const user = userEvent.setup({ delay: null });
    const index = Array.from({ length: 100 }, (_, i) => i).find((i) => customerAt(i).active) ?? 0;
    const customer = customerAt(index);
    await renderApp('/customers');
    await user.type(await screen.findByLabelText('Phone number'), `${customer.phone}{Enter}`);
    await screen.findByRole('region', { name: 'Customer found' });
    await confirmAction(user, 'Deactivate');
    expect(await screen.findByText('Customer deactivated')).toBeInTheDocument();
    expect(fake.db.table(customerStatusChanges).get(customer.id)).toMatchObject({ active: false });
    expect(await screen.findByRole('button', { name: 'Activate' })).toBeInTheDocument();
    await confirmAction(user, 'Activate');
    expect(await screen.findByText('Customer activated')).toBeInTheDocument();
    expect(fake.db.table(customerStatusChanges).get(customer.id)).toMatchObject({ active: true });
  });
});

describe('feedbacks', () => {
  it('filters the reviews to one star and shows stars with a text alternative', async () => {
    await signInAs('admin@example.com');
    const user = userEvent.setup({ delay: null });
    await renderApp('/feedbacks');
    // Selectors rather than role queries: role queries over a table of star widgets are slow in happy-dom.
    await waitFor(
      () =>
        expect(document.querySelector('[role="img"][aria-label^="Food: "][aria-label$=" of 5 stars"]')).not.toBeNull(),
      { timeout: 10_000 },
    );
    await user.click(screen.getByLabelText('Rating (food or delivery)'));
    await user.click(await screen.findByRole('option', { name: '1 star' }));
    await waitFor(
      () => {
        const rows = [...document.querySelectorAll('tbody tr')];
        expect(rows.length).toBeGreaterThan(0);
        for (const row of rows)
          expect(row.querySelector('[role="img"][aria-label$=": 1 of 5 stars"]'), row.textContent ?? '').not.toBeNull();
      },
      { timeout: 10_000 },
    );
  });
});

describe('the admin areas for a customer-care agent', () => {
  it('sends an agent who opens /catering, /customers or /feedbacks to the sign-in page', async () => {
    for (const path of ['/catering', '/customers', '/feedbacks']) {
      await signInAs('agent@example.com');
      const { router, unmount } = await renderApp(path);
      await waitFor(() => expect(router.state.location.pathname, path).toBe('/login'));
      unmount();
    }
  });
});
