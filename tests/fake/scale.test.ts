import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import type { Branch, CustomerStats, MenuCategory } from '@/dataProvider/types';
import { setSeedScale } from '@/dataProvider/fake/scale';
import { createMemoryStorage, FakeDb } from '@/dataProvider/fake';
import { branches } from '@/dataProvider/fake/seed/branches';
import { customerPhone } from '@/dataProvider/fake/seed/customers';
import { call, signIn, serveFakeForThisFile } from '../contract/fakeApi';

// A chain ten times the spec's day, through the API as the app and testers read it.
serveFakeForThisFile({ scale: 10 });
// The seeds read one scale per worker: the next file in this worker starts from the spec's day again.
afterAll(() => setSeedScale(1));

let admin: string;
beforeEach(async () => {
  admin = await signIn('admin@example.com');
});

type Page<T = unknown> = { data: T[]; total: number };
const total = async (path: string) =>
  (await call<Page>(`${path}${path.includes('?') ? '&' : '?'}limit=1`, { token: admin })).body.total;

describe('the fake at scale 10', () => {
  it('seeds 400 branches, the 350th one open for every service and every picker', async () => {
    const all = (await call<Branch[] | Page<Branch>>('Branches', { token: admin })).body;
    const branches = Array.isArray(all) ? all : all.data;
    expect(branches).toHaveLength(400);
    expect(new Set(branches.map((b) => b.name.en)).size).toBe(400);
    const far = branches.find((b) => b.sk === 'br_0350');
    expect(far).toMatchObject({ status: 'active', archived: false });
    expect(far?.services).toEqual({ delivery: true, subscription: true, carPickup: true, pickup: true });
  });

  it('seeds 4,480 menu items in 25 categories, the first holding 640', async () => {
    const categories = (await call<MenuCategory[] | Page<MenuCategory>>('menu/categories', { token: admin })).body;
    expect(Array.isArray(categories) ? categories : categories.data).toHaveLength(25);
    // Without menuType, both menus: the items of every category.
    expect(await total('menu')).toBe(4480);
    expect(await total('menu?menuType=menu&categoryId=cat_01')).toBe(640);
  });

  it('seeds 30,000 tickets, reviews and subscribers, 3,000 promo codes and vouchers', async () => {
    expect(await total('customer-care')).toBe(30_000);
    expect(await total('orders/reviews')).toBe(30_000);
    expect(await total('subscriptions')).toBe(30_000);
    expect(await total('promo-codes')).toBe(3000);
    expect(await total('vouchers')).toBe(3000);
  });

  it('counts 400,000 customers in the figures and finds the last of them by phone', async () => {
    const stats = (await call<CustomerStats>('users/stats', { token: admin })).body;
    expect(stats.total).toBe(400_000);
    expect(stats.active + stats.inactive).toBe(400_000);
    const phone = customerPhone(399_999);
    const found = await call<{ id: string; phone: string }>(
      `users/getUserByPhoneNumber?phoneNumber=${encodeURIComponent(phone)}`,
      { token: admin },
    );
    expect(found.body).toMatchObject({ id: 'cu_400000', phone });
  });

  it('pages on through 30,000 tickets in order, and a write shows in the next page asked for', async () => {
    type Row = { id: string; createdAt: string; status: string };
    const pageAt = async (page: number, query = '') =>
      (await call<Page<Row>>(`customer-care?page=${page}&limit=25${query}`, { token: admin })).body;
    const [first, second] = [await pageAt(1), await pageAt(2)];
    expect((first.data.at(-1)?.createdAt ?? '') >= (second.data[0]?.createdAt ?? '~')).toBe(true);
    const fresh = (await pageAt(1, '&status=new')).data[0];
    const before = (await pageAt(1, '&status=active')).total;
    const moved = await call(`customer-care/${fresh.id}`, { method: 'PUT', body: { status: 'active' }, token: admin });
    expect(moved.status).toBe(200);
    expect((await pageAt(1, '&status=active')).total).toBe(before + 1);
    expect((await pageAt(1, '&status=new')).data.map((t) => t.id)).not.toContain(fresh.id);
  });

  it('starts from its own seed in a browser whose storage holds changes made at another scale', () => {
    const storage = createMemoryStorage();
    setSeedScale(1);
    const before = new FakeDb({ storage });
    before.table(branches).update('br_0001', { description: 'Changed at scale 1' });
    before.flush();
    setSeedScale(10);
    const table = new FakeDb({ storage }).table(branches);
    expect(table.size).toBe(400);
    expect(table.get('br_0001')?.description).not.toBe('Changed at scale 1');
  });
});
