// The staff roles and who each access admits: the contract's calls, the fake's checks and the app's screens all
// read this one module, so a screen and the calls it makes cannot drift apart.
export const ROLE_VALUES = ['user', 'admin', 'customer_care_admin', 'customer_care_agent'] as const;
/** The three the system-user form offers (spec §1); the plain role "user" is not one. */
export const PRIVILEGE_VALUES = ['admin', 'customer_care_admin', 'customer_care_agent'] as const;

export type Role = (typeof ROLE_VALUES)[number];
export type Privilege = (typeof PRIVILEGE_VALUES)[number];

export const ACCESS_ROLES = {
  customerCare: ['admin', 'customer_care_admin', 'customer_care_agent'],
  admin: ['admin'],
} as const satisfies Record<'customerCare' | 'admin', readonly Role[]>;
