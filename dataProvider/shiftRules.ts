// Shift times are HH:mm in whole hours. An end before its start is on the next day (16:00–02:00; 00:00 is
// midnight); an end equal to its start is refused, so no shift is empty or longer than 24 hours. One rule for the
// branch form, the contract and the fake API.
export const SHIFT_TIME_PATTERN = /^([01]\d|2[0-3]):00$/;

export const isShiftTime = (value: unknown): value is string =>
  typeof value === 'string' && SHIFT_TIME_PATTERN.test(value);

export const endsNextDay = (start: string, end: string): boolean => end < start;

export const isShiftSpan = (start: unknown, end: unknown): boolean =>
  isShiftTime(start) && isShiftTime(end) && start !== end;
