import type { Payload } from './http';

// The three-way merge of a save: the record as the form loaded it (base), as the server has it now (theirs) and as
// the form has it (mine). A field is what a person calls one: a top-level value, or one language of a name ({en, ar});
// a list (a branch's shifts, a promo code's branches) is one field, as its editor is one input.

const LANGUAGES = ['en', 'ar'];

const isPlain = (value: unknown): value is Payload =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `{en, ar}` (either may be missing): a name in both languages, whose languages are two fields. */
const isBilingual = (value: unknown): boolean =>
  isPlain(value) && Object.keys(value).length > 0 && Object.keys(value).every((key) => LANGUAGES.includes(key));

const empty = (value: unknown) => value === undefined || value === null || value === '';

/** Equal as a person would read them: an empty text, null and a missing value are one "empty". */
export function sameValue(a: unknown, b: unknown): boolean {
  if (empty(a) || empty(b)) return empty(a) && empty(b);
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, i) => sameValue(item, b[i]));
  }
  if (isPlain(a) && isPlain(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].every((key) => sameValue(a[key], b[key]));
  }
  return a === b;
}

export function valueAt(source: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (value, key) => (isPlain(value) || Array.isArray(value) ? (value as Payload)[key] : undefined),
      source,
    );
}

export function withValueAt<T extends Payload>(target: T, path: string, value: unknown): T {
  const [head, ...rest] = path.split('.');
  if (rest.length === 0) return { ...target, [head]: value };
  const inner = isPlain(target[head]) ? (target[head] as Payload) : {};
  return { ...target, [head]: withValueAt(inner, rest.join('.'), value) };
}

/** The fields of the given records, by path: `price`, `name.en`, `name.ar`, `shifts`. */
export function fieldPaths(...records: (Payload | undefined)[]): string[] {
  const keys = new Set(records.flatMap((record) => (record ? Object.keys(record) : [])));
  return [...keys].flatMap((key) => {
    const values = records.map((record) => record?.[key]).filter((value) => !empty(value));
    return values.length > 0 && values.every(isBilingual) ? LANGUAGES.map((lang) => `${key}.${lang}`) : [key];
  });
}

/** After "Keep mine": these fields send this form's value, as long as the server still has the value shown. */
export interface KeptMine {
  fields: readonly string[];
  seen: Payload;
}

export interface Merge {
  /** What to send: mine where only I changed a field, theirs where only they did. */
  body: Payload;
  conflicts: string[];
}

/** Merges the bodies of a save (each shaped as the call sends it); fields `mine` does not send stay out. */
export function mergeThree(base: Payload, theirs: Payload, mine: Payload, kept?: KeptMine): Merge {
  let body: Payload = { ...mine };
  const conflicts: string[] = [];
  for (const path of fieldPaths(base, theirs, mine)) {
    if (!(path.split('.')[0] in mine)) continue;
    const [was, now, typed] = [valueAt(base, path), valueAt(theirs, path), valueAt(mine, path)];
    if (sameValue(typed, was)) {
      if (!sameValue(now, was)) body = withValueAt(body, path, now);
    } else if (!sameValue(now, was) && !sameValue(now, typed)) {
      const keptMine = kept?.fields.includes(path) && sameValue(now, valueAt(kept.seen, path));
      if (!keptMine) conflicts.push(path);
    }
  }
  return { body, conflicts };
}
