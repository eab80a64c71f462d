/** (Being written: this area's records and the bodies its calls take.) */
export const MENU_SCHEMAS = {} as const;
