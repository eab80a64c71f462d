/**
 * A branch's shift runs from `start` to `end`, both HH:mm on the 24-hour clock. An end before its start is on
 * the next day: 16:00–02:00 is a night shift, and 00:00 as an end is midnight. An end equal to its start
 * would be a shift of no time (or of a whole day, which two shifts say better): refused. So no shift is
 * empty or longer than 24 hours. Shared by the branch form and the fake API, which holds the same rule.
 */
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

export const isShiftTime = (value: unknown): value is string => typeof value === 'string' && TIME.test(value);

/** Whether the shift's end falls on the day after its start. */
export const endsNextDay = (start: string, end: string): boolean => end < start;

/** Whether a start and an end make a shift: both times, and not the same one. */
export const isShiftSpan = (start: unknown, end: unknown): boolean => isShiftTime(start) && isShiftTime(end) && start !== end;

/** The end times offered after a start, in the order of the clock from just after it: the day's, then the next day's. */
export function endsAfter<T extends { id: string }>(slots: readonly T[], start: string | undefined): T[] {
  if (!start) return [...slots];
  const later = slots.filter((slot) => slot.id > start);
  return [...later, ...slots.filter((slot) => slot.id < start)];
}
