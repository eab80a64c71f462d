// How an area states its part of the contract in `schemas/<area>.ts`: its zod schemas (by their OpenAPI names), its
// calls with who may make each, and example requests on the fake's seed. Paths are under /api/v1/.
import type { z } from 'zod';
import type { CallExamples, Refusal } from './examples';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Anyone (sign-in, password reset), any signed-in user, customer-care staff (and the admin), or the admin only.
 * Outside its access a call answers 401 without a valid token, 403 with one.
 */
export type Access = 'public' | 'signedIn' | 'customerCare' | 'admin';

export interface ContractCall {
  method: HttpMethod;
  path: string;
  access: Access;
  summary: string;
  /**
   * `paged` takes page, limit, sort, order, q and filters and answers `{data, total}`; `whole` answers every record
   * (a bare array, `{data}` or `{items}`) and the app pages it. Else one record.
   */
  answers?: 'paged' | 'whole';
  query?: Record<string, string>;
  filters?: Record<string, string>;
  /** A call a backend may leave out (answering 404): why the app asks it, and what it does without it. */
  optional?: string;
  /** A GET that changes data (the point-of-sale import): never made by a check that only reads. */
  changesData?: true;
  /** A POST that creates a record answers 201; one that also saves a change to a record (its id in the body) 200. */
  creates?: 'new' | 'new or change';
  record: string;
  body?: string;
  /** A multipart body of one file in the part `part`; as with JSON, missing or unreadable is 400, too big 413. */
  upload?: { part: string; accepts: string };
  /**
   * Refusals beyond those every call of its kind has (400 bad body or query, 404 unknown id, 401/403 by access):
   * the document lists them, and the fake answers no other.
   */
  refusals?: Partial<Record<Refusal, string>>;
  /** What an unknown value in the path does instead of a 404, when it is not a record's id (a new setting key). */
  unknownPathValue?: string;
  /** Path values with a rule of their own (a setting's key), by name: a value outside `pattern` is a 400 naming it. */
  pathPatterns?: Record<string, { pattern: RegExp; description: string }>;
  /**
   * A whole-record write: an `If-Match` naming no current `ETag` answers 412 with the current record, changing nothing
   * (`versions.ts`). `true` when `record` is the one written; else that record's name (PUT menu/categories).
   */
  conditional?: true | string;
}

type Details<Name extends string> = Omit<
  ContractCall,
  'method' | 'path' | 'access' | 'summary' | 'record' | 'body' | 'conditional'
> & {
  record: Name;
  body?: Name;
  conditional?: true | Name;
};

/** Typed by the area's schema names: a call naming a record or body its area does not define fails the typecheck. */
export const callsOf =
  <Schemas extends Record<string, z.ZodType>>() =>
  (
    method: HttpMethod,
    path: string,
    access: Access,
    summary: string,
    details: Details<Extract<keyof Schemas, string>>,
  ): ContractCall => ({ method, path, access, summary, ...details });

export interface AreaContract {
  schemas: Record<string, z.ZodType>;
  calls: readonly ContractCall[];
  /** Records that carry their version: each call answering one of them answers its `ETag` (`versions.ts`). */
  versioned?: readonly string[];
  examples: CallExamples;
}

export const TRUE_OR_FALSE = '`true` or `false`.';
export const STARS = 'A whole number of stars, 1 to 5.';
