import { beforeEach, describe, expect, it } from 'vitest';
import type { BranchMenu, MenuCategory, MenuItem, MenuSyncSummary, UploadTarget } from '@/dataProvider/types';
import { BASE, call, signIn, serveFakeForThisFile } from './fakeApi';

serveFakeForThisFile();

let admin: string;
beforeEach(async () => {
  admin = await signIn('admin@example.com');
});

type Page = { data: MenuItem[]; total: number };
const list = async (query: string) => (await call<Page>(`menu?${query}`, { token: admin })).body;
const item = async (id: string) => (await call<MenuItem>(`menu/${id}/get`, { token: admin })).body;

describe('the menu seed and list', () => {
  it('holds 25 categories and 400 items of all three types, bilingual, on both menus', async () => {
    const categories = (await call<MenuCategory[]>('menu/categories', { token: admin })).body;
    expect(categories).toHaveLength(25);
    const menu = await list('menuType=menu');
    const subscription = await list('menuType=subscription');
    expect(menu.total + subscription.total).toBe(400);
    expect(subscription.total).toBeGreaterThan(0);
    const all = [...menu.data, ...subscription.data];
    expect(new Set(all.map((i) => i.type))).toEqual(new Set(['single', 'combo', 'multi']));
    expect(all.every((i) => i.name.en && i.name.ar)).toBe(true);
    expect(all.some((i) => i.variants.length && i.modifiers.length)).toBe(true);
    expect(all.filter((i) => i.type === 'combo').every((i) => i.components.length >= 2)).toBe(true);
  });

  it('pages, filters by category and type, searches names in either language, sorts in menu order', async () => {
    const page = await list('menuType=menu&page=2&limit=10');
    expect(page.data).toHaveLength(10);
    const pizza = await list('menuType=menu&categoryId=cat_03&limit=100');
    expect(pizza.total).toBe(16);
    expect(pizza.data.map((i) => i.order)).toEqual([...Array(16).keys()].map((n) => n + 1));
    expect((await list('menuType=menu&type=multi&limit=500')).data.every((i) => i.type === 'multi')).toBe(true);
    expect((await list('menuType=menu&q=كنافة')).data.every((i) => i.name.ar.includes('كنافة'))).toBe(true);
    expect((await list('menuType=menu&q=kunafa')).total).toBe(4);
  });

  it('finds one item by id or point-of-sale id with menu/search, 404 otherwise', async () => {
    const one = await item('it_0005');
    expect((await call<MenuItem>('menu/search?id=it_0005', { token: admin })).body.id).toBe('it_0005');
    expect((await call<MenuItem>(`menu/search?id=${one.foodicsId}`, { token: admin })).body.id).toBe('it_0005');
    expect((await call('menu/search?id=nope', { token: admin })).status).toBe(404);
  });

  it('refuses customer care (403) and callers without a token (401)', async () => {
    expect((await call('menu?menuType=menu')).status).toBe(401);
    expect((await call('menu/categories', { token: await signIn('agent@example.com') })).status).toBe(403);
  });
});

