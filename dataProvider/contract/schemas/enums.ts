/** The fixed value lists the API's records use: read by the schemas and by the app (types.ts), without zod. */
export const BRANCH_SERVICE_VALUES = ['delivery', 'subscription', 'carPickup', 'pickup'] as const;
export const ORDER_STATUS_VALUES = ['new', 'accepted', 'outForFulfillment', 'delivered', 'cancelled'] as const;
export const TICKET_STATUS_VALUES = ['new', 'active', 'reopened', 'resolved', 'closed'] as const;
export const TICKET_TYPE_VALUES = ['complaint', 'inquiry', 'suggestion', 'order_issue'] as const;
export const CATERING_STATUS_VALUES = ['new', 'active', 'fulfilled', 'rejected'] as const;
export const MENU_TYPE_VALUES = ['menu', 'subscription'] as const;
/** A combo is what the point-of-sale calls a composite item. */
export const MENU_ITEM_TYPE_VALUES = ['single', 'combo', 'multi'] as const;
export const OFFER_TYPE_VALUES = ['percentage', 'fixedValue', 'specificPrice', 'buyXGetY'] as const;
export const PROMO_CODE_TYPE_VALUES = [
  'cart',
  'productFixed',
  'productSpecified',
  'freeDelivery',
  'subscription',
] as const;
export const PROMO_DISCOUNT_TYPE_VALUES = ['percentage', 'fixedValue', 'specificPrice'] as const;
export const VOUCHER_TYPE_VALUES = ['balance', 'oneTime'] as const;
export const VOUCHER_SOURCE_VALUES = ['file', 'ids'] as const;
export const BANNER_LINK_TYPE_VALUES = ['none', 'url', 'product', 'category'] as const;
/** Which days a subscription plan delivers on: Sunday–Thursday, Friday–Saturday, or every day. */
export const PLAN_DAYS_VALUES = ['working', 'weekends', 'all'] as const;
export const SUBSCRIBER_TYPE_VALUES = ['delivery', 'pickup'] as const;
