// Marketing: offers, promo codes, vouchers, banners and the image upload grant. Rules across fields or records (date
// order, a discount by its kind, references) are the handlers', checked on the record as it will be saved.
import { z } from 'zod';
import { PROMO_CODE_PATTERN, isCalendarDay } from '../../fieldRules';
import type { CallExamples } from '../examples';
import { callsOf, type AreaContract, type ContractCall } from '../areaContract';
import { activeStatus, dateTime, day, filled, idList, localizedInput, localizedName, text } from './common';
import { problem, type ProblemKey } from './problems';
import {
  BANNER_LINK_TYPE_VALUES,
  OFFER_TYPE_VALUES,
  PROMO_CODE_TYPE_VALUES,
  PROMO_DISCOUNT_TYPE_VALUES,
  VOUCHER_SOURCE_VALUES,
  VOUCHER_TYPE_VALUES,
} from './enums';

/** One of `values`: a missing one is named "Field is required", any other value by `invalid`. */
const oneOf = <const T extends readonly string[]>(values: T, invalid: ProblemKey) =>
  z.enum(values, {
    error: (issue) =>
      issue.input === undefined || issue.input === null || issue.input === '' ? 'fieldRequired' : invalid,
  });

/** Common's `amount`, but a negative one named in the marketing forms' words. */
const money = z.number().min(0, problem('amountNegative'));

/** 0 uses, or 0 items bought or given free, means nothing. */
const countFromOne = z.number().int(problem('wholeNumberRequired')).min(1, problem('wholeNumberRequired'));

const validityDay = z
  .string()
  .min(1, problem('fieldRequired'))
  .refine(isCalendarDay, problem('dateFormatInvalid'))
  .describe('A day, YYYY-MM-DD, included.');

export const offerSchema = z.object({
  id: z.string(),
  type: z
    .enum(OFFER_TYPE_VALUES)
    .describe('A percentage off, a SAR amount off, a SAR price, or "buy X get Y free" of the same items.'),
  tag: localizedName.describe('The short badge the customer app shows on the items ("Ramadan", "New").'),
  name: localizedName,
  description: localizedName,
  discount: z.number().nullable().describe('Percent (0–100], SAR off, or the SAR price; null for buyXGetY.'),
  buyQuantity: z.number().int().nullable().describe('buyXGetY only: how many are bought; null otherwise.'),
  getQuantity: z.number().int().nullable().describe('buyXGetY only: how many more come free; null otherwise.'),
  validFrom: day,
  validTo: day,
  branches: z.array(z.string()).describe('Branch ids (`sk`); empty: every branch.'),
  items: z.array(z.string()).describe('The menu item ids the offer applies to.'),
  image: z.string().nullable().describe('The picture of the offer’s card: an uploaded file’s address, or null.'),
  status: activeStatus,
  createdAt: dateTime,
});

export const promoCodeSchema = z
  .object({
    _id: z.string().describe('The server’s id, which PUT promo-codes/{id} takes.'),
    name: z.string(),
    code: z
      .string()
      .describe('Upper-case; unique whatever its case. GET promo-codes/{code} and the status call take it.'),
    type: z.enum(PROMO_CODE_TYPE_VALUES),
    discountType: z.enum(PROMO_DISCOUNT_TYPE_VALUES).nullable().describe('null for freeDelivery.'),
    discount: z.number().nullable().describe('Percent (0–100], SAR off, or the SAR price; null for freeDelivery.'),
    maxAmount: z.number().nullable().describe('The most a percentage takes off, in SAR; null: no cap.'),
    minCartValue: z.number().nullable().describe('The smallest cart the code works on, in SAR; null: any.'),
    validFrom: day,
    validTo: day,
    totalRedemptions: z.number().int(),
    redemptionsPerUser: z
      .number()
      .int()
      .nullable()
      .describe('null: any number of times per customer, within the total.'),
    usedCount: z.number().int(),
    branches: z.array(z.string()).describe('Branch ids; empty: every branch.'),
    items: z.array(z.string()).describe('Menu item ids: productFixed and productSpecified only, else empty.'),
    plans: z.array(z.string()).describe('Plan ids: subscription only, else empty.'),
    tag: z.string().describe('A free campaign label for reports ("ramadan-2026").'),
    status: activeStatus,
    createdAt: dateTime,
  })
  .describe('A promo code, known to the app by its `code`.');

