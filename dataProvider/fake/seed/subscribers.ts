/**
 * 3,000 subscribers across the branches that offer subscriptions. Built only when the subscribers
 * list is first asked for (about 30 ms), never at sign-in.
 */
import { faker } from './faker';
import type { Branch, Plan, Subscriber } from '../../types';
import { defineCollection, seedOf } from '../db';
import { scaled } from '../scale';
import { DAY_MS, FIRST_NAMES, LAST_NAMES, SEED_REFERENCE_DATE, saudiMobile } from './common';
import { branches } from './branches';
import { plans } from './plans';
import { BIDI_OVERRIDE, FORMULA_AT, XSS_IMG, XSS_SCRIPT, overlayNewest } from './hostile';

export const SUBSCRIBER_COUNT = 3000;

const day = (time: number) => new Date(time).toISOString().slice(0, 10);

function seedSubscribers(): Subscriber[] {
  // Both seeds set faker's seed themselves: build them before seeding ours.
  const allBranches: readonly Branch[] = seedOf(branches);
  const allPlans: readonly Plan[] = seedOf(plans);
  const serving = allBranches.filter((b) => b.services.subscription && !b.archived);
  const open = serving.length > 0 ? serving : allBranches;
  faker.seed(6606);
  const count = scaled(SUBSCRIBER_COUNT);
  // Eight digits after +9665 however many there are: the index's digits, the rest drawn.
  const indexDigits = String(count - 1).length;
  const rows = Array.from({ length: count }, (_, i): Subscriber => {
    const plan = faker.helpers.arrayElement(allPlans);
    const variant = faker.helpers.arrayElement(plan.variants);
    const branch = faker.helpers.arrayElement(open);
    const start = SEED_REFERENCE_DATE.getTime() + faker.number.int({ min: -150, max: 40 }) * DAY_MS;
    const first = faker.helpers.arrayElement(FIRST_NAMES);
    const last = faker.helpers.arrayElement(LAST_NAMES);
    return {
      id: `sub_${String(i + 1).padStart(5, '0')}`,
      // Customers type their names in either script; about a third here in Arabic.
      name: i % 3 === 2 ? `${first.ar} ${last.ar}` : `${first.en} ${last.en}`,
      // The index keeps every number distinct.
      mobile: saudiMobile(`${faker.string.numeric(8 - indexDigits)}${String(i).padStart(indexDigits, '0')}`),
      planId: plan.id,
      planName: plan.name,
      startDate: day(start),
      endDate: day(start + (variant.durationDays - 1) * DAY_MS),
      branchId: branch.sk,
      branchName: branch.name,
      type: faker.datatype.boolean({ probability: 0.75 }) ? 'delivery' : 'pickup',
    };
  });
  // Hostile names (seed/hostile.ts) on the second and third subscribers of the list (latest start first).
  return overlayNewest(rows, (row) => row.startDate, [
    (row) => ({ ...row, name: `${XSS_SCRIPT} ${BIDI_OVERRIDE}` }),
    (row) => ({ ...row, name: `${FORMULA_AT} ${XSS_IMG}` }),
  ]);
}

export const subscribers = defineCollection<Subscriber>('subscribers', (s) => s.id, seedSubscribers);
