import { beforeEach, describe, expect, it } from 'vitest';
import type { Offer, PromoCode } from '@/dataProvider/types';
import { PROMO_CODE_COUNT } from '@/dataProvider/fake/seed/promoCodes';
import { OFFER_COUNT } from '@/dataProvider/fake/seed/offers';
import { exampleBody } from './exampleBody';
import { call, signIn, serveFakeForThisFile } from './fakeApi';

serveFakeForThisFile();

let admin: string;
beforeEach(async () => {
  admin = await signIn('admin@example.com');
});

type Page = { data: PromoCode[]; total: number };
type Refusal = { message: string; errors?: Record<string, string> };

// The contract's example code without its item and plan lists, as a cart code may come: it is stored with empty ones.
const { items: _items, plans: _plans, ...goodPromo } = exampleBody('POST promo-codes');

const create = (body: object, lang: 'en' | 'ar' = 'en') =>
  call<PromoCode & Refusal>('promo-codes', { method: 'POST', body, token: admin, lang });

describe('promo codes in the fake API', () => {
  it(`pages ${PROMO_CODE_COUNT} seeded codes and filters by type, status and q (code or name)`, async () => {
    const all = (await call<Page>('promo-codes?limit=10', { token: admin })).body;
    expect(all.total).toBe(PROMO_CODE_COUNT);
    expect(all.data).toHaveLength(10);
    const free = (await call<Page>('promo-codes?type=freeDelivery&status=inactive&limit=500', { token: admin })).body;
    expect(free.total).toBeGreaterThan(0);
    expect(free.data.every((p) => p.type === 'freeDelivery' && p.status === 'inactive' && p.discount === null)).toBe(
      true,
    );
    const code = all.data[0].code;
    const found = (await call<Page>(`promo-codes?q=${code.toLowerCase()}`, { token: admin })).body;
    expect(found.data.map((p) => p.code)).toContain(code);
  });

  it('creates a code (upper-cased), reads it back by its code, updates it by its _id and toggles its status by its code', async () => {
    const created = await create({ ...goodPromo, code: 'testcart' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ code: 'TESTCART', usedCount: 0, status: 'active', items: [], plans: [] });
    expect((await call<PromoCode>('promo-codes/TESTCART', { token: admin })).body._id).toBe(created.body._id);
    const updated = await call<PromoCode>(`promo-codes/${created.body._id}`, {
      method: 'PUT',
      body: { name: 'Renamed' },
      token: admin,
    });
    expect(updated.body).toMatchObject({ name: 'Renamed', code: 'TESTCART', discount: goodPromo.discount });
    const off = await call<PromoCode>('promo-codes/TESTCART/status', {
      method: 'POST',
      body: { status: 'inactive' },
      token: admin,
    });
    expect(off.body.status).toBe('inactive');
    expect(
      (await call('promo-codes/TESTCART/status', { method: 'POST', body: { status: 'paused' }, token: admin })).status,
    ).toBe(400);
  });

  it('refuses a code already in use, whatever its case, in the caller language', async () => {
    const taken = (await call<Page>('promo-codes?limit=1', { token: admin })).body.data[0].code;
    const en = await create({ ...goodPromo, code: taken.toLowerCase() });
    expect(en.status).toBe(400);
    expect(en.body).toMatchObject({
      message: 'This promo code already exists',
      errors: { code: 'This promo code already exists' },
    });
    const ar = await create({ ...goodPromo, code: taken }, 'ar');
    expect(ar.body.message).toBe('رمز الخصم هذا موجود بالفعل');
  });

  it.each([
    ['a percentage over 100', { discount: 101 }, 'discount', 'A percentage cannot be more than 100'],
    [
      'a negative fixed discount',
      { discountType: 'fixedValue', discount: -5 },
      'discount',
      'Amounts cannot be negative',
    ],
    [
      'a zero fixed discount',
      { discountType: 'fixedValue', discount: 0 },
      'discount',
      'The discount must be more than 0',
    ],
    ['a negative max amount', { maxAmount: -1 }, 'maxAmount', 'Amounts cannot be negative'],
    ['a negative min cart value', { minCartValue: -10 }, 'minCartValue', 'Amounts cannot be negative'],
    [
      'validity to before from',
      { validFrom: '2026-12-10', validTo: '2026-12-09' },
      'validTo',
      "Valid to can't be before valid from",
    ],
    ['a malformed date', { validFrom: '12/10/2026' }, 'validFrom', 'Enter a valid date'],
    ['zero total redemptions', { totalRedemptions: 0 }, 'totalRedemptions', 'Must be a whole number of 1 or more'],
    [
      'more per user than in total',
      { totalRedemptions: 5, redemptionsPerUser: 6 },
      'redemptionsPerUser',
      'Redemptions per user cannot be more than the total redemptions',
    ],
    ['a product code without items', { type: 'productFixed', items: [] }, 'items', 'Choose at least one item'],
    ['a subscription code without plans', { type: 'subscription', plans: [] }, 'plans', 'Choose at least one plan'],
    [
      'an unknown item',
      { type: 'productSpecified', items: ['it_9999'] },
      'items',
      'Some of the chosen records do not exist',
    ],
    ['a code with spaces', { code: 'NO SPACES' }, 'code', 'Use 3 to 20 letters, digits, dashes or underscores'],
    [
      'an unknown type',
      { type: 'bogus' },
      'type',
      'type must be cart, productFixed, productSpecified, freeDelivery or subscription',
    ],
  ])('refuses %s with 400 and names the field', async (_name, change, field, message) => {
    const answer = await create({ ...goodPromo, ...change });
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.[field]).toBe(message);
    expect(answer.body.message).toBe(message);
  });

  it('stores no discount for free delivery, no items or plans for a cart code, and null for unlimited uses per user', async () => {
    const answer = await create({
      ...goodPromo,
      type: 'freeDelivery',
      items: ['it_0001'],
      plans: ['plan_001'],
      redemptionsPerUser: null,
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      discountType: null,
      discount: null,
      maxAmount: null,
      items: [],
      plans: [],
      redemptionsPerUser: null,
    });
  });

  it('refuses an update that would take another code, and a customer-care agent altogether', async () => {
    const [first, second] = (await call<Page>('promo-codes?limit=2', { token: admin })).body.data;
    const clash = await call<Refusal>(`promo-codes/${first._id}`, {
      method: 'PUT',
      body: { code: second.code },
      token: admin,
    });
    expect(clash.status).toBe(400);
    const agent = await signIn('agent@example.com');
    expect((await call('promo-codes', { token: agent })).status).toBe(403);
    expect((await call('promo-codes', { method: 'POST', body: goodPromo, token: agent })).status).toBe(403);
    expect((await call('promo-codes')).status).toBe(401);
    expect((await call('promo-codes/NOPE-404', { token: admin })).status).toBe(404);
  });
});

