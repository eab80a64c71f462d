/** The rules across fields and records that the body schemas cannot state, checked on the record as it is saved. */
import { failFields } from '../http';
import type { MessageKey } from '../messages';

export type FieldErrors = Partial<Record<string, MessageKey>>;

/** One broken rule answers its own message, "Field is required" included; several say "You should complete data". */
export function failOnRules(request: Request, errors: FieldErrors): void {
  const keys = Object.values(errors).filter((key): key is MessageKey => key !== undefined);
  if (keys.length > 0) failFields(request, errors, keys.length === 1 ? keys[0] : 'incompleteData');
}

export function note(errors: FieldErrors, field: string, problem: MessageKey | undefined): void {
  if (problem) errors[field] ??= problem;
}

export type DiscountKind = 'percentage' | 'fixedValue' | 'specificPrice';

/** A specific price may be 0; a percentage is at most 100. */
export function discountProblem(discount: number | null | undefined, kind: DiscountKind): MessageKey | undefined {
  if (discount === null || discount === undefined) return 'fieldRequired';
  if (kind === 'percentage' && discount > 100) return 'percentageOver100';
  return kind !== 'specificPrice' && discount === 0 ? 'discountNotPositive' : undefined;
}

export function knownIds(
  ids: readonly string[] | null | undefined,
  exists: (id: string) => boolean,
): { ids: string[]; known: boolean } {
  const unique = [...new Set(ids ?? [])];
  return { ids: unique, known: unique.every(exists) };
}
