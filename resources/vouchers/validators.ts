import { normalizeCustomer, splitCustomers } from '@/dataProvider/customerIds';
import { isDate, isRequired, notBefore } from '@/src/forms/validators';

type Values = Record<string, unknown>;

export const validateBalance = [
  isRequired,
  (value: unknown) =>
    value === null || value === undefined || value === '' || Number(value) > 0
      ? undefined
      : 'resources.vouchers.validation.balance',
];

export const validateFrom = [isRequired, isDate];
export const validateTo = [isRequired, isDate, notBefore('availableFrom', 'resources.vouchers.validation.datesOrder')];

/** The uploaded file's id: required when the customers come from a file. */
export const validateFileId = (value: unknown, values: Values) =>
  values?.customersSource === 'file' && !value ? 'resources.vouchers.validation.fileRequired' : undefined;

/** The typed customers (text, or the record's list): at least one, each an id or a Saudi mobile. */
export const validateCustomers = (value: unknown, values: Values) => {
  if (values?.customersSource !== 'ids') return undefined;
  const list = Array.isArray(value) ? value.map(String) : typeof value === 'string' ? splitCustomers(value) : [];
  if (list.length === 0) return 'resources.vouchers.validation.customersRequired';
  const bad = list.filter((one) => normalizeCustomer(one) === null);
  return bad.length > 0
    ? { message: 'resources.vouchers.validation.customersInvalid', args: { values: bad.slice(0, 5).join(', ') } }
    : undefined;
};
