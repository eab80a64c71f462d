import { describe, expect, it } from 'vitest';
import { validateKey, validateValue } from '@/resources/settings/validators';
import {
  isDate,
  isEmail,
  isRequired,
  isTodayOrLater,
  looksLikeEmail,
  maxText,
  notBefore,
  notNegative,
  wholeNotNegative,
} from '@/src/forms/validators';
import { TEXT_LIMITS } from '@/dataProvider/fieldRules';

const run = (validator: (value: unknown, values: object) => unknown, value: unknown) => validator(value, {});
const messageOf = (result: unknown) =>
  typeof result === 'object' && result !== null ? (result as { message: string }).message : result;

describe('form rules', () => {
  it("a setting's value is required, and spaces are no value: 'Value is required'", () => {
    expect(validateValue('')).toBe('resources.settings.valueRequired');
    expect(validateValue('   ')).toBe('resources.settings.valueRequired');
    expect(validateValue(undefined)).toBe('resources.settings.valueRequired');
    expect(validateValue('15')).toBeUndefined();
  });

  it("an empty required field says 'Field is required'", () => {
    expect(messageOf(run(isRequired, ''))).toBe('app.validation.required');
    expect(run(isRequired, 'x')).toBeUndefined();
  });

  it("a setting key must be given and fit the API's pattern", () => {
    const [required, format] = validateKey;
    expect(messageOf(run(required, ''))).toBe('app.validation.required');
    for (const key of ['has space', '__proto__', 'constructor', 'a/b', 'k'.repeat(65), 'rtl\u202ekey'])
      expect(messageOf(run(format, key)), key).toBe('resources.settings.keyFormat');
    for (const key of ['vat_percentage', 'app.version-2', 'k'.repeat(64)])
      expect(run(format, key), key).toBeUndefined();
  });

  it('an email must look like one', () => {
    expect(messageOf(run(isEmail, 'nope'))).toBe('app.validation.email');
    expect(run(isEmail, 'a@b.co')).toBeUndefined();
    expect(looksLikeEmail(' a@b.co ')).toBe(true);
    expect(looksLikeEmail('a@b')).toBe(false);
    expect(looksLikeEmail('')).toBe(false);
  });
});

describe('date ranges', () => {
  const endAfterStart = notBefore('from', 'start after end');

  it('refuses an end date before the start date with the given message', () => {
    expect(endAfterStart('2026-03-01', { from: '2026-03-02' })).toBe('start after end');
  });

  it('accepts an end equal to or after the start, and a range with a side missing', () => {
    expect(endAfterStart('2026-03-02', { from: '2026-03-02' })).toBeUndefined();
    expect(endAfterStart('2026-03-05T10:00:00Z', { from: '2026-03-02' })).toBeUndefined();
    expect(endAfterStart('2026-03-01', {})).toBeUndefined();
    expect(endAfterStart(null, { from: '2026-03-02' })).toBeUndefined();
  });

  it('flags a date the picker could not read', () => {
    expect(isDate('invalid')).toBe('app.validation.date');
    expect(isDate('2026-02-28')).toBeUndefined();
    expect(isDate(null)).toBeUndefined();
  });

  it('treats any time today as today or later, and yesterday as past', () => {
    const today = '2026-11-21';
    expect(isTodayOrLater(new Date(2026, 10, 21, 0, 5), today)).toBe(true);
    expect(isTodayOrLater(new Date(2026, 10, 22), today)).toBe(true);
    expect(isTodayOrLater(new Date(2026, 10, 20, 23, 59), today)).toBe(false);
    expect(isTodayOrLater('2026-11-20', today)).toBe(false);
  });
});

describe('the limits the forms share with the API', () => {
  it('refuses text over its kind of limit, counted without the spaces at either end', () => {
    const name = maxText('name');
    expect(name('x'.repeat(TEXT_LIMITS.name + 1))).toEqual({
      message: 'app.validation.maxLength',
      args: { max: TEXT_LIMITS.name },
    });
    expect(name(` ${'x'.repeat(TEXT_LIMITS.name)} `)).toBeUndefined();
    expect(maxText('text')('x'.repeat(TEXT_LIMITS.text + 1))).toEqual({
      message: 'app.validation.maxLength',
      args: { max: TEXT_LIMITS.text },
    });
  });

  it("refuses negative and endless money and calories: 'Must be 0 or more'", () => {
    expect(notNegative(-0.5)).toBe('app.validation.notNegative');
    expect(notNegative(Infinity)).toBe('app.validation.notNegative');
    expect(notNegative(0)).toBeUndefined();
    expect(notNegative(null)).toBeUndefined();
  });

  it('refuses a negative or broken order: a whole number of 0 or more', () => {
    expect(wholeNotNegative(-1)).toBe('app.validation.wholeNotNegative');
    expect(wholeNotNegative(1.5)).toBe('app.validation.wholeNotNegative');
    expect(wholeNotNegative(3)).toBeUndefined();
  });

  it('refuses a day that does not exist (February 30th), which a plain Date would roll into March', () => {
    expect(isDate('2025-02-30')).toBe('app.validation.date');
    expect(isDate('2027-02-29')).toBe('app.validation.date');
    expect(isDate('2028-02-29')).toBeUndefined();
  });

  it("refuses a setting value over the API's limit", () => {
    expect(validateValue('x'.repeat(TEXT_LIMITS.text + 1))).toEqual({
      message: 'app.validation.maxLength',
      args: { max: TEXT_LIMITS.text },
    });
  });
});
