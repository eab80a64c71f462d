// The limits a value must pass wherever it is entered: the forms refuse it first and the fake API again, as a real
// server must. It imports nothing, so the two cannot drift apart.

/** The longest text each kind of field takes, in characters (after trimming). */
export const TEXT_LIMITS = {
  /** Names and titles in either language, a voucher group, tags, a phone, ids typed by hand. */
  name: 100,
  /** Descriptions, an address, a setting's value. */
  text: 1000,
  comment: 2000,
  link: 2048,
  /** An email address (the longest a mail server accepts). */
  email: 254,
} as const;

export type TextKind = keyof typeof TEXT_LIMITS;

export const REFERENCE_CODE_MAX = 20;

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

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

/** A day that exists, as YYYY-MM-DD: a plain `Date.parse` would roll 2025-02-30 over into March. */
export function isCalendarDay(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = DAY_PATTERN.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}
