// A request each call takes on the fake's seed and the requests it refuses, keyed `METHOD path`: the fake's tests
// hold each answer to the document (tests/contract/everyAnswer.test.ts).
export type Refusal = 400 | 403 | 404 | 409 | 422 | 429;

export interface ExampleRequest {
  /** With the seed's ids in place of its `{params}`, and any query (`Branches/br_1/orders?day=…`). */
  path?: string;
  body?: unknown;
  /** Request headers the call reads beyond the token (the menu import's password confirmation). */
  headers?: Record<string, string>;
  file?: { name: string; type: string; text: string };
  /** Made this many times, the last answer the one asked for (a refusal that follows repeats). */
  times?: number;
  /** Made first, as the admin, when the seed has no record the call can take; its id fills `MADE_FIRST`. */
  before?: { method: 'POST' | 'PUT'; path: string; body: unknown };
}

export interface CallExample extends ExampleRequest {
  /** For `creates: 'new or change'`: a request that saves a seeded record (200). */
  saved?: ExampleRequest;
  /** A body (or query) the call refuses with 400, and a field its `errors` names. */
  refused?: ExampleRequest & { field: string };
  refusals?: Partial<Record<Refusal, ExampleRequest>>;
}

/** Values known only when the examples run, filled in by the test wherever they appear in a path or body. */
export const SIGNED_IN_USER = '{signed-in user}';
export const ISSUED_RESET_TOKEN = '{issued reset token}';
export const MADE_FIRST = '{made first}';

export type CallExamples = Record<string, CallExample>;
