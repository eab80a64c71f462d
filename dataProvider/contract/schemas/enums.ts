/** The fixed value lists the API's records use: read by the schemas and by the app (types.ts), without zod. */
export const ROLE_VALUES = ['user', 'admin', 'customer_care_admin', 'customer_care_agent'] as const;
export const PRIVILEGE_VALUES = ['admin', 'customer_care_admin', 'customer_care_agent'] as const;
export const BRANCH_SERVICE_VALUES = ['delivery', 'subscription', 'carPickup', 'pickup'] as const;
export const ORDER_STATUS_VALUES = ['new', 'accepted', 'outForFulfillment', 'delivered', 'cancelled'] as const;
export const TICKET_STATUS_VALUES = ['new', 'active', 'reopened', 'resolved', 'closed'] as const;
/** Which days a subscription plan delivers on: Sunday–Thursday, Friday–Saturday, or every day. */
export const PLAN_DAYS_VALUES = ['working', 'weekends', 'all'] as const;
export const SUBSCRIBER_TYPE_VALUES = ['delivery', 'pickup'] as const;
