import { email, maxLength, minLength, required } from 'react-admin';
import { TEXT_LIMITS, isCalendarDay, type TextKind } from '@/dataProvider/fieldRules';
import { isWebAddress } from '@/dataProvider/safeUrl';

export { isWebAddress, safeHref, safeImageSrc } from '@/dataProvider/safeUrl';
export { isTodayOrLater } from '@/dataProvider/weeks';

/** The spec's messages (section 5), through i18n keys. */
export const isRequired = required('app.validation.required');
export const isEmail = email('app.validation.email');
export const atLeast = (min: number) => minLength(min, 'app.validation.minLength');
export const atMost = (max: number, message: string) => maxLength(max, message);

/** The API's limit (dataProvider/fieldRules.ts); spaces at either end do not count, as the API trims them. */
export const maxText = (kind: TextKind) => {
  const max = TEXT_LIMITS[kind];
  return (value: unknown) =>
    typeof value === 'string' && value.trim().length > max
      ? { message: 'app.validation.maxLength', args: { max } }
      : undefined;
};

const isBlank = (value: unknown) => value === null || value === undefined || value === '';

export const notNegative = (value: unknown) =>
  isBlank(value) || (Number.isFinite(Number(value)) && Number(value) >= 0) ? undefined : 'app.validation.notNegative';

export const wholeNotNegative = (value: unknown) =>
  isBlank(value) || (Number.isInteger(Number(value)) && Number(value) >= 0)
    ? undefined
    : 'app.validation.wholeNotNegative';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const looksLikeEmail = (value: string): boolean => EMAIL.test(value.trim());

/** Anything but an http(s) address with a host is refused: `javascript:`, `data:`, `vbscript:`, `ftp:`…. */
export const isWebUrl = (value: unknown) =>
  value === null || value === undefined || (typeof value === 'string' && (value.trim() === '' || isWebAddress(value)))
    ? undefined
    : 'app.validation.url';

const toTime = (value: unknown): number | null => {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  // A bare day must exist: `new Date('2025-02-30')` would quietly read it as March 2nd.
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && !isCalendarDay(value)) return null;
  const time = new Date(value).getTime();
  return Number.isNaN(time) ? null : time;
};

export const isDate = (value: unknown) =>
  value === null || value === undefined || value === '' || toTime(value) !== null ? undefined : 'app.validation.date';

/** On the end field, with the area's message key (banners' 'Start Date shouldn't be after end date'). */
export const notBefore =
  (startSource: string, message: string) => (value: unknown, allValues: Record<string, unknown>) => {
    const end = toTime(value);
    const start = toTime(allValues?.[startSource]);
    return end !== null && start !== null && end < start ? message : undefined;
  };
