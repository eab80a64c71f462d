/**
 * How a voucher names its customers: a customer id (letters, an underscore, then letters or digits, as
 * `cus_0001`) or a Saudi mobile number. The API and the form check the same format; whether such a
 * customer exists is the customers service's business, not the voucher's.
 */

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

/** Splits typed text (one per line, or separated by commas, semicolons or spaces) into values. */
export function splitCustomers(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((value) => value.trim())
    .filter((value) => value !== '');
}
