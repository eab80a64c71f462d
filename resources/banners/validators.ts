import { isDate, isRequired, isWebUrl, notBefore } from '@/src/validators';

const wholeFromOne = (value: unknown) =>
  value === null || value === undefined || value === '' || (Number.isInteger(Number(value)) && Number(value) >= 1)
    ? undefined
    : 'resources.banners.validation.priority';

export const validatePriority = [isRequired, wholeFromOne];
export const validateFrom = [isRequired, isDate];
/** A start after the end: 'Start Date shouldn't be after end date'. */
export const validateTo = [isRequired, isDate, notBefore('validFrom', 'resources.banners.validation.datesOrder')];
/** Only http and https: `javascript:`, `data:` and other schemes would run or hide something in the customer's app. */
export const validateLink = [isRequired, isWebUrl];
export const validateImage = (value: unknown) =>
  typeof value === 'string' && value !== '' ? undefined : 'resources.banners.validation.image';

/** Only the field the link type uses travels; the others go as null. */
export function toBannerBody(values: Record<string, unknown>): Record<string, unknown> {
  const type = values.linkType;
  return {
    ...values,
    link: type === 'url' ? String(values.link ?? '').trim() : null,
    productId: type === 'product' ? (values.productId ?? null) : null,
    categoryId: type === 'category' ? (values.categoryId ?? null) : null,
  };
}
