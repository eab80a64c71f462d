/**
 * Reading and checking the bodies of offers and promo codes, as a real server would: every rule the
 * forms apply is applied here again, and each bad field is named (`errors`) in the caller's language.
 */
import type { MessageKey } from '../messages';

type Body = Record<string, unknown>;
export type FieldErrors = Partial<Record<string, MessageKey>>;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

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

  text(name: string, required = true): string {
    const value = this.body[name];
    const text = typeof value === 'string' ? value.trim() : '';
    if (required && text === '') this.flag(name, 'fieldRequired');
    return text;
  }

  /** `{en, ar}`, each required unless `required` is false. */
  localized(name: string, required = true): { en: string; ar: string } {
    const value = this.body[name];
    const row = typeof value === 'object' && value !== null ? (value as Body) : {};
    const en = typeof row.en === 'string' ? row.en.trim() : '';
    const ar = typeof row.ar === 'string' ? row.ar.trim() : '';
    if (required && en === '') this.flag(`${name}.en`, 'fieldRequired');
    if (required && ar === '') this.flag(`${name}.ar`, 'fieldRequired');
    return { en, ar };
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
    const n = typeof value === 'number' ? value : Number(value);
    if (!Number.isFinite(n)) {
      this.flag(name, 'notAPositiveNumber');
      return null;
    }
    if (n < 0) this.flag(name, 'amountNegative');
    return n;
  }

  /** A whole number of 1 or more; null when absent and not required. */
  count(name: string, required: boolean): number | null {
    const value = this.body[name];
    if (value === undefined || value === null || value === '') {
      if (required) this.flag(name, 'fieldRequired');
      return null;
    }
    const n = typeof value === 'number' ? value : Number(value);
    if (!Number.isInteger(n) || n < 1) this.flag(name, 'wholeNumberRequired');
    return n;
  }

  /** A `YYYY-MM-DD` day. */
  day(name: string): string {
    const value = this.body[name];
    const text = typeof value === 'string' ? value.trim().slice(0, 10) : '';
    if (text === '') this.flag(name, 'fieldRequired');
    else if (!DAY.test(text) || Number.isNaN(new Date(`${text}T00:00:00Z`).getTime())) this.flag(name, 'dateFormatInvalid');
    return text;
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
    if (!Array.isArray(value)) {
      this.flag(name, 'unknownReference');
      return [];
    }
    const ids = [...new Set(value.map(String))];
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
