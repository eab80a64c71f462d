// About 3,000 reviews over the 60 days up to the seed's now; those of the last 24 hours review a real order, one its
// branch's day lists, delivered before the review, by the customer who wrote it.
import { faker } from './faker';
import type { Branch, Order, OrderReview } from '../../types';
import { defineCollection, seedOf } from '../db';
import { scaled } from '../scale';
import { addDays } from '../../weeks';
import { branches } from './branches';
import { DAY_MS, endingToday, seedNow } from './common';
import { FIRST_NAMED_CUSTOMER, customerAt, customerCount } from './customers';
import { generatedOrders, riyadhDay } from './orders';
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

const stars = (): number =>
  faker.helpers.weightedArrayElement([
    { value: 5, weight: 45 },
    { value: 4, weight: 25 },
    { value: 3, weight: 13 },
    { value: 2, weight: 8 },
    { value: 1, weight: 9 },
  ]);

/** The longest an order takes from placed to delivered (orderFlow.ts), with room to spare. */
const DELIVERED_WITHIN_MS = 2 * 60 * 60 * 1000;
/** Each branch's day is generated once, not per review: the recent reviews are of this many branches at most. */
const REVIEWED_BRANCHES = 12;

/** The last placed two hours or more before and delivered, that day or the one before. */
function reviewedOrder(branch: Branch, at: number, days: Map<string, Order[]>): Order | undefined {
  const day = riyadhDay(at);
  for (const placedOn of [day, addDays(day, -1)]) {
    const key = `${branch.sk}|${placedOn}`;
    const orders = days.get(key) ?? generatedOrders(branch.sk, placedOn, Infinity, branch);
    days.set(key, orders);
    const reviewed = orders.findLast(
      (o) => o.status === 'delivered' && Date.parse(o.createdAt) <= at - DELIVERED_WITHIN_MS,
    );
    if (reviewed) return reviewed;
  }
  return undefined;
}

function seedReviews(): OrderReview[] {
  // The branches' seed sets faker's seed itself: build it before seeding ours.
  const open = seedOf(branches).filter((branch) => branch.status === 'active' && !branch.archived);
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
  const recent = end - DAY_MS;
  const reviewed = open.slice(0, REVIEWED_BRANCHES);
  const days = new Map<string, Order[]>();
  const ofItsOrder = (review: OrderReview, index: number): OrderReview => {
    const order =
      reviewed.length > 0 ? reviewedOrder(reviewed[index % reviewed.length], times[index], days) : undefined;
    return order ? { ...review, orderIds: [order.id], userId: order.userId, userName: order.customer.name } : review;
  };
  const reviews: OrderReview[] = rows.map(({ customerIndex, at: _drawn, ...row }, i) => {
    const customer = customerAt(customerIndex);
    const createdAt = new Date(times[i]).toISOString();
    const review = { ...row, createdAt, userId: customer.id, userName: `${customer.firstName} ${customer.lastName}` };
    return times[i] >= recent ? ofItsOrder(review, i) : review;
  });
  return withHostileNewest(reviews, (review) => review.createdAt, [
    (review) => ({ ...review, userName: `${XSS_SCRIPT} ${BIDI_ISOLATES}`, comment: `${XSS_IMG} ${JS_URL}` }),
    (review) => ({ ...review, userName: FORMULA_HYPERLINK, comment: `${FORMULA_PLUS} ${XSS_SCRIPT}` }),
  ]);
}

export const orderReviews = defineCollection<OrderReview>('reviews', (row) => row.id, seedReviews);
