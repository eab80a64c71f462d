import { EXAMPLES } from '@/dataProvider/contract/schemas';

/**
 * The body of the contract's example for a call (`METHOD path`, as in calls.ts): a request the fake takes on its
 * seed. Tests start from it rather than keep a copy, so a body the contract changes is not left behind here.
 */
export function exampleBody<T extends object = Record<string, unknown>>(call: string): T {
  const body = EXAMPLES[call]?.body;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new Error(`The contract keeps no example body for ${call}`);
  }
  // Each example is checked against its call's input schema where it is written (`satisfies z.input<…>`).
  return body as T;
}