export const voucherSchema = z
  .object({
    id: z.string(),
    group: z.string().describe('The campaign the voucher belongs to ("Ramadan 2026").'),
    type: z
      .enum(VOUCHER_TYPE_VALUES)
      .describe('`balance` spends down over several orders; `oneTime` is spent whole on one.'),
    balance: z.number().describe('In SAR.'),
    customersSource: z
      .enum(VOUCHER_SOURCE_VALUES)
      .describe('Where the customers came from: an uploaded file, or ids typed in.'),
    customers: z.array(z.string()).describe('Customer ids (`cus_0001`) or Saudi mobiles as +9665XXXXXXXX.'),
    fileId: z
      .string()
      .nullable()
      .describe('The upload the customers came from (POST vouchers/upload), when the source is a file.'),
    fileName: z.string().nullable(),
    availableFrom: day,
    availableTo: day,
    status: activeStatus,
    createdAt: dateTime,
  })
  .describe('A balance given to a list of customers, available between two days (both included).');

export const voucherUploadRefusalSchema = z.object({
  row: z.number().int().describe('The row number as a spreadsheet shows it, from 1.'),
  value: z.string().describe('The row’s value; one over 64 characters is cut, ending with “…”.'),
  reason: z.string().describe('Why it was not taken, in the caller’s language.'),
});

export const voucherUploadSchema = z
  .object({
    fileId: z.string().describe('What POST vouchers and PATCH vouchers/{voucherId} take as `fileId`.'),
    fileName: z.string(),
    accepted: z.number().int().describe('How many customers were read and kept.'),
    customers: z.array(z.string()),
    refused: z.array(voucherUploadRefusalSchema).describe('The first 100 refused rows, in file order.'),
    refusedTotal: z.number().int().describe('How many rows were refused in all.'),
  })
  .describe('A customers file as read: one customer per row, a header row skipped, repeats and bad rows refused.');

export const bannerSchema = z.object({
  id: z.string(),
  name: z.string(),
  priority: z.number().int().describe('1 is shown first.'),
  validFrom: day,
  validTo: day,
  linkType: z.enum(BANNER_LINK_TYPE_VALUES).describe('What a tap on the banner opens.'),
  link: z.string().nullable().describe('An http(s) address, when the link type is `url`; else null.'),
  productId: z.string().nullable().describe('A menu item id, when the link type is `product`; else null.'),
  categoryId: z.string().nullable().describe('A menu category id, when the link type is `category`; else null.'),
  image: z.string().describe('The picture’s address (GET image, then PUT the file there).'),
  status: activeStatus,
  createdAt: dateTime,
});

export const uploadTargetSchema = z
  .object({
    id: z.string(),
    uploadUrl: z.string().describe('Where to PUT the file, once, with its type as content-type, within a few minutes.'),
    url: z.string().describe('The address the picture is read from once uploaded: what a record stores.'),
  })
  .describe('An upload address for one image of the asked type, and the address it will be read from.');

const offerFields = {
  type: oneOf(OFFER_TYPE_VALUES, 'offerTypeInvalid'),
  name: localizedInput('name', true),
  description: localizedInput('text').nullish(),
  tag: localizedInput('name').nullish(),
  discount: money
    .nullish()
    .describe('Required but for buyXGetY: more than 0 (a specific price may be 0), a percentage at most 100.'),
  buyQuantity: countFromOne.nullish().describe('buyXGetY only, and then required.'),
  getQuantity: countFromOne.nullish().describe('buyXGetY only, and then required.'),
  validFrom: validityDay,
  validTo: validityDay.describe('A day, YYYY-MM-DD, included; not before validFrom.'),
  branches: idList.nullish().describe('Existing branch ids; none: every branch.'),
  items: idList.min(1, problem('itemsRequired')).describe('Existing menu item ids, at least one.'),
  image: text('link')
    .nullish()
    .describe('An uploaded file’s address or an http(s) address; empty or null: no picture.'),
  status: activeStatus.optional().describe('A new offer is active unless told.'),
};

export const offerInputSchema = z.object(offerFields);

export const offerChangesSchema = z
  .object(offerFields)
  .partial()
  .extend({ id: z.string().min(1).describe('The offer to change.') });

export const offerSaveSchema = z
  .union([offerInputSchema, offerChangesSchema])
  .describe('A new offer; or, with the `id` of an offer, a change to it (the spec has no PUT for offers).');

