/**
 * The API's calls, each with who may make it: the one list the OpenAPI document
 * (`dataProvider/contract/openapi.ts`) is built from and the contract's tests and check read. Each area states
 * its calls beside its schemas (`schemas/<area>.ts`); this is all of them.
 */
import { AREA_CALLS } from './schemas';
import type { ContractCall } from './areaContract';
import { matchCall } from './callMatch';

export { ACCESS_ROLES } from './schemas/enums';
export type { Access, ContractCall, HttpMethod } from './areaContract';

export const CONTRACT_CALLS: readonly ContractCall[] = AREA_CALLS;

/** The contract's call a request is, or undefined. `path` is the part after /api/v1/, without the query. */
export const contractCall = (method: string, path: string): ContractCall | undefined =>
  matchCall(CONTRACT_CALLS, method, path);
