import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { settings } from '@/dataProvider/fake/seed/settings';
import { API, renderApp, setUpFakeApi, signInAs } from '../support/renderApp';

const fake = setUpFakeApi();
afterEach(() => {
  vi.restoreAllMocks();
});

describe("the app bar's demo reset", () => {
  it('is not offered to a non-admin, whom the fake would refuse', async () => {
    await signInAs('agent@example.com');
    await renderApp('/customerCare');
    // The app bar is up once its language menu (next to where the reset would be) is.
    await screen.findByRole('button', { name: 'English' }, { timeout: 10_000 });
    expect(screen.queryByRole('button', { name: 'Reset demo data' })).toBeNull();
  });

  it('is offered to the admin, and confirming it puts the seed back', async () => {
    await signInAs('admin@example.com');
    await fetch(`${API}settings/vat_percentage`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', authorization: localStorage.getItem('token') ?? '' },
      body: JSON.stringify({ value: '20' }),
    });
    expect(fake.db.table(settings).get('vat_percentage')?.value).toBe('20');
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => undefined);
    const user = userEvent.setup({ delay: null });
    await renderApp('/settings');
    await user.click(await screen.findByRole('button', { name: 'Reset demo data' }, { timeout: 10_000 }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(reload).toHaveBeenCalled());
    expect(fake.db.table(settings).get('vat_percentage')?.value).toBe('15');
  });
});
