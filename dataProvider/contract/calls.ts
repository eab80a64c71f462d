/**
 * Spec section 7's calls, each with who may make it: the one list the OpenAPI document
 * (`dataProvider/contract/openapi.ts`), the fake's role checks and the browser tests' call audit read.
 * Paths are under /api/v1/; a `{name}` is one path segment.
 */
import type { Role } from '../types';
import type { SchemaName } from './schemas';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may make a call: anyone (sign-in and password reset), any signed-in user, customer-care staff (and the
 * admin), or the admin only. A call outside its access answers 401 without a valid token, 403 with one.
 */
export type Access = 'public' | 'signedIn' | 'customerCare' | 'admin';

/** The roles each staff access admits. */
export const ACCESS_ROLES = {
  customerCare: ['admin', 'customer_care_admin', 'customer_care_agent'],
  admin: ['admin'],
} as const satisfies Record<'customerCare' | 'admin', readonly Role[]>;

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
  /** A GET that changes data (the point-of-sale import): never made by a check that only reads. */
  changesData?: true;
  /** A POST that creates a record answers 201; one that also saves a change to a record (its id in the body) 200. */
  creates?: 'new' | 'new or change';
  /** What the call answers (a list: its items), by its name in `schemas/`. */
  record?: SchemaName;
  /** The JSON body the call takes, by its name in `schemas/`; a write without one takes no body. */
  body?: SchemaName;
  /**
   * Refusals beyond those every call of its kind has (400 for a bad body or query, 404 for an unknown id in the
   * path, 401/403 by access), each with why: the document lists them, and the fake answers no other.
   */
  refusals?: Partial<Record<Refusal, string>>;
}

export type Refusal = 400 | 403 | 404 | 409 | 422;

type Details = Pick<ContractCall, 'answers' | 'query' | 'changesData' | 'creates' | 'record' | 'body' | 'refusals'>;

const call = (method: HttpMethod, path: string, access: Access, summary: string, details: Details = {}): ContractCall => ({
  method,
  path,
  access,
  summary,
  ...details,
});