describe('offers in the fake API', () => {
  // The contract's example offer, sent without its picture: it is stored with none (null).
  const { image: _image, ...goodOffer } = exampleBody('POST offers');

  it(`lists ${OFFER_COUNT} seeded offers, creates one, saves a change by POST with its id, and toggles its status`, async () => {
    expect((await call<Offer[]>('offers', { token: admin })).body).toHaveLength(OFFER_COUNT);
    const created = await call<Offer>('offers', { method: 'POST', body: goodOffer, token: admin });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ status: 'active', image: null, buyQuantity: null });
    const changed = await call<Offer>('offers', {
      method: 'POST',
      body: { id: created.body.id, discount: 30 },
      token: admin,
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ id: created.body.id, discount: 30, name: goodOffer.name });
    expect((await call<Offer[]>('offers', { token: admin })).body).toHaveLength(OFFER_COUNT + 1);
    const off = await call<Offer>(`offers/${created.body.id}/status`, {
      method: 'POST',
      body: { status: 'inactive' },
      token: admin,
    });
    expect(off.body.status).toBe('inactive');
    expect((await call<Offer>(`offers/${created.body.id}`, { token: admin })).body.status).toBe('inactive');
  });

  it.each([
    ['a percentage over 100', { discount: 150 }, 'discount', 'A percentage cannot be more than 100'],
    ['a negative price', { type: 'specificPrice', discount: -1 }, 'discount', 'Amounts cannot be negative'],
    [
      'validity to before from',
      { validFrom: '2026-12-01', validTo: '2026-11-30' },
      'validTo',
      "Valid to can't be before valid from",
    ],
    ['no items', { items: [] }, 'items', 'Choose at least one item'],
    ['buy X get Y without quantities', { type: 'buyXGetY', discount: null }, 'buyQuantity', 'Field is required'],
    ['an Arabic name missing', { name: { en: 'Only English', ar: '' } }, 'name.ar', 'Field is required'],
  ])('refuses %s', async (_name, change, field, message) => {
    const answer = await call<Refusal>('offers', { method: 'POST', body: { ...goodOffer, ...change }, token: admin });
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.[field]).toBe(message);
  });

  it('answers 404 for an unknown offer and 403 to customer care', async () => {
    expect((await call('offers/off_nope', { token: admin })).status).toBe(404);
    expect((await call('offers', { token: await signIn('care.admin@example.com') })).status).toBe(403);
  });
});

describe('subscription plans in the fake API', () => {
  it('GET subscriptions/admin-plans with active=true answers the plans on sale, with active=false every plan', async () => {
    const onSale = (await call<{ status: string }[]>('subscriptions/admin-plans?active=true', { token: admin })).body;
    const every = (await call<{ status: string }[]>('subscriptions/admin-plans?active=false', { token: admin })).body;
    expect(onSale.every((plan) => plan.status === 'active')).toBe(true);
    expect(every.length).toBeGreaterThan(onSale.length);
  });

  it('saves a plan through a PUT of the whole plan and refuses half a plan', async () => {
    const plan = (
      await call<Record<string, unknown> & { id: string }>('subscriptions/plans/plan_001', { token: admin })
    ).body;
    expect(
      (await call(`subscriptions/plans/${plan.id}`, { method: 'PUT', token: admin, body: { status: 'inactive' } }))
        .status,
    ).toBe(400);
    const saved = await call<{ status: string }>(`subscriptions/plans/${plan.id}`, {
      method: 'PUT',
      token: admin,
      body: { ...plan, status: 'inactive' },
    });
    expect([saved.status, saved.body.status]).toEqual([200, 'inactive']);
  });
});
