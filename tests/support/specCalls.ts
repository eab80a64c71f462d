/**
 * Spec section 7's calls, as method and path under /api/v1/ ({…} is one path segment). A call the app makes
 * that is not here is not the spec's: a backend built to the spec would not answer it.
 */
const CALLS = `
POST system-user/login
GET system-user/profile
GET system-user
POST system-user
PUT system-user/{userId}
POST system-user/activate/{userId}
POST system-user/deactivate/{userId}
POST system-user/forget-password
POST system-user/reset-password
GET system-user/reset-password/{token}
GET users/getUserByPhoneNumber
GET users/stats
POST users/activate/{userId}
POST users/deactivate/{userId}
GET Branches
POST Branches
GET Branches/{branchId}
PUT Branches/{branchId}
GET Branches/{branchId}/orders
PUT orders/cancel
GET orders/reviews
GET menu
GET menu/{itemId}/get
GET menu/{branchId}
GET menu/search
GET menu/item/sync
POST menu/create-item
PATCH menu/items/{itemId}
PUT menu/{branchId}/item/{itemId}
DELETE menu/categories/{categoryId}
DELETE menu/item/{itemId}
PATCH menu/item/sort
PATCH menu/items-multi/sort/{itemId}
PATCH menu/items-combo/sort/{itemId}
GET menu/categories
POST menu/categories
PUT menu/categories
GET offers
POST offers
GET offers/{offerId}
POST offers/{offerId}/status
GET promo-codes
POST promo-codes
GET promo-codes/{code}
PUT promo-codes/{id}
POST promo-codes/{code}/status
GET vouchers
POST vouchers
GET vouchers/{voucherId}
PATCH vouchers/{voucherId}
POST vouchers/{voucherId}/status
POST vouchers/upload
POST banners
GET banners
PUT banners/{bannerId}
POST banners/deactivate/{bannerId}
GET customer-care
GET customer-care/{id}
PUT customer-care/{id}/comment
PUT customer-care/{id}
GET catering
GET catering/{id}
PUT catering/{id}/comment
PUT catering/{id}
POST loyality
GET loyality
POST loyality/add-week
GET subscriptions/admin-plans
POST subscriptions/plans
GET subscriptions/plans/{planId}
PUT subscriptions/plans/{planId}
GET subscriptions
GET subscriptions/plan-settings
POST subscriptions/plan-settings
POST subscriptions/{id}/branch
GET settings
PATCH settings/{id}
GET image
`
  .trim()
  .split('\n')
  .map((line) => {
    const [method, path] = line.split(' ');
    // A fixed segment wins over a placeholder: GET menu/search is not GET menu/{branchId}.
    return { method, path, pattern: new RegExp(`^${path.replace(/\{\w+\}/g, '[^/]+')}$`) };
  });

/** The spec call a request is, or undefined. `path` is the part after /api/v1/, without the query. */
export function specCall(method: string, path: string): string | undefined {
  const call = CALLS.find((candidate) => candidate.method === method && candidate.pattern.test(path));
  return call ? `${call.method} ${call.path}` : undefined;
}