export const CONTRACT_CALLS: readonly ContractCall[] = [
  call('POST', 'system-user/login', 'public', 'Sign in with email and password; answers the token and the user.', { body: 'LoginInput', record: 'LoginResult', refusals: { 403: 'The account is deactivated or archived.' } }),
  call('GET', 'system-user/profile', 'signedIn', 'The signed-in system user.', { record: 'SystemUser' }),
  call('GET', 'system-user', 'admin', 'System users, paged, searched by name or email, filtered by privilege, active, archived.', { answers: 'paged', record: 'SystemUser' }),
  call('POST', 'system-user', 'admin', 'Create a system user with a first password.', { creates: 'new', body: 'SystemUserInput', record: 'SystemUser' }),
  call('PUT', 'system-user/{userId}', 'admin', 'Replace a system user (archive and restore send it with archived).', { body: 'SystemUserChanges', record: 'SystemUser' }),
  call('POST', 'system-user/activate/{userId}', 'admin', 'Activate a system user.', { record: 'SystemUser' }),
  call('POST', 'system-user/deactivate/{userId}', 'admin', 'Deactivate a system user.', { record: 'SystemUser', refusals: { 400: 'An admin may not deactivate their own account.' } }),
  call('POST', 'system-user/forget-password', 'public', 'Mail a password-reset link to an email, if it is a user’s.', { body: 'ForgotPasswordInput', record: 'Message' }),
  call('POST', 'system-user/reset-password', 'public', 'Set a new password with a reset token.', { body: 'ResetPasswordInput', record: 'Message' }),
  call('GET', 'system-user/reset-password/{token}', 'public', 'Whether a reset token is still valid.', { record: 'ResetLink', refusals: { 400: 'The link is unknown, used, expired, or its account can no longer sign in.' } }),
  call('GET', 'users/getUserByPhoneNumber', 'admin', 'A customer found by phone number.', { query: { phoneNumber: 'The customer’s phone number.' } }),
  call('GET', 'users/stats', 'admin', 'Customer counts.'),
  call('POST', 'users/activate/{userId}', 'admin', 'Activate a customer.'),
  call('POST', 'users/deactivate/{userId}', 'admin', 'Deactivate a customer.'),
  call('GET', 'Branches', 'admin', 'Every branch.', { answers: 'whole', record: 'Branch' }),
  call('POST', 'Branches', 'admin', 'Create a branch.', { creates: 'new', record: 'Branch' }),
  call('GET', 'Branches/{branchId}', 'admin', 'One branch.', { record: 'Branch' }),
  call('PUT', 'Branches/{branchId}', 'admin', 'Change a branch (status and archive toggles send one field).', { record: 'Branch' }),
  call('GET', 'Branches/{branchId}/orders', 'admin', 'A branch’s orders of one day.', { answers: 'whole', query: { day: 'The day, YYYY-MM-DD.' }, record: 'Order' }),
  call('PUT', 'orders/cancel', 'admin', 'Cancel an order.', { record: 'Order' }),
  call('GET', 'orders/reviews', 'admin', 'Customer feedback on orders.', { answers: 'paged' }),
  call('GET', 'menu', 'admin', 'Menu items, paged, in menu order, filtered by category, type, status, branch, menu type.', { answers: 'paged' }),
  call('GET', 'menu/{itemId}/get', 'admin', 'One menu item.'),
  call('GET', 'menu/{branchId}', 'admin', 'A branch’s menu with its per-branch overrides.'),
  call('GET', 'menu/search', 'admin', 'A menu item found by its id or its point-of-sale (Foodics) id.', { query: { id: 'The item’s id or Foodics id.' } }),
  call('GET', 'menu/item/sync', 'admin', 'Import the menu from the point-of-sale (Foodics).', { changesData: true }),
  call('POST', 'menu/create-item', 'admin', 'Create a menu item.', { creates: 'new or change' }),
  call('PATCH', 'menu/items/{itemId}', 'admin', 'Change a menu item.'),
  call('PUT', 'menu/{branchId}/item/{itemId}', 'admin', 'Change a menu item for one branch (price, availability).'),
  call('DELETE', 'menu/categories/{categoryId}', 'admin', 'Delete a category.'),
  call('DELETE', 'menu/item/{itemId}', 'admin', 'Delete a menu item.'),
  call('PATCH', 'menu/item/sort', 'admin', 'Reorder the items of a category.'),
  call('PATCH', 'menu/items-multi/sort/{itemId}', 'admin', 'Reorder a multi item’s options.'),
  call('PATCH', 'menu/items-combo/sort/{itemId}', 'admin', 'Reorder a combo’s components.'),
  call('GET', 'menu/categories', 'admin', 'Every menu category.', { answers: 'whole' }),
  call('POST', 'menu/categories', 'admin', 'Create a category.', { creates: 'new' }),
  call('PUT', 'menu/categories', 'admin', 'Change a category (its id in the body).'),
  call('GET', 'offers', 'admin', 'Every offer.', { answers: 'whole' }),
  call('POST', 'offers', 'admin', 'Create an offer, or save a change to one (its id in the body).', { creates: 'new or change' }),
  call('GET', 'offers/{offerId}', 'admin', 'One offer.'),
  call('POST', 'offers/{offerId}/status', 'admin', 'Activate or deactivate an offer.'),
  call('GET', 'promo-codes', 'admin', 'Every promo code.', { answers: 'paged' }),
  call('POST', 'promo-codes', 'admin', 'Create a promo code.', { creates: 'new' }),
  call('GET', 'promo-codes/{code}', 'admin', 'One promo code, by its code.'),
  call('PUT', 'promo-codes/{id}', 'admin', 'Replace a promo code, by its server id.'),
  call('POST', 'promo-codes/{code}/status', 'admin', 'Activate or deactivate a promo code.'),
  call('GET', 'vouchers', 'admin', 'Every voucher.', { answers: 'paged' }),
  call('POST', 'vouchers', 'admin', 'Create a voucher.', { creates: 'new' }),
  call('GET', 'vouchers/{voucherId}', 'admin', 'One voucher.'),
  call('PATCH', 'vouchers/{voucherId}', 'admin', 'Change a voucher.'),
  call('POST', 'vouchers/{voucherId}/status', 'admin', 'Activate or deactivate a voucher.'),
  call('POST', 'vouchers/upload', 'admin', 'Read a customers file (.xlsx or .csv) into customer ids for a voucher.'),
  call('POST', 'banners', 'admin', 'Create a banner.', { creates: 'new' }),
  call('GET', 'banners', 'admin', 'Every banner.', { answers: 'whole' }),
  call('PUT', 'banners/{bannerId}', 'admin', 'Change a banner.'),
  call('POST', 'banners/deactivate/{bannerId}', 'admin', 'Deactivate a banner.'),
  call('GET', 'customer-care', 'customerCare', 'Tickets, paged, searched and filtered by status and type.', { answers: 'paged', record: 'Ticket' }),
  call('GET', 'customer-care/{id}', 'customerCare', 'One ticket with its comments.', { record: 'Ticket' }),
  call('PUT', 'customer-care/{id}/comment', 'customerCare', 'Add a comment to a ticket.', { record: 'Ticket' }),
  call('PUT', 'customer-care/{id}', 'customerCare', 'Move a ticket to its next status.', { record: 'Ticket' }),
  call('GET', 'catering', 'admin', 'Catering requests, paged.', { answers: 'paged' }),
  call('GET', 'catering/{id}', 'admin', 'One catering request with its comments.'),
  call('PUT', 'catering/{id}/comment', 'admin', 'Add a comment to a catering request.'),
  call('PUT', 'catering/{id}', 'admin', 'Move a catering request to its next status.'),
  call('POST', 'loyality', 'admin', 'Save the loyalty programme and its categories, and replace each week sent.', { body: 'LoyaltyInput', record: 'LoyaltyProgramme' }),
  call('GET', 'loyality', 'admin', 'The loyalty programme and one week of its plan (startOfWeek, else the current week).', { record: 'LoyaltyProgramme', refusals: { 400: 'startOfWeek is not a Saturday written YYYY-MM-DD.' } }),
  call('POST', 'loyality/add-week', 'admin', 'Add a loyalty week.', { creates: 'new', body: 'LoyaltyWeekAdd', record: 'LoyaltyProgramme' }),
  call('GET', 'subscriptions/admin-plans', 'admin', 'Every meal-subscription plan; with active=true, the plans on sale only.', { answers: 'whole', record: 'Plan' }),
  call('POST', 'subscriptions/plans', 'admin', 'Create a plan.', { creates: 'new', body: 'PlanInput', record: 'Plan' }),
  call('GET', 'subscriptions/plans/{planId}', 'admin', 'One plan.', { record: 'Plan' }),
  call('PUT', 'subscriptions/plans/{planId}', 'admin', 'Replace a plan (activate and deactivate send it whole with its status).', { body: 'PlanReplacement', record: 'Plan' }),
  call('GET', 'subscriptions', 'admin', 'Subscribers, paged, searched by name or mobile, filtered by plan, branch, type and the days they are active.', { answers: 'paged', record: 'Subscriber', refusals: { 400: 'activeFrom or activeTo is not a day written YYYY-MM-DD.' } }),
  call('GET', 'subscriptions/plan-settings', 'admin', 'The plans’ shared settings.', { record: 'PlanSettings' }),
  call('POST', 'subscriptions/plan-settings', 'admin', 'Save the plans’ shared settings.', { body: 'PlanSettingsInput', record: 'PlanSettings' }),
  call('POST', 'subscriptions/{id}/branch', 'admin', 'Move a subscriber to another branch.', { body: 'SubscriberBranchChange', record: 'Subscriber' }),
  call('GET', 'settings', 'admin', 'Every setting.', { answers: 'whole', record: 'Setting' }),
  call('PATCH', 'settings/{id}', 'admin', 'Change a setting’s value (a new key creates the setting).', { body: 'SettingChange', record: 'Setting' }),
  call('GET', 'image', 'admin', 'An upload address for an image, and the address it will be read from.', { query: { fileType: 'The image’s type: image/png, image/jpeg or image/webp.' } }),
];

/** The call a request is, or undefined. `path` is the part after /api/v1/, without the query. */
export function contractCall(method: string, path: string): ContractCall | undefined {
  const calls = CONTRACT_CALLS.filter((candidate) => candidate.method === method);
  // A fixed segment wins over a placeholder: GET menu/search is not GET menu/{branchId}.
  return calls.find((candidate) => candidate.path === path) ?? calls.find((candidate) => patternOf(candidate.path).test(path));
}

const patternOf = (path: string) => new RegExp(`^${path.replace(/\{\w+\}/g, '[^/]+')}$`);
