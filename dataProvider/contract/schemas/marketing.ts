/** (Being written: this area's records and the bodies its calls take.) */
export const MARKETING_SCHEMAS = {} as const;
