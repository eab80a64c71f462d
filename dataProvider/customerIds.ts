// A voucher names its customers by id (`cus_0001`) or Saudi mobile; the API and the form check the same format.
// Whether such a customer exists is the customers service's business, not the voucher's.

const CUSTOMER_ID = /^[a-z]{2,10}_[a-z0-9]{2,32}$/i;
/** 05XXXXXXXX, 5XXXXXXXX, 9665XXXXXXXX, +9665XXXXXXXX or 009665XXXXXXXX, spaces and dashes allowed. */
const SAUDI_MOBILE = /^(?:(?:\+|00)?966|0)?(5\d{8})$/;

/** The customer as the voucher stores it (a mobile as +9665XXXXXXXX), or null when it is neither form. */
export function normalizeCustomer(raw: string): string | null {
  const value = raw.trim();
  if (CUSTOMER_ID.test(value)) return value;
  const mobile = SAUDI_MOBILE.exec(value.replace(/[\s\-()]/g, ''));
  return mobile ? `+966${mobile[1]}` : null;
}

export function splitCustomers(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((value) => value.trim())
    .filter((value) => value !== '');
}
