import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { API, renderApp, setUpFakeApi, signInAs } from '../support/renderApp';
import { fill, pick, type User } from '../support/formSteps';
import { menuItems } from '@/dataProvider/fake/seed/menus';

const fake = setUpFakeApi();

const newest = () => fake.db.table(menuItems).all().at(-1);

/** Fills what every item needs at /menus/itemDetails. */
async function fillBasics(user: User, type: string, name: string) {
  await user.type(await screen.findByLabelText(/Name \(English\)/), name);
  await user.type(screen.getByLabelText(/Name \(Arabic\)/), `${name} بالعربي`);
  await pick(user, /^Type/, type);
  await pick(user, /^Category/, 'Combos');
  await user.type(screen.getByLabelText(/Price \(SAR\)/), '42');
}

describe('the item editor', () => {
  it("creates a single item with a variant: 'Item created', then opens at /menus/{itemId}", async () => {
    await signInAs('admin@example.com');
    const user = userEvent.setup({ delay: null });
    const { router } = await renderApp('/menus/itemDetails');
    await fillBasics(user, 'Single', 'Test Wrap');
    const variants = screen.getByRole('heading', { name: 'Variants' }).parentElement?.parentElement as HTMLElement;
    await user.click(within(variants).getByRole('button', { name: 'Add' }));
    await user.type(within(variants).getByLabelText(/Name \(English\)/), 'Large');
    await user.type(within(variants).getByLabelText(/Name \(Arabic\)/), 'كبير');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Item created')).toBeInTheDocument();
    const created = newest();
    expect(created).toMatchObject({
      type: 'single',
      name: { en: 'Test Wrap' },
      price: 42,
      categoryId: 'cat_16',
      menuType: 'menu',
    });
    expect(created?.variants.map((v) => v.name.en)).toEqual(['Large']);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/menus/${created?.id}`));
  });

  it('creates a combo whose two components are other items picked by name', async () => {
    await signInAs('admin@example.com');
    const user = userEvent.setup({ delay: null });
    await renderApp('/menus/itemDetails');
    await fillBasics(user, 'Combo', 'Test Combo');
    const components = (await screen.findByRole('heading', { name: 'Components' })).parentElement
      ?.parentElement as HTMLElement;
    for (const [index, name] of ['Classic Shakshuka', 'Classic Foul'].entries()) {
      await user.click(within(components).getByRole('button', { name: 'Add' }));
      const inputs = within(components).getAllByRole('combobox');
      await fill(user, inputs[index], name.split(' ')[1].slice(0, 4));
      await user.click(await screen.findByText(name, { selector: 'li[role="option"]' }));
    }
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Item created')).toBeInTheDocument();
    expect(newest()?.components.map((c) => c.name.en)).toEqual(['Classic Shakshuka', 'Classic Foul']);
    // The whole app and two searched pickers: 7 s alone, 24 s and over 30 s beside the whole suite on a slow 2-core host.
  }, 60_000);

  it('keeps a new item changed, with Save enabled, when choosing Multi brings in its options', async () => {
    await signInAs('admin@example.com');
    const user = userEvent.setup({ delay: null });
    await renderApp('/menus/itemDetails');
    await user.type(await screen.findByLabelText(/Name \(English\)/), 'Test Platter');
    await pick(user, /^Type/, 'Multi');
    expect(await screen.findByRole('heading', { name: 'Options' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Name \(English\)/)).toHaveValue('Test Platter');
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('shows the options of a multi item and not the components', async () => {
    await signInAs('admin@example.com');
    const multi = fake.db
      .table(menuItems)
      .all()
      .find((item) => item.type === 'multi');
    await renderApp(`/menus/${multi?.id}`);
    expect(await screen.findByRole('heading', { name: 'Options' })).toBeInTheDocument();
    expect(screen.getByDisplayValue(multi?.options[0].name.en ?? '')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Components' })).toBeNull();
  });

  it('uploads a photo: GET image gives the URL, the file is PUT there and the photo joins the item', async () => {
    await signInAs('admin@example.com');
    const user = userEvent.setup({ delay: null });
    await renderApp('/menus/it_0003');
    await screen.findByDisplayValue('Classic Omelette');
    await user.upload(
      await screen.findByLabelText('Add photo'),
      new File([new Uint8Array([137, 80, 78, 71])], 'dish.png', { type: 'image/png' }),
    );
    await waitFor(() => expect(screen.getAllByRole('button', { name: /Remove photo/ })).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Item updated')).toBeInTheDocument();
    expect(fake.db.table(menuItems).get('it_0003')?.photos[0]).toMatch(/\/api\/v1\/media\/[\w-]+$/);
  });

  it("says 'Error Upload Photo' when the upload PUT fails, and adds no photo", async () => {
    await signInAs('admin@example.com');
    fake.server.use(http.put(`${API}media/:id`, () => new HttpResponse(null, { status: 500 })));
    const user = userEvent.setup({ delay: null });
    await renderApp('/menus/it_0003');
    await screen.findByDisplayValue('Classic Omelette');
    await user.upload(await screen.findByLabelText('Add photo'), new File(['x'], 'dish.png', { type: 'image/png' }));
    expect(await screen.findByText('Error Upload Photo')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove photo/ })).toBeNull();
  });

  it('removes the whole modifier group after a confirmation (PATCH menu/items/{id}?type=modifiers)', async () => {
    await signInAs('admin@example.com');
    const item = fake.db
      .table(menuItems)
      .all()
      .find((i) => i.modifiers.length > 0 && i.variants.length > 0);
    const user = userEvent.setup({ delay: null });
    await renderApp(`/menus/${item?.id}`);
    await user.click(await screen.findByRole('button', { name: 'Remove all Modifiers' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Modifiers removed')).toBeInTheDocument();
    const after = fake.db.table(menuItems).get(item?.id ?? '');
    expect(after?.modifiers).toEqual([]);
    expect(after?.variants.length).toBeGreaterThan(0);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Remove all Modifiers' })).toBeNull());
  });

  it("deletes an item after a confirmation: 'Item deleted', back to /menus", async () => {
    await signInAs('admin@example.com');
    const user = userEvent.setup({ delay: null });
    const { router } = await renderApp('/menus/it_0004');
    await screen.findByDisplayValue('Classic Balaleet');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Delete Classic Balaleet?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Item deleted')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/menus'));
    expect(fake.db.table(menuItems).get('it_0004')).toBeUndefined();
  });
});