const promoCodeFields = {
  name: filled('name'),
  code: z
    .string()
    .trim()
    .toUpperCase()
    .min(1, problem('fieldRequired'))
    .refine((code) => PROMO_CODE_PATTERN.test(code), problem('promoCodeFormat'))
    .describe('3 to 20 letters, digits, dashes or underscores, stored upper-case; unique whatever its case.'),
  type: oneOf(PROMO_CODE_TYPE_VALUES, 'promoTypeInvalid'),
  discountType: oneOf(PROMO_DISCOUNT_TYPE_VALUES, 'discountTypeInvalid')
    .nullish()
    .describe('Required but for freeDelivery.'),
  discount: money
    .nullish()
    .describe('Required but for freeDelivery: more than 0 (a specific price may be 0), a percentage at most 100.'),
  maxAmount: money.nullish().describe('A percentage’s cap in SAR; null: no cap. Kept for a percentage only.'),
  minCartValue: money.nullish(),
  validFrom: validityDay,
  validTo: validityDay.describe('A day, YYYY-MM-DD, included; not before validFrom.'),
  totalRedemptions: countFromOne,
  redemptionsPerUser: countFromOne.nullish().describe('At most totalRedemptions; null: no limit per customer.'),
  branches: idList.nullish().describe('Existing branch ids; none: every branch.'),
  items: idList
    .nullish()
    .describe('productFixed and productSpecified: existing menu item ids, at least one. Ignored for the other types.'),
  plans: idList.nullish().describe('subscription: existing plan ids, at least one. Ignored for the other types.'),
  tag: text('name').nullish(),
  status: activeStatus.optional().describe('A new code is active unless told.'),
};

export const promoCodeInputSchema = z.object(promoCodeFields);

export const promoCodeChangesSchema = z.object(promoCodeFields).partial();

export const statusChangeSchema = z.object({ status: activeStatus });

const voucherFields = {
  // Not empty is the handler's to say: it names that alone as "Field is required", where a schema's missing field
  // is the form's "complete the data".
  group: text('name').describe('Not empty.'),
  type: oneOf(VOUCHER_TYPE_VALUES, 'voucherTypeInvalid'),
  balance: z.number().positive(problem('voucherBalanceInvalid')).describe('In SAR, more than 0.'),
  customersSource: oneOf(VOUCHER_SOURCE_VALUES, 'voucherSourceInvalid')
    .optional()
    .describe('Where the customers come from; without it, `file` when a fileId is sent, else `ids`.'),
  // Each entry is checked by the voucher's rule with the others: a number is a bad customer named under `customers`,
  // not a type error of its own at `customers.0`.
  customers: z
    .array(z.unknown(), problem('notAList'))
    .meta({ items: { type: 'string' } })
    .nullish()
    .describe('`ids`: at least one, each a customer id (`cus_0001`) or a Saudi mobile; repeats are kept once.'),
  fileId: text('name')
    .nullish()
    .describe('`file`: the `fileId` POST vouchers/upload answered, for a file of at least one customer.'),
  availableFrom: day,
  availableTo: day.describe('A day, YYYY-MM-DD; not before availableFrom.'),
  status: activeStatus.optional().describe('A new voucher is active unless told.'),
};

export const voucherInputSchema = z.object(voucherFields);

export const voucherChangesSchema = z.object(voucherFields).partial();

/** POST vouchers/{voucherId}/status: without a status, the voucher's status switches over. */
export const voucherStatusChangeSchema = z.object({ status: activeStatus.optional() });

const bannerFields = {
  name: filled('name'),
  priority: z
    .number()
    .int(problem('bannerPriorityInvalid'))
    .min(1, problem('bannerPriorityInvalid'))
    .describe('1 is shown first.'),
  validFrom: day,
  validTo: day.describe('A day, YYYY-MM-DD; not before validFrom.'),
  linkType: oneOf(BANNER_LINK_TYPE_VALUES, 'bannerLinkTypeInvalid'),
  link: text('link').nullish().describe('`url`: required, an http(s) address. Ignored for the other link types.'),
  productId: text('link').nullish().describe('`product`: required, an existing menu item id. Ignored otherwise.'),
  categoryId: text('link').nullish().describe('`category`: required, an existing category id. Ignored otherwise.'),
  image: text('link').describe('Required: an uploaded file’s address (GET image) or an http(s) address.'),
  status: activeStatus,
};

/** POST banners: a banner links nowhere and is active unless told. */
export const bannerInputSchema = z.object(bannerFields).partial({ linkType: true, status: true });

/** PUT banners/{bannerId} replaces the banner: every field but the link fields is sent. */
export const bannerReplacementSchema = z.object(bannerFields);

