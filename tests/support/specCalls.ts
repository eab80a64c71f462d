import { contractCall } from '@/dataProvider/contract/calls';

/**
 * The spec call a request is (`METHOD path` as the contract's call table writes it), or undefined: a call the app makes
 * that is not one of them is not the spec's, and a backend built to the spec would not answer it. `path` is
 * the part after /api/v1/, without the query.
 */
export function specCall(method: string, path: string): string | undefined {
  const call = contractCall(method, path);
  return call ? `${call.method} ${call.path}` : undefined;
}
