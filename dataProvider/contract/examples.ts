/**
 * A request each call of the contract takes on the fake's seed, and the requests it refuses: the fake's tests
 * make every one and hold each answer to the document (tests/contract/everyAnswer.test.ts). Each area's
 * examples sit beside its schemas, keyed `METHOD path` as its calls are.
 */
/** A refusal a call may have beyond those of every call of its kind (a call's `refusals`). */
export type Refusal = 400 | 403 | 404 | 409 | 422 | 429;

export interface ExampleRequest {
  /** The path with the seed's ids in place of its `{params}`, and any query (`Branches/br_1/orders?day=…`). */
  path?: string;
  body?: unknown;
  /** Request headers the call reads beyond the token (the menu import's password confirmation). */
  headers?: Record<string, string>;
  /** The file a multipart upload sends as its part (a call's `upload`). */
  file?: { name: string; type: string; text: string };
  /** How many times the request is made, the last answer being the one asked for (a refusal that follows repeats). */
  times?: number;
  /** A request made first, as the admin, when the seed has no record the call can take: its answer's id fills `MADE_FIRST`. */
  before?: { method: 'POST' | 'PUT'; path: string; body: unknown };
}

export interface CallExample extends ExampleRequest {
  /** For a call that creates or saves (`creates: 'new or change'`): a request that saves a seeded record (200). */
  saved?: ExampleRequest;
  /** A body (or query) the call refuses with 400, and a field its `errors` names. */
  refused?: ExampleRequest & { field: string };
  /** A request refused with each of the call's own refusals (a call's `refusals`). */
  refusals?: Partial<Record<Refusal, ExampleRequest>>;
}

/**
 * Values only known when the examples are made, filled in by the test wherever they appear in a path or body:
 * the signed-in user's id, a reset token just issued for a user who can sign in, and the id of the record
 * `before` made.
 */
export const SIGNED_IN_USER = '{signed-in user}';
export const ISSUED_RESET_TOKEN = '{issued reset token}';
export const MADE_FIRST = '{made first}';

/** By `METHOD path`, e.g. `PUT menu/{branchId}/item/{itemId}`. */
export type CallExamples = Record<string, CallExample>;
