import { splitCustomers } from '@/dataProvider/customerIds';

type Values = Record<string, unknown>;

/** What the form holds, as the API takes it: typed customers as a list, and only the chosen source's field. */
export function toVoucherBody(values: Values): Values {
  const body = { ...values };
  if (body.customersSource === 'ids') {
    body.customers = Array.isArray(body.customers) ? body.customers : splitCustomers(String(body.customers ?? ''));
    delete body.fileId;
  } else {
    delete body.customers;
  }
  return body;
}
