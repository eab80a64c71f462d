import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, setUpFakeApi, signInAs } from '../support/renderApp';
import { fill } from '../support/formSteps';
import { setLanguage } from '@/i18n/core';
import { branches } from '@/dataProvider/fake/seed/branches';
import type { Branch } from '@/dataProvider/types';

const fake = setUpFakeApi();
afterEach(() => setLanguage('en'));

type User = ReturnType<typeof userEvent.setup>;
const LOCKED_TABS = ['Services', 'Working hours', 'Delivery area', 'Subscription area', 'Orders'];

async function openTab(user: User, name: string) {
  await user.click(screen.getByRole('tab', { name }));
}

/** The first seeded branch matching, so tests do not hang on one seed's details. */
function seededBranch(where: (branch: Branch) => boolean): Branch {
  const found = fake.db.table(branches).all().find(where);
  if (!found) throw new Error('no seeded branch matches');
  return found;
}

describe('the branch editor', () => {
  it('opens only the General tab on create; the others are locked until the branch exists', async () => {
    await signInAs('admin@example.com');
    await renderApp('/branches/create');
    expect(await screen.findByRole('tab', { name: 'General' })).not.toHaveAttribute('aria-disabled', 'true');
    for (const name of LOCKED_TABS) expect(screen.getByRole('tab', { name })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByText(/Save the branch first/)).toBeInTheDocument();
  });

  it("says 'Field is required' under every empty required field and 'Reference Code cannot exceed 20 chars' for a long code", async () => {
    await signInAs('admin@example.com');
    const user = userEvent.setup();
    await renderApp('/branches/create');
    const code = await screen.findByLabelText(/Reference code/);
    await fill(user, code, 'X'.repeat(21));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Reference Code cannot exceed 20 chars')).toBeInTheDocument();
    // Both names, phone and address.
    expect(screen.getAllByText('Field is required')).toHaveLength(4);
    expect(code).toHaveValue('X'.repeat(21));
  });

  it("creates a branch, says 'Branch created' and opens its editor with every tab", async () => {
    await signInAs('admin@example.com');
    const user = userEvent.setup();
    const { router } = await renderApp('/branches/create');
    await fill(user, await screen.findByLabelText(/Name \(English\)/), 'Khobar Corniche');
    await fill(user, screen.getByLabelText(/Name \(Arabic\)/), 'الخبر الكورنيش');
    await fill(user, screen.getByLabelText(/Reference code/), 'KHB-900');
    await fill(user, screen.getByLabelText(/Phone/), '+966138000000');
    await fill(user, screen.getByLabelText(/Address/), 'Corniche Rd, Al Khobar');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Branch created')).toBeInTheDocument();
    const created = fake.db
      .table(branches)
      .all()
      .find((b) => b.reference_code === 'KHB-900');
    expect(created).toMatchObject({
      pk: 'BRANCH',
      name: { en: 'Khobar Corniche' },
      shifts: [{ start: '10:00', end: '23:00' }],
    });
    await waitFor(() => expect(router.state.location.pathname).toBe(`/branches/${created?.sk}`));
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Orders' })).not.toHaveAttribute('aria-disabled', 'true'),
    );
    for (const name of LOCKED_TABS)
      expect(screen.getByRole('tab', { name })).not.toHaveAttribute('aria-disabled', 'true');
  });

  it("refuses a branch with no shift: 'Should be at least one shift'", async () => {
    await signInAs('admin@example.com');
    const user = userEvent.setup();
    const branch = seededBranch((b) => b.shifts.length === 1);
    await renderApp(`/branches/${branch.sk}/hours`);
    await screen.findByRole('combobox', { name: /Start/ });
    // The iterator shows its remove button on hover only (visibility hidden until then).
    await user.click(screen.getByLabelText('Remove'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Should be at least one shift')).toBeInTheDocument();
    expect(fake.db.table(branches).get(branch.sk)?.shifts).toHaveLength(1);
  });

  it("refuses a shift with no day: 'Pick at least one day', and takes the focus to the shift's first day", async () => {
    await signInAs('admin@example.com');
    const user = userEvent.setup();
    const branch = seededBranch((b) => b.shifts.length === 1);
    await renderApp(`/branches/${branch.sk}/hours`);
    await screen.findByRole('combobox', { name: /Start/ });
    for (const day of screen.getAllByRole('checkbox', { checked: true })) await user.click(day);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Pick at least one day')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Saturday' })).toHaveFocus();
    expect(fake.db.table(branches).get(branch.sk)?.shifts[0].days).toEqual(branch.shifts[0].days);
  });

  it('offers hourly end slots as hh:mm a round the clock from the start, and saves a shift that ends on the next day', async () => {
    await signInAs('admin@example.com');
    const user = userEvent.setup();
    const branch = seededBranch((b) => b.shifts.length === 1 && b.shifts[0].start === '10:00');
    await renderApp(`/branches/${branch.sk}/hours`);
    await user.click(await screen.findByRole('combobox', { name: /End/ }));
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    // 23 ends: every hour but the start; the first is an hour after it, midnight and the morning are the next day's.
    expect(options).toHaveLength(23);
    expect(options.slice(0, 2)).toEqual(['11:00 am', '12:00 pm']);
    expect(options).toEqual(expect.arrayContaining(['11:00 pm', '12:00 am (next day)', '09:00 am (next day)']));
    expect(options).not.toContain('10:00 am');
    await user.click(screen.getByRole('option', { name: '02:00 am (next day)' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(fake.db.table(branches).get(branch.sk)?.shifts[0]).toMatchObject({ start: '10:00', end: '02:00' }),
    );
  });

  it('in Arabic: slots read with ص/م and "(اليوم التالي)"; a shift from 04:00 م to 02:00 ص is saved and read back; the radius unit offers كم and م, no blank', async () => {
    await setLanguage('ar');
    await signInAs('admin@example.com');
    const user = userEvent.setup();
    const branch = seededBranch((b) => b.shifts.length === 1 && b.services.delivery);
    const { unmount } = await renderApp(`/branches/${branch.sk}/hours`);
    const hours = () => within(document.getElementById('tabpanel-hours') ?? document.body);
    await user.click(await hours().findByRole('combobox', { name: /البداية/ }));
    await user.click(await screen.findByRole('option', { name: '04:00 م' }));
    await user.click(hours().getByRole('combobox', { name: /النهاية/ }));
    // The ends run round the clock from the start: midnight is there, as the next day's.
    expect(await screen.findByRole('option', { name: '12:00 ص (اليوم التالي)' })).toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: '02:00 ص (اليوم التالي)' }));
    await user.click(screen.getByRole('button', { name: 'حفظ' }));
    await waitFor(() =>
      expect(fake.db.table(branches).get(branch.sk)?.shifts[0]).toMatchObject({ start: '16:00', end: '02:00' }),
    );
    unmount();

    await renderApp(`/branches/${branch.sk}/hours`);
    expect(await hours().findByRole('combobox', { name: /البداية/ })).toHaveTextContent('04:00 م');
    expect(hours().getByRole('combobox', { name: /النهاية/ })).toHaveTextContent('02:00 ص (اليوم التالي)');
    await openTab(user, 'منطقة التوصيل');
    const delivery = within(document.getElementById('tabpanel-delivery') ?? document.body);
    await user.click(await delivery.findByRole('combobox', { name: /الوحدة/ }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(['كم', 'م']);
  });

  it('keeps the map tabs locked, saying why, until their service is turned on', async () => {
    await signInAs('admin@example.com');
    const user = userEvent.setup();
    const branch = seededBranch((b) => !b.services.subscription && b.services.delivery);
    await renderApp(`/branches/${branch.sk}/subscription`);
    // Every tab is rendered (hidden ones too): look inside this one's panel.
    const panel = () => within(document.getElementById('tabpanel-subscription') ?? document.body);
    expect(await panel().findByText(/The Subscription service is off/)).toBeInTheDocument();
    expect(panel().queryByLabelText('Radius')).toBeNull();
    await openTab(user, 'Services');
    await user.click(screen.getByRole('switch', { name: 'Subscription' }));
    await openTab(user, 'Subscription area');
    expect(await panel().findByLabelText('Radius')).toBeInTheDocument();
    expect(panel().queryByText(/The Subscription service is off/)).toBeNull();
  });

  it("shows the server's message on a failed save and keeps what was typed on every tab", async () => {
    await signInAs('admin@example.com');
    const user = userEvent.setup();
    const [branch, other] = fake.db.table(branches).all();
    const { router } = await renderApp(`/branches/${branch.sk}`);
    const code = await screen.findByLabelText(/Reference code/);
    await fill(user, code, other.reference_code);
    await openTab(user, 'Services');
    const fees = screen.getByLabelText(/Delivery fees/);
    await fill(user, fees, '42');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    // In the toast, and under the field the server named.
    expect(await screen.findAllByText('Another branch already has this reference code')).not.toHaveLength(0);
    expect(router.state.location.pathname).toBe(`/branches/${branch.sk}/services`);
    expect(screen.getByLabelText(/Delivery fees/)).toHaveValue(42);
    await openTab(user, 'General');
    expect(screen.getByLabelText(/Reference code/)).toHaveValue(other.reference_code);
    expect(fake.db.table(branches).get(branch.sk)?.reference_code).toBe(branch.reference_code);
  });

  it("deactivates a branch from its editor after a confirmation: 'Branch deactivated'", async () => {
    await signInAs('admin@example.com');
    const user = userEvent.setup();
    const branch = seededBranch((b) => b.status === 'active' && !b.archived);
    await renderApp(`/branches/${branch.sk}`);
    await user.click(await screen.findByRole('button', { name: 'Deactivate' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(`Deactivate ${branch.name.en}?`);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Branch deactivated')).toBeInTheDocument();
    expect(fake.db.table(branches).get(branch.sk)?.status).toBe('inactive');
  });
});
