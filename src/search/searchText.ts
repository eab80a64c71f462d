import { mobileDigits, normalizeMobile } from '@/dataProvider/phone';

/** Digits as a phone or a number is typed: a leading "+", digits, spaces and dashes, at least one digit. */
const NUMBER_LIKE = /^\+?[\d\s-]*\d[\d\s-]*$/;

/**
 * What is sent as the lists' `q`: the text as typed, trimmed; a Saudi mobile however it is typed (05…, 5…,
 * +966…, with spaces or dashes) in its stored form, +9665 and eight digits; any other run of digits without
 * its spaces and dashes ("050 12" → "05012"), as the lists store numbers and phones without them.
 */
export function searchText(typed: string): string {
  const text = typed.trim();
  const mobile = normalizeMobile(text);
  if (mobile) return mobile;
  return NUMBER_LIKE.test(text) ? text.replace(/[\s-]/g, '') : text;
}

/** The mobile the customer look-up takes, when the text is a whole Saudi mobile; undefined otherwise. */
export function mobileIn(typed: string): string | undefined {
  return normalizeMobile(typed.trim());
}

/** The mobile as people say it, 05 and eight digits: how the customers screen is opened on it. */
export function localMobile(typed: string): string | undefined {
  const digits = mobileDigits(typed.trim());
  return digits === undefined ? undefined : `05${digits}`;
}
