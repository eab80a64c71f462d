/** Ids point at the other seeds by their fixed patterns, so building this seed does not build those. */
import type { PromoCode, PromoCodeType, PromoDiscountType } from '../../types';
import { PROMO_CODE_TYPES } from '../../types';
import { defineCollection } from '../db';
import { scaled } from '../scale';
import { madeBeforeStart, seedDay, withComingWeek } from './common';
import { faker } from './faker';
import { BIDI_OVERRIDE, FORMULA_HYPERLINK, FORMULA_PLUS, XSS_IMG, XSS_SCRIPT, withHostileNewest } from './hostile';

export const PROMO_CODE_COUNT = 300;
const LATEST_START = 60;

const WORDS = [
  'WELCOME',
  'SAVE',
  'FEAST',
  'LUNCH',
  'FAMILY',
  'WEEKEND',
  'RAMADAN',
  'EID',
  'NATIONAL',
  'FRIDAY',
  'HUNGRY',
  'KETO',
  'FIT',
  'OFFICE',
  'NIGHT',
];
const CAMPAIGNS = ['ramadan-2026', 'national-day', 'back-to-school', 'app-launch', 'loyal-customers', 'winter', ''];
const NAMES: Record<PromoCodeType, string> = {
  cart: 'Cart discount',
  productFixed: 'Item discount',
  productSpecified: 'Buy-with discount',
  freeDelivery: 'Free delivery',
  subscription: 'Plan discount',
};

const itemId = (n: number) => `it_${String(n).padStart(4, '0')}`;
const branchId = (n: number) => `br_${String(n).padStart(4, '0')}`;
const planId = (n: number) => `plan_${String(n).padStart(3, '0')}`;
const promoId = (n: number) => `pc_${String(n).padStart(5, '0')}`;

function discountOf(type: PromoCodeType): Pick<PromoCode, 'discountType' | 'discount' | 'maxAmount'> {
  if (type === 'freeDelivery') return { discountType: null, discount: null, maxAmount: null };
  const discountType: PromoDiscountType =
    type === 'cart'
      ? faker.helpers.arrayElement(['percentage', 'percentage', 'fixedValue'])
      : faker.helpers.arrayElement(['percentage', 'fixedValue', 'specificPrice']);
  if (discountType === 'percentage') {
    return {
      discountType,
      discount: faker.helpers.arrayElement([5, 10, 15, 20, 25, 30, 50]),
      maxAmount: faker.helpers.arrayElement([null, 25, 50, 100]),
    };
  }
  return { discountType, discount: faker.number.int({ min: 5, max: 60 }), maxAmount: null };
}

function seedPromoCodes(): PromoCode[] {
  faker.seed(5505);
  const used = new Set<string>();
  const rows = Array.from({ length: scaled(PROMO_CODE_COUNT) }, (_, index): PromoCode => {
    const type = PROMO_CODE_TYPES[index % PROMO_CODE_TYPES.length];
    let code = '';
    do code = `${faker.helpers.arrayElement(WORDS)}${faker.number.int({ min: 5, max: 999 })}`;
    while (used.has(code));
    used.add(code);
    const start = faker.number.int({ min: -150, max: LATEST_START });
    const totalRedemptions = faker.helpers.arrayElement([50, 100, 250, 500, 1000, 5000]);
    const perUser = faker.helpers.arrayElement([1, 1, 2, 3, 5, null]);
    return {
      _id: promoId(index + 1),
      name: `${NAMES[type]} ${code}`,
      code,
      type,
      ...discountOf(type),
      minCartValue: faker.helpers.arrayElement([null, 30, 50, 75, 100, 150]),
      validFrom: seedDay(start),
      validTo: seedDay(start + faker.number.int({ min: 7, max: 120 })),
      totalRedemptions,
      redemptionsPerUser: perUser,
      usedCount: faker.number.int({ min: 0, max: Math.floor(totalRedemptions / 2) }),
      branches: faker.datatype.boolean({ probability: 0.7 })
        ? []
        : faker.helpers.arrayElements([1, 2, 3, 4, 5, 6, 7, 8], { min: 1, max: 3 }).map(branchId),
      // The last category (items 385-400) is the subscription menu: product codes use the others.
      items:
        type === 'productFixed' || type === 'productSpecified'
          ? faker.helpers
              .arrayElements(
                Array.from({ length: 384 }, (_, i) => i + 1),
                { min: 1, max: 4 },
              )
              .map(itemId)
          : [],
      plans:
        type === 'subscription'
          ? faker.helpers.arrayElements([1, 2, 3, 4, 5, 6, 7, 8], { min: 1, max: 3 }).map(planId)
          : [],
      tag: faker.helpers.arrayElement(CAMPAIGNS),
      status: faker.datatype.boolean({ probability: 0.75 }) ? 'active' : 'inactive',
      createdAt: new Date(madeBeforeStart(start, 10, LATEST_START)).toISOString(),
    };
  });
  const dated = withComingWeek(
    rows,
    (promo) => promo.status === 'active',
    (promo, { from, to }) => ({
      ...promo,
      validFrom: seedDay(from),
      validTo: seedDay(to),
      createdAt: new Date(madeBeforeStart(from, 10, LATEST_START)).toISOString(),
    }),
  );
  // Hostile names and tags on the second and third newest codes; codes stay valid.
  return withHostileNewest(dated, (promo) => promo.createdAt, [
    (promo) => ({ ...promo, name: `${XSS_SCRIPT} ${BIDI_OVERRIDE}`, tag: XSS_IMG }),
    (promo) => ({ ...promo, name: FORMULA_HYPERLINK, tag: FORMULA_PLUS }),
  ]);
}

/** Kept by code: the app reads, and the status call finds, a promo code by its code. */
export const promoCodes = defineCollection<PromoCode>('promo-codes', (promo) => promo.code, seedPromoCodes);
