/**
 * The pickers and the menu order page on a chain ten times the spec's day (400 branches, a 640-item category):
 * each reaches a record far past any first page, says how much it leaves out until one types, and saves it.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, setUpFakeApi, signInAs } from '../support/renderApp';
import { fill, save } from '../support/formSteps';
import { branches } from '@/dataProvider/fake/seed/branches';
import { menuItems } from '@/dataProvider/fake/seed/menus';
import { promoCodes } from '@/dataProvider/fake/seed/promoCodes';
import { subscribers } from '@/dataProvider/fake/seed/subscribers';

const fake = setUpFakeApi({ scale: 10 });
// Whole-app renders over a big seed, on a shared 2-core machine: generous waits.
configure({ asyncUtilTimeout: 15_000 });

beforeAll(
  () =>
    Promise.all([
      import('@/resources/menus/item/MenuItemEdit'),
      import('@/resources/menus/sort/MenuSortPage'),
      import('@/resources/promoCodes/PromoCodeEdit'),
      import('@/resources/subscriptions/SubscriberList'),
    ]),
  60_000,
);

const branch = (sk: string) => {
  const found = fake.db
    .table(branches)
    .all()
    .find((b) => b.sk === sk);
  if (!found) throw new Error(`no branch ${sk}`);
  return found;
};
const option = (name: string) => screen.findByText(name, { selector: 'li[role="option"]' });

async function open(path: string) {
  await signInAs('admin@example.com');
  const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
  return { user, ...(await renderApp(path)) };
}

describe('pickers among 400 branches', { timeout: 150_000 }, () => {
  it("the item form shows a chosen branch from past the first page by name, says 'Showing 25 of 400' until one types, finds the 350th branch by reference code and saves both", async () => {
    const far = branch('br_0350');
    const chosen = branch('br_0399');
    fake.db.table(menuItems).put({ ...fake.db.table(menuItems).get('it_0001')!, branches: [chosen.sk] });
    const { user } = await open('/menus/it_0001');
    expect(await screen.findByText(chosen.name.en)).toBeInTheDocument();
    const picker = await screen.findByRole('combobox', { name: /^Branches/ });
    await user.click(picker);
    expect(await screen.findByText('Showing 25 of 400 — type to search')).toBeInTheDocument();
    await fill(user, picker, far.reference_code);
    await user.click(await option(far.name.en));
    await waitFor(() => expect(screen.queryByText(/^Showing \d+ of/)).toBeNull());
    await save(user);
    expect(await screen.findByText('Item updated')).toBeInTheDocument();
    expect(fake.db.table(menuItems).get('it_0001')?.branches).toEqual([chosen.sk, far.sk]);
  });

  it("a promo code's branch scope finds the 350th branch by its Arabic name and keeps it", async () => {
    const far = branch('br_0350');
    const promo = fake.db
      .table(promoCodes)
      .all()
      .find((p) => p.type === 'cart' && p.branches.length === 0);
    if (!promo) throw new Error('the seed has a cart code for every branch');
    const { user } = await open(`/promoCodes/${promo.code}`);
    await screen.findByDisplayValue(promo.name);
    const picker = await screen.findByRole('combobox', { name: /^Branches/ });
    await fill(user, picker, far.name.ar);
    await user.click(await option(far.name.en));
    await save(user);
    expect(await screen.findByText('Promo code updated')).toBeInTheDocument();
    expect(fake.db.table(promoCodes).get(promo.code)?.branches).toEqual([far.sk]);
  });

  it("a subscriber's move offers the 350th branch when typed for, not their own branch, and moves them there", async () => {
    const far = branch('br_0350');
    const target = fake.db
      .table(subscribers)
      .all()
      .find((s) => {
        const own = branch(s.branchId);
        return own.sk !== far.sk && own.services.subscription && own.status === 'active' && !own.archived;
      });
    if (!target) throw new Error('no subscriber of an open subscription branch');
    const own = branch(target.branchId);
    const { user } = await open(
      `/subscriptions/subscribers?filter=${encodeURIComponent(JSON.stringify({ q: target.mobile.replace('+966', '0') }))}`,
    );
    await screen.findByText(target.name, undefined, { timeout: 60_000 });
    await user.click(screen.getByRole('button', { name: 'Change branch' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(`Move ${target.name} to another branch?`);
    const picker = within(dialog).getByRole('combobox', { name: 'New branch' });
    await fill(user, picker, own.reference_code);
    expect(await option(own.name.en)).toHaveAttribute('aria-disabled', 'true');
    await fill(user, picker, far.reference_code);
    await user.click(await option(far.name.en));
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(`Branch changed for ${target.name}`)).toBeInTheDocument();
    expect(fake.db.table(subscribers).get(target.id)).toMatchObject({ branchId: far.sk, branchName: far.name });
  });
});

describe('the menu order page with a 640-item category', { timeout: 150_000 }, () => {
  it('lists every item of the category and saves a move of the last one with the whole order', async () => {
    const breakfast = () =>
      fake.db
        .table(menuItems)
        .all()
        .filter((i) => i.categoryId === 'cat_01')
        .sort((a, b) => a.order - b.order);
    const before = breakfast();
    expect(before).toHaveLength(640);
    const last = before[639];
    const { user } = await open('/menus/sort');
    const list = await screen.findByRole('list', { name: 'Items of Breakfast' });
    // The page renders the rows near the screen; each says its place among all 640.
    const rows = () => list.querySelectorAll('[data-sortable-id]');
    await waitFor(() => expect(rows()[0]?.getAttribute('aria-setsize')).toBe('640'), { timeout: 60_000 });
    expect(rows().length).toBeLessThan(100);
    // Scrolled to its end (happy-dom lays nothing out: the list says where its top now is), the last row shows.
    list.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: window.innerHeight - 640 * 52, height: 640 * 52 });
    document.dispatchEvent(new Event('scroll'));
    const lastRow = await waitFor(() => {
      const row = list.querySelector('[aria-posinset="640"]');
      expect(row?.getAttribute('data-sortable-id')).toBe(last.id);
      return row as HTMLElement;
    });
    await user.click(within(lastRow).getByLabelText(`Move up: ${last.name.en}`));
    await waitFor(() => expect(breakfast()[638].id).toBe(last.id));
    expect(breakfast().map((i) => i.id)).toEqual([...before.slice(0, 638), last, before[638]].map((i) => i.id));
  });
});
