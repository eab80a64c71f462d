/**
 * Values a real server refuses, sent straight to the fake as a client that skips the forms would: each
 * is answered 400 with `errors` naming the field, and nothing is stored. Bodies are written as raw
 * JSON so that `1e309` (Infinity once parsed) reaches the server as such.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { BranchInput, LoyaltyInput, MenuCategory } from '@/dataProvider/types';
import { TEXT_LIMITS } from '@/dataProvider/fieldRules';
import { exampleBody } from './exampleBody';
import { BASE, call, signIn, serveFakeForThisFile } from './fakeApi';

serveFakeForThisFile();

let admin: string;
beforeEach(async () => {
  admin = await signIn('admin@example.com');
});

type Refusal = { message?: string; errors?: Record<string, string> };

/** Sends `body` as JSON text; a string is sent as it is, so it may hold numbers JSON.stringify cannot write. */
async function send(
  method: string,
  path: string,
  body: unknown,
  lang: 'en' | 'ar' = 'en',
): Promise<{ status: number; body: Refusal }> {
  const response = await fetch(BASE + path, {
    method,
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      'accept-language': lang,
      authorization: admin,
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Refusal };
}

const longer = (kind: keyof typeof TEXT_LIMITS) => 'x'.repeat(TEXT_LIMITS[kind] + 1);
const MEGABYTE = 'x'.repeat(1024 * 1024);

const item = exampleBody('POST menu/create-item');
const loyalty = exampleBody<LoyaltyInput>('POST loyality');
const branch = exampleBody<BranchInput>('POST Branches');

interface Endpoint {
  method: string;
  path: string;
  base: Record<string, unknown>;
}
/** Each call with a body it takes, the one its refusals below change: the contract's example where it keeps one. */
const ENDPOINTS = {
  'menu item': { method: 'POST', path: 'menu/create-item', base: item },
  'new category': { method: 'POST', path: 'menu/categories', base: exampleBody('POST menu/categories') },
  'category change': { method: 'PUT', path: 'menu/categories', base: { id: 'cat_01' } },
  'branch price': { method: 'PUT', path: 'menu/br_0001/item/it_0001', base: { available: true, price: 12 } },
  offer: { method: 'POST', path: 'offers', base: exampleBody('POST offers') },
  'promo code': { method: 'POST', path: 'promo-codes', base: exampleBody('POST promo-codes') },
  voucher: { method: 'POST', path: 'vouchers', base: exampleBody('POST vouchers') },
  banner: { method: 'POST', path: 'banners', base: exampleBody('POST banners') },
  plan: { method: 'POST', path: 'subscriptions/plans', base: exampleBody('POST subscriptions/plans') },
  loyalty: { method: 'POST', path: 'loyality', base: loyalty },
  branch: { method: 'POST', path: 'Branches', base: branch },
  'system user': { method: 'POST', path: 'system-user', base: exampleBody('POST system-user') },
  setting: { method: 'PATCH', path: 'settings/test_key', base: { value: 'on' } },
} satisfies Record<string, Endpoint>;
type EndpointName = keyof typeof ENDPOINTS;

/** [endpoint, what is wrong, the changed fields (or raw JSON to splice in), the field `errors` must name]. */
type Case = [EndpointName, string, Record<string, unknown> | { raw: string }, string];

const CASES: Case[] = [
  // Negative money, calories and order (a negative item price, branch price and promo amounts were refused already).
  ['menu item', 'negative calories', { calories: -5 }, 'calories'],
  ['menu item', 'a negative order', { order: -1 }, 'order'],
  [
    'menu item',
    "a variant's negative price",
    { variants: [{ name: { en: 'Big', ar: 'كبير' }, price: -3, calories: 0 }] },
    'variants.0.price',
  ],
  [
    'menu item',
    "an option's negative calories",
    { options: [{ name: { en: 'Cheese', ar: 'جبن' }, price: 2, calories: -1 }] },
    'options.0.calories',
  ],
  ['new category', 'a negative order', { order: -1 }, 'order'],
  // Impossible dates (a thirteenth month was refused already; a day past the month's end rolled over).
  ['offer', 'February 30th', { validFrom: '2025-02-30' }, 'validFrom'],
  ['offer', 'a day with garbage after it', { validFrom: '2026-12-01garbage' }, 'validFrom'],
  ['promo code', 'February 30th', { validFrom: '2025-02-30' }, 'validFrom'],
  ['voucher', 'February 30th', { availableFrom: '2025-02-30' }, 'availableFrom'],
  ['voucher', 'February 29th of a common year', { availableTo: '2027-02-29' }, 'availableTo'],
  ['banner', 'February 30th', { validFrom: '2025-02-30' }, 'validFrom'],
  // Numbers no JSON number should become: 1e309 parses as Infinity.
  [
    'menu item',
    "an endless variant's price",
    { raw: '"variants":[{"name":{"en":"Big","ar":"كبير"},"price":1e309}]' },
    'variants.0.price',
  ],
  ['new category', 'an endless order', { raw: '"order":1e309' }, 'order'],
  ['category change', 'an endless order', { raw: '"order":1e309' }, 'order'],
  ['plan', "an endless variant's price", { raw: '"variants":[{"durationDays":7,"price":1e309}]' }, 'variants'],
  // Wrong types, never coerced.
  ['menu item', '"yes" for a true/false', { forceSelect: 'yes' }, 'forceSelect'],
  ['menu item', 'a status that is neither active nor inactive', { status: 'yes' }, 'status'],
  ['menu item', 'a price as text', { price: '20' }, 'price'],
  ['menu item', 'a name as a list', { name: ['Test dish'] }, 'name'],
  ['menu item', 'branches as one text', { branches: 'br_0001' }, 'branches'],
  ['menu item', 'variants as an object', { variants: { name: 'Big' } }, 'variants'],
  ['new category', 'a status that is neither active nor inactive', { status: 'yes' }, 'status'],
  ['category change', 'an order as text', { order: '3' }, 'order'],
  ['branch price', '"yes" for available', { available: 'yes' }, 'available'],
  ['branch price', 'a price as text', { price: '12' }, 'price'],
  ['offer', 'a discount as text', { discount: '15' }, 'discount'],
  ['offer', 'a name as plain text', { name: 'Test offer' }, 'name'],
  ['promo code', 'a count as text', { totalRedemptions: '100' }, 'totalRedemptions'],
  ['voucher', 'a balance as text', { balance: '100' }, 'balance'],
  ['voucher', 'a group as a number', { group: 42 }, 'group'],
  ['voucher', 'a customer as a number', { customers: [501234567] }, 'customers'],
  ['banner', 'a priority as text', { priority: '3' }, 'priority'],
  ['plan', 'a name as plain text', { name: 'Test plan' }, 'name'],
  ['branch', '"yes" for a service', { services: { ...branch.services, delivery: 'yes' } }, 'services.delivery'],
  ['branch', '"yes" for auto-confirm', { autoConfirm: 'yes' }, 'autoConfirm'],
  ['branch', 'a description as a number', { description: 7 }, 'description'],
  // Over-long text.
  ['menu item', 'a 1 MB name', { name: { en: MEGABYTE, ar: 'طبق' } }, 'name.en'],
  ['menu item', 'a name one character too long', { name: { en: 'Dish', ar: longer('name') } }, 'name.ar'],
  ['new category', 'a name too long', { name: longer('name') }, 'name'],
  ['offer', 'a name too long', { name: { en: longer('name'), ar: 'عرض' } }, 'name.en'],
  ['offer', 'a description too long', { description: { en: longer('text'), ar: '' } }, 'description.en'],
  ['promo code', 'a name too long', { name: longer('name') }, 'name'],
  ['promo code', 'a tag too long', { tag: longer('name') }, 'tag'],
  ['voucher', 'a group too long', { group: longer('name') }, 'group'],
  ['banner', 'a name too long', { name: longer('name') }, 'name'],
  ['plan', 'a name too long', { name: { en: longer('name'), ar: 'خطة' } }, 'name.en'],
  [
    'loyalty',
    "a category's name too long",
    {
      rewards: [{ ...loyalty.rewards[0], name: { en: longer('name'), ar: 'المشروبات' } }, ...loyalty.rewards.slice(1)],
    },
    'rewards.0.name.en',
  ],
  ['branch', 'a name too long', { name: { en: longer('name'), ar: 'فرع' } }, 'name.en'],
  ['branch', 'an address too long', { address: longer('text') }, 'address'],
  ['system user', 'a first name too long', { firstName: longer('name') }, 'firstName'],
  ['system user', 'an email too long', { email: `${'a'.repeat(TEXT_LIMITS.email)}@example.com` }, 'email'],
  ['setting', 'a value too long', { value: longer('text') }, 'value'],
];

function bodyOf(name: EndpointName, change: Case[2]): string {
  const { base } = ENDPOINTS[name];
  if ('raw' in change && typeof change.raw === 'string') {
    const key = change.raw.slice(1, change.raw.indexOf('"', 1));
    const rest = JSON.stringify(Object.fromEntries(Object.entries(base).filter(([k]) => k !== key)));
    return rest === '{}' ? `{${change.raw}}` : `{${change.raw},${rest.slice(1)}`;
  }
  return JSON.stringify({ ...base, ...change });
}

describe('the fake refuses what a real server would not store', () => {
  it.each(Object.keys(ENDPOINTS) as EndpointName[])(
    'takes the valid %s body the refusals below start from',
    async (name) => {
      const { method, path, base } = ENDPOINTS[name];
      const answer = await send(method, path, base);
      expect(answer.body.errors).toBeUndefined();
      expect(answer.status).toBeLessThan(300);
    },
  );

  it.each(CASES)('%s: refuses %s with 400 naming the field', async (name, _what, change, field) => {
    const { method, path } = ENDPOINTS[name];
    const answer = await send(method, path, bodyOf(name, change));
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.[field]).toEqual(expect.any(String));
  });

  it('names the problem in the caller language', async () => {
    const en = await send('POST', 'menu/create-item', {
      ...item,
      name: { en: longer('name'), ar: 'طبق' },
      calories: -1,
    });
    expect(en.body.errors).toMatchObject({
      'name.en': `Must be at most ${TEXT_LIMITS.name} characters`,
      calories: 'Must be a number of 0 or more',
    });
    const ar = await send('POST', 'menu/create-item', { ...item, forceSelect: 'yes', price: '20' }, 'ar');
    expect(ar.body.errors).toMatchObject({
      forceSelect: 'يجب أن تكون القيمة true أو false',
      price: 'يجب أن تكون القيمة رقماً',
    });
  });

  it('keeps every category order a number after an endless order is sent', async () => {
    await send('PUT', 'menu/categories', '{"id":"cat_01","order":1e309}');
    await send('POST', 'menu/categories', `{"name":"After","nameAr":"بعد","order":1e309}`);
    const created = await send('POST', 'menu/categories', { name: 'Later', nameAr: 'لاحقاً' });
    expect(created.status).toBe(201);
    const categories = (await call<MenuCategory[]>('menu/categories', { token: admin })).body;
    expect(categories.every((c) => Number.isFinite(c.order))).toBe(true);
    expect(categories.find((c) => c.name === 'After')).toBeUndefined();
  });

  it('refuses a comment that is not text', async () => {
    const ticket = (await call<{ data: { id: string }[] }>('customer-care?limit=1', { token: admin })).body.data[0];
    const answer = await send('PUT', `customer-care/${ticket.id}/comment`, { text: 12345 });
    expect(answer).toEqual({ status: 400, body: { message: 'Must be text', errors: { text: 'Must be text' } } });
  });
});
