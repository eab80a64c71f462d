// Tens of thousands of customers, never built as a whole: customer `i` is computed from its index, its phone a
// reversible function of it (a phone lookup is arithmetic, not a search), and the fields stats need come from a hash.
// Only status changes are stored.
import type { Customer, LocalizedName } from '../../types';
import { defineCollection } from '../db';
import { scaled } from '../scale';
export { mobileDigits } from '../../phone';
import { DAY_MS, FIRST_NAMES, LAST_NAMES, seedNow, saudiMobile, slug } from './common';
import { BIDI_OVERRIDE, FORMULA_HYPERLINK, XSS_IMG, XSS_SCRIPT, hostileSeed } from './hostile';

const CUSTOMER_COUNT = 40_000;
export const customerCount = (): number => scaled(CUSTOMER_COUNT);
/** Phone digits after +9665: PHONE_BASE + index × phoneStep(), eight digits for every index. */
const PHONE_BASE = 20_000_000;
const PHONE_SPAN = 80_000_000;
// 1999 at scale 1, as the seed's phones have always been; more customers sit closer together.
const phoneStep = (): number => Math.min(1999, Math.floor(PHONE_SPAN / customerCount()));
const SIGN_UP_SPAN_MS = 3 * 365 * DAY_MS;
const ID_PREFIX = 'cu_';
const BIRTH_FROM = Date.UTC(1960, 0, 1);
const BIRTH_SPAN_DAYS = Math.floor((Date.UTC(2006, 11, 31) - BIRTH_FROM) / DAY_MS);

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
  return index >= 0 && index < customerCount() ? index : undefined;
}

export const customerPhone = (index: number): string => saudiMobile(String(PHONE_BASE + index * phoneStep()));

export function customerIndexOfPhone(digits: string): number | undefined {
  const offset = Number(digits) - PHONE_BASE;
  const step = phoneStep();
  if (offset < 0 || offset % step !== 0) return undefined;
  const index = offset / step;
  return index < customerCount() ? index : undefined;
}

export const seededActive = (index: number): boolean => hash(index) % 12 !== 0;

/** Sign-ups over three years, in index order (older customers have smaller numbers). */
export function signUpTime(index: number): number {
  const count = customerCount();
  const slot = SIGN_UP_SPAN_MS / count;
  const start = seedNow() - SIGN_UP_SPAN_MS;
  return Math.floor(start + index * slot + (hash(index + count) % Math.floor(slot)));
}

/** The first two sign-ups (+966520000000, +966520001999) with the hostile switch; phone, email and dates stay valid. */
export const HOSTILE_CUSTOMER_NAMES: Readonly<Record<number, { firstName: string; lastName: string }>> = {
  0: { firstName: XSS_SCRIPT, lastName: BIDI_OVERRIDE },
  1: { firstName: FORMULA_HYPERLINK, lastName: XSS_IMG },
};

/** The ones before it are the hostile ones, so the records naming customers are the same with the switch or without. */
export const FIRST_NAMED_CUSTOMER = Object.keys(HOSTILE_CUSTOMER_NAMES).length;

export function customerAt(index: number): Customer {
  const seeded = plainCustomerAt(index);
  const hostile = hostileSeed() ? HOSTILE_CUSTOMER_NAMES[index] : undefined;
  return hostile ? { ...seeded, ...hostile } : seeded;
}

/** Hashes, not faker: reseeding faker per customer costs a fraction of a millisecond, hashing nothing. */
const drawFor =
  (index: number) =>
  (salt: number): number =>
    hash(index * 7 + salt * 1_000_003);

export function customerName(index: number): { lang: 'ar' | 'en'; first: LocalizedName; last: LocalizedName } {
  const draw = drawFor(index);
  return {
    lang: draw(1) % 10 < 6 ? 'ar' : 'en',
    first: FIRST_NAMES[draw(2) % FIRST_NAMES.length],
    last: LAST_NAMES[draw(3) % LAST_NAMES.length],
  };
}

/** Without the rest of the record: a busy day's orders of every branch name over a hundred thousand customers. */
export function customerContact(index: number): { id: string; name: string; phone: string } {
  const { lang, first, last } = customerName(index);
  return { id: customerId(index), name: `${first[lang]} ${last[lang]}`, phone: customerPhone(index) };
}

function plainCustomerAt(index: number): Customer {
  const { lang, first, last } = customerName(index);
  const birth = new Date(BIRTH_FROM + (drawFor(index)(4) % BIRTH_SPAN_DAYS) * DAY_MS);
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

export interface CustomerStatusChange {
  id: string;
  active: boolean;
}

export const customerStatusChanges = defineCollection<CustomerStatusChange>(
  'customer-status',
  (row) => row.id,
  () => [],
);
