import { describe, expect, it } from 'vitest';
import { validateKey, validateValue } from '@/resources/settings/validators';
import { isEmail, isRequired, looksLikeEmail } from '@/src/validators';

const run = (validator: (value: unknown, values: object) => unknown, value: unknown) => validator(value, {});
const messageOf = (result: unknown) => (typeof result === 'object' && result !== null ? (result as { message: string }).message : result);

describe('form rules (spec section 5)', () => {
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

  it('a setting key must be given and be a plain identifier', () => {
    const [required, format] = validateKey;
    expect(messageOf(run(required, ''))).toBe('app.validation.required');
    expect(messageOf(run(format, 'has space'))).toBe('resources.settings.keyFormat');
    expect(run(format, 'vat_percentage')).toBeUndefined();
  });

  it('an email must look like one', () => {
    expect(messageOf(run(isEmail, 'nope'))).toBe('app.validation.email');
    expect(run(isEmail, 'a@b.co')).toBeUndefined();
    expect(looksLikeEmail(' a@b.co ')).toBe(true);
    expect(looksLikeEmail('a@b')).toBe(false);
    expect(looksLikeEmail('')).toBe(false);
  });
});
