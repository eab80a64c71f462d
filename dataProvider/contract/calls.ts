/**
 * The API's calls, each with who may make it: the one list the OpenAPI document
 * (`dataProvider/contract/openapi.ts`), the fake's role checks and the browser tests' call audit read.
 * Paths are under /api/v1/; a `{name}` is one path segment.
 */
import type { Refusal } from './examples';
import type { SchemaName } from './schemas';
import { ACCESS_ROLES } from './schemas/enums';

export { ACCESS_ROLES };

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may make a call: anyone (sign-in and password reset), any signed-in user, customer-care staff (and the
 * admin), or the admin only. A call outside its access answers 401 without a valid token, 403 with one.
 */
export type Access = 'public' | 'signedIn' | 'customerCare' | 'admin';

export interface ContractCall {
  method: HttpMethod;
  path: string;
  access: Access;
  /** What the call does, for a backend team reading the document. */
  summary: string;
  /**
   * A list's answer: `paged` takes page, limit, sort, order, q and filters and answers `{data, total}`;
   * `whole` answers every record (a bare array, `{data}` or `{items}`) and the app pages it. Else one record.
   */
  answers?: 'paged' | 'whole';
  /** Query parameters the call requires, by name, with what each holds. */
  query?: Record<string, string>;
  /** A list's optional filters (`LIST_FILTERS`), by name, with what each holds. */
  filters?: Record<string, string>;
  /** A GET that changes data (the point-of-sale import): never made by a check that only reads. */
  changesData?: true;
  /** A POST that creates a record answers 201; one that also saves a change to a record (its id in the body) 200. */
  creates?: 'new' | 'new or change';
  /** What the call answers (a list: its items), by its name in `schemas/`. */
  record: SchemaName;
  /** The JSON body the call takes, by its name in `schemas/`; a write without one takes no body. */
  body?: SchemaName;
  /**
   * A multipart/form-data body instead of JSON: one file, in the part named `part`, of the kinds `accepts` says.
   * Like a JSON body, a missing or unreadable one answers 400 and one over its size 413.
   */
  upload?: { part: string; accepts: string };
  /**
   * Refusals beyond those every call of its kind has (400 for a bad body or query, 404 for an unknown id in the
   * path, 401/403 by access), each with why: the document lists them, and the fake answers no other.
   */
  refusals?: Partial<Record<Refusal, string>>;
  /** What an unknown value in the path does instead of a 404, when it is not a record's id (a new setting key). */
  unknownPathValue?: string;
}

type Details = Pick<ContractCall, 'record'> &
  Partial<
    Pick<
      ContractCall,
      'answers' | 'query' | 'changesData' | 'creates' | 'body' | 'upload' | 'refusals' | 'unknownPathValue'
    >
  >;

const TRUE_OR_FALSE = '`true` or `false`.';
const STARS = 'A whole number of stars, 1 to 5.';

/** The filters each list takes beyond its paging (`page`, `limit`, `sort`, `order`, `q`), by the list's path. */
const LIST_FILTERS: Record<string, Record<string, string>> = {
  'system-user': {
    privilege: 'admin, customer_care_admin or customer_care_agent.',
    active: TRUE_OR_FALSE,
    archived: TRUE_OR_FALSE,
  },
  'customer-care': { status: 'A ticket status.', type: 'A ticket type.' },
  menu: {
    menuType: '`menu` or `subscription`; both without it.',
    categoryId: 'A category id.',
    type: '`single`, `combo` or `multi`.',
    status: '`active` or `inactive`.',
    branch: 'A branch id: the items sold there.',
  },
  'orders/reviews': { rating: `Either review has this many stars. ${STARS}`, foodReview: STARS, deliveryReview: STARS },
  'promo-codes': {
    type: 'A promo code type.',
    status: '`active` or `inactive`.',
    discountType: 'A discount type.',
    tag: 'A campaign tag.',
  },
  vouchers: {
    status: '`active` or `inactive`.',
    type: '`balance` or `oneTime`.',
    group: 'A voucher group.',
    customersSource: '`file` or `ids`.',
  },
  catering: { status: 'A catering request status.' },
  'subscriptions/admin-plans': { active: '`true`: the plans on sale only; `false` or none: every plan.' },
  subscriptions: {
    planId: 'A plan id.',
    branchId: 'A branch id.',
    type: '`delivery` or `pickup`.',
    activeFrom: 'A day, YYYY-MM-DD: subscriptions active on or after it.',
    activeTo: 'A day, YYYY-MM-DD: subscriptions active on or before it.',
  },
  loyality: { startOfWeek: 'A Saturday, YYYY-MM-DD: the week to answer; the current week without it.' },
};

