/**
 * The API's calls, each with who may make it: the one list the OpenAPI document
 * (`dataProvider/contract/openapi.ts`), the fake's role checks and the browser tests' call audit read. Each
 * area states its calls beside its schemas (`schemas/<area>.ts`); this is all of them.
 */
import { AREA_CALLS } from './schemas';
import type { ContractCall } from './areaContract';

export { ACCESS_ROLES } from './schemas/enums';
export type { Access, ContractCall, HttpMethod } from './areaContract';

export const CONTRACT_CALLS: readonly ContractCall[] = AREA_CALLS;

/** The call a request is, or undefined. `path` is the part after /api/v1/, without the query. */
export function contractCall(method: string, path: string): ContractCall | undefined {
  const calls = CONTRACT_CALLS.filter((candidate) => candidate.method === method);
  // A fixed segment wins over a placeholder (GET menu/search is not GET menu/{branchId}), whatever the order
  // the areas' calls come in.
  return calls
    .filter((candidate) => patternOf(candidate.path).test(path))
    .sort((a, b) => placeholders(a.path) - placeholders(b.path))[0];
}

const placeholders = (path: string) => (path.match(/\{/g) ?? []).length;

const patternOf = (path: string) => new RegExp(`^${path.replace(/\{\w+\}/g, '[^/]+')}$`);
