import { describe, expect, it, vi } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, setUpFakeApi, signInAs } from '../support/renderApp';
import { save, setDate } from '../support/formSteps';
import { promoCodes } from '@/dataProvider/fake/seed/promoCodes';

const fake = setUpFakeApi();
// The machine these run on is shared: waits are generous so that load does not fail a correct screen.
configure({ asyncUtilTimeout: 8000 });
vi.setConfig({ testTimeout: 90_000 });

type User = ReturnType<typeof userEvent.setup>;
const SLOW = { timeout: 15000 };

async function pick(user: User, label: RegExp, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByText(option, { selector: 'li[role="option"]' }));
  // The menu closes with a transition that keeps the page unclickable until it ends.
  await waitFor(() => expect(document.querySelector('[role="listbox"]')).toBeNull());
}

/** What every promo code needs, on /promoCodes/create. */
async function fillBasics(user: User, { name, code, type }: { name: string; code: string; type: string }) {
  await user.type(await screen.findByLabelText(/^Name/, undefined, SLOW), name);
  await user.type(screen.getByLabelText(/^Code/), code);
  if (type !== 'Cart') await pick(user, /^Type/, type);
  // The validity and scope sections render from the form's second frame.
  await screen.findByLabelText(/^Total redemptions/);
  setDate('validFrom', '2026-12-01');
  setDate('validTo', '2026-12-31');
  await user.type(screen.getByLabelText(/^Total redemptions/), '100');
}

/** The amount field, not the "Discount type" select beside it. */
const discountInput = () => screen.getByRole('spinbutton', { name: /^Discount/ });
const byCode = (code: string) => fake.db.table(promoCodes).get(code);

