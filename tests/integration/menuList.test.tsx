import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, setUpFakeApi, signInAs } from '../support/renderApp';
import { menuCategories, menuItems } from '@/dataProvider/fake/seed/menus';
import { branches } from '@/dataProvider/fake/seed/branches';

const fake = setUpFakeApi();

const rows = () => screen.getAllByRole('row').slice(1);

describe('the /menus list', () => {
  it('shows the menu in menu order grouped by category, with photo or placeholder, type, SAR price, calories and status', async () => {
    await signInAs('admin@example.com');
    await renderApp('/menus');
    expect(await screen.findByText('Classic Shakshuka')).toBeInTheDocument();
    const first = rows()[0];
    expect(await within(first).findByText('Breakfast')).toBeInTheDocument();
    // The category is named once per group, not on every row.
    expect(within(rows()[1]).queryByText('Breakfast')).toBeNull();
    expect(first.textContent).toMatch(/SAR/);
    expect(within(first).getByText(/^(Single|Combo|Multi)$/)).toBeInTheDocument();
    expect(within(first).getByText(/^(Active|Inactive)$/)).toBeInTheDocument();
    // Every third seeded item has no photo and shows the placeholder.
    expect(within(rows()[2]).getByAltText('No photo')).toBeInTheDocument();
  });

  it("names an item's branches, two at most and a count of the rest, and says 'Every branch' when it has none", async () => {
    const [first] = fake.db
      .table(menuItems)
      .all()
      .filter((item) => item.name.en === 'Classic Shakshuka');
    const [a, b, c] = fake.db.table(branches).all();
    fake.db.table(menuItems).update(first.id, { branches: [a.sk, b.sk, c.sk] });
    await signInAs('admin@example.com');
    await renderApp('/menus');
    await screen.findByText('Classic Shakshuka');
    const firstRow = rows()[0];
    expect(await within(firstRow).findByText(`${a.name.en}, ${b.name.en} +1 more`)).toBeInTheDocument();
    expect(within(rows()[1]).getByText('Every branch')).toBeInTheDocument();
  });

  it('switches to the subscription menu, whose items are the subscription meals', async () => {
    await signInAs('admin@example.com');
    const user = userEvent.setup({ delay: null });
    await renderApp('/menus');
    await screen.findByText('Classic Shakshuka');
    await user.click(screen.getByRole('tab', { name: 'Subscription' }));
    expect(await screen.findByText('Classic Protein Box')).toBeInTheDocument();
    expect(screen.queryByText('Classic Shakshuka')).toBeNull();
  });

  it('searches by name and opens an item found by its id (GET menu/search)', async () => {
    await signInAs('admin@example.com');
    const user = userEvent.setup({ delay: null });
    const { router } = await renderApp('/menus');
    await screen.findByText('Classic Shakshuka');
    await user.type(screen.getByPlaceholderText('Search'), 'kunafa');
    await waitFor(() => expect(rows()).toHaveLength(4));
    await user.type(screen.getByRole('textbox', { name: 'Find by id' }), 'it_0007{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/menus/it_0007'));
  });

  it('exports the filtered list as CSV with a BOM, both names and the category name', async () => {
    await signInAs('admin@example.com');
    const user = userEvent.setup({ delay: null });
    let blob: Blob | undefined;
    const spy = vi.spyOn(URL, 'createObjectURL').mockImplementation((b) => {
      blob = b as Blob;
      return 'blob:menu';
    });
    // The download link's click would navigate happy-dom's window away; the file is all this test reads.
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await renderApp('/menus?filter=%7B%22menuType%22%3A%22menu%22%2C%22categoryId%22%3A%22cat_19%22%7D');
    await screen.findByText('Classic Kunafa');
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(blob).toBeDefined());
    const text = await (blob as Blob).text();
    spy.mockRestore();
    click.mockRestore();
    const lines = text.split('\r\n');
    expect(lines[0]).toBe('\uFEFFId,Name (English),Name (Arabic),Type,Category,Menu,Price (SAR),Calories,Status');
    expect(lines).toHaveLength(17);
    expect(lines[1]).toMatch(/^it_\d{4},Classic Kunafa,كنافة كلاسيك,\w+,Desserts,Menu,/);
  });
});

describe('categories', () => {
  it("creates a category: 'Category created'", async () => {
    await signInAs('admin@example.com');
    const user = userEvent.setup({ delay: null });
    const { router } = await renderApp('/menus/categories/create');
    await user.type(await screen.findByLabelText(/^Name/), 'Dates');
    await user.type(screen.getByLabelText(/Arabic name/), 'التمور');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Category created')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/menus/categories'));
    expect(
      fake.db
        .table(menuCategories)
        .all()
        .find((c) => c.name === 'Dates'),
    ).toMatchObject({ nameAr: 'التمور', status: 'active', order: 26 });
  });

  it("says 'Field is required' for a category without names", async () => {
    await signInAs('admin@example.com');
    const user = userEvent.setup({ delay: null });
    await renderApp('/menus/categories/create');
    await user.type(await screen.findByLabelText(/Icon/), 'spa');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findAllByText('Field is required')).length).toBe(2);
  });

  it("lists categories in order and updates one: 'Category updated'", async () => {
    await signInAs('admin@example.com');
    const user = userEvent.setup({ delay: null });
    const { router } = await renderApp('/menus/categories');
    await user.click(await screen.findByText('Pizza'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/menus/categories/cat_03'));
    const name = await screen.findByDisplayValue('Pizza');
    await user.clear(name);
    await user.type(name, 'Pizzas');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Category updated')).toBeInTheDocument();
    expect(fake.db.table(menuCategories).get('cat_03')?.name).toBe('Pizzas');
  });

  it("deletes an empty category after a confirmation: 'Category deleted'", async () => {
    await signInAs('admin@example.com');
    fake.db
      .table(menuCategories)
      .put({ id: 'cat_empty', name: 'Empty', nameAr: 'فارغ', status: 'active', order: 30, icon: '' });
    const user = userEvent.setup({ delay: null });
    await renderApp('/menus/categories/cat_empty');
    await screen.findByDisplayValue('Empty');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Category deleted')).toBeInTheDocument();
    expect(fake.db.table(menuCategories).get('cat_empty')).toBeUndefined();
  });
});
