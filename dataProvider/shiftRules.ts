/**
 * A branch's shift runs from `start` to `end`, both HH:mm on the 24-hour clock in whole hours (the form offers
 * hourly slots). An end before its start is on the next day: 16:00–02:00 is a night shift, and 00:00 as an end
 * is midnight. An end equal to its start would be a shift of no time (or of a whole day, which two shifts say
 * better): refused. So no shift is empty or longer than 24 hours. One rule for the branch form, the contract's
 * branch body and the fake API; it imports nothing from the app or the fake.
 */
export const SHIFT_TIME_PATTERN = /^([01]\d|2[0-3]):00$/;

export const isShiftTime = (value: unknown): value is string =>
  typeof value === 'string' && SHIFT_TIME_PATTERN.test(value);

/** Whether the shift's end falls on the day after its start. */
export const endsNextDay = (start: string, end: string): boolean => end < start;

/** Whether a start and an end make a shift: both times, and not the same one. */
export const isShiftSpan = (start: unknown, end: unknown): boolean =>
  isShiftTime(start) && isShiftTime(end) && start !== end;
