/**
 * Reads a request body through its contract schema (`dataProvider/contract/schemas/`), so the fake refuses
 * exactly what the OpenAPI document says a body may not be: each bad field is named in `errors` with the
 * fake's own message, in the caller's language. A wrong type is refused, never turned into something else
 * (`"yes"` is not `false`, `"12"` is not `12`), and text longer than its kind's limit is named as such.
 */
import type { z } from 'zod';
import { TEXT_LIMITS, type TextKind } from '../fieldRules';
import type { ProblemKey } from '../contract/schemas/problems';
import { failFields } from './http';
import { MESSAGES, type MessageKey } from './messages';

// Every key a schema names is one of the fake's messages.
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

/** The fake's message for an issue the schema did not name itself. */
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

/** The bad fields of a failed parse, each under its dotted path (`name.en`, `shifts.0.days`), the first problem kept. */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.') || 'body';
    if (isMessageKey(issue.message)) errors[field] ??= issue.message;
  }
  return errors;
}

/**
 * The body as its schema reads it (trimmed, unknown fields dropped), or a thrown 400: one bad field answers its
 * own message, several the form's "complete the data", and `errors` names each.
 */
export function parseBody<S extends z.ZodType>(request: Request, schema: S, body: unknown): z.output<S> {
  const result = schema.safeParse(body, { error: (issue) => problemOf(issue) });
  if (result.success) return result.data;
  failOnErrors(request, fieldErrorsOf(result.error));
  return failFields(request, { body: 'invalidBody' }, 'invalidBody');
}

/**
 * Answers 400 when any field is bad. One bad field answers its own message; several, or a missing one ("Field
 * is required" alone would not say which), answer the form's "complete the data"; `errors` names each.
 */
export function failOnErrors(request: Request, errors: FieldErrors): void {
  const problems = Object.values(errors).filter((key): key is MessageKey => key !== undefined);
  if (problems.length === 0) return;
  failFields(
    request,
    errors,
    problems.length === 1 && problems[0] !== 'fieldRequired' ? problems[0] : 'incompleteData',
  );
}
