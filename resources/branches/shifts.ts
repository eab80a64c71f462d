/**
 * The shift form's slot order. What makes a shift (times in whole hours, an end other than its start, an
 * earlier end on the next day) is `dataProvider/shiftRules.ts`, shared with the API contract and the fake.
 */

/** The end times offered after a start, in the order of the clock from just after it: the day's, then the next day's. */
export function endsAfter<T extends { id: string }>(slots: readonly T[], start: string | undefined): T[] {
  if (!start) return [...slots];
  const later = slots.filter((slot) => slot.id > start);
  return [...later, ...slots.filter((slot) => slot.id < start)];
}
