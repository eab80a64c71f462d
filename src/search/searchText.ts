import { mobileDigits, normalizeMobile } from '@/dataProvider/phone';

const NUMBER_LIKE = /^\+?[\d\s-]*\d[\d\s-]*$/;

// A Saudi mobile however typed (05…, 5…, +966…) in its stored form, +9665 and eight digits; other digits without
// their spaces and dashes, as the lists store numbers and phones without them.
export function searchText(typed: string): string {
  const text = typed.trim();
  const mobile = normalizeMobile(text);
  if (mobile) return mobile;
  return NUMBER_LIKE.test(text) ? text.replace(/[\s-]/g, '') : text;
}

export function mobileIn(typed: string): string | undefined {
  return normalizeMobile(typed.trim());
}

export function localMobile(typed: string): string | undefined {
  const digits = mobileDigits(typed.trim());
  return digits === undefined ? undefined : `05${digits}`;
}
