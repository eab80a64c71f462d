/**
 * Shapes of the records the API exchanges. The spec shows few response shapes; these are the ones
 * this product and its fake agree on (see dataProvider/API.md). Fields the spec leaves open are optional.
 * The records described by the contract's schemas (`contract/schemas/`) take their types from there;
 * the imports are types only, so the app carries no schema library.
 */
import type { z } from 'zod';
import type { localizedName } from './contract/schemas/common';
import type { loginResultSchema, settingSchema, systemUserInputSchema, systemUserSchema } from './contract/schemas/staff';
import type { branchAreaSchema, branchSchema, branchShiftSchema, orderSchema } from './contract/schemas/branches';
import type { ticketCommentSchema, ticketSchema } from './contract/schemas/customerCare';
import type {
  loyaltyInputSchema,
  loyaltyProgrammeSchema,
  loyaltyRewardInputSchema,
  loyaltyWeekItemSchema,
  loyaltyWeekSchema,
  planInputSchema,
  planMealsSchema,
  planSchema,
  planSettingsSchema,
  planVariantSchema,
  subscriberSchema,
} from './contract/schemas/loyaltyAndPlans';
import { BRANCH_SERVICE_VALUES, PLAN_DAYS_VALUES, PRIVILEGE_VALUES, SUBSCRIBER_TYPE_VALUES } from './contract/schemas/enums';

export type SystemUser = z.infer<typeof systemUserSchema>;
export type Role = SystemUser['roles'][number];
export type Privilege = Exclude<Role, 'user'>;
export const PRIVILEGES: readonly Privilege[] = PRIVILEGE_VALUES;

/** What POST system-user takes, and PUT system-user/{userId} without the password. */
export type SystemUserInput = Omit<z.input<typeof systemUserInputSchema>, 'password'> & { password?: string };

export type LoginResult = z.infer<typeof loginResultSchema>;
export type Setting = z.infer<typeof settingSchema>;
export type LocalizedName = z.infer<typeof localizedName>;

export type BranchService = (typeof BRANCH_SERVICE_VALUES)[number];
export const BRANCH_SERVICES: readonly BranchService[] = BRANCH_SERVICE_VALUES;

/** Where a branch serves: a polygon when it has points, else a circle of `radius` around the branch. */
export type BranchArea = z.infer<typeof branchAreaSchema>;
/** Days count from Saturday (0) to Friday (6); times are `HH:mm` in whole hours. */
export type BranchShift = z.infer<typeof branchShiftSchema>;
export type Branch = z.infer<typeof branchSchema>;

/** What POST Branches takes, and PUT Branches/{branchId} in part: the branch without its keys. */
export type BranchInput = Omit<Branch, 'pk' | 'sk'>;

export type Order = z.infer<typeof orderSchema>;
export type OrderStatus = Order['status'];
/** Only these may still be cancelled; the API refuses the rest. */
export const CANCELLABLE_ORDER_STATUSES: readonly OrderStatus[] = ['new', 'accepted'];

export type Ticket = z.infer<typeof ticketSchema>;
export type TicketComment = z.infer<typeof ticketCommentSchema>;
export type TicketStatus = Ticket['status'];

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

/**
 * A meal-subscription plan. Promo codes of the subscription type point at plans; the subscriptions
 * area owns the rest of the plan's fields.
 */
export type Plan = z.infer<typeof planSchema>;
export type PlanStatus = Plan['status'];

/** Which days it delivers on: Sunday–Thursday, Friday–Saturday, or every day. */
export type PlanDays = (typeof PLAN_DAYS_VALUES)[number];
export const PLAN_DAYS: readonly PlanDays[] = PLAN_DAYS_VALUES;
/** How many days of each week a `days` choice offers. */
export const DAYS_IN: Record<PlanDays, number> = { working: 5, weekends: 2, all: 7 };

/** A period variant: its length in days and its price in SAR. */
export type PlanVariant = z.infer<typeof planVariantSchema>;

/** What each delivery day holds: counts of drinks and dishes, and of each meal. */
export type PlanMeals = z.infer<typeof planMealsSchema>;
export const PLAN_MEALS: readonly (keyof PlanMeals)[] = ['drinks', 'dishes', 'breakfast', 'lunch', 'dinner', 'salad'];

/** What POST subscriptions/plans accepts (variant ids optional); PUT subscriptions/plans/{planId} takes it whole. */
export type PlanInput = z.input<typeof planInputSchema>;

/** GET / POST subscriptions/plan-settings. */
export type PlanSettings = z.infer<typeof planSettingsSchema>;

export type SubscriberType = (typeof SUBSCRIBER_TYPE_VALUES)[number];
export const SUBSCRIBER_TYPES: readonly SubscriberType[] = SUBSCRIBER_TYPE_VALUES;

/** One subscription: GET subscriptions. Plan and branch names come along for lists and CSV. */
export type Subscriber = z.infer<typeof subscriberSchema>;

/**
 * A reward category as the loyalty screen edits and sends it: points and threshold stay empty (null) until
 * filled, which the API refuses. The programme answers them filled (`LoyaltyProgramme['rewards']`).
 */
export type LoyaltyReward = Required<z.input<typeof loyaltyRewardInputSchema>>;

