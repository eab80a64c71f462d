import type { Payload } from './http';

/** The fields of a body; of a union, those of each member (`keyof (A | B)` is only the fields both have). */
export type FieldOf<Body> = Body extends unknown ? Extract<keyof Body, string> : never;

/** A body made of some of the data's fields, by name: `fields` says which. */
export interface BodyFields<Field extends string = string> {
  (data: Payload): Payload;
  readonly fields: readonly Field[];
}

/**
 * The named fields of the data, those it has. `Body` is the body the contract's call takes (its type in
 * `dataProvider/types.ts`; where one row's toBody serves a create and an update that take different bodies, the
 * union of both), so a field the contract does not take, misspelt or extra, fails the typecheck. It is never
 * inferred: without it, no field is accepted.
 */
export function pick<Body extends object = Record<never, never>>(
  ...fields: NoInfer<FieldOf<Body>>[]
): BodyFields<FieldOf<Body>> {
  const shape = (data: Payload): Payload =>
    Object.fromEntries(fields.filter((field) => data[field] !== undefined).map((field) => [field, data[field]]));
  return Object.assign(shape, { fields });
}
