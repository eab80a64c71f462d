import { z } from 'zod';
import { TEXT_LIMITS, isCalendarDay, type TextKind } from '../../fieldRules';
import { problem } from './problems';

// The page's Content-Security-Policy forbids eval, so zod's compiled fast path (and its probe, which the browser
// reports as a violation) stays off; set before any schema is built, as each object schema reads it when made.
z.config({ jitless: true });

export const dateTime = z.string().describe('An ISO 8601 date-time.');

export const day = z.string().refine(isCalendarDay, problem('dateInvalid')).describe('A day, YYYY-MM-DD.');

/** Limits shared with the forms (`dataProvider/fieldRules.ts`), once trimmed. */
export const text = (kind: TextKind) => z.string().trim().max(TEXT_LIMITS[kind]);

export const filled = (kind: TextKind) => text(kind).min(1, problem('fieldRequired'));

/** Money, calories, a count or a position: a finite number of 0 or more. */
export const amount = z.number().min(0);

export const count = z.number().int().min(0);

export const activeStatus = z.enum(['active', 'inactive'], problem('statusInvalid'));

export const localizedName = z.object({ en: z.string(), ar: z.string() });

/** A name in both languages as a body carries it: each text within its limit; `filled` when both are required. */
export const localizedInput = (kind: TextKind, required = false) =>
  z.object(
    { en: required ? filled(kind) : text(kind), ar: required ? filled(kind) : text(kind) },
    problem('localizedInvalid'),
  );

export const idList = z.array(z.string(), problem('notAList'));

export const errorBodySchema = z
  .looseObject({
    message: z.string().optional(),
    msg: z.string().optional().describe('Read when there is no `message`.'),
    errors: z
      .record(z.string(), z.string())
      .optional()
      .describe('A bad field’s name (dotted: `name.en`, `shifts.0.start`) and what is wrong with it.'),
  })
  .describe('`message` follows the accept-language header.');
