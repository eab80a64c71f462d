/** The contract's calls and the schemas the fake reads bodies with: one chunk, loaded by bodySchemas.ts. */
export { CONTRACT_CALLS } from '../contract/calls';
export {
  WHOLE_BRANCH,
  branchChangesSchema,
  branchInputSchema,
  cancelOrderInputSchema,
} from '../contract/schemas/branches';
export { cateringMoveSchema, commentInputSchema, ticketMoveSchema } from '../contract/schemas/customerCare';
export {
  loyaltyInputSchema,
  loyaltyWeekAddSchema,
  planInputSchema,
  planSettingsInputSchema,
  subscriberBranchChangeSchema,
} from '../contract/schemas/loyaltyAndPlans';
export {
  bannerInputSchema,
  bannerReplacementSchema,
  offerInputSchema,
  promoCodeInputSchema,
  statusChangeSchema,
  voucherChangesSchema,
  voucherInputSchema,
  voucherStatusChangeSchema,
} from '../contract/schemas/marketing';
export {
  branchMenuItemInputSchema,
  menuCategoryChangeSchema,
  menuCategoryInputSchema,
  menuCategorySortSchema,
  menuGroupSortSchema,
  menuItemInputSchema,
  menuItemSortSchema,
} from '../contract/schemas/menus';
export {
  forgotPasswordInputSchema,
  loginInputSchema,
  resetPasswordInputSchema,
  settingChangeSchema,
  systemUserChangesSchema,
  systemUserInputSchema,
} from '../contract/schemas/staff';
export { fakeOrderInputSchema, fakeTicketInputSchema } from './testerSchemas';
