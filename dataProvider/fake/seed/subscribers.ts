/** Built only when the subscribers list is first asked for (about 30 ms), never at sign-in. */
import { faker } from './faker';
import type { Branch, Plan, Subscriber } from '../../types';
import { defineCollection, seedOf } from '../db';
import { scaled } from '../scale';
import { seedDay } from './common';
import { FIRST_NAMED_CUSTOMER, customerAt, customerCount } from './customers';
import { branches } from './branches';
import { plans } from './plans';
import { BIDI_OVERRIDE, FORMULA_AT, XSS_IMG, XSS_SCRIPT, withHostileNewest } from './hostile';

export const SUBSCRIBER_COUNT = 3000;

function seedSubscribers(): Subscriber[] {
  // Both seeds set faker's seed themselves: build them before seeding ours.
  const allBranches: readonly Branch[] = seedOf(branches);
  const allPlans: readonly Plan[] = seedOf(plans);
  const serving = allBranches.filter((b) => b.services.subscription && !b.archived);
  const open = serving.length > 0 ? serving : allBranches;
  faker.seed(6606);
  const count = scaled(SUBSCRIBER_COUNT);
  const taken = new Set<number>();
  const rows = Array.from({ length: count }, (_, i): Subscriber => {
    const plan = faker.helpers.arrayElement(allPlans);
    const variant = faker.helpers.arrayElement(plan.variants);
    const branch = faker.helpers.arrayElement(open);
    const start = faker.number.int({ min: -150, max: 40 });
    // One subscription per customer: a customer drawn twice is drawn again.
    let customerIndex: number;
    do customerIndex = faker.number.int({ min: FIRST_NAMED_CUSTOMER, max: customerCount() - 1 });
    while (taken.has(customerIndex));
    taken.add(customerIndex);
    const customer = customerAt(customerIndex);
    return {
      id: `sub_${String(i + 1).padStart(5, '0')}`,
      name: `${customer.firstName} ${customer.lastName}`,
      mobile: customer.phone,
      planId: plan.id,
      planName: plan.name,
      startDate: seedDay(start),
      endDate: seedDay(start + variant.durationDays - 1),
      branchId: branch.sk,
      branchName: branch.name,
      type: faker.datatype.boolean({ probability: 0.75 }) ? 'delivery' : 'pickup',
    };
  });
  // With the hostile switch: the second and third of the list (latest start first).
  return withHostileNewest(rows, (row) => row.startDate, [
    (row) => ({ ...row, name: `${XSS_SCRIPT} ${BIDI_OVERRIDE}` }),
    (row) => ({ ...row, name: `${FORMULA_AT} ${XSS_IMG}` }),
  ]);
}

export const subscribers = defineCollection<Subscriber>('subscribers', (s) => s.id, seedSubscribers);
