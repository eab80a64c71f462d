import { isDate, isRequired, isWebUrl, notBefore } from '@/src/forms/validators';

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
