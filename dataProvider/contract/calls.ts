/** The API's calls, gathered from each area's `schemas/<area>.ts`: what the OpenAPI document, tests and check read. */
import { AREA_CALLS, VERSIONED_RECORDS } from './schemas';
import type { ContractCall } from './areaContract';
import { matchCall } from './callMatch';

export { ACCESS_ROLES } from '../roles';
export type { Access, ContractCall, HttpMethod } from './areaContract';

export const CONTRACT_CALLS: readonly ContractCall[] = AREA_CALLS;

export const preconditionRecordOf = (call: ContractCall): string | undefined =>
  call.conditional === true ? call.record : call.conditional;

/** A versioned record answered alone (not a list, a delete or the point-of-sale import), or a conditional write's. */
export function etagRecordOf(call: ContractCall): string | undefined {
  if (call.answers || call.method === 'DELETE' || call.changesData) return undefined;
  const record = preconditionRecordOf(call) ?? call.record;
  return VERSIONED_RECORDS.has(record) ? record : undefined;
}

/** `path` is the part after /api/v1/, without the query. */
export const contractCall = (method: string, path: string): ContractCall | undefined =>
  matchCall(CONTRACT_CALLS, method, path);
