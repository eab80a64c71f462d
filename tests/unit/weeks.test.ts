import { describe, expect, it } from 'vitest';
import {
  addDays,
  addWeeks,
  dayOfWeek,
  isDay,
  isSaturday,
  isTodayOrLater,
  localDay,
  startOfWeek,
  weekDays,
} from '@/dataProvider/weeks';

describe('weeks start on Saturday', () => {
  it('a Saturday starts its own week; Friday belongs to the week begun six days before', () => {
    expect(startOfWeek('2026-11-21')).toBe('2026-11-21'); // Saturday
    expect(startOfWeek('2026-11-22')).toBe('2026-11-21'); // Sunday
    expect(startOfWeek('2026-11-27')).toBe('2026-11-21'); // Friday
    expect(startOfWeek('2026-11-28')).toBe('2026-11-28'); // the next Saturday
    expect(dayOfWeek('2026-11-21')).toBe(0);
    expect(dayOfWeek('2026-11-27')).toBe(6);
  });

  it('a week across a month end runs Saturday to Friday into the next month', () => {
    expect(startOfWeek('2026-12-03')).toBe('2026-11-28');
    expect(weekDays('2026-11-28')).toEqual([
      '2026-11-28',
      '2026-11-29',
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
    ]);
  });

  it('a week across a year end starts in December and ends in January', () => {
    expect(startOfWeek('2027-01-01')).toBe('2026-12-26');
    expect(startOfWeek('2026-12-31')).toBe('2026-12-26');
    expect(weekDays('2026-12-26').at(-1)).toBe('2027-01-01');
    expect(addWeeks('2026-12-26', 1)).toBe('2027-01-02');
    expect(isSaturday('2027-01-02')).toBe(true);
  });

  it('counts weeks and days across February of a leap year', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addWeeks('2028-02-26', 1)).toBe('2028-03-04');
    expect(addWeeks('2026-11-21', -1)).toBe('2026-11-14');
  });

  it('reads only real YYYY-MM-DD days', () => {
    expect(isDay('2026-02-28')).toBe(true);
    expect(isDay('2026-02-30')).toBe(false);
    expect(isDay('21/11/2026')).toBe(false);
    expect(() => startOfWeek('soon')).toThrow();
  });

  it('a day before today is past; today and later are not', () => {
    expect(isTodayOrLater('2026-11-20', '2026-11-21')).toBe(false);
    expect(isTodayOrLater('2026-11-21', '2026-11-21')).toBe(true);
    expect(isTodayOrLater('2027-01-01', '2026-12-31')).toBe(true);
    expect(localDay(new Date(2026, 10, 21, 23, 59))).toBe('2026-11-21');
  });
});