describe('the promo code form', () => {
  it('shows only the fields the type uses: items for product types, plans for subscription, no discount for free delivery', async () => {
    await signInAs('admin@example.com');
    const user = userEvent.setup({ delay: null });
    await renderApp('/promoCodes/create');
    await screen.findByLabelText(/^Name/, undefined, SLOW);
    // Cart: a discount, no items, no plans.
    expect(screen.getByLabelText(/^Discount type/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Max discount amount/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Items/)).toBeNull();
    expect(screen.queryByLabelText(/^Plans/)).toBeNull();
    for (const type of ['Product fixed', 'Product specified']) {
      await pick(user, /^Type/, type);
      expect(await screen.findByLabelText(/^Items/)).toBeInTheDocument();
      expect(screen.queryByLabelText(/^Plans/)).toBeNull();
      expect(screen.getByLabelText(/^Discount type/)).toBeInTheDocument();
    }
    await pick(user, /^Type/, 'Subscription');
    expect(await screen.findByLabelText(/^Plans/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Items/)).toBeNull();
    await pick(user, /^Type/, 'Free delivery');
    expect(screen.queryByLabelText(/^Discount type/)).toBeNull();
    expect(screen.queryByRole('spinbutton', { name: /^Discount/ })).toBeNull();
    expect(screen.queryByLabelText(/^Items/)).toBeNull();
    expect(screen.queryByLabelText(/^Plans/)).toBeNull();
    expect(screen.getByText('Waives the delivery fee; there is no discount to set.')).toBeInTheDocument();
    // The max amount only caps a percentage.
    await pick(user, /^Type/, 'Cart');
    await pick(user, /^Discount type/, 'Fixed value');
    expect(screen.queryByLabelText(/^Max discount amount/)).toBeNull();
  });

  it('refuses a percentage over 100, negative amounts and a validity ending before it starts, keeping what was typed', async () => {
    await signInAs('admin@example.com');
    const user = userEvent.setup({ delay: null });
    const { router } = await renderApp('/promoCodes/create');
    await fillBasics(user, { name: 'Too generous', code: 'TOOMUCH', type: 'Cart' });
    await user.type(discountInput(), '120');
    await user.type(screen.getByLabelText(/^Max discount amount/), '-5');
    await user.type(screen.getByLabelText(/^Min cart value/), '-1');
    setDate('validFrom', '2026-12-20');
    setDate('validTo', '2026-12-10');
    await save(user);
    expect(await screen.findByText('A percentage cannot be more than 100')).toBeInTheDocument();
    expect(screen.getAllByText('Amounts cannot be negative')).toHaveLength(2);
    expect(screen.getByText("Valid to can't be before valid from")).toBeInTheDocument();
    expect(await screen.findByText('You should complete data')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/promoCodes/create');
    expect(screen.getByLabelText(/^Code/)).toHaveValue('TOOMUCH');
    expect(byCode('TOOMUCH')).toBeUndefined();
    // A fixed value of 0 takes nothing off; a specific price of 0 is a free item.
    await pick(user, /^Discount type/, 'Fixed value');
    await user.clear(discountInput());
    await user.type(discountInput(), '0');
    await save(user);
    expect(await screen.findByText('The discount must be more than 0')).toBeInTheDocument();
  });

  it('asks for items on a product code, plans on a subscription code, whole counts, and no more uses per user than in total', async () => {
    await signInAs('admin@example.com');
    const user = userEvent.setup({ delay: null });
    await renderApp('/promoCodes/create');
    await fillBasics(user, { name: 'Needs items', code: 'NEEDITEMS', type: 'Product fixed' });
    await user.type(discountInput(), '10');
    await user.clear(screen.getByLabelText(/^Redemptions per user/));
    await user.type(screen.getByLabelText(/^Redemptions per user/), '101');
    await save(user);
    expect(await screen.findByText('Choose at least one item')).toBeInTheDocument();
    expect(screen.getByText('Redemptions per user cannot be more than the total redemptions')).toBeInTheDocument();
    await pick(user, /^Type/, 'Subscription');
    await user.clear(screen.getByLabelText(/^Total redemptions/));
    await user.type(screen.getByLabelText(/^Total redemptions/), '2.5');
    await save(user);
    expect(await screen.findByText('Choose at least one plan')).toBeInTheDocument();
    expect(screen.getAllByText('Must be a whole number of 1 or more').length).toBeGreaterThan(0);
    await user.clear(screen.getByLabelText(/^Code/));
    await user.type(screen.getByLabelText(/^Code/), 'NO SPACES');
    await save(user);
    expect(await screen.findByText('Use 3 to 20 letters, digits, dashes or underscores')).toBeInTheDocument();
    expect(byCode('NEEDITEMS')).toBeUndefined();
  });

  it("creates a product code with an item found by searching the menu: 'Promo code created'", async () => {
    await signInAs('admin@example.com');
    const user = userEvent.setup({ delay: null });
    const { router } = await renderApp('/promoCodes/create');
    await fillBasics(user, { name: 'Omelette deal', code: 'omelette5', type: 'Product fixed' });
    await pick(user, /^Discount type/, 'Specific price');
    await user.type(discountInput(), '9.5');
    await user.type(screen.getByLabelText(/^Items/), 'Classic Omel');
    await user.click(await screen.findByText(/^Classic Omelette/, { selector: 'li[role="option"]' }));
    await user.click(screen.getByLabelText(/Unlimited per user/));
    expect(screen.queryByLabelText(/^Redemptions per user/)).toBeNull();
    await save(user);
    expect(await screen.findByText('Promo code created')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/promoCodes'));
    expect(byCode('OMELETTE5')).toMatchObject({
      name: 'Omelette deal',
      type: 'productFixed',
      discountType: 'specificPrice',
      discount: 9.5,
      maxAmount: null,
      items: ['it_0003'],
      plans: [],
      redemptionsPerUser: null,
      validFrom: '2026-12-01',
      validTo: '2026-12-31',
      totalRedemptions: 100,
    });
  });

  it('clears the discount of a code switched to free delivery before saving', async () => {
    await signInAs('admin@example.com');
    const user = userEvent.setup({ delay: null });
    await renderApp('/promoCodes/create');
    await fillBasics(user, { name: 'Free ride', code: 'FREERIDE', type: 'Cart' });
    await user.type(discountInput(), '15');
    await pick(user, /^Type/, 'Free delivery');
    await save(user);
    expect(await screen.findByText('Promo code created')).toBeInTheDocument();
    expect(byCode('FREERIDE')).toMatchObject({
      type: 'freeDelivery',
      discountType: null,
      discount: null,
      maxAmount: null,
    });
  });

  it("shows the server's refusal of a code already in use on the code field, and keeps the form", async () => {
    await signInAs('admin@example.com');
    const taken = fake.db.table(promoCodes).all()[0].code;
    const user = userEvent.setup({ delay: null });
    const { router } = await renderApp('/promoCodes/create');
    await fillBasics(user, { name: 'Copy', code: taken.toLowerCase(), type: 'Cart' });
    await user.type(discountInput(), '10');
    await save(user);
    await waitFor(() => expect(screen.getAllByText('This promo code already exists').length).toBeGreaterThan(0));
    expect(router.state.location.pathname).toBe('/promoCodes/create');
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Copy');
    expect(
      fake.db
        .table(promoCodes)
        .all()
        .filter((p) => p.code === taken),
    ).toHaveLength(1);
  });
});

describe('an existing promo code', () => {
  it("opens by its code, saves a change through its server id: 'Promo code updated'", async () => {
    await signInAs('admin@example.com');
    const promo = fake.db
      .table(promoCodes)
      .all()
      .find((p) => p.type === 'subscription' && p.redemptionsPerUser === null);
    if (!promo) throw new Error('the seed has an unlimited subscription code');
    const user = userEvent.setup({ delay: null });
    const { router } = await renderApp(`/promoCodes/${promo.code}`);
    const name = await screen.findByDisplayValue(promo.name, undefined, SLOW);
    expect(screen.getByLabelText(/^Code/)).toHaveAttribute('readonly');
    expect(await screen.findByLabelText(/Unlimited per user/)).toBeChecked();
    expect(screen.getByLabelText(/^Plans/)).toBeInTheDocument();
    await user.clear(name);
    await user.type(name, 'Renamed plan code');
    await save(user);
    expect(await screen.findByText('Promo code updated')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/promoCodes'));
    expect(byCode(promo.code)).toMatchObject({
      _id: promo._id,
      name: 'Renamed plan code',
      plans: promo.plans,
      redemptionsPerUser: null,
    });
  });

  it("deactivates from the list after a confirmation, and activates again from its page: 'Promo code deactivated' / 'activated'", async () => {
    await signInAs('admin@example.com');
    const promo = fake.db
      .table(promoCodes)
      .all()
      .find((p) => p.status === 'active');
    if (!promo) throw new Error('the seed has active codes');
    const user = userEvent.setup({ delay: null });
    await renderApp('/promoCodes');
    await user.type(await screen.findByPlaceholderText('Search', undefined, SLOW), promo.code);
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(2));
    const row = screen.getAllByRole('row')[1];
    expect(within(row).getByText(promo.code)).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Deactivate' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(`Deactivate ${promo.code}?`);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Promo code deactivated')).toBeInTheDocument();
    expect(byCode(promo.code)?.status).toBe('inactive');
    await waitFor(() => expect(within(screen.getAllByRole('row')[1]).getByText('Inactive')).toBeInTheDocument());

    await user.click(within(screen.getAllByRole('row')[1]).getByText(promo.code));
    // The editor, not the row still on screen while it opens.
    await screen.findByDisplayValue(promo.name, undefined, SLOW);
    await user.click(await screen.findByRole('button', { name: 'Activate' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Promo code activated')).toBeInTheDocument();
    expect(byCode(promo.code)?.status).toBe('active');
  });

  it('a cancelled confirmation changes nothing', async () => {
    await signInAs('admin@example.com');
    const promo = fake.db
      .table(promoCodes)
      .all()
      .find((p) => p.status === 'inactive');
    if (!promo) throw new Error('the seed has inactive codes');
    const user = userEvent.setup({ delay: null });
    await renderApp(`/promoCodes/${promo.code}`);
    await user.click(await screen.findByRole('button', { name: 'Activate' }, SLOW));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(byCode(promo.code)?.status).toBe('inactive');
  });
});
