/**
 * The API's calls, each with who may make it: the one list the OpenAPI document
 * (`dataProvider/contract/openapi.ts`) is built from and the contract's tests and check read. Each area states
 * its calls beside its schemas (`schemas/<area>.ts`); this is all of them.
 */
import { AREA_CALLS, VERSIONED_RECORDS } from './schemas';
import type { ContractCall } from './areaContract';
import { matchCall } from './callMatch';

export { ACCESS_ROLES } from '../roles';
export type { Access, ContractCall, HttpMethod } from './areaContract';

export const CONTRACT_CALLS: readonly ContractCall[] = AREA_CALLS;

/** The record a conditional write (`If-Match`, 412) is about, by schema name; undefined for any other call. */
export const preconditionRecordOf = (call: ContractCall): string | undefined =>
  call.conditional === true ? call.record : call.conditional;

/**
 * The versioned record whose `ETag` the call answers with, or undefined: a call answering one record (not a list,
 * not a delete, not the point-of-sale import) that is versioned, or a conditional write.
 */
export function etagRecordOf(call: ContractCall): string | undefined {
  if (call.answers || call.method === 'DELETE' || call.changesData) return undefined;
  const record = preconditionRecordOf(call) ?? call.record;
  return VERSIONED_RECORDS.has(record) ? record : undefined;
}

/** The contract's call a request is, or undefined. `path` is the part after /api/v1/, without the query. */
export const contractCall = (method: string, path: string): ContractCall | undefined =>
  matchCall(CONTRACT_CALLS, method, path);
