// The promo code form's rules, which offers reuse and the fake API applies again; each returns an i18n key, as
// react-admin validators do.
import { PROMO_CODE_PATTERN } from '@/dataProvider/fieldRules';
import { isDate, isRequired, notBefore } from '@/src/forms/validators';

const V = 'resources.promoCodes.validation';
type Values = Record<string, unknown>;

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';
const numberOf = (value: unknown): number | null => (isEmpty(value) ? null : Number(value));

export const codeFormat = (value: unknown) =>
  isEmpty(value) || PROMO_CODE_PATTERN.test(String(value).trim().toUpperCase()) ? undefined : `${V}.codeFormat`;

export const notNegative = (value: unknown) => {
  const n = numberOf(value);
  return n !== null && n < 0 ? `${V}.negative` : undefined;
};

/** A percentage is above 0 and at most 100, a fixed value above 0, a specific price 0 or more. */
export const discountRule = (kindSource: string) => (value: unknown, values: Values) => {
  const n = numberOf(value);
  if (n === null) return undefined;
  if (n < 0) return `${V}.negative`;
  const kind = values?.[kindSource];
  if (kind === 'percentage' && n > 100) return `${V}.percentageOver100`;
  if (kind !== 'specificPrice' && n === 0) return `${V}.positive`;
  return undefined;
};

export const wholeNumber = (value: unknown) => {
  const n = numberOf(value);
  return n !== null && (!Number.isInteger(n) || n < 1) ? `${V}.wholeNumber` : undefined;
};

export const perUserWithinTotal = (value: unknown, values: Values) => {
  const n = numberOf(value);
  const total = numberOf(values?.totalRedemptions);
  return n !== null && total !== null && n > total ? `${V}.perUserOverTotal` : undefined;
};

const atLeastOne = (message: string) => (value: unknown) =>
  Array.isArray(value) && value.length > 0 ? undefined : message;
export const itemsRequired = atLeastOne(`${V}.itemsRequired`);
export const plansRequired = atLeastOne(`${V}.plansRequired`);

export const validFromRules = [isRequired, isDate];
export const validToRules = [isRequired, isDate, notBefore('validFrom', `${V}.validToBeforeFrom`)];
