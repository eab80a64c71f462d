import { z } from 'zod';
import { isSameOriginPath, isWebAddress } from '../../safeUrl';
import { MADE_FIRST, type CallExamples } from '../examples';
import { callsOf, type AreaContract, type ContractCall } from '../areaContract';
import { activeStatus, amount, count, dateTime, filled, idList, localizedInput, localizedName, text } from './common';
import { problem, type ProblemKey } from './problems';
import { MENU_ITEM_TYPE_VALUES, MENU_TYPE_VALUES } from './enums';

/** Named as a whole number when negative too. */
const position = z.number().int().min(0, problem('notAWholeNumber'));

/** As a form's select sends it: a missing or unknown value is named "required" (what the form marks). */
const oneOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, {
    error: (issue): ProblemKey =>
      issue.input === undefined || issue.input === null || typeof issue.input === 'string'
        ? 'fieldRequired'
        : 'notText',
  });

export const menuCategorySchema = z.object({
  id: z.string(),
  name: z.string(),
  nameAr: z.string(),
  status: activeStatus,
  order: count.describe('Its place among the categories.'),
  icon: z.string().describe('A Material icon name, e.g. `local_pizza`; empty for none.'),
});

export const menuChoiceSchema = z
  .object({ id: z.string(), name: localizedName, price: amount, calories: amount })
  .describe('A variant (size), an option of a multi item, or a modifier (extra): a name and what it adds.');

export const menuComponentSchema = z
  .object({
    id: z.string(),
    itemId: z.string(),
    name: localizedName.describe('The item’s name.'),
    quantity: z.number().int().min(1),
  })
  .describe('One part of a combo: another item and how many of it.');

export const menuItemSchema = z.object({
  id: z.string(),
  foodicsId: z.string().describe('The point-of-sale’s id; the import matches on it.'),
  name: localizedName,
  type: z.enum(MENU_ITEM_TYPE_VALUES),
  categoryId: z.string(),
  menuType: z.enum(MENU_TYPE_VALUES),
  price: amount.describe('In SAR.'),
  calories: amount,
  photos: z.array(z.string()).describe('Photo addresses; the first is the one lists show.'),
  status: activeStatus,
  order: count.describe('Its place inside its category.'),
  forceSelect: z.boolean().describe('The customer must pick a variant or option before adding it to the cart.'),
  branches: z.array(z.string()).describe('The branches it is sold in; empty for every branch.'),
  variants: z.array(menuChoiceSchema),
  options: z.array(menuChoiceSchema),
  components: z.array(menuComponentSchema),
  modifiers: z.array(menuChoiceSchema),
});

export const branchMenuItemSchema = z
  .object({
    id: z.string(),
    name: localizedName,
    categoryId: z.string(),
    price: amount.describe('The item’s own price.'),
    available: z.boolean(),
    branchPrice: amount.nullable().describe('The branch’s own price, or null for the item’s.'),
  })
  .describe('One item as a branch sells it.');

export const branchMenuSchema = z.object({
  id: z.string().describe('The branch id.'),
  items: z.array(branchMenuItemSchema).describe('The items of the `menu` menu sold there.'),
});

export const menuSyncChangeSchema = z.object({
  id: z.string().describe('The item’s id.'),
  name: localizedName,
  kind: z.enum(['created', 'updated', 'deactivated']),
  detail: localizedName.describe('What changed (a price, a name).'),
});

export const menuSyncSummarySchema = z
  .object({ id: z.literal('sync'), syncedAt: dateTime, changes: z.array(menuSyncChangeSchema) })
  .describe('What the import from the point of sale changed.');

export const menuItemOrderSchema = z
  .object({ id: z.string().describe('The category id.'), ids: z.array(z.string()) })
  .describe('A category’s items in their new order.');

export const menuCategoryOrderSchema = z
  .object({ id: z.literal('order'), order: z.array(z.string()) })
  .describe('Every category id in the new order.');

export const menuCategorySavedSchema = z
  .union([menuCategorySchema, menuCategoryOrderSchema])
  .describe('The changed category, or for a reorder the new order.');

/** A choice as the item form sends it: a cleared input comes as null (an empty name, a price or calories of 0). */
const menuChoiceInputSchema = z.object(
  {
    id: z.string().optional().describe('Kept when given; a new choice gets one.'),
    name: z.object({ en: text('name').nullish(), ar: text('name').nullish() }, problem('localizedInvalid')).nullish(),
    price: amount.nullish().describe('Absent or null: 0.'),
    calories: amount.nullish().describe('Absent or null: 0.'),
  },
  problem('localizedInvalid'),
);

const menuComponentInputSchema = z.object(
  {
    id: z.string().optional().describe('Kept when given; a new component gets one.'),
    itemId: text('name').nullish().describe('The item it is; its name is taken from that item.'),
    name: z
      .object({ en: text('name').nullish(), ar: text('name').nullish() }, problem('localizedInvalid'))
      .nullish()
      .describe('Used only when `itemId` is no item’s.'),
    quantity: z
      .number(problem('wholeNumberRequired'))
      .int(problem('wholeNumberRequired'))
      .min(1, problem('wholeNumberRequired'))
      .nullish()
      .describe('Absent or null: 1.'),
  },
  problem('localizedInvalid'),
);

