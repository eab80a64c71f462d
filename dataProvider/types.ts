/**
 * Shapes of the records the API exchanges. The spec shows few response shapes; these are the ones
 * this product and its fake agree on (see dataProvider/API.md). Fields the spec leaves open are optional.
 */

export type Role = 'user' | 'admin' | 'customer_care_admin' | 'customer_care_agent';
export type Privilege = Exclude<Role, 'user'>;
export const PRIVILEGES: readonly Privilege[] = ['admin', 'customer_care_admin', 'customer_care_agent'];

export interface SystemUser {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  privilege: Privilege | null;
  roles: Role[];
  active: boolean;
  archived: boolean;
  createdAt: string;
}

/** What POST system-user and PUT system-user/{userId} accept. */
export interface SystemUserInput {
  firstName: string;
  lastName: string;
  email: string;
  privilege: Privilege;
  /** Create only: the first password. */
  password?: string;
  archived?: boolean;
}

export interface LoginResult {
  token: string;
  user: SystemUser;
}

export interface Setting {
  key: string;
  value: string;
}

export interface LocalizedName {
  en: string;
  ar: string;
}

export type BranchService = 'delivery' | 'subscription' | 'carPickup' | 'pickup';
export const BRANCH_SERVICES: readonly BranchService[] = ['delivery', 'subscription', 'carPickup', 'pickup'];

/** Where a branch serves: a polygon when it has points, else a circle of `radius` around the branch. */
export interface BranchArea {
  radius: number | null;
  unit: 'km' | 'm';
  /** [lat, lng] pairs, Leaflet's order. */
  points: [number, number][];
}

/**
 * Days count from Saturday, the first day of the week here: 0 Saturday, 1 Sunday … 6 Friday.
 * Times are `HH:mm` on the 24-hour clock, in whole hours (the time-slot lists step by 60 minutes).
 */
export interface BranchShift {
  days: number[];
  start: string;
  end: string;
}

export interface Branch {
  pk: string;
  /** The branch id. */
  sk: string;
  reference_code: string;
  name: LocalizedName;
  address: string;
  phone: string;
  description: string;
  foodicsId: string;
  services: Record<BranchService, boolean>;
  deliveryFees: number;
  shifts: BranchShift[];
  autoCancelAfterMinutes: number;
  autoConfirm: boolean;
  location: {
    lat: number;
    lng: number;
    deliveryArea: BranchArea | null;
    subscriptionArea: BranchArea | null;
  };
  status: 'active' | 'inactive';
  archived: boolean;
}

/** What POST Branches takes, and PUT Branches/{branchId} in part: the branch without its keys. */
export type BranchInput = Omit<Branch, 'pk' | 'sk'>;

export type OrderStatus = 'new' | 'accepted' | 'outForFulfillment' | 'delivered' | 'cancelled';
/** Only these may still be cancelled; the API refuses the rest. */
export const CANCELLABLE_ORDER_STATUSES: readonly OrderStatus[] = ['new', 'accepted'];

export interface Order {
  id: string;
  number: number;
  branchId: string;
  /** The customer who placed it (sent with a cancel). */
  userId: string;
  customer: { name: string; phone: string };
  /** In SAR. */
  total: number;
  status: OrderStatus;
  type: 'delivery' | 'pickup' | 'carPickup' | 'subscription';
  /** ISO date-time with the branch's offset (+03:00). */
  createdAt: string;
}

export type TicketStatus = 'new' | 'active' | 'reopened' | 'resolved' | 'closed';

export interface TicketComment {
  id: string;
  text: string;
  author: string;
  createdAt: string;
}

export interface Ticket {
  id: string;
  number: number;
  createdAt: string;
  type: 'complaint' | 'inquiry' | 'suggestion' | 'order_issue';
  status: TicketStatus;
  customer: { name: string; phone: string; email: string };
  subject: string;
  comments: TicketComment[];
}

/** The body of every error answer. */
export interface ApiErrorBody {
  message?: string;
  msg?: string;
  [key: string]: unknown;
}

/** Menus (spec sections 3 and 7): the two menus an item can be on. */
export type MenuType = 'menu' | 'subscription';
export const MENU_TYPES: readonly MenuType[] = ['menu', 'subscription'];
/** A combo is what the point-of-sale calls a composite item. */
export type MenuItemType = 'single' | 'combo' | 'multi';
export const MENU_ITEM_TYPES: readonly MenuItemType[] = ['single', 'combo', 'multi'];
export type MenuStatus = 'active' | 'inactive';
/** The removable option groups of an item: PATCH menu/items/{itemId}?type={group}. */
export type MenuOptionGroup = 'variants' | 'options' | 'modifiers';
export const MENU_OPTION_GROUPS: readonly MenuOptionGroup[] = ['variants', 'options', 'modifiers'];

export interface MenuCategory {
  id: string;
  name: string;
  nameAr: string;
  status: MenuStatus;
  order: number;
  /** A Material icon name, e.g. `local_pizza`. */
  icon: string;
}

/** A variant (size), an option of a multi item, or a modifier (extra): a name and what it adds. */
export interface MenuChoice {
  id: string;
  name: LocalizedName;
  price: number;
  calories: number;
}

/** One part of a combo: another item and how many of it. */
export interface MenuComponent {
  id: string;
  itemId: string;
  name: LocalizedName;
  quantity: number;
}

