import { describe, expect, it } from 'vitest';
import { endsNextDay, isShiftSpan } from '@/dataProvider/shiftRules';
import { endsAfter } from '@/resources/branches/shifts';
import { endsAfterStart } from '@/resources/branches/validators';

const slots = ['00:00', '01:00', '02:00', '16:00', '23:00'].map((id) => ({ id }));

describe('branch shifts', () => {
  it('takes an end before the start as the next day: 04:00 pm–02:00 am, and midnight as 00:00', () => {
    expect(endsNextDay('16:00', '02:00')).toBe(true);
    expect(endsNextDay('16:00', '00:00')).toBe(true);
    expect(endsNextDay('10:00', '23:00')).toBe(false);
    expect(isShiftSpan('16:00', '02:00')).toBe(true);
    expect(isShiftSpan('16:00', '00:00')).toBe(true);
  });

  it('refuses a shift of no time (an end at its start, which would also be a whole day) and times that are not HH:00', () => {
    expect(isShiftSpan('16:00', '16:00')).toBe(false);
    expect(isShiftSpan('00:00', '00:00')).toBe(false);
    expect(isShiftSpan('24:00', '02:00')).toBe(false);
    expect(isShiftSpan('4 pm', '02:00')).toBe(false);
    expect(isShiftSpan(undefined, '02:00')).toBe(false);
    // The form offers hourly slots: a half hour is no slot of it.
    expect(isShiftSpan('10:30', '22:00')).toBe(false);
  });

  it('offers the ends round the clock from just after the start, without the start itself', () => {
    expect(endsAfter(slots, '16:00').map((slot) => slot.id)).toEqual(['23:00', '00:00', '01:00', '02:00']);
    expect(endsAfter(slots, '00:00').map((slot) => slot.id)).toEqual(['01:00', '02:00', '16:00', '23:00']);
    expect(endsAfter(slots, undefined)).toHaveLength(5);
  });

  it("the form's rule on a shift's end reads its own start and says the spec-worded message only for an end at the start", () => {
    const values = {
      shifts: [
        { days: [0], start: '16:00', end: '02:00' },
        { days: [1], start: '10:00', end: '10:00' },
      ],
    };
    expect(endsAfterStart('02:00', values, { finalSource: 'shifts.0.end' })).toBeUndefined();
    expect(endsAfterStart('10:00', values, { finalSource: 'shifts.1.end' })).toBe(
      'resources.branches.validation.endAfterStart',
    );
  });
});
