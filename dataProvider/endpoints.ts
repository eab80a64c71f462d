import type { Method, Payload } from './http';
import { pick, type BodyFields } from './bodyFields';
import type {
  BannerInput,
  BannerReplacement,
  BranchChanges,
  BranchInput,
  CommentInput,
  MenuCategoryChange,
  MenuCategoryInput,
  MenuItemInput,
  OfferSave,
  PlanInput,
  PlanReplacement,
  PromoCodeChanges,
  PromoCodeInput,
  SettingChange,
  SystemUserChanges,
  SystemUserInput,
  VoucherChanges,
  VoucherInput,
} from './types';
import { CATERING_TRANSITIONS, TICKET_TRANSITIONS, type Transition } from './workflows';

/** A call the API offers beyond CRUD: activate, status posts, sort patches, comments… */
export interface ActionEndpoint {
  method: Method;
  /** `{id}` and any other `{placeholder}` are filled from the call's id and data. */
  path: string;
  /** What the call sends (its fields by name, `pick`); by default the data itself. */
  body?: BodyFields | ((data: Payload) => Payload);
  /** The record's own save with these fields changed: a PUT replaces what it is given, so the whole record goes. */
  recordChange?: Payload;
  /** Saves back the whole record this other action reads, merged first with the server's copy (freshWrite.ts). */
  replaces?: string;
  /** With `replaces`: the fields merged; the others are sent as given (the loyalty save's edited weeks). */
  merged?: readonly string[];
}

/** `paged`: the server pages, sorts and filters and answers `{data, total}`; `whole`: it answers every record. */
export type ListMode = 'paged' | 'whole';

export interface ResourceEndpoints {
  list: string;
  listMode: ListMode;
  /** Without it, getOne reads the record from the list. */
  one?: string;
  /** Without `one`: the list query that finds a known record again in one call (a user by e-mail). */
  lookup?: (record: Payload) => Payload;
  /** What a whole list's call sends, from the list's filters (the list still filters and pages in the browser). */
  listQuery?: (filter: Payload) => Payload;
  /** The fields a whole list's `q` looks in; else a picker typed "12" offers each branch whose phone holds a 12. */
  searchIn?: readonly string[];
  create?: { method: Method; path: string };
  /** POST where the API saves a change through its create call with the record's id (offers). */
  update?: { method: 'PUT' | 'PATCH' | 'POST'; path: string };
  delete?: string;
  idKey?: string;
  toBody?: BodyFields;
  actions?: Record<string, ActionEndpoint>;
}

function statusActions<A extends string>(
  path: string,
  machine: Readonly<Record<A, Transition<string>>>,
): Record<A, ActionEndpoint> {
  return Object.fromEntries(
    (Object.keys(machine) as A[]).map((action): [A, ActionEndpoint] => [
      action,
      { method: 'PUT', path, body: () => ({ status: machine[action].to }) },
    ]),
  ) as Record<A, ActionEndpoint>;
}