const call = (method: HttpMethod, path: string, access: Access, summary: string, details: Details): ContractCall => ({
  method,
  path,
  access,
  summary,
  ...(method === 'GET' && LIST_FILTERS[path] && { filters: LIST_FILTERS[path] }),
  ...details,
});

export const CONTRACT_CALLS: readonly ContractCall[] = [
  call('POST', 'system-user/login', 'public', 'Sign in with email and password; answers the token and the user.', {
    body: 'LoginInput',
    record: 'LoginResult',
    refusals: { 403: 'The account is deactivated or archived.' },
  }),
  call('GET', 'system-user/profile', 'signedIn', 'The signed-in system user.', { record: 'SystemUser' }),
  call(
    'GET',
    'system-user',
    'admin',
    'System users, paged, searched by name or email, filtered by privilege, active, archived.',
    { answers: 'paged', record: 'SystemUser' },
  ),
  call('POST', 'system-user', 'admin', 'Create a system user with a first password.', {
    creates: 'new',
    body: 'SystemUserInput',
    record: 'SystemUser',
  }),
  call('PUT', 'system-user/{userId}', 'admin', 'Replace a system user (archive and restore send it with archived).', {
    body: 'SystemUserChanges',
    record: 'SystemUser',
  }),
  call('POST', 'system-user/activate/{userId}', 'admin', 'Activate a system user.', { record: 'SystemUser' }),
  call('POST', 'system-user/deactivate/{userId}', 'admin', 'Deactivate a system user.', {
    record: 'SystemUser',
    refusals: { 400: 'An admin may not deactivate their own account.' },
  }),
  call('POST', 'system-user/forget-password', 'public', 'Mail a password-reset link to an email, if it is a user’s.', {
    body: 'ForgotPasswordInput',
    record: 'Message',
  }),
  call('POST', 'system-user/reset-password', 'public', 'Set a new password with a reset token.', {
    body: 'ResetPasswordInput',
    record: 'Message',
  }),
  call('GET', 'system-user/reset-password/{token}', 'public', 'Whether a reset token is still valid.', {
    record: 'ResetLink',
    refusals: { 400: 'The link is unknown, used, expired, or its account can no longer sign in.' },
    unknownPathValue: 'An unknown token is refused with 400.',
  }),
  call(
    'GET',
    'users/getUserByPhoneNumber',
    'admin',
    'A customer found by phone number, however it is typed (05…, 5…, +9665…, 9665…, with spaces or dashes).',
    {
      query: { phoneNumber: 'The customer’s phone number.' },
      record: 'Customer',
      refusals: {
        400: 'The phone number is missing or is not a Saudi mobile number.',
        404: 'No customer has this phone number.',
      },
    },
  ),
  call(
    'GET',
    'users/stats',
    'admin',
    'Customer counts: in all, active, inactive, new in the last 30 days, and sign-ups per month.',
    { record: 'CustomerStats' },
  ),
  call('POST', 'users/activate/{userId}', 'admin', 'Activate a customer; answers the customer.', {
    record: 'Customer',
  }),
  call('POST', 'users/deactivate/{userId}', 'admin', 'Deactivate a customer; answers the customer.', {
    record: 'Customer',
  }),
  call('GET', 'Branches', 'admin', 'Every branch.', { answers: 'whole', record: 'Branch' }),
  call('POST', 'Branches', 'admin', 'Create a branch.', {
    creates: 'new',
    body: 'BranchInput',
    record: 'Branch',
    refusals: { 400: 'Another branch already has the reference code.' },
  }),
  call('GET', 'Branches/{branchId}', 'admin', 'One branch.', { record: 'Branch' }),
  call(
    'PUT',
    'Branches/{branchId}',
    'admin',
    'Replace a branch (the status and archive toggles send it whole, with the one field changed).',
    {
      body: 'BranchChanges',
      record: 'Branch',
      refusals: {
        400: 'Half a branch (the fields it must carry are named in `errors`), or another branch already has the reference code.',
      },
    },
  ),
  call('GET', 'Branches/{branchId}/orders', 'admin', 'A branch’s orders of one day.', {
    answers: 'whole',
    query: { day: 'The day, YYYY-MM-DD.' },
    record: 'Order',
  }),
  call('PUT', 'orders/cancel', 'admin', 'Cancel an order.', {
    body: 'CancelOrderInput',
    record: 'Order',
    refusals: {
      404: 'No order has that id, or its customer is not the `userId` sent.',
      400: 'The order can no longer be cancelled: only new and accepted orders can.',
    },
  }),
  call(
    'GET',
    'orders/reviews',
    'admin',
    'Customer feedback on orders, paged, searched by customer name, order id or comment, filtered by rating (either review has that many stars), foodReview and deliveryReview, each a whole number from 1 to 5.',
    {
      answers: 'paged',
      record: 'OrderReview',
      refusals: { 400: 'A rating, foodReview or deliveryReview filter is not a whole number from 1 to 5.' },
    },
  ),
  call(
    'GET',
    'menu',
    'admin',
    'Menu items, paged, in menu order, filtered by category, type, status, branch, menu type.',
    { answers: 'paged', record: 'MenuItem' },
  ),
  call('GET', 'menu/{itemId}/get', 'admin', 'One menu item.', { record: 'MenuItem' }),
  call('GET', 'menu/{branchId}', 'admin', 'A branch’s menu with its per-branch overrides.', { record: 'BranchMenu' }),
  call('GET', 'menu/search', 'admin', 'A menu item found by its id or its point-of-sale (Foodics) id.', {
    query: { id: 'The item’s id or Foodics id.' },
    record: 'MenuItem',
    refusals: { 404: 'No item has this id or point-of-sale id.' },
  }),
  call('GET', 'menu/item/sync', 'admin', 'Import the menu from the point-of-sale (Foodics).', {
    changesData: true,
    record: 'MenuSyncSummary',
    refusals: { 400: 'The x-confirm-password header is missing or not the signed-in user’s password.' },
  }),
  call('POST', 'menu/create-item', 'admin', 'Create a menu item, or save one whole (its id in the body).', {
    creates: 'new or change',
    body: 'MenuItemInput',
    record: 'MenuItem',
    refusals: { 404: 'The body’s id is no menu item’s.' },
  }),
  call('PATCH', 'menu/items/{itemId}', 'admin', 'Empty one option group of a menu item.', {
    query: { type: 'The group: variants, options or modifiers.' },
    record: 'MenuItem',
  }),
  call('PUT', 'menu/{branchId}/item/{itemId}', 'admin', 'Change a menu item for one branch (price, availability).', {
    body: 'BranchMenuItemInput',
    record: 'BranchMenuItem',
  }),
  call('DELETE', 'menu/categories/{categoryId}', 'admin', 'Delete a category.', {
    record: 'MenuCategory',
    refusals: { 400: 'The category still has items.' },
  }),
  call('DELETE', 'menu/item/{itemId}', 'admin', 'Delete a menu item.', { record: 'MenuItem' }),
  call('PATCH', 'menu/item/sort', 'admin', 'Reorder the items of a category.', {
    body: 'MenuItemSort',
    record: 'MenuItemOrder',
  }),
  call('PATCH', 'menu/items-multi/sort/{itemId}', 'admin', 'Reorder a multi item’s options.', {
    body: 'MenuGroupSort',
    record: 'MenuItem',
  }),
  call(
    'PATCH',
    'menu/items-combo/sort/{itemId}',
    'admin',
    'Reorder a combo’s components (or with ?type=modifiers its modifiers).',
    { body: 'MenuGroupSort', record: 'MenuItem' },
  ),
  call('GET', 'menu/categories', 'admin', 'Every menu category.', { answers: 'whole', record: 'MenuCategory' }),
  call('POST', 'menu/categories', 'admin', 'Create a category.', {
    creates: 'new',
    body: 'MenuCategoryInput',
    record: 'MenuCategory',
  }),
  call('PUT', 'menu/categories', 'admin', 'Change a category (its id in the body), or reorder them all (`order`).', {
    body: 'MenuCategoryPut',
    record: 'MenuCategorySaved',
    refusals: { 404: 'The body’s id is no category’s.' },
  }),
  call('GET', 'offers', 'admin', 'Every offer.', { answers: 'whole', record: 'Offer' }),
  call('POST', 'offers', 'admin', 'Create an offer, or save a change to one (its id in the body).', {
    creates: 'new or change',
    body: 'OfferSave',
    record: 'Offer',
    refusals: { 404: 'The body’s `id` is not an offer’s.' },
  }),
  call('GET', 'offers/{offerId}', 'admin', 'One offer.', { record: 'Offer' }),
  call('POST', 'offers/{offerId}/status', 'admin', 'Activate or deactivate an offer.', {
    body: 'OfferStatusChange',
    record: 'Offer',
  }),
  call('GET', 'promo-codes', 'admin', 'Every promo code.', { answers: 'paged', record: 'PromoCode' }),
  call('POST', 'promo-codes', 'admin', 'Create a promo code.', {
    creates: 'new',
    body: 'PromoCodeInput',
    record: 'PromoCode',
  }),
  call('GET', 'promo-codes/{code}', 'admin', 'One promo code, by its code.', { record: 'PromoCode' }),
  call(
    'PUT',
    'promo-codes/{id}',
    'admin',
    'Change a promo code, by its server id (the form sends it whole; a field left out keeps its value).',
    { body: 'PromoCodeChanges', record: 'PromoCode' },
  ),
  call('POST', 'promo-codes/{code}/status', 'admin', 'Activate or deactivate a promo code.', {
    body: 'PromoCodeStatusChange',
    record: 'PromoCode',
  }),
  call('GET', 'vouchers', 'admin', 'Every voucher.', { answers: 'paged', record: 'Voucher' }),
  call('POST', 'vouchers', 'admin', 'Create a voucher.', { creates: 'new', body: 'VoucherInput', record: 'Voucher' }),
  call('GET', 'vouchers/{voucherId}', 'admin', 'One voucher.', { record: 'Voucher' }),
  call('PATCH', 'vouchers/{voucherId}', 'admin', 'Change a voucher.', { body: 'VoucherChanges', record: 'Voucher' }),
  call('POST', 'vouchers/{voucherId}/status', 'admin', 'Activate or deactivate a voucher.', {
    body: 'VoucherStatusChange',
    record: 'Voucher',
  }),
  call('POST', 'vouchers/upload', 'admin', 'Read a customers file (.xlsx or .csv) into customer ids for a voucher.', {
    upload: {
      part: 'file',
      accepts: 'A CSV (.csv) or Excel (.xlsx) file of up to 2 MB, one customer id or Saudi mobile per row.',
    },
    record: 'VoucherUpload',
  }),
  call('POST', 'banners', 'admin', 'Create a banner.', { creates: 'new', body: 'BannerInput', record: 'Banner' }),
  call('GET', 'banners', 'admin', 'Every banner.', { answers: 'whole', record: 'Banner' }),
  call('PUT', 'banners/{bannerId}', 'admin', 'Change a banner.', { body: 'BannerReplacement', record: 'Banner' }),
  call('POST', 'banners/deactivate/{bannerId}', 'admin', 'Deactivate a banner.', { record: 'Banner' }),
  call('GET', 'customer-care', 'customerCare', 'Tickets, paged, searched and filtered by status and type.', {
    answers: 'paged',
    record: 'Ticket',
  }),
  call('GET', 'customer-care/{id}', 'customerCare', 'One ticket with its comments.', { record: 'Ticket' }),
  call('PUT', 'customer-care/{id}/comment', 'customerCare', 'Add a comment to a ticket; answers the ticket with it.', {
    body: 'CommentInput',
    record: 'Ticket',
  }),
  call('PUT', 'customer-care/{id}', 'customerCare', 'Move a ticket to its next status.', {
    body: 'TicketMove',
    record: 'Ticket',
    refusals: {
      409: 'The move is not one the ticket’s status allows; the answer also names its `status` and the `allowed` actions.',
      422: 'The status is text but none of the ticket statuses.',
    },
  }),
  call(
    'GET',
    'catering',
    'admin',
    'Catering requests, paged, searched by number, company, contact or phone, filtered by status.',
    { answers: 'paged', record: 'CateringRequest' },
  ),
  call('GET', 'catering/{id}', 'admin', 'One catering request with its comments.', { record: 'CateringRequest' }),
  call(
    'PUT',
    'catering/{id}/comment',
    'admin',
    'Add an internal comment to a catering request; answers the request with it.',
    { body: 'CommentInput', record: 'CateringRequest' },
  ),
  call('PUT', 'catering/{id}', 'admin', 'Move a catering request to its next status.', {
    body: 'CateringMove',
    record: 'CateringRequest',
    refusals: {
      409: 'The move is not one the request’s status allows (fulfilled and rejected are final); the answer also names its `status` and the `allowed` actions.',
      422: 'The status is text but none of the catering statuses.',
    },
  }),
  call('POST', 'loyality', 'admin', 'Save the loyalty programme and its categories, and replace each week sent.', {
    body: 'LoyaltyInput',
    record: 'LoyaltyProgramme',
  }),
  call(
    'GET',
    'loyality',
    'admin',
    'The loyalty programme and one week of its plan (startOfWeek, else the current week).',
    { record: 'LoyaltyProgramme', refusals: { 400: 'startOfWeek is not a Saturday written YYYY-MM-DD.' } },
  ),
  call('POST', 'loyality/add-week', 'admin', 'Add a loyalty week.', {
    creates: 'new',
    body: 'LoyaltyWeekAdd',
    record: 'LoyaltyProgramme',
  }),
  call(
    'GET',
    'subscriptions/admin-plans',
    'admin',
    'Every meal-subscription plan; with active=true, the plans on sale only.',
    { answers: 'whole', record: 'Plan' },
  ),
  call('POST', 'subscriptions/plans', 'admin', 'Create a plan.', { creates: 'new', body: 'PlanInput', record: 'Plan' }),
  call('GET', 'subscriptions/plans/{planId}', 'admin', 'One plan.', { record: 'Plan' }),
  call(
    'PUT',
    'subscriptions/plans/{planId}',
    'admin',
    'Replace a plan (activate and deactivate send it whole with its status).',
    { body: 'PlanReplacement', record: 'Plan' },
  ),
  call(
    'GET',
    'subscriptions',
    'admin',
    'Subscribers, paged, searched by name or mobile, filtered by plan, branch, type and the days they are active.',
    {
      answers: 'paged',
      record: 'Subscriber',
      refusals: { 400: 'activeFrom or activeTo is not a day written YYYY-MM-DD.' },
    },
  ),
  call('GET', 'subscriptions/plan-settings', 'admin', 'The plans’ shared settings.', { record: 'PlanSettings' }),
  call('POST', 'subscriptions/plan-settings', 'admin', 'Save the plans’ shared settings.', {
    body: 'PlanSettingsInput',
    record: 'PlanSettings',
  }),
  call('POST', 'subscriptions/{id}/branch', 'admin', 'Move a subscriber to another branch.', {
    body: 'SubscriberBranchChange',
    record: 'Subscriber',
  }),
  call('GET', 'settings', 'admin', 'Every setting.', { answers: 'whole', record: 'Setting' }),
  call('PATCH', 'settings/{id}', 'admin', 'Change a setting’s value (a new key creates the setting).', {
    body: 'SettingChange',
    record: 'Setting',
    unknownPathValue: 'A new key creates the setting.',
  }),
  call('GET', 'image', 'admin', 'An upload address for an image, and the address it will be read from.', {
    query: { fileType: 'The image’s type: image/png, image/jpeg or image/webp.' },
    record: 'UploadTarget',
  }),
];

/** The call a request is, or undefined. `path` is the part after /api/v1/, without the query. */
export function contractCall(method: string, path: string): ContractCall | undefined {
  const calls = CONTRACT_CALLS.filter((candidate) => candidate.method === method);
  // A fixed segment wins over a placeholder: GET menu/search is not GET menu/{branchId}.
  return (
    calls.find((candidate) => candidate.path === path) ??
    calls.find((candidate) => patternOf(candidate.path).test(path))
  );
}

const patternOf = (path: string) => new RegExp(`^${path.replace(/\{\w+\}/g, '[^/]+')}$`);