/** One cell of a week's grid: a menu item offered as a reward on that day, in that category. */
export type LoyaltyWeekItem = z.infer<typeof loyaltyWeekItemSchema>;

export type LoyaltyWeek = z.infer<typeof loyaltyWeekSchema>;

/** GET loyality (with startOfWeek) and the answer of POST loyality. */
export type LoyaltyProgramme = z.infer<typeof loyaltyProgrammeSchema>;

/** What POST loyality takes: the programme, and the weeks to replace (each whole). */
export type LoyaltyInput = z.input<typeof loyaltyInputSchema>;

/**
 * Vouchers (spec sections 3 and 7): a balance given to a list of customers, available between two days.
 * `balance` spends down over several orders; `oneTime` is spent whole on one order.
 */
export type VoucherType = 'balance' | 'oneTime';
export const VOUCHER_TYPES: readonly VoucherType[] = ['balance', 'oneTime'];
export type VoucherStatus = 'active' | 'inactive';
/** Where the voucher's customers came from: an uploaded file, or ids typed in. */
export type VoucherCustomersSource = 'file' | 'ids';

export interface Voucher {
  id: string;
  /** The campaign the voucher belongs to, e.g. "Ramadan 2026". */
  group: string;
  type: VoucherType;
  /** In SAR. */
  balance: number;
  customersSource: VoucherCustomersSource;
  /** Customer ids (`cus_0001`) or Saudi mobile numbers as +9665XXXXXXXX. */
  customers: string[];
  /** The upload the customers came from (POST vouchers/upload), when the source is a file. */
  fileId: string | null;
  fileName: string | null;
  /** Availability, `YYYY-MM-DD`, both days included. */
  availableFrom: string;
  availableTo: string;
  status: VoucherStatus;
  createdAt: string;
}

/** What POST vouchers takes and PATCH vouchers/{voucherId} takes in part. With `fileId`, the customers are the file's. */
export type VoucherInput = Omit<Voucher, 'id' | 'createdAt' | 'fileName'>;

/** One row of a customers file that was not taken, and why (in the caller's language). */
export interface VoucherUploadRefusal {
  /** The row number as a spreadsheet shows it, from 1. */
  row: number;
  value: string;
  reason: string;
}

/** The answer of POST vouchers/upload. */
export interface VoucherUpload {
  fileId: string;
  fileName: string;
  /** How many customers were read and kept. */
  accepted: number;
  customers: string[];
  /** The first 100 refused rows, in file order (a value over 64 characters is cut, ending with …). */
  refused: VoucherUploadRefusal[];
  /** How many rows were refused in all. */
  refusedTotal: number;
}

/** Banners (spec section 3): what a banner opens when tapped. */
export type BannerLinkType = 'none' | 'url' | 'product' | 'category';
export const BANNER_LINK_TYPES: readonly BannerLinkType[] = ['none', 'url', 'product', 'category'];
export type BannerStatus = 'active' | 'inactive';

export interface Banner {
  id: string;
  name: string;
  /** 1 is shown first. */
  priority: number;
  /** Validity, `YYYY-MM-DD`, both days included. */
  validFrom: string;
  validTo: string;
  linkType: BannerLinkType;
  /** An http(s) address, when the link type is `url`. */
  link: string | null;
  /** A menu item id, when the link type is `product`. */
  productId: string | null;
  /** A menu category id, when the link type is `category`. */
  categoryId: string | null;
  /** The image URL (GET image, then PUT). */
  image: string;
  status: BannerStatus;
  createdAt: string;
}

/** What POST banners takes and PUT banners/{bannerId} takes in part. */
export type BannerInput = Omit<Banner, 'id' | 'createdAt'>;
/** Catering requests (spec sections 3 and 4); comments are internal, staff only. */
export type CateringStatus = 'new' | 'active' | 'fulfilled' | 'rejected';

export interface CateringRequest {
  id: string;
  number: number;
  createdAt: string;
  companyName: string;
  contactName: string;
  phone: string;
  email: string;
  guestNumber: number;
  /** The day of the event, YYYY-MM-DD. */
  eventDate: string;
  city: string;
  notes: string;
  status: CateringStatus;
  comments: TicketComment[];
}

/** A customer of the ordering app (spec section 3); found by phone, never listed. */
export interface Customer {
  id: string;
  firstName: string;
  lastName: string;
  /** +9665 and eight digits. */
  phone: string;
  email: string;
  /** YYYY-MM-DD. */
  birthDate: string;
  active: boolean;
  createdAt: string;
}

/** GET users/stats (one record, so it carries a fixed id like the other singleton answers). */
export interface CustomerStats {
  id: 'stats';
  total: number;
  active: number;
  inactive: number;
  /** Sign-ups in the last 30 days. */
  newLast30Days: number;
  /** Sign-ups per month, oldest first, the last twelve months. */
  signUpsByMonth: { month: string; count: number }[];
}

/** An order review, GET orders/reviews (spec section 3): both reviews are 1 to 5 stars. */
export interface OrderReview {
  id: string;
  userId: string;
  userName: string;
  orderIds: string[];
  deliveryReview: number;
  foodReview: number;
  comment: string;
  createdAt: string;
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