export interface MenuItem {
  id: string;
  /** The point-of-sale's id; the import matches on it. */
  foodicsId: string;
  name: LocalizedName;
  type: MenuItemType;
  categoryId: string;
  menuType: MenuType;
  price: number;
  calories: number;
  /** Photo URLs; the first is the one lists show. */
  photos: string[];
  status: MenuStatus;
  /** Position inside its category. */
  order: number;
  /** The customer must pick a variant or option before adding it to the cart. */
  forceSelect: boolean;
  /** Branch ids the item is sold in; empty means every branch. */
  branches: string[];
  variants: MenuChoice[];
  options: MenuChoice[];
  components: MenuComponent[];
  modifiers: MenuChoice[];
}

/** What POST menu/create-item and PUT menu/{itemId} accept. */
export type MenuItemInput = Omit<MenuItem, 'id' | 'foodicsId'>;

/** One item as a branch sells it: GET menu/{branchId}. */
export interface BranchMenuItem {
  id: string;
  name: LocalizedName;
  categoryId: string;
  price: number;
  available: boolean;
  /** The branch's own price, or null for the item's price. */
  branchPrice: number | null;
}

export interface BranchMenu {
  id: string;
  items: BranchMenuItem[];
}

export interface MenuSyncChange {
  id: string;
  name: LocalizedName;
  kind: 'created' | 'updated' | 'deactivated';
  /** What changed, in English and Arabic (price, name). */
  detail: LocalizedName;
}

/** The answer of GET menu/item/sync. */
export interface MenuSyncSummary {
  id: 'sync';
  syncedAt: string;
  changes: MenuSyncChange[];
}

/** The answer of GET image: where to PUT the file, and the URL the photo is then read from. */
export interface UploadTarget {
  id: string;
  uploadUrl: string;
  url: string;
}

export type PlanStatus = 'active' | 'inactive';

/**
 * A meal-subscription plan. Promo codes of the subscription type point at plans; the subscriptions
 * area owns the rest of the plan's fields.
 */
export interface Plan {
  id: string;
  name: LocalizedName;
  status: PlanStatus;
}

export type ActiveStatus = 'active' | 'inactive';

/**
 * How an offer changes the price of its items: a percentage off, a fixed SAR amount off, a specific
 * SAR price, or "buy X get Y free" of the same items.
 */
export type OfferType = 'percentage' | 'fixedValue' | 'specificPrice' | 'buyXGetY';
export const OFFER_TYPES: readonly OfferType[] = ['percentage', 'fixedValue', 'specificPrice', 'buyXGetY'];

/** An offer: shown on its items in the customer app between its dates, at its branches. */
export interface Offer {
  id: string;
  type: OfferType;
  /** The short badge the app shows on the item ("Ramadan", "New"). */
  tag: LocalizedName;
  name: LocalizedName;
  description: LocalizedName;
  /** Percent (0-100], SAR off, or the SAR price; null for buyXGetY. */
  discount: number | null;
  /** buyXGetY only: how many are bought, and how many more come free; null otherwise. */
  buyQuantity: number | null;
  getQuantity: number | null;
  /** `YYYY-MM-DD`, both days included. */
  validFrom: string;
  validTo: string;
  /** Branch ids (`sk`); empty means every branch. */
  branches: string[];
  /** Menu item ids the offer applies to; at least one. */
  items: string[];
  /** Optional picture URL for the offer's banner card. */
  image: string | null;
  status: ActiveStatus;
  createdAt: string;
}

export type PromoCodeType = 'cart' | 'productFixed' | 'productSpecified' | 'freeDelivery' | 'subscription';
export const PROMO_CODE_TYPES: readonly PromoCodeType[] = ['cart', 'productFixed', 'productSpecified', 'freeDelivery', 'subscription'];
export type PromoDiscountType = 'percentage' | 'fixedValue' | 'specificPrice';
export const PROMO_DISCOUNT_TYPES: readonly PromoDiscountType[] = ['percentage', 'fixedValue', 'specificPrice'];

/**
 * A promo code. The app knows it by its `code` (GET promo-codes/{code}); the server's own id `_id`
 * is what PUT promo-codes/{id} takes.
 */
export interface PromoCode {
  _id: string;
  name: string;
  /** Upper-case letters, digits, - and _, 3 to 20 characters; unique. */
  code: string;
  type: PromoCodeType;
  /** null for freeDelivery. */
  discountType: PromoDiscountType | null;
  /** Percent (0-100], SAR off, or the SAR price; null for freeDelivery. */
  discount: number | null;
  /** The most a percentage takes off, in SAR; null for no cap. */
  maxAmount: number | null;
  /** The smallest cart the code works on, in SAR; null for any. */
  minCartValue: number | null;
  /** `YYYY-MM-DD`, both days included. */
  validFrom: string;
  validTo: string;
  totalRedemptions: number;
  /** null: a customer may use it any number of times (within the total). */
  redemptionsPerUser: number | null;
  /** How many times it has been used. */
  usedCount: number;
  /** Branch ids; empty means every branch. */
  branches: string[];
  /** Menu item ids: productFixed and productSpecified only. */
  items: string[];
  /** Plan ids: subscription only. */
  plans: string[];
  /** A free campaign label for reports ("ramadan-2026"). */
  tag: string;
  status: ActiveStatus;
  createdAt: string;
}
