// Reads a body through its contract schema, so the fake refuses exactly what the document says a body may not be,
// naming each bad field in the caller's language. A wrong type is refused, never coerced (`"12"` is not `12`).
import type { z } from 'zod';
import { TEXT_LIMITS, type TextKind } from '../fieldRules';
import type { ProblemKey } from '../contract/schemas/problems';
import { failFields } from './http';
import { MESSAGES, type MessageKey } from './messages';

// A compile-time check: every key a schema names is one of the fake's messages.
const SCHEMA_PROBLEMS_ARE_MESSAGES: Record<ProblemKey, unknown> = MESSAGES;
void SCHEMA_PROBLEMS_ARE_MESSAGES;

export type FieldErrors = Partial<Record<string, MessageKey>>;

const TOO_LONG: Record<TextKind, MessageKey> = {
  name: 'nameTooLong',
  text: 'textTooLong',
  comment: 'commentTooLong',
  link: 'linkTooLong',
  email: 'emailTooLong',
};

const isMessageKey = (text: string): text is MessageKey => Object.hasOwn(MESSAGES, text);

const TYPE_PROBLEMS: Partial<Record<string, MessageKey>> = {
  string: 'notText',
  number: 'notANumber',
  int: 'notAWholeNumber',
  boolean: 'notTrueOrFalse',
  array: 'notAList',
  object: 'invalidBody',
};

type Issue = z.core.$ZodRawIssue;

function problemOf(issue: Issue): MessageKey {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return 'fieldRequired';
      return TYPE_PROBLEMS[issue.expected] ?? 'invalidBody';
    case 'too_big': {
      if (issue.origin !== 'string') return 'notANumber';
      const kind = (Object.keys(TEXT_LIMITS) as TextKind[]).find((k) => TEXT_LIMITS[k] === Number(issue.maximum));
      return kind ? TOO_LONG[kind] : 'textTooLong';
    }
    case 'too_small':
      if (issue.origin === 'string') return 'fieldRequired';
      return issue.origin === 'array' ? 'notAList' : 'notAPositiveNumber';
    default:
      return 'invalidBody';
  }
}

/** The first problem of each field is kept, under its dotted path (`name.en`, `shifts.0.days`). */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.') || 'body';
    if (isMessageKey(issue.message)) errors[field] ??= issue.message;
  }
  return errors;
}

/** Trimmed, unknown fields dropped; else a thrown 400. */
export function parseBody<S extends z.ZodType>(request: Request, schema: S, body: unknown): z.output<S> {
  const result = schema.safeParse(body, { error: (issue) => problemOf(issue) });
  if (result.success) return result.data;
  failOnErrors(request, fieldErrorsOf(result.error));
  return failFields(request, { body: 'invalidBody' }, 'invalidBody');
}

/** One bad field answers its own message; several, or a missing one ("Field is required" names none), the form's. */
export function failOnErrors(request: Request, errors: FieldErrors): void {
  const problems = Object.values(errors).filter((key): key is MessageKey => key !== undefined);
  if (problems.length === 0) return;
  failFields(
    request,
    errors,
    problems.length === 1 && problems[0] !== 'fieldRequired' ? problems[0] : 'incompleteData',
  );
}
