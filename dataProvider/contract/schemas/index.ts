// The records and bodies the API exchanges, each area's in its own file here (`contract`, see `../areaContract.ts`),
// found, not listed: types.ts takes its types, the document its JSON Schema, the fake its request validation.
import type { z } from 'zod';
import { errorBodySchema } from './common';
import type { AreaContract, ContractCall } from '../areaContract';
import type { CallExamples } from '../examples';

/** `common.ts`, `problems.ts` and `enums.ts` export no `contract`: they hold what the areas share. */
export const AREA_CONTRACTS: readonly AreaContract[] = Object.values(
  import.meta.glob<{ contract?: AreaContract }>(['./*.ts', '!./index.ts'], { eager: true }),
)
  .map((module) => module.contract)
  .filter((contract): contract is AreaContract => contract !== undefined);

export const SCHEMAS: Readonly<Record<string, z.ZodType>> = Object.assign(
  { Error: errorBodySchema },
  ...AREA_CONTRACTS.map((area) => area.schemas),
);

export const VERSIONED_RECORDS: ReadonlySet<string> = new Set(AREA_CONTRACTS.flatMap((area) => area.versioned ?? []));

export const AREA_CALLS: readonly ContractCall[] = AREA_CONTRACTS.flatMap((area) => area.calls);

export const EXAMPLES: CallExamples = Object.assign({}, ...AREA_CONTRACTS.map((area) => area.examples));
