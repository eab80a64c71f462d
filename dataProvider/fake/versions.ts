// Conditional writes, MDN's "mid-air collision" pattern (RFC 9110): each answer of one record carries its `ETag`, and
// a whole-record write whose `If-Match` is no longer the record's gets 412 with the current record, changing nothing.
// Hashed with secrets.ts's pure-JS SHA-256, as WebCrypto's digest is async only.
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

/** A strong validator: `"` + 32 hex digits of the SHA-256 of its JSON, keys sorted, + `"`. */
export function etagOf(record: unknown): string {
  return `"${sha256Hex(JSON.stringify(record, sortedKeys)).slice(0, 32)}"`;
}

export function recordAnswer<T extends JsonBodyType>(record: T, init: HttpResponseInit = {}): HttpResponse<T> {
  const headers = new Headers(init.headers);
  headers.set('etag', etagOf(record));
  return HttpResponse.json<T>(record, { ...init, headers });
}

/** RFC 9110 13.1.1: `*` matches any current record, else a listed tag by strong comparison (`W/"…"` never does). */
export function ifMatchAllows(ifMatch: string, etag: string): boolean {
  const value = ifMatch.trim();
  if (value === '*') return true;
  // An opaque tag may hold commas, never a quote: the tags are read whole rather than split at commas.
  return value.match(/(?:W\/)?"[^"]*"/g)?.includes(etag) ?? false;
}

/**
 * Checked after the role and the record's 404, before the body is read. `current` may be a function when finding the
 * record costs something; `undefined` (a setting key no setting has) fails any `If-Match`, with the error body.
 */
export function requireCurrent(request: Request, current: object | undefined | (() => object | undefined)): void {
  const ifMatch = request.headers.get('if-match');
  if (ifMatch === null) return;
  const record = typeof current === 'function' ? current() : current;
  if (record === undefined) throw errorResponse(request, 412, 'noCurrentRecord');
  if (!ifMatchAllows(ifMatch, etagOf(record))) throw recordAnswer(record, { status: 412 });
}