export const MARKETING_SCHEMAS = {
  Offer: offerSchema,
  OfferInput: offerInputSchema,
  OfferChanges: offerChangesSchema,
  OfferSave: offerSaveSchema,
  PromoCode: promoCodeSchema,
  PromoCodeInput: promoCodeInputSchema,
  PromoCodeChanges: promoCodeChangesSchema,
  OfferStatusChange: statusChangeSchema,
  PromoCodeStatusChange: statusChangeSchema,
  Voucher: voucherSchema,
  VoucherInput: voucherInputSchema,
  VoucherChanges: voucherChangesSchema,
  VoucherStatusChange: voucherStatusChangeSchema,
  VoucherUpload: voucherUploadSchema,
  Banner: bannerSchema,
  BannerInput: bannerInputSchema,
  BannerReplacement: bannerReplacementSchema,
  UploadTarget: uploadTargetSchema,
} as const;

const call = callsOf<typeof MARKETING_SCHEMAS>();

export const MARKETING_CALLS: readonly ContractCall[] = [
  call('GET', 'offers', 'admin', 'Every offer.', { answers: 'whole', record: 'Offer' }),
  call('POST', 'offers', 'admin', 'Create an offer, or save a change to one (its id in the body).', {
    creates: 'new or change',
    body: 'OfferSave',
    record: 'Offer',
    conditional: true,
    refusals: { 404: 'The body’s `id` is not an offer’s.' },
  }),
  call('GET', 'offers/{offerId}', 'admin', 'One offer.', { record: 'Offer' }),
  call('POST', 'offers/{offerId}/status', 'admin', 'Activate or deactivate an offer.', {
    body: 'OfferStatusChange',
    record: 'Offer',
  }),
  call('GET', 'promo-codes', 'admin', 'Every promo code.', {
    answers: 'paged',
    record: 'PromoCode',
    filters: {
      type: 'A promo code type.',
      status: '`active` or `inactive`.',
      discountType: 'A discount type.',
      tag: 'A campaign tag.',
    },
  }),
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
    { body: 'PromoCodeChanges', record: 'PromoCode', conditional: true },
  ),
  call('POST', 'promo-codes/{code}/status', 'admin', 'Activate or deactivate a promo code.', {
    body: 'PromoCodeStatusChange',
    record: 'PromoCode',
  }),
  call('GET', 'vouchers', 'admin', 'Every voucher.', {
    answers: 'paged',
    record: 'Voucher',
    filters: {
      status: '`active` or `inactive`.',
      type: '`balance` or `oneTime`.',
      group: 'A voucher group.',
      customersSource: '`file` or `ids`.',
    },
  }),
  call('POST', 'vouchers', 'admin', 'Create a voucher.', { creates: 'new', body: 'VoucherInput', record: 'Voucher' }),
  call('GET', 'vouchers/{voucherId}', 'admin', 'One voucher.', { record: 'Voucher' }),
  call('PATCH', 'vouchers/{voucherId}', 'admin', 'Change a voucher.', {
    body: 'VoucherChanges',
    record: 'Voucher',
    conditional: true,
  }),
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
  call('PUT', 'banners/{bannerId}', 'admin', 'Change a banner.', {
    body: 'BannerReplacement',
    record: 'Banner',
    conditional: true,
  }),
  call('POST', 'banners/deactivate/{bannerId}', 'admin', 'Deactivate a banner.', { record: 'Banner' }),
  call('GET', 'image', 'admin', 'An upload address for an image, and the address it will be read from.', {
    query: { fileType: 'The image’s type: image/png, image/jpeg or image/webp.' },
    record: 'UploadTarget',
  }),
];

const newOffer = {
  type: 'percentage',
  name: { en: 'Winter warmers', ar: 'دفء الشتاء' },
  description: { en: '20% off soups', ar: 'خصم ٢٠٪ على الشوربات' },
  tag: { en: 'Winter', ar: 'شتاء' },
  discount: 20,
  validFrom: '2026-12-01',
  validTo: '2026-12-31',
  items: ['it_0001', 'it_0002'],
  branches: ['br_0001'],
  image: null,
} satisfies z.input<typeof offerInputSchema>;

const newPromoCode = {
  name: 'Winter cart discount',
  code: 'WINTER-26',
  type: 'cart',
  discountType: 'percentage',
  discount: 20,
  maxAmount: 50,
  minCartValue: 40,
  validFrom: '2026-12-01',
  validTo: '2026-12-31',
  totalRedemptions: 100,
  redemptionsPerUser: 2,
  branches: [],
  items: [],
  plans: [],
  tag: 'winter',
} satisfies z.input<typeof promoCodeInputSchema>;

const newVoucher = {
  group: 'Winter 2026',
  type: 'balance',
  balance: 100,
  customersSource: 'ids',
  customers: ['0501234567', 'cus_0042'],
  availableFrom: '2026-12-01',
  availableTo: '2026-12-31',
  status: 'active',
} satisfies z.input<typeof voucherInputSchema>;

