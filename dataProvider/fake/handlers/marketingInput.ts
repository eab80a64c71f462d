/**
 * The rules of offers, promo codes, vouchers and banners that their body schemas (contract/schemas/marketing.ts)
 * cannot state alone: rules across fields, and references to other records. They are checked on the record as
 * it will be saved, since a change is merged over the stored record first.
 */
import { failFields } from '../http';
import type { MessageKey } from '../messages';

export type FieldErrors = Partial<Record<string, MessageKey>>;

/**
 * Answers 400 when any rule is broken, naming each field. One broken rule is the answer's message as it is,
 * "Field is required" included, as these calls have always answered (a voucher's empty group, a banner's
 * empty image); several say "You should complete data".
 */
export function failOnRules(request: Request, errors: FieldErrors): void {
  const keys = Object.values(errors).filter((key): key is MessageKey => key !== undefined);
  if (keys.length > 0) failFields(request, errors, keys.length === 1 ? keys[0] : 'incompleteData');
}

/** Records a broken rule under its field unless the field already has one. */
export function note(errors: FieldErrors, field: string, problem: MessageKey | undefined): void {
  if (problem) errors[field] ??= problem;
}

export type DiscountKind = 'percentage' | 'fixedValue' | 'specificPrice';

/** The discount of a kind that has one: required, more than 0 (a specific price may be 0), a percentage at most 100. */
export function discountProblem(discount: number | null | undefined, kind: DiscountKind): MessageKey | undefined {
  if (discount === null || discount === undefined) return 'fieldRequired';
  if (kind === 'percentage' && discount > 100) return 'percentageOver100';
  return kind !== 'specificPrice' && discount === 0 ? 'discountNotPositive' : undefined;
}

/** An id list's ids once each, and whether every one of them exists. */
export function knownIds(
  ids: readonly string[] | null | undefined,
  exists: (id: string) => boolean,
): { ids: string[]; known: boolean } {
  const unique = [...new Set(ids ?? [])];
  return { ids: unique, known: unique.every(exists) };
}
