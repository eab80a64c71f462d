// The records and bodies the API exchanges, inferred from the contract's schemas (`contract/schemas/`).
// The imports are types only, so the app carries no schema library.
import type { z } from 'zod';
import type { errorBodySchema, localizedName } from './contract/schemas/common';
import type {
  loginResultSchema,
  settingChangeSchema,
  settingSchema,
  systemUserChangesSchema,
  systemUserInputSchema,
  systemUserSchema,
} from './contract/schemas/staff';
import type {
  branchAreaSchema,
  branchChangesSchema,
  branchInputSchema,
  branchSchema,
  branchShiftSchema,
  cancelOrderInputSchema,
  orderSchema,
} from './contract/schemas/branches';
import type {
  cateringRequestSchema,
  commentInputSchema,
  customerSchema,
  customerStatsSchema,
  orderReviewSchema,
  ticketCommentSchema,
  ticketSchema,
} from './contract/schemas/customerCare';
import type {
  branchMenuItemSchema,
  branchMenuSchema,
  menuCategoryChangeSchema,
  menuCategoryInputSchema,
  menuCategorySchema,
  menuChoiceSchema,
  menuComponentSchema,
  menuItemInputSchema,
  menuItemSchema,
  menuSyncChangeSchema,
  menuSyncSummarySchema,
} from './contract/schemas/menus';
import type { activeStatus } from './contract/schemas/common';
import type {
  bannerInputSchema,
  bannerReplacementSchema,
  bannerSchema,
  offerSaveSchema,
  offerSchema,
  promoCodeChangesSchema,
  promoCodeInputSchema,
  promoCodeSchema,
  uploadTargetSchema,
  voucherChangesSchema,
  voucherInputSchema,
  voucherSchema,
  voucherUploadSchema,
} from './contract/schemas/marketing';
import type {
  loyaltyInputSchema,
  loyaltyProgrammeSchema,
  loyaltyRewardInputSchema,
  loyaltyWeekItemSchema,
  loyaltyWeekSchema,
  planInputSchema,
  planMealsSchema,
  planReplacementSchema,
  planSchema,
  planSettingsInputSchema,
  planSettingsSchema,
  planVariantSchema,
  subscriberSchema,
} from './contract/schemas/loyaltyAndPlans';
import {
  BANNER_LINK_TYPE_VALUES,
  BRANCH_SERVICE_VALUES,
  MENU_ITEM_TYPE_VALUES,
  MENU_TYPE_VALUES,
  OFFER_TYPE_VALUES,
  PLAN_DAYS_VALUES,
  PROMO_CODE_TYPE_VALUES,
  PROMO_DISCOUNT_TYPE_VALUES,
  SUBSCRIBER_TYPE_VALUES,
  VOUCHER_TYPE_VALUES,
} from './contract/schemas/enums';
import { PRIVILEGE_VALUES, type Privilege } from './roles';

export type { Role, Privilege } from './roles';
export type SystemUser = z.infer<typeof systemUserSchema>;
export const PRIVILEGES: readonly Privilege[] = PRIVILEGE_VALUES;

export type SystemUserInput = z.input<typeof systemUserInputSchema>;
/** PUT system-user/{userId}: never the password. */
export type SystemUserChanges = z.input<typeof systemUserChangesSchema>;

export type LoginResult = z.infer<typeof loginResultSchema>;
export type Setting = z.infer<typeof settingSchema>;
export type SettingChange = z.input<typeof settingChangeSchema>;
export type LocalizedName = z.infer<typeof localizedName>;

export type BranchService = (typeof BRANCH_SERVICE_VALUES)[number];
export const BRANCH_SERVICES: readonly BranchService[] = BRANCH_SERVICE_VALUES;

/** Where a branch serves: a polygon when it has points, else a circle of `radius` around the branch. */
export type BranchArea = z.infer<typeof branchAreaSchema>;
export type BranchShift = z.infer<typeof branchShiftSchema>;
export type Branch = z.infer<typeof branchSchema>;

export type BranchInput = z.input<typeof branchInputSchema>;
export type BranchChanges = z.input<typeof branchChangesSchema>;

export type Order = z.infer<typeof orderSchema>;
export type OrderStatus = Order['status'];
/** Only these may still be cancelled; the API refuses the rest. */
export const CANCELLABLE_ORDER_STATUSES: readonly OrderStatus[] = ['new', 'accepted'];
export type CancelOrderInput = z.input<typeof cancelOrderInputSchema>;

export type Ticket = z.infer<typeof ticketSchema>;
export type TicketComment = z.infer<typeof ticketCommentSchema>;
export type TicketStatus = Ticket['status'];

export type ApiErrorBody = z.infer<typeof errorBodySchema>;

export type MenuType = (typeof MENU_TYPE_VALUES)[number];
export const MENU_TYPES: readonly MenuType[] = MENU_TYPE_VALUES;
export type MenuItemType = (typeof MENU_ITEM_TYPE_VALUES)[number];
export const MENU_ITEM_TYPES: readonly MenuItemType[] = MENU_ITEM_TYPE_VALUES;
/** The removable option groups of an item: PATCH menu/items/{itemId}?type={group}. */
export type MenuOptionGroup = 'variants' | 'options' | 'modifiers';
export const MENU_OPTION_GROUPS: readonly MenuOptionGroup[] = ['variants', 'options', 'modifiers'];