const choices = z.array(menuChoiceInputSchema, problem('notAList'));

const photos = z
  .array(text('link'), problem('notAList'))
  .refine((list) => list.every((photo) => isWebAddress(photo) || isSameOriginPath(photo)), problem('imageUrlInvalid'))
  .describe('Uploads (their `url` from GET image) or http(s) addresses.');

/** Saved whole with an existing item's `id`: a field left out is emptied, and refused when required. */
export const menuItemInputSchema = z.object({
  id: z.string().optional().describe('An existing item’s id: saves that item, whole, as sent.'),
  name: localizedInput('name', true),
  type: oneOf(MENU_ITEM_TYPE_VALUES),
  categoryId: filled('name').describe('An existing category’s id.'),
  menuType: oneOf(MENU_TYPE_VALUES).optional().describe('Absent: menu.'),
  price: amount,
  calories: amount.nullish().describe('Absent or null: 0.'),
  photos: photos.optional(),
  status: activeStatus.optional().describe('Absent: active.'),
  order: position.nullish().describe('Its place inside its category; absent, null or 0 on a new item: last.'),
  forceSelect: z.boolean().optional(),
  branches: idList.optional().describe('The branches it is sold in; empty or absent for every branch.'),
  variants: choices.optional(),
  options: choices.optional(),
  components: z.array(menuComponentInputSchema, problem('notAList')).optional(),
  modifiers: choices.optional(),
});

export const branchMenuItemInputSchema = z.object({
  available: z.boolean().optional().describe('Absent: true.'),
  price: amount.nullish().describe('The branch’s own price; null or absent goes back to the item’s price.'),
});

const categoryIcon = text('name').nullish().describe('A Material icon name; null or absent for none.');

export const menuCategoryInputSchema = z.object({
  name: filled('name'),
  nameAr: filled('name'),
  status: activeStatus.optional().describe('Absent: active.'),
  order: position.nullish().describe('Absent or null: after the last category.'),
  icon: categoryIcon,
});

/** With a category's `id`: the fields sent are changed, checked as on create. */
export const menuCategoryChangeSchema = z.object({
  id: z.string(),
  name: filled('name').optional(),
  nameAr: filled('name').optional(),
  status: activeStatus.optional(),
  order: position.nullish().describe('Absent or null: unchanged.'),
  icon: categoryIcon,
});

export const menuCategorySortSchema = z.object({ order: idList });

/** PUT menu/categories takes either body: a list in `order` is a reorder. */
export const menuCategoryPutSchema = z.union([menuCategorySortSchema, menuCategoryChangeSchema]);

export const menuItemSortSchema = z.object({ categoryId: z.string(), ids: idList });

/** ?type=modifiers sorts the modifiers of a combo instead of its components. */
export const menuGroupSortSchema = z.object({ ids: idList });

export const MENU_SCHEMAS = {
  MenuCategory: menuCategorySchema,
  MenuChoice: menuChoiceSchema,
  MenuComponent: menuComponentSchema,
  MenuItem: menuItemSchema,
  BranchMenuItem: branchMenuItemSchema,
  BranchMenu: branchMenuSchema,
  MenuSyncChange: menuSyncChangeSchema,
  MenuSyncSummary: menuSyncSummarySchema,
  MenuItemOrder: menuItemOrderSchema,
  MenuCategoryOrder: menuCategoryOrderSchema,
  MenuCategorySaved: menuCategorySavedSchema,
  MenuItemInput: menuItemInputSchema,
  BranchMenuItemInput: branchMenuItemInputSchema,
  MenuCategoryInput: menuCategoryInputSchema,
  MenuCategoryChange: menuCategoryChangeSchema,
  MenuCategorySort: menuCategorySortSchema,
  MenuCategoryPut: menuCategoryPutSchema,
  MenuItemSort: menuItemSortSchema,
  MenuGroupSort: menuGroupSortSchema,
} as const;

const call = callsOf<typeof MENU_SCHEMAS>();

export const MENU_CALLS: readonly ContractCall[] = [
  call(
    'GET',
    'menu',
    'admin',
    'Menu items, paged, in menu order, filtered by category, type, status, branch, menu type.',
    {
      answers: 'paged',
      record: 'MenuItem',
      filters: {
        menuType: '`menu` or `subscription`; both without it.',
        categoryId: 'A category id.',
        type: '`single`, `combo` or `multi`.',
        status: '`active` or `inactive`.',
        branch: 'A branch id: the items sold there.',
      },
    },
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
    conditional: true,
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
    conditional: 'MenuCategory',
    refusals: { 404: 'The body’s id is no category’s.' },
  }),
];

const BREAKFAST_IDS = Array.from({ length: 16 }, (_, i) => `it_${String(i + 1).padStart(4, '0')}`);

