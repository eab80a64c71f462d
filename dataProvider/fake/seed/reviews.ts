/** About 3,000 order reviews by seeded customers, over the 60 days before the seed's reference date. */
import { faker } from './faker';
import type { OrderReview } from '../../types';
import { defineCollection } from '../db';
import { scaled } from '../scale';
import { DAY_MS, SEED_REFERENCE_DATE } from './common';
import { customerAt, customerCount } from './customers';
import { BIDI_ISOLATES, FORMULA_HYPERLINK, FORMULA_PLUS, JS_URL, XSS_IMG, XSS_SCRIPT, overlayNewest } from './hostile';

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
  const end = SEED_REFERENCE_DATE.getTime();
  const rows = Array.from({ length: scaled(REVIEW_COUNT) }, (_, i) => {
    const food = stars();
    // Delivery tracks the food more often than not: a bad evening is bad all round.
    const delivery = faker.datatype.boolean({ probability: 0.6 }) ? food : stars();
    const customerIndex = faker.number.int({ min: 0, max: customerCount() - 1 });
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
      createdAt: new Date(at).toISOString(),
    };
  });
  const reviews: OrderReview[] = rows.map(({ customerIndex, ...row }) => {
    const customer = customerAt(customerIndex);
    return { ...row, userId: customer.id, userName: `${customer.firstName} ${customer.lastName}` };
  });
  // The second and third newest reviews carry hostile text (seed/hostile.ts); the newest stays plain.
  return overlayNewest(reviews, (review) => review.createdAt, [
    (review) => ({ ...review, userName: `${XSS_SCRIPT} ${BIDI_ISOLATES}`, comment: `${XSS_IMG} ${JS_URL}` }),
    (review) => ({ ...review, userName: FORMULA_HYPERLINK, comment: `${FORMULA_PLUS} ${XSS_SCRIPT}` }),
  ]);
}

export const orderReviews = defineCollection<OrderReview>('reviews', (row) => row.id, seedReviews);
