import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, setUpFakeApi, signInAs } from '../support/renderApp';
import { systemUsers } from '@/dataProvider/fake/seed/systemUsers';
import { settings } from '@/dataProvider/fake/seed/settings';

const fake = setUpFakeApi();

type User = ReturnType<typeof userEvent.setup>;

/** Fills /users/newuser as a person would, then saves. */
async function fillNewUser(
  user: User,
  fields: { firstName: string; lastName: string; email: string; privilege: string },
) {
  await user.type(await screen.findByLabelText(/First name/), fields.firstName);
  await user.type(screen.getByLabelText(/Last name/), fields.lastName);
  await user.type(screen.getByLabelText(/Email/), fields.email);
  await user.click(screen.getByLabelText(/Privilege/));
  await user.click(await screen.findByRole('option', { name: fields.privilege }));
  await user.type(screen.getByLabelText(/Password/), 'welcome-123');
  await user.click(screen.getByRole('button', { name: 'Save' }));
}

describe('system users', () => {
  it("says 'You should complete data' and 'Field is required' when the new-user form is incomplete, and keeps what was typed", async () => {
    await signInAs('admin@example.com');
    const user = userEvent.setup();
    await renderApp('/users/newuser');
    await user.type(await screen.findByLabelText(/First name/), 'Huda');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('You should complete data')).toBeInTheDocument();
    expect(screen.getAllByText('Field is required').length).toBeGreaterThanOrEqual(3);
    expect(screen.getByLabelText(/First name/)).toHaveValue('Huda');
  });

  it("creates a user and shows 'User created'", async () => {
    await signInAs('admin@example.com');
    const user = userEvent.setup();
    const { router } = await renderApp('/users/newuser');
    await fillNewUser(user, {
      firstName: 'Huda',
      lastName: 'Al-Otaibi',
      email: 'huda@example.com',
      privilege: 'Customer Care Agent',
    });
    expect(await screen.findByText('User created')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/users'));
    const created = fake.db
      .table(systemUsers)
      .all()
      .find((row) => row.email === 'huda@example.com');
    expect(created).toMatchObject({
      firstName: 'Huda',
      privilege: 'customer_care_agent',
      roles: ['customer_care_agent'],
    });
  });

  it("shows the server's message and keeps the form when the email is taken", async () => {
    await signInAs('admin@example.com');
    const user = userEvent.setup();
    const { router } = await renderApp('/users/newuser');
    await fillNewUser(user, { firstName: 'Copy', lastName: 'Cat', email: 'agent@example.com', privilege: 'Admin' });
    await waitFor(() => expect(document.body.textContent).toMatch(/already/i));
    expect(router.state.location.pathname).toBe('/users/newuser');
    expect(screen.getByLabelText(/First name/)).toHaveValue('Copy');
  });

  it("deactivates a user after a confirmation: 'User deactivated'", async () => {
    await signInAs('admin@example.com');
    const target = fake.db
      .table(systemUsers)
      .all()
      .find((row) => row.email === 'agent@example.com');
    const user = userEvent.setup();
    await renderApp(`/users/${target?.id}`);
    await screen.findByDisplayValue('agent@example.com');
    await user.click(screen.getByRole('button', { name: 'Deactivate' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('User deactivated')).toBeInTheDocument();
    expect(fake.db.table(systemUsers).get(target?.id ?? '')).toMatchObject({ active: false });
  });

  it("archives a user after a confirmation: 'User archived'", async () => {
    await signInAs('admin@example.com');
    const target = fake.db
      .table(systemUsers)
      .all()
      .find((row) => row.email === 'care.admin@example.com');
    const user = userEvent.setup();
    await renderApp(`/users/${target?.id}`);
    await screen.findByDisplayValue('care.admin@example.com');
    await user.click(screen.getByRole('button', { name: 'Archive' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('User archived')).toBeInTheDocument();
    expect(fake.db.table(systemUsers).get(target?.id ?? '')).toMatchObject({ archived: true });
  });
});

describe('settings', () => {
  it("refuses an empty value with 'Value is required' and saves a new one with 'settings saved'", async () => {
    await signInAs('admin@example.com');
    const [first] = fake.db.table(settings).all();
    const user = userEvent.setup();
    await renderApp(`/settings/${encodeURIComponent(first.key)}`);
    const value = await screen.findByLabelText(/Value/);
    await user.clear(value);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Value is required')).toBeInTheDocument();
    await user.type(value, 'changed value');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('settings saved')).toBeInTheDocument();
    expect(fake.db.table(settings).get(first.key)).toMatchObject({ value: 'changed value' });
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    // Back on the list, which shows the new value in the setting's row.
    const row = (await screen.findByRole('cell', { name: first.key })).closest('tr') as HTMLElement;
    await waitFor(() => expect(row).toHaveTextContent('changed value'));
  });

  it("creates a setting at /settings/create: 'settings saved', and the list finds it by search", async () => {
    await signInAs('admin@example.com');
    const user = userEvent.setup();
    await renderApp('/settings/create');
    await user.type(await screen.findByRole('textbox', { name: /Key/ }), 'welcome_message');
    await user.type(screen.getByRole('textbox', { name: /Value/ }), 'Ahlan wa sahlan');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('settings saved')).toBeInTheDocument();
    expect(fake.db.table(settings).get('welcome_message')).toMatchObject({ value: 'Ahlan wa sahlan' });
    await user.type(await screen.findByPlaceholderText('Search'), 'welcome_message');
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(2));
    expect(screen.getAllByRole('row')[1]).toHaveTextContent('Ahlan wa sahlan');
  });
});