const newItem = {
  name: { en: 'Date Pancakes', ar: 'فطائر التمر' },
  type: 'single',
  categoryId: 'cat_01',
  menuType: 'menu',
  price: 18.5,
  calories: 420,
  photos: ['/api/v1/media/drawing/it_0001.svg'],
  status: 'active',
  forceSelect: false,
  branches: ['br_0001'],
  variants: [{ name: { en: 'Large', ar: 'كبير' }, price: 4, calories: 150 }],
  options: [],
  components: [],
  modifiers: [{ name: { en: 'Extra Honey', ar: 'عسل إضافي' }, price: 2, calories: null }],
} satisfies z.input<typeof menuItemInputSchema>;

/** The seed's: cat_01 is Breakfast (it_0001…it_0016), it_0005 a multi item, it_0008 a combo; br_0001 a branch. */
export const MENU_EXAMPLES: CallExamples = {
  'GET menu': { path: 'menu?menuType=menu&categoryId=cat_01&page=1&limit=5' },
  'GET menu/{itemId}/get': { path: 'menu/it_0001/get' },
  'GET menu/{branchId}': { path: 'menu/br_0001' },
  'GET menu/search': {
    path: 'menu/search?id=it_0001',
    refused: { path: 'menu/search?id=', body: undefined, field: 'id' },
    refusals: { 404: { path: 'menu/search?id=it_none' } },
  },
  'GET menu/item/sync': {
    // The import is asked with the signed-in user's password (the seed's demo one) in this header.
    headers: { 'x-confirm-password': 'demo1234' },
    refusals: { 400: { headers: { 'x-confirm-password': 'not the password' } } },
  },
  'POST menu/create-item': {
    body: newItem,
    refused: { body: { ...newItem, price: '18.5' }, field: 'price' },
    saved: { body: { ...newItem, id: 'it_0001' } },
    refusals: { 404: { body: { ...newItem, id: 'it_none' } } },
  },
  'PATCH menu/items/{itemId}': {
    path: 'menu/items/it_0001?type=variants',
    refused: { path: 'menu/items/it_0001?type=sizes', body: undefined, field: 'type' },
  },
  'PUT menu/{branchId}/item/{itemId}': {
    path: 'menu/br_0001/item/it_0001',
    body: { available: false, price: 12.5 } satisfies z.input<typeof branchMenuItemInputSchema>,
    refused: { body: { available: 'yes', price: 12.5 }, field: 'available' },
  },
  // Every seeded category has items: the one deleted is made first, empty; a seeded one is refused.
  'DELETE menu/categories/{categoryId}': {
    before: {
      method: 'POST',
      path: 'menu/categories',
      body: { name: 'Empty', nameAr: 'فارغ' } satisfies z.input<typeof menuCategoryInputSchema>,
    },
    path: `menu/categories/${MADE_FIRST}`,
    refusals: { 400: { path: 'menu/categories/cat_01' } },
  },
  'DELETE menu/item/{itemId}': { path: 'menu/item/it_0016' },
  'PATCH menu/item/sort': {
    body: { categoryId: 'cat_01', ids: [...BREAKFAST_IDS].reverse() } satisfies z.input<typeof menuItemSortSchema>,
    refused: { body: { categoryId: 'cat_01', ids: 'it_0001' }, field: 'ids' },
  },
  'PATCH menu/items-multi/sort/{itemId}': {
    path: 'menu/items-multi/sort/it_0005',
    body: { ids: ['it_0005_o_4', 'it_0005_o_3', 'it_0005_o_2', 'it_0005_o_1'] } satisfies z.input<
      typeof menuGroupSortSchema
    >,
    refused: { body: { ids: 'it_0005_o_1' }, field: 'ids' },
  },
  'PATCH menu/items-combo/sort/{itemId}': {
    path: 'menu/items-combo/sort/it_0008?type=components',
    body: { ids: ['it_0008_c3', 'it_0008_c2', 'it_0008_c1'] } satisfies z.input<typeof menuGroupSortSchema>,
    refused: { body: { ids: { first: 'it_0008_c2' } }, field: 'ids' },
  },
  'GET menu/categories': {},
  'POST menu/categories': {
    body: { name: 'Dates', nameAr: 'التمور', icon: 'spa' } satisfies z.input<typeof menuCategoryInputSchema>,
    refused: { body: { name: 'Dates', nameAr: 'التمور', order: -1 }, field: 'order' },
  },
  'PUT menu/categories': {
    body: {
      id: 'cat_01',
      name: 'Breakfast',
      nameAr: 'الفطور',
      status: 'inactive',
      order: 1,
      icon: 'free_breakfast',
    } satisfies z.input<typeof menuCategoryPutSchema>,
    refused: { body: { id: 'cat_01', order: '3' }, field: 'order' },
    refusals: { 404: { body: { id: 'cat_none', status: 'inactive' } } },
  },
};

export const contract: AreaContract = {
  schemas: MENU_SCHEMAS,
  calls: MENU_CALLS,
  examples: MENU_EXAMPLES,
  versioned: ['MenuItem', 'MenuCategory'] satisfies (keyof typeof MENU_SCHEMAS)[],
};
