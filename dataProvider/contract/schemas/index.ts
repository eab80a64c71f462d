/**
 * The records and request bodies the API exchanges, once, by the name the OpenAPI document gives each, with
 * the calls that take them and their examples: each area states its part in its own file here (`contract`, see
 * `../areaContract.ts`), found, not listed. `dataProvider/types.ts` and the screens take their TypeScript types
 * from those files (type-only imports: the app carries no zod), the document their JSON Schema, the fake its
 * request validation (`fake/bodySchema.ts`), and the tests and `npm run contract` check answers against them.
 */
import type { z } from 'zod';
import { errorBodySchema } from './common';
import type { AreaContract, ContractCall } from '../areaContract';
import type { CallExamples } from '../examples';

/**
 * Every file here that exports an area's `contract`; `common.ts`, `problems.ts` and `enums.ts` hold what the
 * areas share.
 */
export const AREA_CONTRACTS: readonly AreaContract[] = Object.values(
  import.meta.glob<{ contract?: AreaContract }>(['./*.ts', '!./index.ts'], { eager: true }),
)
  .map((module) => module.contract)
  .filter((contract): contract is AreaContract => contract !== undefined);

export const SCHEMAS: Readonly<Record<string, z.ZodType>> = Object.assign(
  { Error: errorBodySchema },
  ...AREA_CONTRACTS.map((area) => area.schemas),
);

/** The records that carry their version (`ETag`, `If-Match`), by schema name: each area's `versioned`. */
export const VERSIONED_RECORDS: ReadonlySet<string> = new Set(AREA_CONTRACTS.flatMap((area) => area.versioned ?? []));

/** Every call of every area. */
export const AREA_CALLS: readonly ContractCall[] = AREA_CONTRACTS.flatMap((area) => area.calls);

/** Each call's examples on the fake's seed (`../examples.ts`), by `METHOD path`. */
export const EXAMPLES: CallExamples = Object.assign({}, ...AREA_CONTRACTS.map((area) => area.examples));
