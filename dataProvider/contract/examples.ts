/**
 * A request each call of the contract takes on the fake's seed, and the requests it refuses: the fake's tests
 * make every one and hold each answer to the document (tests/unit/fake/everyAnswer.test.ts). Each area's
 * examples sit beside its schemas, keyed `METHOD path` as in `calls.ts`.
 */
import type { Refusal } from './calls';

export interface ExampleRequest {
  /** The path with the seed's ids in place of its `{params}`, and any query (`Branches/br_1/orders?day=…`). */
  path?: string;
  body?: unknown;
  /** Request headers the call reads beyond the token (the menu import's password confirmation). */
  headers?: Record<string, string>;
}

export interface CallExample extends ExampleRequest {
  /** A body the call refuses with 400, and a field its `errors` names. */
  refused?: { body: unknown; field: string; path?: string };
  /** A request refused with each of the call's own refusals (`refusals` in calls.ts). */
  refusals?: Partial<Record<Refusal, ExampleRequest>>;
}

/** By `METHOD path` as in calls.ts, e.g. `PUT menu/{branchId}/item/{itemId}`. */
export type CallExamples = Record<string, CallExample>;
