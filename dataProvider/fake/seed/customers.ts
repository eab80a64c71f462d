/**
 * Tens of thousands of app customers, never built as a whole: customer `i` is computed from its
 * index when asked for, its phone number is a reversible function of the index (so a phone lookup
 * is arithmetic, not a search), and the fields stats need (status, sign-up date) come from an integer
 * hash, so the stats loop costs microseconds per customer. Activations and deactivations are kept in
 * a small collection of changes on top.
 */
import { Faker, base } from '@faker-js/faker';
import type { Customer } from '../../types';
import { defineCollection } from '../db';
import { DAY_MS, FIRST_NAMES, LAST_NAMES, SEED_REFERENCE_DATE, saudiMobile, slug } from './common';

export const CUSTOMER_COUNT = 40_000;
/** Phone digits after +9665: PHONE_BASE + index × PHONE_STEP, eight digits for every index. */
const PHONE_BASE = 20_000_000;
const PHONE_STEP = 1999;
const SIGN_UP_SPAN_MS = 3 * 365 * DAY_MS;
const ID_PREFIX = 'cu_';

/** Its own generator: reseeding per customer must not disturb the shared one other seeds draw from. */
const customerFaker = new Faker({ locale: [base] });

/** A 32-bit integer hash (splitmix-style), the same on every run. */
function hash(n: number): number {
  let x = (n + 0x9e3779b9) | 0;
  x = Math.imul(x ^ (x >>> 16), 0x85ebca6b);
  x = Math.imul(x ^ (x >>> 13), 0xc2b2ae35);
  return (x ^ (x >>> 16)) >>> 0;
}

export const customerId = (index: number): string => `${ID_PREFIX}${index + 1}`;

export function customerIndexOfId(id: string): number | undefined {
  const match = /^cu_(\d+)$/.exec(id);
  const index = match ? Number(match[1]) - 1 : -1;
  return index >= 0 && index < CUSTOMER_COUNT ? index : undefined;
}

export const customerPhone = (index: number): string => saudiMobile(String(PHONE_BASE + index * PHONE_STEP));

/**
 * The eight digits after 05 / +9665 of a Saudi mobile typed any usual way (0512345678, 512345678,
 * +966512345678, 966512345678, with spaces or dashes), or undefined when it is not one.
 */
export function mobileDigits(text: string): string | undefined {
  const compact = text.replace(/[\s-]/g, '');
  const match = /^(?:\+?966|0)?5(\d{8})$/.exec(compact);
  return match ? match[1] : undefined;
}

export function customerIndexOfPhone(digits: string): number | undefined {
  const offset = Number(digits) - PHONE_BASE;
  if (offset < 0 || offset % PHONE_STEP !== 0) return undefined;
  const index = offset / PHONE_STEP;
  return index < CUSTOMER_COUNT ? index : undefined;
}

/** Seeded status: about one customer in twelve is inactive. */
export const seededActive = (index: number): boolean => hash(index) % 12 !== 0;

/** Sign-ups over three years, in index order (older customers have smaller numbers). */
export function signUpTime(index: number): number {
  const slot = SIGN_UP_SPAN_MS / CUSTOMER_COUNT;
  const start = SEED_REFERENCE_DATE.getTime() - SIGN_UP_SPAN_MS;
  return Math.floor(start + index * slot + (hash(index + CUSTOMER_COUNT) % Math.floor(slot)));
}

/** The seeded customer at this index (its status before any change). */
export function customerAt(index: number): Customer {
  customerFaker.seed(500_000 + index);
  const lang = customerFaker.datatype.boolean({ probability: 0.6 }) ? 'ar' : 'en';
  const first = customerFaker.helpers.arrayElement(FIRST_NAMES);
  const last = customerFaker.helpers.arrayElement(LAST_NAMES);
  const birth = customerFaker.date.between({ from: '1960-01-01T00:00:00Z', to: '2006-12-31T00:00:00Z' });
  return {
    id: customerId(index),
    firstName: first[lang],
    lastName: last[lang],
    phone: customerPhone(index),
    email: `${slug(first.en)}.${slug(last.en)}${index + 1}@example.com`,
    birthDate: birth.toISOString().slice(0, 10),
    active: seededActive(index),
    createdAt: new Date(signUpTime(index)).toISOString(),
  };
}

/** A customer whose status an admin changed; the only customer data that is stored. */
export interface CustomerStatusChange {
  id: string;
  active: boolean;
}

export const customerStatusChanges = defineCollection<CustomerStatusChange>('customer-status', (row) => row.id, () => []);
