import { email, maxLength, minLength, required } from 'react-admin';
import { isWebAddress } from './safeUrl';

export { isWebAddress, safeHref, safeImageSrc } from './safeUrl';
/** Spec section 5's date check lives with the calendar arithmetic, which the fake API shares. */
export { isTodayOrLater } from './weeks';

/** react-admin validators speaking the spec's messages (section 5), through i18n keys. */
export const isRequired = required('app.validation.required');
export const isEmail = email('app.validation.email');
export const atLeast = (min: number) => minLength(min, 'app.validation.minLength');
export const atMost = (max: number, message: string) => maxLength(max, message);

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const looksLikeEmail = (value: string): boolean => EMAIL.test(value.trim());

/**
 * For every field that holds a web address (banners' link, …): empty passes (pair it with isRequired),
 * anything but an http(s) address with a host is refused: `javascript:`, `data:`, `vbscript:`, `ftp:`….
 */
export const isWebUrl = (value: unknown) =>
  value === null || value === undefined || (typeof value === 'string' && (value.trim() === '' || isWebAddress(value)))
    ? undefined
    : 'app.validation.url';

const toTime = (value: unknown): number | null => {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const time = new Date(value).getTime();
  return Number.isNaN(time) ? null : time;
};

/** Refuses a date that cannot be read (a half-typed date picker field). */
export const isDate = (value: unknown) =>
  value === null || value === undefined || value === '' || toTime(value) !== null ? undefined : 'app.validation.date';

/**
 * For the end of a range: refuses a value before the form's `startSource` value. Put it on the end
 * field, with the spec's message key for the area (e.g. banners' 'Start Date shouldn't be after end date').
 */
export const notBefore = (startSource: string, message: string) => (value: unknown, allValues: Record<string, unknown>) => {
  const end = toTime(value);
  const start = toTime(allValues?.[startSource]);
  return end !== null && start !== null && end < start ? message : undefined;
};

