/**
 * The checks every handler applies to the fields it reads, as a real server would: a value of the wrong
 * type is refused, never turned into something else (`"yes"` is not `false`, `"12"` is not `12`), money
 * and counts are finite and not negative, a day exists, and text is no longer than its limit
 * (`dataProvider/fieldRules.ts`, shared with the forms). Each check answers the message naming what is
 * wrong, or undefined; an absent value (undefined or null) passes, since whether a field is required is
 * each handler's own rule.
 */
import { TEXT_LIMITS, isCalendarDay, type TextKind } from '../fieldRules';
import type { MessageKey } from './messages';

export type Problem = MessageKey | undefined;
export type FieldErrors = Partial<Record<string, MessageKey>>;

const TOO_LONG: Record<TextKind, MessageKey> = {
  name: 'nameTooLong',
  text: 'textTooLong',
  comment: 'commentTooLong',
  link: 'linkTooLong',
  email: 'emailTooLong',
};

const absent = (value: unknown): value is undefined | null => value === undefined || value === null;

export const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A string no longer than its kind's limit once trimmed. */
export function textProblem(value: unknown, kind: TextKind): Problem {
  if (absent(value)) return undefined;
  if (typeof value !== 'string') return 'notText';
  return value.trim().length > TEXT_LIMITS[kind] ? TOO_LONG[kind] : undefined;
}

/** Money, calories or a position: a finite number of 0 or more (`1e309` reads as Infinity and is refused). */
export function nonNegativeProblem(value: unknown): Problem {
  if (absent(value)) return undefined;
  if (typeof value !== 'number' || !Number.isFinite(value)) return 'notANumber';
  return value < 0 ? 'notAPositiveNumber' : undefined;
}

/** A whole number of 0 or more. */
export function wholeNumberProblem(value: unknown): Problem {
  if (absent(value)) return undefined;
  if (typeof value !== 'number' || !Number.isFinite(value)) return 'notANumber';
  return Number.isInteger(value) && value >= 0 ? undefined : 'notAWholeNumber';
}

export function booleanProblem(value: unknown): Problem {
  return absent(value) || typeof value === 'boolean' ? undefined : 'notTrueOrFalse';
}

/** A day that exists, YYYY-MM-DD; an empty text counts as absent. */
export function dayProblem(value: unknown): Problem {
  return absent(value) || value === '' || isCalendarDay(value) ? undefined : 'dateInvalid';
}

export function listProblem(value: unknown): Problem {
  return absent(value) || Array.isArray(value) ? undefined : 'notAList';
}

/** A list of ids: a list of strings. */
export function idListProblem(value: unknown): Problem {
  if (absent(value)) return undefined;
  return Array.isArray(value) && value.every((id) => typeof id === 'string') ? undefined : 'notAList';
}

/** `{en, ar}`: an object whose two texts pass `textProblem`; problems are named `name.en`, `name.ar`. */
export function localizedProblems(name: string, value: unknown, kind: TextKind): FieldErrors {
  if (absent(value)) return {};
  if (!isPlainObject(value)) return { [name]: 'localizedInvalid' };
  const errors: FieldErrors = {};
  for (const lang of ['en', 'ar'] as const) {
    const problem = textProblem(value[lang], kind);
    if (problem) errors[`${name}.${lang}`] = problem;
  }
  return errors;
}

/** Records a problem under its field unless the field already has one. */
export function note(errors: FieldErrors, field: string, problem: Problem): void {
  if (problem) errors[field] ??= problem;
}

/** Records each of several problems (`localizedProblems`) unless its field already has one. */
export function noteAll(errors: FieldErrors, problems: FieldErrors): void {
  for (const [field, problem] of Object.entries(problems)) note(errors, field, problem);
}
