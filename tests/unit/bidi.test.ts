import { describe, expect, it } from 'vitest';
import { textDirection } from '@/src/format/bidi';

describe('textDirection', () => {
  it('follows the first letter, past digits, marks and spaces', () => {
    expect(textDirection('Abdullah Al-Ghamdi')).toBe('ltr');
    expect(textDirection('عبدالله الغامدي')).toBe('rtl');
    expect(textDirection('  12 عبدالله Smith')).toBe('rtl');
    expect(textDirection('=SUM(1+2) قهوة')).toBe('ltr');
  });

  it('has none for a text with no letter: a phone, a count', () => {
    expect(textDirection('+966547317224')).toBeUndefined();
    expect(textDirection('21 / 50')).toBeUndefined();
    expect(textDirection('')).toBeUndefined();
  });
});
