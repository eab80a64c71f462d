import type { Payload } from './http';

/** The fields of a body; of a union, those of each member (`keyof (A | B)` is only the fields both have). */
export type FieldOf<Body> = Body extends unknown ? Extract<keyof Body, string> : never;

export interface BodyFields<Field extends string = string> {
  (data: Payload): Payload;
  readonly fields: readonly Field[];
}

/**
 * `Body` is the body the contract's call takes (for a toBody serving a create and an update, the union of both), so a
 * field the contract does not take fails the typecheck. It is never inferred: without it, no field is accepted.
 */
export function pick<Body extends object = Record<never, never>>(
  ...fields: NoInfer<FieldOf<Body>>[]
): BodyFields<FieldOf<Body>> {
  const shape = (data: Payload): Payload =>
    Object.fromEntries(fields.filter((field) => data[field] !== undefined).map((field) => [field, data[field]]));
  return Object.assign(shape, { fields });
}
