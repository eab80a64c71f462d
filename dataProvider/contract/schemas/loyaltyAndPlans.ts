/** (Being written: this area's records and the bodies its calls take.) */
export const LOYALTY_AND_PLANS_SCHEMAS = {} as const;