const bannerOne = {
  name: 'Breakfast all day',
  priority: 2,
  validFrom: '2026-09-02',
  validTo: '2026-10-02',
  linkType: 'none',
  link: null,
  productId: null,
  categoryId: null,
  image: '/api/v1/media/drawing/banner-1.svg',
  status: 'active',
} satisfies z.input<typeof bannerReplacementSchema>;

export const MARKETING_EXAMPLES: CallExamples = {
  'GET offers': {},
  'POST offers': {
    body: newOffer,
    refused: { body: { ...newOffer, discount: 150 }, field: 'discount' },
    saved: { body: { ...newOffer, id: 'off_001' } },
    refusals: { 404: { body: { ...newOffer, id: 'off_none' } } },
  },
  'GET offers/{offerId}': { path: 'offers/off_001' },
  'POST offers/{offerId}/status': {
    path: 'offers/off_001/status',
    body: { status: 'inactive' } satisfies z.input<typeof statusChangeSchema>,
    refused: { path: 'offers/off_001/status', body: { status: 'paused' }, field: 'status' },
  },
  'GET promo-codes': {},
  'POST promo-codes': {
    body: newPromoCode,
    refused: { body: { ...newPromoCode, code: 'NO SPACES' }, field: 'code' },
  },
  'GET promo-codes/{code}': { path: 'promo-codes/FAMILY5' },
  'PUT promo-codes/{id}': {
    path: 'promo-codes/pc_00001',
    body: { name: 'Family cart discount', totalRedemptions: 600 } satisfies z.input<typeof promoCodeChangesSchema>,
    refused: { path: 'promo-codes/pc_00001', body: { totalRedemptions: 0 }, field: 'totalRedemptions' },
  },
  'POST promo-codes/{code}/status': {
    path: 'promo-codes/FAMILY5/status',
    body: { status: 'active' } satisfies z.input<typeof statusChangeSchema>,
    refused: { path: 'promo-codes/FAMILY5/status', body: { status: 'paused' }, field: 'status' },
  },
  'GET vouchers': {},
  'POST vouchers': {
    body: newVoucher,
    refused: { body: { ...newVoucher, balance: 0 }, field: 'balance' },
  },
  'GET vouchers/{voucherId}': { path: 'vouchers/vch_0001' },
  'PATCH vouchers/{voucherId}': {
    path: 'vouchers/vch_0001',
    body: { balance: 321 } satisfies z.input<typeof voucherChangesSchema>,
    refused: { path: 'vouchers/vch_0001', body: { balance: '321' }, field: 'balance' },
  },
  'POST vouchers/{voucherId}/status': {
    path: 'vouchers/vch_0001/status',
    body: { status: 'inactive' } satisfies z.input<typeof voucherStatusChangeSchema>,
    refused: { path: 'vouchers/vch_0001/status', body: { status: 'paused' }, field: 'status' },
  },
  // A multipart body (one customers file) cannot be written as JSON: this call has no example body.
  'POST vouchers/upload': {
    file: { name: 'customers.csv', type: 'text/csv', text: 'customer\ncus_0001\n0512345678\n' },
    refused: { file: { name: 'customers.pdf', type: 'application/pdf', text: '%PDF-1.4' }, field: 'file' },
  },
  'POST banners': {
    body: {
      name: 'Winter soups',
      priority: 3,
      validFrom: '2026-12-01',
      validTo: '2026-12-31',
      linkType: 'url',
      link: 'https://example.com/winter',
      image: '/api/v1/media/drawing/winter.svg',
    } satisfies z.input<typeof bannerInputSchema>,
    refused: { body: { ...bannerOne, priority: 0 }, field: 'priority' },
  },
  'GET banners': {},
  'PUT banners/{bannerId}': {
    path: 'banners/bnr_001',
    body: bannerOne,
    refused: { path: 'banners/bnr_001', body: { ...bannerOne, validFrom: '2025-02-30' }, field: 'validFrom' },
  },
  'POST banners/deactivate/{bannerId}': { path: 'banners/deactivate/bnr_001' },
  'GET image': {
    path: 'image?fileType=image/png',
    refused: { path: 'image?fileType=image/svg%2Bxml', field: 'fileType' },
  },
};

export const contract: AreaContract = {
  schemas: MARKETING_SCHEMAS,
  calls: MARKETING_CALLS,
  examples: MARKETING_EXAMPLES,
  versioned: ['Offer', 'PromoCode', 'Voucher', 'Banner'] satisfies (keyof typeof MARKETING_SCHEMAS)[],
};
