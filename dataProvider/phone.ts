/** Saudi mobiles as typed (0512345678, 512345678, +966…, with spaces or dashes); the lookup and the fake share it. */
export function mobileDigits(text: string): string | undefined {
  const compact = text.replace(/[\s-]/g, '');
  const match = /^(?:\+?966|0)?5(\d{8})$/.exec(compact);
  return match ? match[1] : undefined;
}

export function normalizeMobile(text: string): string | undefined {
  const digits = mobileDigits(text);
  return digits === undefined ? undefined : `+9665${digits}`;
}