// Resource and action names are literal types, so a misspelt one fails the typecheck where it is used.
export const endpoints = {
  users: {
    list: 'system-user',
    listMode: 'paged',
    // The spec has no GET of one system user: getOne reads the list, a page of a hundred at a time.
    lookup: (user) => ({ q: user.email, page: 1, limit: 100 }),
    create: { method: 'POST', path: 'system-user' },
    update: { method: 'PUT', path: 'system-user/{id}' },
    toBody: pick<SystemUserInput | SystemUserChanges>(
      'firstName',
      'lastName',
      'email',
      'privilege',
      'password',
      'archived',
    ),
    actions: {
      activate: { method: 'POST', path: 'system-user/activate/{id}' },
      deactivate: { method: 'POST', path: 'system-user/deactivate/{id}' },
      archive: { method: 'PUT', path: 'system-user/{id}', recordChange: { archived: true } },
      restore: { method: 'PUT', path: 'system-user/{id}', recordChange: { archived: false } },
    },
  },
  settings: {
    list: 'settings',
    listMode: 'whole',
    idKey: 'key',
    // The API has no POST for settings: PATCH settings/{id} creates an unknown key.
    create: { method: 'PATCH', path: 'settings/{key}' },
    update: { method: 'PATCH', path: 'settings/{id}' },
    toBody: pick<SettingChange>('value'),
  },
  branches: {
    list: 'Branches',
    listMode: 'whole',
    one: 'Branches/{id}',
    idKey: 'sk',
    searchIn: ['name', 'reference_code'],
    create: { method: 'POST', path: 'Branches' },
    update: { method: 'PUT', path: 'Branches/{id}' },
    toBody: pick<BranchInput | BranchChanges>(
      'name',
      'reference_code',
      'address',
      'phone',
      'description',
      'foodicsId',
      'services',
      'deliveryFees',
      'shifts',
      'autoCancelAfterMinutes',
      'autoConfirm',
      'location',
      'status',
      'archived',
    ),
    // The spec has no status or archive calls for branches: the branch's own PUT, with the whole branch.
    actions: {
      activate: { method: 'PUT', path: 'Branches/{id}', recordChange: { status: 'active' } },
      deactivate: { method: 'PUT', path: 'Branches/{id}', recordChange: { status: 'inactive' } },
      archive: { method: 'PUT', path: 'Branches/{id}', recordChange: { archived: true } },
      restore: { method: 'PUT', path: 'Branches/{id}', recordChange: { archived: false } },
      /** A day's orders: `{day: 'YYYY-MM-DD'}`, read with `actionList`. */
      orders: { method: 'GET', path: 'Branches/{id}/orders' },
      /** `{orderId, userId}`; only new and accepted orders can be cancelled. */
      cancelOrder: { method: 'PUT', path: 'orders/cancel' },
    },
  },
  orders: {
    // Every branch's orders of a day, paged; a backend may answer it 404 (Today then reads each branch's call).
    list: 'orders',
    listMode: 'paged',
  },
  customerCare: {
    list: 'customer-care',
    listMode: 'paged',
    one: 'customer-care/{id}',
    actions: {
      ...statusActions('customer-care/{id}', TICKET_TRANSITIONS),
      comment: { method: 'PUT', path: 'customer-care/{id}/comment', body: pick<CommentInput>('text') },
    },
  },
  menus: {
    list: 'menu',
    listMode: 'paged',
    one: 'menu/{id}/get',
    create: { method: 'POST', path: 'menu/create-item' },
    // The spec lists no PUT for items: POST menu/create-item with the item's `id` saves it, whole (API.md).
    update: { method: 'POST', path: 'menu/create-item' },
    delete: 'menu/item/{id}',
    toBody: pick<MenuItemInput>(
      'id',
      'name',
      'type',
      'categoryId',
      'menuType',
      'price',
      'calories',
      'photos',
      'status',
      'order',
      'forceSelect',
      'branches',
      'variants',
      'options',
      'components',
      'modifiers',
    ),
    actions: {
      search: { method: 'GET', path: 'menu/search' },
      removeOptions: { method: 'PATCH', path: 'menu/items/{id}?type={type}' },
      sortItems: { method: 'PATCH', path: 'menu/item/sort' },
      sortMulti: { method: 'PATCH', path: 'menu/items-multi/sort/{id}' },
      sortCombo: { method: 'PATCH', path: 'menu/items-combo/sort/{id}?type={type}' },
      sync: { method: 'GET', path: 'menu/item/sync' },
      branchMenu: { method: 'GET', path: 'menu/{id}' },
      overrideBranchItem: { method: 'PUT', path: 'menu/{branchId}/item/{itemId}' },
      uploadTarget: { method: 'GET', path: 'image' },
    },
  },
  menuCategories: {
    list: 'menu/categories',
    listMode: 'whole',
    searchIn: ['name', 'nameAr'],
    // The API's POST and PUT take the category in the body, its id included: no id in the path.
    create: { method: 'POST', path: 'menu/categories' },
    update: { method: 'PUT', path: 'menu/categories' },
    delete: 'menu/categories/{id}',
    toBody: pick<MenuCategoryInput | MenuCategoryChange>('id', 'name', 'nameAr', 'status', 'order', 'icon'),
    actions: {
      sort: { method: 'PUT', path: 'menu/categories' },
    },
  },
  plans: {
    list: 'subscriptions/admin-plans',
    listMode: 'whole',
    // Spec: active=true gives the plans on sale only; false gives every plan, retired ones too.
    listQuery: (filter) => ({ active: filter.status === 'active' }),
    searchIn: ['name'],
    one: 'subscriptions/plans/{id}',
    create: { method: 'POST', path: 'subscriptions/plans' },
    update: { method: 'PUT', path: 'subscriptions/plans/{id}' },
    toBody: pick<PlanInput | PlanReplacement>(
      'name',
      'status',
      'subscriptionDays',
      'variants',
      'startingDay',
      'notBefore',
      'notAfter',
      'allowedFreezeDays',
      'meals',
      'days',
    ),
    actions: {
      activate: { method: 'PUT', path: 'subscriptions/plans/{id}', recordChange: { status: 'active' } },
      deactivate: { method: 'PUT', path: 'subscriptions/plans/{id}', recordChange: { status: 'inactive' } },
    },
  },
  subscribers: {
    list: 'subscriptions',
    listMode: 'paged',
    actions: {
      changeBranch: { method: 'POST', path: 'subscriptions/{id}/branch' },
    },
  },
  planSettings: {
    list: 'subscriptions/plan-settings',
    listMode: 'whole',
    actions: {
      read: { method: 'GET', path: 'subscriptions/plan-settings' },
      save: { method: 'POST', path: 'subscriptions/plan-settings', replaces: 'read' },
    },
  },
  loyalty: {
    list: 'loyality',
    listMode: 'whole',
    actions: {
      /** `{startOfWeek}` (a Saturday, YYYY-MM-DD): the programme and that week's grid. */
      read: { method: 'GET', path: 'loyality' },
      save: { method: 'POST', path: 'loyality', replaces: 'read', merged: ['threshold', 'pointsPerSar', 'rewards'] },
      addWeek: { method: 'POST', path: 'loyality/add-week' },
    },
  },
  vouchers: {
    list: 'vouchers',
    listMode: 'paged',
    one: 'vouchers/{id}',
    create: { method: 'POST', path: 'vouchers' },
    update: { method: 'PATCH', path: 'vouchers/{id}' },
    toBody: pick<VoucherInput | VoucherChanges>(
      'group',
      'type',
      'balance',
      'customersSource',
      'customers',
      'fileId',
      'availableFrom',
      'availableTo',
      'status',
    ),
    actions: {
      activate: { method: 'POST', path: 'vouchers/{id}/status', body: () => ({ status: 'active' }) },
      deactivate: { method: 'POST', path: 'vouchers/{id}/status', body: () => ({ status: 'inactive' }) },
      /** multipart/form-data with one `file` (CSV or .xlsx), sent with dataProvider.upload. */
      upload: { method: 'POST', path: 'vouchers/upload' },
    },
  },
  banners: {
    // The API answers every banner at once, by priority; there is no GET of one (getOne reads the list).
    list: 'banners',
    listMode: 'whole',
    searchIn: ['name'],
    create: { method: 'POST', path: 'banners' },
    update: { method: 'PUT', path: 'banners/{id}' },
    toBody: pick<BannerInput | BannerReplacement>(
      'name',
      'priority',
      'validFrom',
      'validTo',
      'linkType',
      'link',
      'productId',
      'categoryId',
      'image',
      'status',
    ),
    actions: {
      deactivate: { method: 'POST', path: 'banners/deactivate/{id}' },
      // The spec has no activate call for banners: the banner's own PUT, with the whole banner.
      activate: { method: 'PUT', path: 'banners/{id}', recordChange: { status: 'active' } },
      uploadTarget: { method: 'GET', path: 'image' },
    },
  },
  catering: {
    list: 'catering',
    listMode: 'paged',
    one: 'catering/{id}',
    actions: {
      ...statusActions('catering/{id}', CATERING_TRANSITIONS),
      comment: { method: 'PUT', path: 'catering/{id}/comment', body: pick<CommentInput>('text') },
    },
  },
  customers: {
    // The API lists no customers: the area is a lookup screen, and this row only carries its calls.
    list: 'users/getUserByPhoneNumber',
    listMode: 'whole',
    actions: {
      stats: { method: 'GET', path: 'users/stats' },
      /** `{phoneNumber}`; 404 when no customer has it. */
      byPhone: { method: 'GET', path: 'users/getUserByPhoneNumber' },
      activate: { method: 'POST', path: 'users/activate/{id}' },
      deactivate: { method: 'POST', path: 'users/deactivate/{id}' },
    },
  },
  feedbacks: {
    list: 'orders/reviews',
    listMode: 'paged',
  },
  offers: {
    list: 'offers',
    listMode: 'whole',
    searchIn: ['name'],
    one: 'offers/{id}',
    create: { method: 'POST', path: 'offers' },
    // The spec lists no PUT for offers: POST offers with the offer's `id` saves a change (API.md).
    update: { method: 'POST', path: 'offers' },
    toBody: pick<OfferSave>(
      'id',
      'type',
      'tag',
      'name',
      'description',
      'discount',
      'buyQuantity',
      'getQuantity',
      'validFrom',
      'validTo',
      'branches',
      'items',
      'image',
    ),
    actions: {
      activate: { method: 'POST', path: 'offers/{id}/status', body: () => ({ status: 'active' }) },
      deactivate: { method: 'POST', path: 'offers/{id}/status', body: () => ({ status: 'inactive' }) },
    },
  },
  promoCodes: {
    list: 'promo-codes',
    listMode: 'paged',
    // A promo code is known by its code (the record's id here); PUT takes the server's own `_id`.
    idKey: 'code',
    one: 'promo-codes/{id}',
    create: { method: 'POST', path: 'promo-codes' },
    update: { method: 'PUT', path: 'promo-codes/{_id}' },
    toBody: pick<PromoCodeInput | PromoCodeChanges>(
      'name',
      'code',
      'type',
      'discountType',
      'discount',
      'maxAmount',
      'minCartValue',
      'validFrom',
      'validTo',
      'totalRedemptions',
      'redemptionsPerUser',
      'branches',
      'items',
      'plans',
      'tag',
    ),
    actions: {
      activate: { method: 'POST', path: 'promo-codes/{id}/status', body: () => ({ status: 'active' }) },
      deactivate: { method: 'POST', path: 'promo-codes/{id}/status', body: () => ({ status: 'inactive' }) },
    },
  },
} satisfies Record<string, ResourceEndpoints>;

export type ResourceName = keyof typeof endpoints;

export type ActionName<R extends ResourceName> = R extends ResourceName
  ? (typeof endpoints)[R] extends { actions: infer A }
    ? keyof A & string
    : never
  : never;

export type ResourceWithAction<A extends string> = {
  [R in ResourceName]: A extends ActionName<R> ? R : never;
}[ResourceName];

export const isResourceName = (name: string | undefined): name is ResourceName =>
  name !== undefined && Object.hasOwn(endpoints, name);

/** React-admin's context names a resource as a plain string; this checks it against the table. */
export function resourceName(name: string | undefined): ResourceName {
  if (!isResourceName(name)) throw new Error(`No endpoint row for the resource "${name}"`);
  return name;
}

export const endpointRows: Readonly<Record<string, ResourceEndpoints | undefined>> = endpoints;
