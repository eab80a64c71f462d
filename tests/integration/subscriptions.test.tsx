import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, setUpFakeApi, signInAs } from '../support/renderApp';
import { planSettings, plans } from '@/dataProvider/fake/seed/plans';
import { subscribers } from '@/dataProvider/fake/seed/subscribers';
import { branches } from '@/dataProvider/fake/seed/branches';
import { setLanguage } from '@/i18n/core';

const fake = setUpFakeApi();
afterEach(() => setLanguage('en'));

// The screens are lazy chunks: load them once up front, so no single test pays for their first transform.
beforeAll(
  () =>
    Promise.all([
      import('@/resources/subscriptions/SubscriberList'),
      import('@/resources/subscriptions/plans/PlanScreens'),
      import('@/resources/subscriptions/PlanSettingsPage'),
    ]),
  60_000,
);

async function open(path: string) {
  await signInAs('admin@example.com');
  const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
  const app = await renderApp(path);
  return { user, ...app };
}

const button = (name: string | RegExp) => screen.getByText(name, { selector: 'button' });

// Whole-app renders: a few seconds each on an idle machine; room for a shared, loaded 2-core one.
describe('subscriptions', { timeout: 60_000 }, () => {
  it('/subscriptions opens the subscribers', async () => {
    const { router } = await open('/subscriptions');
    await waitFor(() => expect(router.state.location.pathname).toBe('/subscriptions/subscribers'));
    expect((await screen.findAllByRole('button', { name: 'Change branch' }, { timeout: 15000 })).length).toBe(25);
  });

  it('the plan form refuses an impossible plan with its reasons, keeps what was typed, then creates one with two period variants', async () => {
    const { user, router } = await open('/subscriptions/plans/create');
    await user.type(await screen.findByLabelText(/Name \(English\)/, undefined, { timeout: 20000 }), 'Weekend Feast');
    await user.type(screen.getByLabelText(/Name \(Arabic\)/), 'وليمة نهاية الأسبوع');
    // Weekends offer two days a week: five subscription days cannot fit.
    await user.click(screen.getByLabelText(/Delivery days/));
    await user.click(await screen.findByText('Weekends (Friday–Saturday)', { selector: 'li[role="option"]' }));
    await user.click(button('Save'));
    expect(
      await screen.findByText('Subscription days must be from 1 to 2 for these delivery days'),
    ).toBeInTheDocument();
    expect(screen.getByText('Field is required')).toBeInTheDocument(); // the first variant's price
    expect(await screen.findByText('You should complete data')).toBeInTheDocument();
    expect(screen.getByLabelText(/Name \(English\)/)).toHaveValue('Weekend Feast');

    const days = screen.getByLabelText(/Subscription days a week/);
    await user.clear(days);
    await user.type(days, '2');
    await user.type(screen.getByLabelText(/Price \(SAR\)/), '300');
    await user.click(screen.getByLabelText('Add', { selector: 'button' }));
    const lengths = screen.getAllByLabelText(/Length \(days\)/);
    await user.type(lengths[1], '7');
    await user.type(screen.getAllByLabelText(/Price \(SAR\)/)[1], '550');
    await user.click(button('Save'));
    expect(await screen.findByText('Two period variants have the same length')).toBeInTheDocument();
    await user.clear(lengths[1]);
    await user.type(lengths[1], '14');
    await user.click(button('Save'));

    expect(await screen.findByText('Plan created')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/subscriptions/plans'));
    const created = fake.db
      .table(plans)
      .all()
      .find((p) => p.name.en === 'Weekend Feast');
    expect(created).toMatchObject({
      days: 'weekends',
      subscriptionDays: 2,
      status: 'active',
      name: { ar: 'وليمة نهاية الأسبوع' },
    });
    expect(created?.variants.map((v) => [v.durationDays, v.price])).toEqual([
      [7, 300],
      [14, 550],
    ]);
    // A long form in happy-dom: about 6 s on an idle machine, far more on a shared 2-core one.
  }, 60_000);

  it("updates a plan: 'Plan updated'", async () => {
    const { user } = await open('/subscriptions/plans/plan_002');
    const freeze = await screen.findByLabelText(/Allowed freeze days/, undefined, { timeout: 20000 });
    await user.clear(freeze);
    await user.type(freeze, '10');
    await user.click(button('Save'));
    expect(await screen.findByText('Plan updated')).toBeInTheDocument();
    expect(fake.db.table(plans).get('plan_002')).toMatchObject({ allowedFreezeDays: 10, name: { en: 'Lean Lunch' } });
  });

  it("saves the plan settings: 'Plan settings saved'", async () => {
    const { user } = await open('/subscriptions/settings');
    const freeze = await screen.findByLabelText(/Disable freeze before/, undefined, { timeout: 20000 });
    expect(freeze).toHaveValue(24);
    await user.clear(freeze);
    await user.type(freeze, '12');
    await user.click(screen.getByLabelText(/Submit time/));
    await user.click(await screen.findByText('06:00 pm', { selector: 'li[role="option"]' }));
    await user.click(button('Save'));
    expect(await screen.findByText('Plan settings saved')).toBeInTheDocument();
    expect(fake.db.table(planSettings).get('plan-settings')).toEqual({
      id: 'plan-settings',
      submitTime: '18:00',
      disableFreezeBefore: 12,
      disableEditBefore: 48,
    });
  });

  it('finds a subscriber by mobile typed as 05… among thousands and moves them to another branch after a confirmation', async () => {
    const target = fake.db.table(subscribers).all()[1234];
    const other = fake.db
      .table(branches)
      .all()
      .find((b) => b.sk !== target.branchId && b.services.subscription && b.status === 'active' && !b.archived);
    if (!other) throw new Error('no other branch offers subscriptions');
    const local = target.mobile.replace('+966', '0');
    const { user } = await open(
      `/subscriptions/subscribers?filter=${encodeURIComponent(JSON.stringify({ q: local }))}`,
    );
    await screen.findByText(target.name, undefined, { timeout: 20000 });
    expect(fake.db.table(subscribers).size).toBeGreaterThan(2000);
    // The search box says what it searches, in words, not a translation key.
    expect(screen.getByPlaceholderText('Name or mobile')).toHaveValue(local);
    const rows = document.querySelectorAll('tbody tr');
    expect(rows).toHaveLength(1);
    await user.click(within(rows[0] as HTMLElement).getByRole('button', { name: 'Change branch' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(`Move ${target.name} to another branch?`);
    expect(within(dialog).getByText('Confirm', { selector: 'button' })).toBeDisabled();
    await user.click(within(dialog).getByLabelText('New branch'));
    // Their own branch, when it is open, is listed but cannot be picked.
    const own = screen.queryByText(target.branchName.en, { selector: 'li[role="option"]' });
    if (own) expect(own).toHaveAttribute('aria-disabled', 'true');
    await user.click(await screen.findByText(other.name.en, { selector: 'li[role="option"]' }));
    await user.click(within(dialog).getByText('Confirm', { selector: 'button' }));
    expect(await screen.findByText(`Branch changed for ${target.name}`)).toBeInTheDocument();
    expect(fake.db.table(subscribers).get(target.id)).toMatchObject({ branchId: other.sk, branchName: other.name });
    // The row says the new branch at once.
    await waitFor(() => expect(document.querySelector('tbody tr')).toHaveTextContent(other.name.en));
  });

  for (const [language, texts] of [
    ['en', { change: 'Change branch', newBranch: 'New branch' }],
    ['ar', { change: 'تغيير الفرع', newBranch: 'الفرع الجديد' }],
  ] as const) {
    it(`lists the branches a subscriber can move to by name, in the order of the screen's language (${language})`, async () => {
      await setLanguage(language);
      const { user } = await open('/subscriptions/subscribers');
      const [change] = await screen.findAllByRole('button', { name: texts.change }, { timeout: 15000 });
      await user.click(change);
      await user.click(within(await screen.findByRole('dialog')).getByLabelText(texts.newBranch));
      const options = await screen.findAllByRole('option');
      expect(options.length).toBeGreaterThan(2);
      const names = options.map((option) => option.textContent?.trim() ?? '');
      const collator = new Intl.Collator(language, { numeric: true, sensitivity: 'base' });
      expect(names).toEqual([...names].sort(collator.compare));
    });
  }
});
