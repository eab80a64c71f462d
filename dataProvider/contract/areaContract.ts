/**
 * How an area states its part of the API's contract, in its file under `schemas/`: its records and bodies
 * (zod schemas, by the name the OpenAPI document gives each), its calls, each with who may make it, and the
 * requests each call takes on the fake's seed. `schemas/index.ts` finds every area's `contract`; nothing lists
 * the areas. Paths are under /api/v1/; a `{name}` is one path segment.
 */
import type { z } from 'zod';
import type { CallExamples, Refusal } from './examples';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may make a call: anyone (sign-in and password reset), any signed-in user, customer-care staff (and the
 * admin), or the admin only. A call outside its access answers 401 without a valid token, 403 with one.
 */
export type Access = 'public' | 'signedIn' | 'customerCare' | 'admin';

export interface ContractCall {
  method: HttpMethod;
  path: string;
  access: Access;
  /** What the call does, for a backend team reading the document. */
  summary: string;
  /**
   * A list's answer: `paged` takes page, limit, sort, order, q and filters and answers `{data, total}`;
   * `whole` answers every record (a bare array, `{data}` or `{items}`) and the app pages it. Else one record.
   */
  answers?: 'paged' | 'whole';
  /** Query parameters the call requires, by name, with what each holds. */
  query?: Record<string, string>;
  /** A list's optional filters beyond its paging (`page`, `limit`, `sort`, `order`, `q`), by name, with what each holds. */
  filters?: Record<string, string>;
  /**
   * A call a backend may leave out, answering it 404 as any unknown path: why the app asks it, and what it does
   * without it. `npm run contract` takes either answer.
   */
  optional?: string;
  /** A GET that changes data (the point-of-sale import): never made by a check that only reads. */
  changesData?: true;
  /** A POST that creates a record answers 201; one that also saves a change to a record (its id in the body) 200. */
  creates?: 'new' | 'new or change';
  /** What the call answers (a list: its items), by its name in its area's schemas. */
  record: string;
  /** The JSON body the call takes, by its name in its area's schemas; a write without one takes no body. */
  body?: string;
  /**
   * A multipart/form-data body instead of JSON: one file, in the part named `part`, of the kinds `accepts` says.
   * Like a JSON body, a missing or unreadable one answers 400 and one over its size 413.
   */
  upload?: { part: string; accepts: string };
  /**
   * Refusals beyond those every call of its kind has (400 for a bad body or query, 404 for an unknown id in the
   * path, 401/403 by access), each with why: the document lists them, and the fake answers no other.
   */
  refusals?: Partial<Record<Refusal, string>>;
  /** What an unknown value in the path does instead of a 404, when it is not a record's id (a new setting key). */
  unknownPathValue?: string;
  /** Path values with a rule of their own (a setting's key), by name: a value outside `pattern` is a 400 naming it. */
  pathPatterns?: Record<string, { pattern: RegExp; description: string }>;
  /**
   * A write that sends the whole record (or saves the one it names): it takes an optional `If-Match` and, when
   * that names no current `ETag` of the record, answers 412 with the current record and its `ETag`, changing
   * nothing (`versions.ts`). `true` for a call whose `record` is the one written; a record's name when the call
   * answers something wider (PUT menu/categories answers a category or, for a reorder, the order).
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

/**
 * The maker of an area's calls, typed by the area's schema names: a call naming a record or body its area does
 * not define fails the typecheck.
 */
export const callsOf =
  <Schemas extends Record<string, z.ZodType>>() =>
  (
    method: HttpMethod,
    path: string,
    access: Access,
    summary: string,
    details: Details<Extract<keyof Schemas, string>>,
  ): ContractCall => ({ method, path, access, summary, ...details });

/** One area's part of the contract: what `schemas/index.ts` finds in each area's file. */
export interface AreaContract {
  schemas: Record<string, z.ZodType>;
  calls: readonly ContractCall[];
  /**
   * The records that carry their version, by schema name: every call answering one of them (not a list, not a
   * delete) answers its `ETag`, and the area's `conditional` writes compare `If-Match` with it (`versions.ts`).
   */
  versioned?: readonly string[];
  /** Each call's examples, by `METHOD path`. */
  examples: CallExamples;
}

export const TRUE_OR_FALSE = '`true` or `false`.';
export const STARS = 'A whole number of stars, 1 to 5.';
