import type { RaRecord } from 'react-admin';
import i18n from '@/i18n/instance';
import { ApiError, showError, SignedInAgain, type Payload, type RequestOptions, type Tagged } from './http';
import { mergeThree, type KeptMine } from './merge';

// A write that sends a whole record is built on the record read just before, sent with `If-Match` when the server
// gave an `ETag`; a 412 carries the record as it is now, and the write is built again on it.

/** What a form's save knows beyond its values: the record as the form loaded it, and answers already given. */
export interface SaveBase {
  base?: RaRecord;
  kept?: KeptMine;
}

// On the data itself, under a symbol: react-admin hands the save's data to the provider, with no other channel that
// leaves its cache keys as they are (its `meta` is part of the record's query key).
const SAVE_BASE = Symbol('save base');

export function withSaveBase<T extends object>(data: T, info: SaveBase): T {
  return Object.assign({ ...data }, { [SAVE_BASE]: info });
}

export const saveBaseOf = (data: unknown): SaveBase | undefined =>
  data && typeof data === 'object' ? (data as { [SAVE_BASE]?: SaveBase })[SAVE_BASE] : undefined;

/** Both this form and someone else changed these fields, to different values: the person chooses. */
export class ConflictError extends ApiError {
  readonly fields: string[];
  readonly theirs: RaRecord;
  constructor(fields: string[], theirs: RaRecord) {
    super(i18n.t('app.serverChange.title'), 409, null);
    Object.setPrototypeOf(this, ConflictError.prototype);
    this.name = 'ConflictError';
    this.fields = fields;
    this.theirs = theirs;
  }
}

/** The record was deleted meanwhile: said once, and the form keeps what was typed (the save fails). */
export function recordGone(silent = false): ApiError {
  const message = i18n.t('app.serverChange.gone');
  if (!silent) showError(message);
  return new ApiError(message, 404, null);
}

/** Times a write is built again on a newer record before it gives up: each 412 means someone saved in between. */
const ATTEMPTS = 3;

export type WriteOptions = Pick<RequestOptions, 'headers' | 'rebuildAfterSignIn'>;

/** A write that waited for a new sign-in reads and builds again: others may have saved meanwhile. */
export async function writeOnCurrent<T>(
  read: () => Promise<Tagged<RaRecord>>,
  build: (current: RaRecord) => Payload,
  send: (body: Payload, options: WriteOptions) => Promise<T>,
  readRecord: (body: unknown) => RaRecord,
  silent = false,
): Promise<T> {
  let current = await read();
  for (let attempt = 1; ; attempt += 1) {
    const body = build(current.body);
    try {
      return await send(body, {
        headers: current.etag ? { 'if-match': current.etag } : undefined,
        rebuildAfterSignIn: true,
      });
    } catch (error) {
      if (error instanceof SignedInAgain) {
        current = await read();
        attempt = 0;
        continue;
      }
      if (!(error instanceof ApiError) || error.status !== 412 || !error.body || attempt >= ATTEMPTS) {
        if (error instanceof ApiError && error.status === 412 && !silent) showError(error.message);
        throw error;
      }
      current = { body: readRecord(error.body), etag: error.etag };
    }
  }
}

/** Each field this form did not change takes the server's value; `shape` makes a record into the call's body. */
export function mergeOnto(
  shape: (record: Payload) => Payload,
  data: Payload,
  previous?: RaRecord,
): (current: RaRecord) => Payload {
  const mine = shape(data);
  const { base = previous, kept } = saveBaseOf(data) ?? {};
  const asked = kept && { fields: kept.fields, seen: shape(kept.seen) };
  return (current) => {
    const { body, conflicts } = mergeThree(shape(base ?? current), shape(current), mine, asked);
    if (conflicts.length > 0) throw new ConflictError(conflicts, current);
    return body;
  };
}
