/** About 3,000 order reviews by seeded customers, over the 60 days up to the seed's now, the newest today. */
import { faker } from './faker';
import type { OrderReview } from '../../types';
import { defineCollection } from '../db';
import { scaled } from '../scale';
import { DAY_MS, endingToday, seedNow } from './common';
import { FIRST_NAMED_CUSTOMER, customerAt, customerCount } from './customers';
import {
  BIDI_ISOLATES,
  FORMULA_HYPERLINK,
  FORMULA_PLUS,
  JS_URL,
  XSS_IMG,
  XSS_SCRIPT,
  withHostileNewest,
} from './hostile';

const REVIEW_COUNT = 3000;

const COMMENTS: Record<number, string[]> = {
  1: [
    'Food was cold and the order was late.',
    'وصل الطلب بارداً ومتأخراً جداً',
    'Wrong items, very disappointed.',
    'لن أطلب مرة أخرى',
  ],
  2: ['The rice was undercooked.', 'المندوب لم يجد العنوان', 'Portion smaller than usual.'],
  3: ['OK, nothing special.', 'جيد لكن التوصيل بطيء', 'Fine, the salad was missing dressing.', ''],
  4: ['Tasty, delivery a bit slow.', 'لذيذ جداً', 'Good value for money.', ''],
  5: ['Excellent as always!', 'ممتاز وسريع، شكراً', 'Best kabsa in town.', 'الطعم رائع والتغليف ممتاز', ''],
};

/** Most orders are rated well; a few are one-star. */
const stars = (): number =>
  faker.helpers.weightedArrayElement([
    { value: 5, weight: 45 },
    { value: 4, weight: 25 },
    { value: 3, weight: 13 },
    { value: 2, weight: 8 },
    { value: 1, weight: 9 },
  ]);

function seedReviews(): OrderReview[] {
  faker.seed(6006);
  const end = seedNow();
  const rows = Array.from({ length: scaled(REVIEW_COUNT) }, (_, i) => {
    const food = stars();
    // Delivery tracks the food more often than not: a bad evening is bad all round.
    const delivery = faker.datatype.boolean({ probability: 0.6 }) ? food : stars();
    const customerIndex = faker.number.int({ min: FIRST_NAMED_CUSTOMER, max: customerCount() - 1 });
    const orderCount = faker.helpers.weightedArrayElement([
      { value: 1, weight: 8 },
      { value: 2, weight: 2 },
    ]);
    const at = faker.number.int({ min: end - 60 * DAY_MS, max: end });
    return {
      id: `rv_${i + 1}`,
      customerIndex,
      orderIds: Array.from({ length: orderCount }, () => `ord_${faker.number.int({ min: 200_000, max: 999_999 })}`),
      deliveryReview: delivery,
      foodReview: food,
      comment: faker.helpers.arrayElement(COMMENTS[Math.min(food, delivery)]),
      at,
    };
  });
  const times = endingToday(rows.map((row) => row.at));
  const reviews: OrderReview[] = rows.map(({ customerIndex, at: _drawn, ...row }, i) => {
    const customer = customerAt(customerIndex);
    const createdAt = new Date(times[i]).toISOString();
    return { ...row, createdAt, userId: customer.id, userName: `${customer.firstName} ${customer.lastName}` };
  });
  // With the hostile switch, the second and third newest reviews carry hostile text (seed/hostile.ts); the newest
  // stays plain.
  return withHostileNewest(reviews, (review) => review.createdAt, [
    (review) => ({ ...review, userName: `${XSS_SCRIPT} ${BIDI_ISOLATES}`, comment: `${XSS_IMG} ${JS_URL}` }),
    (review) => ({ ...review, userName: FORMULA_HYPERLINK, comment: `${FORMULA_PLUS} ${XSS_SCRIPT}` }),
  ]);
}

export const orderReviews = defineCollection<OrderReview>('reviews', (row) => row.id, seedReviews);
