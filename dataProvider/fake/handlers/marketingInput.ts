/**
 * Reading and checking the bodies of offers and promo codes, as a real server would: every rule the
 * forms apply is applied here again, and each bad field is named (`errors`) in the caller's language.
 */
import type { TextKind } from '../../fieldRules';
import { dayProblem, idListProblem, isPlainObject, textProblem, type FieldErrors } from '../fields';
import type { MessageKey } from '../messages';

type Body = Record<string, unknown>;
export type { FieldErrors };

/** Collects the problems of one body; `value` helpers return what can be stored. */
export class InputReader {
  readonly errors: FieldErrors = {};

  constructor(private readonly body: Body) {}

  has(name: string): boolean {
    return this.body[name] !== undefined;
  }

  flag(name: string, key: MessageKey): void {
    this.errors[name] ??= key;
  }

  /** A text of at most the kind's length; a number or a list is refused, not read as empty. */
  text(name: string, required = true, kind: TextKind = 'name'): string {
    const value = this.body[name];
    const problem = textProblem(value, kind);
    if (problem) this.flag(name, problem);
    const text = typeof value === 'string' ? value.trim() : '';
    if (required && text === '') this.flag(name, 'fieldRequired');
    return text;
  }

  /** `{en, ar}`, each required unless `required` is false. */
  localized(name: string, required = true, kind: TextKind = 'name'): { en: string; ar: string } {
    const value = this.body[name];
    if (value !== undefined && value !== null && !isPlainObject(value)) this.flag(name, 'localizedInvalid');
    const row = isPlainObject(value) ? value : {};
    const read = (lang: 'en' | 'ar') => {
      const problem = textProblem(row[lang], kind);
      if (problem) this.flag(`${name}.${lang}`, problem);
      const text = typeof row[lang] === 'string' ? row[lang].trim() : '';
      if (required && text === '') this.flag(`${name}.${lang}`, 'fieldRequired');
      return text;
    };
    return { en: read('en'), ar: read('ar') };
  }

  oneOf<T extends string>(name: string, allowed: readonly T[], key: MessageKey): T {
    const value = this.body[name];
    if (value === undefined || value === null || value === '') {
      this.flag(name, 'fieldRequired');
      return allowed[0];
    }
    if (!allowed.includes(value as T)) this.flag(name, key);
    return value as T;
  }

  /** A SAR amount or a percentage; null when absent and not required. Never negative. */
  amount(name: string, required: boolean): number | null {
    const value = this.body[name];
    if (value === undefined || value === null || value === '') {
      if (required) this.flag(name, 'fieldRequired');
      return null;
    }
    // A number as text ("12") is refused: the API's amounts are JSON numbers.
    if (typeof value !== 'number' || !Number.isFinite(value)) {
      this.flag(name, 'notANumber');
      return null;
    }
    if (value < 0) this.flag(name, 'amountNegative');
    return value;
  }

  /** A whole number of 1 or more; null when absent and not required. */
  count(name: string, required: boolean): number | null {
    const value = this.body[name];
    if (value === undefined || value === null || value === '') {
      if (required) this.flag(name, 'fieldRequired');
      return null;
    }
    if (typeof value !== 'number' || !Number.isInteger(value) || value < 1) {
      this.flag(name, 'wholeNumberRequired');
      return null;
    }
    return value;
  }

  /** A `YYYY-MM-DD` day. */
  day(name: string): string {
    const value = this.body[name];
    if (value === undefined || value === null || value === '') {
      this.flag(name, 'fieldRequired');
      return '';
    }
    // A day that exists: 2025-02-30 and 2025-13-01 are refused, not rolled over into the next month.
    if (dayProblem(value)) this.flag(name, 'dateFormatInvalid');
    return typeof value === 'string' ? value : '';
  }

  /** validFrom and validTo, with "to" not before "from". */
  validity(): { validFrom: string; validTo: string } {
    const validFrom = this.day('validFrom');
    const validTo = this.day('validTo');
    if (!this.errors.validFrom && !this.errors.validTo && validTo < validFrom) this.flag('validTo', 'validToBeforeFrom');
    return { validFrom, validTo };
  }

  /** A list of ids, each of which must exist. */
  ids(name: string, exists: (id: string) => boolean): string[] {
    const value = this.body[name];
    if (value === undefined || value === null) return [];
    if (idListProblem(value) || !Array.isArray(value)) {
      this.flag(name, 'unknownReference');
      return [];
    }
    const ids = [...new Set(value as string[])];
    if (!ids.every(exists)) this.flag(name, 'unknownReference');
    return ids;
  }

  /** The discount of a type that has one: more than 0, a percentage at most 100. */
  discount(name: string, percentage: boolean, allowZero: boolean): number | null {
    const discount = this.amount(name, true);
    if (discount === null || this.errors[name]) return discount;
    if (percentage && discount > 100) this.flag(name, 'percentageOver100');
    if (!allowZero && discount === 0) this.flag(name, 'discountNotPositive');
    return discount;
  }
}

/** The message of the whole answer: the one field's own message when one field is wrong. */
export function summaryOf(errors: FieldErrors): MessageKey {
  const keys = Object.values(errors).filter((key): key is MessageKey => key !== undefined);
  return keys.length === 1 ? keys[0] : 'incompleteData';
}
