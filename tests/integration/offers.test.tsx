import { describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, setUpFakeApi, signInAs } from '../support/renderApp';
import { offers } from '@/dataProvider/fake/seed/offers';
import { save } from '../support/formSteps';

const fake = setUpFakeApi();
// The machine these run on is shared: waits are generous so that load does not fail a correct screen.
configure({ asyncUtilTimeout: 8000 });
vi.setConfig({ testTimeout: 90_000 });

type User = ReturnType<typeof userEvent.setup>;

async function pick(user: User, label: RegExp, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByText(option, { selector: 'li[role="option"]' }));
  // The menu closes with a transition that keeps the page unclickable until it ends.
  await waitFor(() => expect(document.querySelector('[role="listbox"]')).toBeNull());
}

function setDate(source: 'validFrom' | 'validTo', value: string) {
  const input = document.querySelector(`input[name="${source}"]`);
  if (!input) throw new Error(`no ${source} date input`);
  fireEvent.change(input, { target: { value } });
}

const newest = () => fake.db.table(offers).all().at(-1);

async function fillNames(user: User, name: string) {
  await user.type(await screen.findByLabelText(/^Name \(English\)/, undefined, { timeout: 20000 }), name);
  await user.type(screen.getByLabelText(/^Name \(Arabic\)/), `${name} بالعربي`);
  await user.type(screen.getByLabelText(/^Tag \(English\)/), 'New');
  await user.type(screen.getByLabelText(/^Tag \(Arabic\)/), 'جديد');
}

describe('the offer form', () => {
  it("creates a percentage offer on an item found by search: 'Offer created'", async () => {
    await signInAs('admin@example.com');
    const user = userEvent.setup({ delay: null });
    const { router } = await renderApp('/offers/create');
    await fillNames(user, 'Test omelette week');
    await user.type(screen.getByRole('spinbutton', { name: /^Discount/ }), '25');
    setDate('validFrom', '2026-12-01');
    setDate('validTo', '2026-12-07');
    await user.type(screen.getByLabelText(/^Items/), 'Classic Omel');
    await user.click(await screen.findByText(/^Classic Omelette/, { selector: 'li[role="option"]' }));
    await save(user);
    expect(await screen.findByText('Offer created')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/offers'));
    expect(newest()).toMatchObject({
      type: 'percentage',
      name: { en: 'Test omelette week', ar: 'Test omelette week بالعربي' },
      tag: { en: 'New', ar: 'جديد' },
      discount: 25,
      buyQuantity: null,
      validFrom: '2026-12-01',
      validTo: '2026-12-07',
      items: ['it_0003'],
      branches: [],
      image: null,
      status: 'active',
    });
  });

  it('refuses a percentage over 100, a negative price, validity to before from, no items and a bad image address', async () => {
    await signInAs('admin@example.com');
    const user = userEvent.setup({ delay: null });
    const { router } = await renderApp('/offers/create');
    await fillNames(user, 'Broken offer');
    const discount = screen.getByRole('spinbutton', { name: /^Discount/ });
    await user.type(discount, '130');
    setDate('validFrom', '2026-12-10');
    setDate('validTo', '2026-12-01');
    await user.type(screen.getByLabelText(/^Image URL/), 'not a link');
    await save(user);
    expect(await screen.findByText('A percentage cannot be more than 100')).toBeInTheDocument();
    expect(screen.getByText("Valid to can't be before valid from")).toBeInTheDocument();
    expect(screen.getByText('Choose at least one item')).toBeInTheDocument();
    expect(screen.getByText('Enter a web address starting with https:// or /')).toBeInTheDocument();
    expect(await screen.findByText('You should complete data')).toBeInTheDocument();
    await pick(user, /^Type/, 'Specific price');
    await user.clear(discount);
    await user.type(discount, '-4');
    await save(user);
    expect(await screen.findByText('Amounts cannot be negative')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/offers/create');
    expect(screen.getByLabelText(/^Name \(English\)/)).toHaveValue('Broken offer');
  });

  it('asks for buy and free quantities instead of a discount on "buy X get Y"', async () => {
    await signInAs('admin@example.com');
    const user = userEvent.setup({ delay: null });
    await renderApp('/offers/create');
    await screen.findByLabelText(/^Name \(English\)/, undefined, { timeout: 20000 });
    await pick(user, /^Type/, 'Buy X get Y free');
    expect(screen.queryByRole('spinbutton', { name: /^Discount/ })).toBeNull();
    expect(screen.getByLabelText(/^Buy quantity/)).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Buy quantity/), '0');
    await save(user);
    expect(await screen.findByText('Must be a whole number of 1 or more')).toBeInTheDocument();
  });
});

describe('an existing offer', () => {
  it("saves a change through POST offers with its id: 'Offer updated'", async () => {
    await signInAs('admin@example.com');
    const offer = fake.db
      .table(offers)
      .all()
      .find((o) => o.type === 'fixedValue');
    if (!offer) throw new Error('the seed has fixed-value offers');
    const user = userEvent.setup({ delay: null });
    await renderApp(`/offers/${offer.id}`);
    const name = await screen.findByDisplayValue(offer.name.en, undefined, { timeout: 20000 });
    await user.clear(name);
    await user.type(name, 'Renamed offer');
    await save(user);
    expect(await screen.findByText('Offer updated')).toBeInTheDocument();
    expect(fake.db.table(offers).get(offer.id)).toMatchObject({
      name: { en: 'Renamed offer', ar: offer.name.ar },
      items: offer.items,
      discount: offer.discount,
    });
    expect(fake.db.table(offers).size).toBe(36);
  });

  it("deactivates from the list after a confirmation and activates again: 'Offer deactivated' / 'Offer activated'", async () => {
    await signInAs('admin@example.com');
    const offer = fake.db
      .table(offers)
      .all()
      .find((o) => o.status === 'active');
    if (!offer) throw new Error('the seed has active offers');
    const user = userEvent.setup({ delay: null });
    await renderApp('/offers');
    await user.type(await screen.findByPlaceholderText('Search', undefined, { timeout: 20000 }), offer.name.en);
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(2));
    const row = () => screen.getAllByRole('row')[1];
    await user.click(within(row()).getByRole('button', { name: 'Deactivate' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(`Deactivate ${offer.name.en}?`);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Offer deactivated')).toBeInTheDocument();
    expect(fake.db.table(offers).get(offer.id)?.status).toBe('inactive');
    await waitFor(() => expect(within(row()).getByText('Inactive')).toBeInTheDocument());
    await user.click(within(row()).getByRole('button', { name: 'Activate' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Offer activated')).toBeInTheDocument();
    expect(fake.db.table(offers).get(offer.id)?.status).toBe('active');
  });

  it('filters the list by type and status', async () => {
    await signInAs('admin@example.com');
    const user = userEvent.setup({ delay: null });
    await renderApp('/offers');
    await screen.findByPlaceholderText('Search', undefined, { timeout: 20000 });
    await pick(user, /^Type/, 'Buy X get Y free');
    await pick(user, /^Status/, 'Inactive');
    const expected = fake.db
      .table(offers)
      .all()
      .filter((o) => o.type === 'buyXGetY' && o.status === 'inactive');
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(expected.length + 1));
    for (const row of screen.getAllByRole('row').slice(1))
      expect(within(row).getByText('Inactive')).toBeInTheDocument();
  });
});