describe('writing items', () => {
  const combo = {
    name: { en: 'Test Combo', ar: 'وجبة تجربة' },
    type: 'combo',
    categoryId: 'cat_16',
    menuType: 'menu',
    price: 49,
    components: [{ itemId: 'it_0001' }, { itemId: 'it_0002', quantity: 2 }],
  };

  it('creates a combo (201) whose components take their names from the items, saves it whole through the same call with its id, and deletes it', async () => {
    const created = await call<MenuItem>('menu/create-item', { method: 'POST', token: admin, body: combo });
    expect(created.status).toBe(201);
    expect(created.body.components.map((c) => c.name.en)).toEqual([
      (await item('it_0001')).name.en,
      (await item('it_0002')).name.en,
    ]);
    const updated = await call<MenuItem>('menu/create-item', {
      method: 'POST',
      token: admin,
      body: { ...created.body, price: 55 },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      id: created.body.id,
      price: 55,
      type: 'combo',
      foodicsId: created.body.foodicsId,
    });
    // The save replaces the item: a body with only the price is refused, not merged into the stored item.
    const partial = await call<{ errors: Record<string, string> }>('menu/create-item', {
      method: 'POST',
      token: admin,
      body: { id: created.body.id, price: 56 },
    });
    expect(partial.status).toBe(400);
    expect((await item(created.body.id)).price).toBe(55);
    // The item's old PUT is not a spec call: the fake does not answer it.
    expect(
      (
        await call(`menu/item/${created.body.id}`, {
          method: 'PUT',
          token: admin,
          body: { ...created.body, price: 57 },
        })
      ).status,
    ).not.toBe(200);
    expect((await call(`menu/item/${created.body.id}`, { method: 'DELETE', token: admin })).status).toBe(200);
    expect((await call(`menu/${created.body.id}/get`, { token: admin })).status).toBe(404);
  });

  it('answers 400 naming the missing fields', async () => {
    const answer = await call<{ errors: Record<string, string> }>('menu/create-item', {
      method: 'POST',
      token: admin,
      body: { type: 'single' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toMatchObject({ 'name.en': 'Field is required', categoryId: 'Field is required' });
  });

  it('removes one option group with PATCH menu/items/{id}?type=', async () => {
    const withGroups = (await list('menuType=menu&limit=500')).data.find(
      (i) => i.variants.length && i.modifiers.length,
    );
    const answer = await call<MenuItem>(`menu/items/${withGroups?.id}?type=variants`, {
      method: 'PATCH',
      token: admin,
      body: {},
    });
    expect(answer.body.variants).toEqual([]);
    expect(answer.body.modifiers.length).toBeGreaterThan(0);
    expect(
      (await call(`menu/items/${withGroups?.id}?type=bogus`, { method: 'PATCH', token: admin, body: {} })).status,
    ).toBe(400);
  });
});

describe('sorting', () => {
  it('reorders a category, a multi item and a combo; a wrong id list is a 400 that changes nothing', async () => {
    const ids = (await list('menuType=menu&categoryId=cat_01&limit=100')).data.map((i) => i.id);
    const reversed = [...ids].reverse();
    expect(
      (await call('menu/item/sort', { method: 'PATCH', token: admin, body: { categoryId: 'cat_01', ids: reversed } }))
        .status,
    ).toBe(200);
    expect((await list('menuType=menu&categoryId=cat_01&limit=100')).data.map((i) => i.id)).toEqual(reversed);
    expect(
      (
        await call('menu/item/sort', {
          method: 'PATCH',
          token: admin,
          body: { categoryId: 'cat_01', ids: ids.slice(1) },
        })
      ).status,
    ).toBe(400);

    const multi = (await list('menuType=menu&type=multi')).data[0];
    const options = multi.options.map((o) => o.id).reverse();
    expect(
      (
        await call<MenuItem>(`menu/items-multi/sort/${multi.id}`, {
          method: 'PATCH',
          token: admin,
          body: { ids: options },
        })
      ).body.options.map((o) => o.id),
    ).toEqual(options);

    const comboItem = (await list('menuType=menu&type=combo')).data[0];
    const parts = comboItem.components.map((c) => c.id).reverse();
    const sorted = await call<MenuItem>(`menu/items-combo/sort/${comboItem.id}?type=components`, {
      method: 'PATCH',
      token: admin,
      body: { ids: parts },
    });
    expect(sorted.body.components.map((c) => c.id)).toEqual(parts);
  });

  it('reorders categories with PUT menu/categories {order}', async () => {
    const ids = (await call<MenuCategory[]>('menu/categories', { token: admin })).body.map((c) => c.id);
    const moved = [ids[1], ids[0], ...ids.slice(2)];
    await call('menu/categories', { method: 'PUT', token: admin, body: { order: moved } });
    expect((await call<MenuCategory[]>('menu/categories', { token: admin })).body.map((c) => c.id)).toEqual(moved);
  });
});

describe('categories, import, branches and uploads', () => {
  it('creates, updates and deletes an empty category; one with items cannot be deleted', async () => {
    const created = await call<MenuCategory>('menu/categories', {
      method: 'POST',
      token: admin,
      body: { name: 'Dates', nameAr: 'التمور', icon: 'spa' },
    });
    expect(created.body).toMatchObject({ name: 'Dates', status: 'active', order: 26 });
    expect(
      (
        await call<MenuCategory>('menu/categories', {
          method: 'PUT',
          token: admin,
          body: { id: created.body.id, status: 'inactive' },
        })
      ).body.status,
    ).toBe('inactive');
    expect((await call(`menu/categories/${created.body.id}`, { method: 'DELETE', token: admin })).status).toBe(200);
    expect((await call('menu/categories/cat_01', { method: 'DELETE', token: admin })).body).toMatchObject({
      message: 'This category still has items',
    });
  });

  it("imports only with the signed-in user's password in x-confirm-password, and says what changed", async () => {
    const wrong = await fetch(`${BASE}menu/item/sync`, {
      headers: { authorization: admin, 'x-confirm-password': 'nope' },
    });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({ message: 'Invalid Password!' });
    const right = await fetch(`${BASE}menu/item/sync`, {
      headers: { authorization: admin, 'x-confirm-password': 'demo1234' },
    });
    const summary = (await right.json()) as MenuSyncSummary;
    expect(new Set(summary.changes.map((c) => c.kind))).toEqual(new Set(['updated', 'deactivated', 'created']));
    expect((await list('menuType=menu&q=Seasonal Special')).total).toBe(1);
  });

  it("keeps a branch's price and availability override for one item only", async () => {
    const branch = 'br_0001';
    await call(`menu/${branch}/item/it_0001`, { method: 'PUT', token: admin, body: { available: false, price: 12.5 } });
    const menu = (await call<BranchMenu>(`menu/${branch}`, { token: admin })).body;
    expect(menu.items.find((i) => i.id === 'it_0001')).toMatchObject({ available: false, branchPrice: 12.5 });
    expect(menu.items.find((i) => i.id === 'it_0002')).toMatchObject({ available: true, branchPrice: null });
    expect((await call('menu/br_nope', { token: admin })).status).toBe(404);
  });

  it('gives a same-origin upload URL that accepts the PUT and then serves the photo', async () => {
    const target = (await call<UploadTarget>('image?fileType=image/png', { token: admin })).body;
    expect(target.uploadUrl.startsWith(`${BASE}media/${target.id}?signature=`)).toBe(true);
    expect(target.url).toBe(`${BASE}media/${target.id}`);
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(
      (await fetch(target.uploadUrl, { method: 'PUT', body: png, headers: { 'content-type': 'image/png' } })).status,
    ).toBe(200);
    const photo = await fetch(target.url);
    expect(photo.headers.get('content-type')).toBe('image/png');
    expect((await call('image?fileType=text/html', { token: admin })).status).toBe(400);
  });
});
