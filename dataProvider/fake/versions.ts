/**
 * Conditional writes, MDN's "mid-air collision" pattern (RFC 9110 entity tags): every answer of one record carries
 * its `ETag`, a hash of the record as answered, so every change to the record changes it; a whole-record write
 * that sends `If-Match` with a tag that is no longer the record's is refused with 412, the current record as its
 * body and that record's `ETag`, and changes nothing. A write without `If-Match` is made as it always was.
 *
 * The hash is the pure-JS SHA-256 the fake already uses (secrets.ts): the browser's service worker and node run
 * the same code, and WebCrypto's digest is async only.
 */
import { HttpResponse, type HttpResponseInit, type JsonBodyType } from 'msw';
import { errorResponse } from './http';
import { sha256Hex } from './secrets';

/** An object's keys in one order, so a record gives one text however it was put together. */
function sortedKeys(_key: string, value: unknown): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  );
}

/**
 * The record's entity tag: a strong validator, `"` + 32 hex digits of the SHA-256 of its JSON (keys sorted) + `"`.
 * The same record always gives the same tag, and any change to what is answered gives another.
 */
export function etagOf(record: unknown): string {
  return `"${sha256Hex(JSON.stringify(record, sortedKeys)).slice(0, 32)}"`;
}

/** The JSON answer of one record, with its `ETag`. */
export function recordAnswer<T extends JsonBodyType>(record: T, init: HttpResponseInit = {}): HttpResponse<T> {
  const headers = new Headers(init.headers);
  headers.set('etag', etagOf(record));
  return HttpResponse.json<T>(record, { ...init, headers });
}

/**
 * Whether an `If-Match` value lets a write go ahead on a record whose tag is `etag` (RFC 9110 13.1.1): `*` matches
 * any current record; otherwise one of the listed entity-tags must equal it by strong comparison, so a weak tag
 * (`W/"…"`) never matches, nor does a value that names no entity-tag.
 */
export function ifMatchAllows(ifMatch: string, etag: string): boolean {
  const value = ifMatch.trim();
  if (value === '*') return true;
  // An opaque tag may hold commas, never a quote: the tags are read whole rather than split at commas.
  return value.match(/(?:W\/)?"[^"]*"/g)?.includes(etag) ?? false;
}

/**
 * The write's precondition, checked after the caller's role and the record's 404 and before its body is read:
 * with an `If-Match` that does not match the record as its read answers it (`current`, or a function giving it
 * when finding it costs something), a thrown 412 with that record and its `ETag`. `undefined` is a record that
 * is not there (a setting key no setting has): any `If-Match` fails, answered with the error body. Without
 * `If-Match`, nothing: the write goes ahead as it always has.
 */
export function requireCurrent(request: Request, current: object | undefined | (() => object | undefined)): void {
  const ifMatch = request.headers.get('if-match');
  if (ifMatch === null) return;
  const record = typeof current === 'function' ? current() : current;
  if (record === undefined) throw errorResponse(request, 412, 'noCurrentRecord');
  if (!ifMatchAllows(ifMatch, etagOf(record))) throw recordAnswer(record, { status: 412 });
}