export type MenuCategory = z.infer<typeof menuCategorySchema>;
export type MenuCategoryInput = z.input<typeof menuCategoryInputSchema>;
export type MenuCategoryChange = z.input<typeof menuCategoryChangeSchema>;
export type MenuStatus = MenuCategory['status'];
/** A variant (size), an option of a multi item, or a modifier (extra): a name and what it adds. */
export type MenuChoice = z.infer<typeof menuChoiceSchema>;
export type MenuComponent = z.infer<typeof menuComponentSchema>;
export type MenuItem = z.infer<typeof menuItemSchema>;
export type MenuItemInput = z.input<typeof menuItemInputSchema>;
export type BranchMenuItem = z.infer<typeof branchMenuItemSchema>;
export type BranchMenu = z.infer<typeof branchMenuSchema>;
export type MenuSyncChange = z.infer<typeof menuSyncChangeSchema>;
export type MenuSyncSummary = z.infer<typeof menuSyncSummarySchema>;

export type UploadTarget = z.infer<typeof uploadTargetSchema>;

export type Plan = z.infer<typeof planSchema>;
export type PlanStatus = Plan['status'];
export type PlanInput = z.input<typeof planInputSchema>;
/** What PUT subscriptions/plans/{planId} takes: the whole plan. */
export type PlanReplacement = z.input<typeof planReplacementSchema>;

export type PlanDays = (typeof PLAN_DAYS_VALUES)[number];
export const PLAN_DAYS: readonly PlanDays[] = PLAN_DAYS_VALUES;
export const DAYS_IN: Record<PlanDays, number> = { working: 5, weekends: 2, all: 7 };

export type PlanVariant = z.infer<typeof planVariantSchema>;

export type PlanMeals = z.infer<typeof planMealsSchema>;
export const PLAN_MEALS: readonly (keyof PlanMeals)[] = ['drinks', 'dishes', 'breakfast', 'lunch', 'dinner', 'salad'];

export type PlanSettings = z.infer<typeof planSettingsSchema>;
export type PlanSettingsInput = z.input<typeof planSettingsInputSchema>;

export type SubscriberType = (typeof SUBSCRIBER_TYPE_VALUES)[number];
export const SUBSCRIBER_TYPES: readonly SubscriberType[] = SUBSCRIBER_TYPE_VALUES;

export type Subscriber = z.infer<typeof subscriberSchema>;

/** As the loyalty screen edits it: points and threshold stay null until filled, which the API refuses. */
export type LoyaltyReward = Required<z.input<typeof loyaltyRewardInputSchema>>;

export type LoyaltyWeekItem = z.infer<typeof loyaltyWeekItemSchema>;

export type LoyaltyWeek = z.infer<typeof loyaltyWeekSchema>;

export type LoyaltyProgramme = z.infer<typeof loyaltyProgrammeSchema>;

export type LoyaltyInput = z.input<typeof loyaltyInputSchema>;

/** `balance` spends down over several orders; `oneTime` is spent whole on one order. */
export type VoucherType = (typeof VOUCHER_TYPE_VALUES)[number];
export const VOUCHER_TYPES: readonly VoucherType[] = VOUCHER_TYPE_VALUES;
export type Voucher = z.infer<typeof voucherSchema>;
export type VoucherStatus = Voucher['status'];
export type VoucherInput = z.input<typeof voucherInputSchema>;
export type VoucherChanges = z.input<typeof voucherChangesSchema>;
export type VoucherCustomersSource = Voucher['customersSource'];

export type VoucherUpload = z.infer<typeof voucherUploadSchema>;
export type VoucherUploadRefusal = VoucherUpload['refused'][number];

/** What a banner opens when tapped. */
export type BannerLinkType = (typeof BANNER_LINK_TYPE_VALUES)[number];
export const BANNER_LINK_TYPES: readonly BannerLinkType[] = BANNER_LINK_TYPE_VALUES;
export type Banner = z.infer<typeof bannerSchema>;
export type BannerStatus = Banner['status'];
export type BannerInput = z.input<typeof bannerInputSchema>;
/** What PUT banners/{bannerId} takes: the whole banner. */
export type BannerReplacement = z.input<typeof bannerReplacementSchema>;

/** Catering requests; comments are internal, staff only. */
export type CateringRequest = z.infer<typeof cateringRequestSchema>;
export type CateringStatus = CateringRequest['status'];

/** A customer of the ordering app; found by phone, never listed. */
export type Customer = z.infer<typeof customerSchema>;

export type CustomerStats = z.infer<typeof customerStatsSchema>;

export type OrderReview = z.infer<typeof orderReviewSchema>;

export type CommentInput = z.input<typeof commentInputSchema>;

export type ActiveStatus = z.infer<typeof activeStatus>;

/** A percentage off, a fixed SAR amount off, a set SAR price, or "buy X get Y free" of the same items. */
export type OfferType = (typeof OFFER_TYPE_VALUES)[number];
export const OFFER_TYPES: readonly OfferType[] = OFFER_TYPE_VALUES;

export type Offer = z.infer<typeof offerSchema>;
export type OfferSave = z.input<typeof offerSaveSchema>;

export type PromoCodeType = (typeof PROMO_CODE_TYPE_VALUES)[number];
export const PROMO_CODE_TYPES: readonly PromoCodeType[] = PROMO_CODE_TYPE_VALUES;
export type PromoDiscountType = (typeof PROMO_DISCOUNT_TYPE_VALUES)[number];
export const PROMO_DISCOUNT_TYPES: readonly PromoDiscountType[] = PROMO_DISCOUNT_TYPE_VALUES;

export type PromoCode = z.infer<typeof promoCodeSchema>;
export type PromoCodeInput = z.input<typeof promoCodeInputSchema>;
export type PromoCodeChanges = z.input<typeof promoCodeChangesSchema>;
