import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { API, renderApp, setUpFakeApi, signInAs } from '../support/renderApp';
import { menuCategories, menuItems } from '@/dataProvider/fake/seed/menus';

const fake = setUpFakeApi();

const labelsIn = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((row) => row.getAttribute('data-sortable-id'));
const breakfastOrder = () =>
  fake.db
    .table(menuItems)
    .all()
    .filter((i) => i.categoryId === 'cat_01')
    .sort((a, b) => a.order - b.order)
    .map((i) => i.id);

describe('ordering by drag and drop (and its button alternative)', () => {
  it('moves an item down a category: shown at once and saved with PATCH menu/item/sort', async () => {
    await signInAs('admin@example.com');
    const user = userEvent.setup({ delay: null });
    await renderApp('/menus/sort');
    const list = await screen.findByRole('list', { name: 'Items of Breakfast' });
    await within(list).findByText('Classic Shakshuka');
    await user.click(within(list).getByRole('button', { name: 'Move down: Classic Shakshuka' }));
    expect(labelsIn(list).slice(0, 2)).toEqual(['it_0002', 'it_0001']);
    await waitFor(() => expect(breakfastOrder().slice(0, 2)).toEqual(['it_0002', 'it_0001']));
  });

  it("puts the old order back and says 'Failed to sort the items' when the save fails", async () => {
    await signInAs('admin@example.com');
    fake.server.use(http.patch(`${API}menu/item/sort`, () => HttpResponse.json({ message: 'nope' }, { status: 500 })));
    const user = userEvent.setup({ delay: null });
    await renderApp('/menus/sort');
    const list = await screen.findByRole('list', { name: 'Items of Breakfast' });
    await within(list).findByText('Classic Shakshuka');
    await user.click(within(list).getByRole('button', { name: 'Move down: Classic Shakshuka' }));
    expect(await screen.findByText('Failed to sort the items')).toBeInTheDocument();
    await waitFor(() => expect(labelsIn(list).slice(0, 2)).toEqual(['it_0001', 'it_0002']));
    expect(breakfastOrder().slice(0, 2)).toEqual(['it_0001', 'it_0002']);
  });

  it('reorders categories with PUT menu/categories', async () => {
    await signInAs('admin@example.com');
    const user = userEvent.setup({ delay: null });
    await renderApp('/menus/sort');
    const list = await screen.findByRole('list', { name: 'Category order' });
    await user.click(await within(list).findByRole('button', { name: 'Move up: Pizza' }));
    await waitFor(() => expect(fake.db.table(menuCategories).get('cat_03')?.order).toBe(2));
    expect(labelsIn(list).slice(0, 3)).toEqual(['cat_01', 'cat_03', 'cat_02']);
  });

  it("puts the category order back and says 'updating category order failed' when the save fails", async () => {
    await signInAs('admin@example.com');
    fake.server.use(http.put(`${API}menu/categories`, () => HttpResponse.json({ message: 'nope' }, { status: 500 })));
    const user = userEvent.setup({ delay: null });
    await renderApp('/menus/sort');
    const list = await screen.findByRole('list', { name: 'Category order' });
    await user.click(await within(list).findByRole('button', { name: 'Move up: Pizza' }));
    expect(await screen.findByText('updating category order failed')).toBeInTheDocument();
    await waitFor(() => expect(labelsIn(list).slice(0, 3)).toEqual(['cat_01', 'cat_02', 'cat_03']));
  });

  it("reorders a combo's components from its editor (PATCH menu/items-combo/sort)", async () => {
    await signInAs('admin@example.com');
    const combo = fake.db
      .table(menuItems)
      .all()
      .find((i) => i.type === 'combo');
    const [first, second] = combo?.components ?? [];
    const user = userEvent.setup({ delay: null });
    await renderApp(`/menus/${combo?.id}`);
    const list = await screen.findByRole('list', { name: 'Order of the Components (saved when dropped)' });
    await user.click(within(list).getByRole('button', { name: `Move down: ${first.name.en}` }));
    await waitFor(() =>
      expect(
        fake.db
          .table(menuItems)
          .get(combo?.id ?? '')
          ?.components.slice(0, 2)
          .map((c) => c.id),
      ).toEqual([second.id, first.id]),
    );
  });
});
