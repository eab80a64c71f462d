/**
 * The records and request bodies the API exchanges, once, by the name the OpenAPI document gives each:
 * `dataProvider/types.ts` takes their TypeScript types from here (type-only imports: the app carries no zod),
 * the document their JSON Schema, the fake its request validation (`fake/bodySchema.ts`), and the tests and
 * `npm run contract` check answers against them. Each area's schemas sit in their own file.
 */
import { errorBodySchema } from './common';
import { BRANCH_EXAMPLES, BRANCH_SCHEMAS } from './branches';
import { CUSTOMER_CARE_EXAMPLES, CUSTOMER_CARE_SCHEMAS } from './customerCare';
import { LOYALTY_AND_PLANS_EXAMPLES, LOYALTY_AND_PLANS_SCHEMAS } from './loyaltyAndPlans';
import { MARKETING_EXAMPLES, MARKETING_SCHEMAS } from './marketing';
import { MENU_EXAMPLES, MENU_SCHEMAS } from './menus';
import { STAFF_EXAMPLES, STAFF_SCHEMAS } from './staff';
import type { CallExamples } from '../examples';

export const SCHEMAS = {
  Error: errorBodySchema,
  ...STAFF_SCHEMAS,
  ...BRANCH_SCHEMAS,
  ...CUSTOMER_CARE_SCHEMAS,
  ...MENU_SCHEMAS,
  ...MARKETING_SCHEMAS,
  ...LOYALTY_AND_PLANS_SCHEMAS,
} as const;

export type SchemaName = keyof typeof SCHEMAS;

/** Each call's examples on the fake's seed (`../examples.ts`), by `METHOD path`. */
export const EXAMPLES: CallExamples = {
  ...STAFF_EXAMPLES,
  ...BRANCH_EXAMPLES,
  ...CUSTOMER_CARE_EXAMPLES,
  ...MENU_EXAMPLES,
  ...MARKETING_EXAMPLES,
  ...LOYALTY_AND_PLANS_EXAMPLES,
};
