/**
 * The limits and checks a value must pass wherever it is entered: the forms refuse it first, and the
 * fake API (as a real server must) refuses it again. One module so the two cannot drift apart; it
 * imports nothing from the app or the fake.
 */

/** The longest text each kind of field takes, in characters (after trimming). */
export const TEXT_LIMITS = {
  /** Names and titles in either language, a voucher group, tags, a phone, ids typed by hand. */
  name: 100,
  /** Descriptions, an address, a setting's value. */
  text: 1000,
  /** A comment on a ticket or a catering request. */
  comment: 2000,
  /** A web address or an uploaded picture's address. */
  link: 2048,
  /** An email address (the longest a mail server accepts). */
  email: 254,
} as const;

export type TextKind = keyof typeof TEXT_LIMITS;

/** The longest branch reference code, in characters after trimming. */
export const REFERENCE_CODE_MAX = 20;

/** Something@somewhere.tld, with no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A promo code once trimmed and upper-cased: 3 to 20 letters, digits, dashes or underscores. */
export const PROMO_CODE_PATTERN = /^[A-Z0-9_-]{3,20}$/;

/**
 * The names every JavaScript object already has (Object.prototype's): a server that keeps settings in an object by
 * key would reach the prototype, or shadow a method, through one of them.
 */
export const RESERVED_SETTING_KEYS = [
  '__proto__',
  '__defineGetter__',
  '__defineSetter__',
  '__lookupGetter__',
  '__lookupSetter__',
  'constructor',
  'hasOwnProperty',
  'isPrototypeOf',
  'propertyIsEnumerable',
  'toLocaleString',
  'toString',
  'valueOf',
] as const;

/** A setting's key: 1 to 64 letters, digits, `_`, `.` or `-`, and none of the reserved names. */
export const SETTING_KEY_PATTERN = new RegExp(`^(?!(?:${RESERVED_SETTING_KEYS.join('|')})$)[A-Za-z0-9_.-]{1,64}$`);

/** The settings that hold the care queue's targets: each a whole number above 0 (minutes, hours). */
export const CARE_TARGET_KEYS = {
  firstResponseMinutes: 'care_first_response_minutes',
  resolutionHours: 'care_resolution_hours',
} as const;

const CARE_TARGET_KEY_LIST: readonly string[] = Object.values(CARE_TARGET_KEYS);
export const isCareTargetKey = (key: unknown): boolean => typeof key === 'string' && CARE_TARGET_KEY_LIST.includes(key);

/** A target's text: a whole number above 0, written in digits with no sign, point or spaces around it ("60"). */
export function careTargetValue(value: unknown): number | undefined {
  const text = typeof value === 'number' ? String(value) : value;
  if (typeof text !== 'string' || !/^\d{1,9}$/.test(text)) return undefined;
  const n = Number(text);
  return n > 0 ? n : undefined;
}

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Whether the text is a calendar day that exists, written YYYY-MM-DD: 2025-02-30 and 2025-13-01 are
 * not (a plain `Date.parse` would roll the first over into March).
 */
export function isCalendarDay(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = DAY_PATTERN.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}
