/**
 * Faults on the marketing forms (offers, promo codes, vouchers, banners): each create and edit form is
 * saved into a 500 and a dropped connection, keeps everything typed and shows the message, then saves
 * once on a double-clicked retry (faults.ts). The voucher's customers file is sent when picked, so its
 * upload is checked under a fault too.
 */
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { dataRows, signInAsAdmin } from './helpers';
import { expectToast } from './toasts';
import {
  SERVER_FAULT_TEXT,
  armFault,
  chooseOption,
  clearFaults,
  dateShows,
  testSavesSurviveFaults,
  testSessionLossReturnsToPage,
  numberBox,
  openForm,
  selectShows,
  textbox,
  typeDate,
  type FormCase,
} from './faults';

test.use({ actionTimeout: 30_000 });
test.describe.configure({ timeout: 120_000 });
const slowExpect = expect.configure({ timeout: 30_000 });

/** Picks the first suggestion of a menu-item autocomplete that names this item. */
async function pickItem(page: Page, label: RegExp, name: string) {
  await page.getByRole('combobox', { name: label }).fill(name);
  await page.getByRole('option').filter({ hasText: name }).first().click();
}

/** A chosen item's chip ("Classic Shakshuka · SAR …"). */
const itemChip = (page: Page, name: string) => page.getByRole('button', { name: new RegExp(`^${name} · `) });

/** 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const offerCreate: FormCase = {
  name: 'offer create',
  path: '/offers/create',
  fill: async (page) => {
    await textbox(page, 'Name (English)').fill('Faults week');
    await textbox(page, 'Name (Arabic)').fill('أسبوع الأعطال');
    await textbox(page, 'Tag (English)').fill('Kept');
    await chooseOption(page, 'Type', 'Fixed value off');
    await numberBox(page, 'Discount').fill('12');
    await typeDate(page, 'Valid from', '2026-12-01');
    await typeDate(page, 'Valid to', '2026-12-14');
    await pickItem(page, /^Items/, 'Classic Shakshuka');
  },
  expectFilled: async (page) => {
    await expect(textbox(page, 'Name (English)')).toHaveValue('Faults week');
    await expect(textbox(page, 'Name (Arabic)')).toHaveValue('أسبوع الأعطال');
    await expect(textbox(page, 'Tag (English)')).toHaveValue('Kept');
    await selectShows(page, 'Type', 'Fixed value off');
    await expect(numberBox(page, 'Discount')).toHaveValue('12');
    await dateShows(page, 'validFrom', '2026-12-01');
    await dateShows(page, 'validTo', '2026-12-14');
    await expect(itemChip(page, 'Classic Shakshuka')).toBeVisible();
  },
  write: { method: 'POST', path: /\/api\/v1\/offers$/ },
  saved: async (page) => {
    await expectToast(page, 'Offer created');
    await expect(page).toHaveURL(/\/offers(\?.*)?$/);
  },
};

const offerEdit: FormCase = {
  name: 'offer edit',
  path: '/offers/off_002',
  fill: async (page) => {
    await textbox(page, 'Name (English)').fill('Faults offer, edited');
    await textbox(page, 'Description (English)').fill('Still here after a fault');
    await chooseOption(page, 'Type', 'Percentage off');
    await numberBox(page, 'Discount').fill('35');
    await typeDate(page, 'Valid to', '2027-03-01');
  },
  expectFilled: async (page) => {
    await expect(textbox(page, 'Name (English)')).toHaveValue('Faults offer, edited');
    await expect(textbox(page, 'Description (English)')).toHaveValue('Still here after a fault');
    await selectShows(page, 'Type', 'Percentage off');
    await expect(numberBox(page, 'Discount')).toHaveValue('35');
    await dateShows(page, 'validTo', '2027-03-01');
  },
  // The API has no PUT for offers: POST offers with the offer's id saves a change (API.md).
  write: { method: 'POST', path: /\/api\/v1\/offers$/ },
  saved: async (page) => {
    await expectToast(page, 'Offer updated');
    await expect(page).toHaveURL(/\/offers(\?.*)?$/);
  },
};

const promoCreate: FormCase = {
  name: 'promo code create',
  path: '/promoCodes/create',
  fill: async (page) => {
    await textbox(page, 'Name').fill('Faults cart code');
    await textbox(page, 'Code').fill('FAULTS-E2E');
    await chooseOption(page, 'Type', 'Cart');
    await textbox(page, 'Tag').fill('retry');
    await chooseOption(page, 'Discount type', 'Percentage');
    await numberBox(page, 'Discount').fill('15');
    await typeDate(page, 'Valid from', '2026-12-01');
    await typeDate(page, 'Valid to', '2027-01-15');
    await numberBox(page, 'Total redemptions').fill('500');
    await page.getByRole('switch', { name: 'Unlimited per user' }).check();
  },
  expectFilled: async (page) => {
    await expect(textbox(page, 'Name')).toHaveValue('Faults cart code');
    await expect(textbox(page, 'Code')).toHaveValue('FAULTS-E2E');
    await selectShows(page, 'Type', 'Cart');
    await expect(textbox(page, 'Tag')).toHaveValue('retry');
    await selectShows(page, 'Discount type', 'Percentage');
    await expect(numberBox(page, 'Discount')).toHaveValue('15');
    await dateShows(page, 'validFrom', '2026-12-01');
    await dateShows(page, 'validTo', '2027-01-15');
    await expect(numberBox(page, 'Total redemptions')).toHaveValue('500');
    await expect(page.getByRole('switch', { name: 'Unlimited per user' })).toBeChecked();
  },
  write: { method: 'POST', path: /\/api\/v1\/promo-codes$/ },
  saved: async (page) => {
    await expectToast(page, 'Promo code created');
    await expect(page).toHaveURL(/\/promoCodes(\?.*)?$/);
  },
};

const promoEdit: FormCase = {
  name: 'promo code edit',
  // A cart code: it has a discount to change.
  path: `/promoCodes?filter=${encodeURIComponent(JSON.stringify({ type: 'cart' }))}`,
  open: async (page) => {
    await slowExpect(dataRows(page).first()).toContainText('Cart');
    await dataRows(page).first().getByRole('cell').first().click();
    await expect(page).toHaveURL(/\/promoCodes\/[^/?]+$/);
  },
  fill: async (page) => {
    await textbox(page, 'Name').fill('Faults cart code, edited');
    await textbox(page, 'Tag').fill('edited');
    await numberBox(page, 'Discount').fill('22');
    await numberBox(page, 'Total redemptions').fill('900');
    await typeDate(page, 'Valid to', '2028-01-31');
  },
  expectFilled: async (page) => {
    await expect(textbox(page, 'Name')).toHaveValue('Faults cart code, edited');
    await expect(textbox(page, 'Tag')).toHaveValue('edited');
    await expect(numberBox(page, 'Discount')).toHaveValue('22');
    await expect(numberBox(page, 'Total redemptions')).toHaveValue('900');
    await dateShows(page, 'validTo', '2028-01-31');
  },
  write: { method: 'PUT', path: /\/api\/v1\/promo-codes\/[^/]+$/ },
  saved: async (page) => {
    await expectToast(page, 'Promo code updated');
    await expect(page).toHaveURL(/\/promoCodes(\?.*)?$/);
  },
};

const CUSTOMERS_CSV = {
  name: 'faults.csv',
  mimeType: 'text/csv',
  buffer: Buffer.from('mobile\n0501234567\n+966509876543\n'),
};
const uploadSummary = (page: Page) => page.getByRole('status').filter({ hasText: 'customers read' });

const voucherCreate: FormCase = {
  name: 'voucher create',
  path: '/vouchers/create',
  fill: async (page) => {
    await textbox(page, 'Group').fill('Faults vouchers');
    await chooseOption(page, 'Type', 'One-time (spent on one order)');
    await numberBox(page, 'Balance (SAR)').fill('120');
    await chooseOption(page, 'Status', 'Inactive');
    await typeDate(page, 'Available from', '2026-12-01');
    await typeDate(page, 'Available to', '2027-01-15');
    await page.getByLabel('Upload customers file').setInputFiles(CUSTOMERS_CSV);
    await expect(uploadSummary(page)).toContainText('2 customers read from faults.csv');
  },
  expectFilled: async (page) => {
    await expect(textbox(page, 'Group')).toHaveValue('Faults vouchers');
    await selectShows(page, 'Type', 'One-time (spent on one order)');
    await expect(numberBox(page, 'Balance (SAR)')).toHaveValue('120');
    await selectShows(page, 'Status', 'Inactive');
    await dateShows(page, 'availableFrom', '2026-12-01');
    await dateShows(page, 'availableTo', '2027-01-15');
    await expect(uploadSummary(page)).toContainText('2 customers read from faults.csv');
  },
  write: { method: 'POST', path: /\/api\/v1\/vouchers$/ },
  saved: async (page) => {
    await expectToast(page, 'Voucher created');
    await expect(page).toHaveURL(/\/vouchers(\?.*)?$/);
  },
};

const voucherEdit: FormCase = {
  name: 'voucher edit',
  path: '/vouchers/vch_0001',
  fill: async (page) => {
    await textbox(page, 'Group').fill('Faults vouchers, edited');
    await numberBox(page, 'Balance (SAR)').fill('75.5');
    await typeDate(page, 'Available to', '2028-02-29');
  },
  expectFilled: async (page) => {
    await expect(textbox(page, 'Group')).toHaveValue('Faults vouchers, edited');
    await expect(numberBox(page, 'Balance (SAR)')).toHaveValue('75.5');
    await dateShows(page, 'availableTo', '2028-02-29');
  },
  write: { method: 'PATCH', path: /\/api\/v1\/vouchers\/vch_0001$/ },
  saved: async (page) => {
    await expectToast(page, 'Voucher updated');
    await expect(page).toHaveURL(/\/vouchers(\?.*)?$/);
  },
};

const bannerCreate: FormCase = {
  name: 'banner create',
  path: '/banners/newbanner',
  fill: async (page) => {
    await textbox(page, 'Name').fill('Faults banner');
    await numberBox(page, 'Priority').fill('3');
    await typeDate(page, 'Start date', '2027-01-10');
    await typeDate(page, 'End date', '2027-02-28');
    await chooseOption(page, 'Status', 'Inactive');
    await chooseOption(page, 'Link type', 'Web address');
    await page.getByRole('textbox', { name: /^Link/ }).fill('https://example.com/faults');
    await page.getByLabel('Upload image').setInputFiles({ name: 'faults.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByRole('img', { name: 'Preview of Faults banner' })).toBeVisible();
  },
  expectFilled: async (page) => {
    await expect(textbox(page, 'Name')).toHaveValue('Faults banner');
    await expect(numberBox(page, 'Priority')).toHaveValue('3');
    await dateShows(page, 'validFrom', '2027-01-10');
    await dateShows(page, 'validTo', '2027-02-28');
    await selectShows(page, 'Status', 'Inactive');
    await selectShows(page, 'Link type', 'Web address');
    await expect(page.getByRole('textbox', { name: /^Link/ })).toHaveValue('https://example.com/faults');
    await expect(page.getByRole('img', { name: 'Preview of Faults banner' })).toBeVisible();
  },
  write: { method: 'POST', path: /\/api\/v1\/banners$/ },
  saved: async (page) => {
    await expectToast(page, 'Banner created');
    await expect(page).toHaveURL(/\/banners(\?.*)?$/);
  },
};

const bannerEdit: FormCase = {
  name: 'banner edit',
  path: '/banners/bnr_001',
  fill: async (page) => {
    await textbox(page, 'Name').fill('Faults banner, edited');
    await numberBox(page, 'Priority').fill('9');
    await typeDate(page, 'End date', '2028-06-30');
    await chooseOption(page, 'Status', 'Inactive');
  },
  expectFilled: async (page) => {
    await expect(textbox(page, 'Name')).toHaveValue('Faults banner, edited');
    await expect(numberBox(page, 'Priority')).toHaveValue('9');
    await dateShows(page, 'validTo', '2028-06-30');
    await selectShows(page, 'Status', 'Inactive');
  },
  write: { method: 'PUT', path: /\/api\/v1\/banners\/bnr_001$/ },
  saved: async (page) => {
    await expectToast(page, 'Banner updated');
    await expect(page).toHaveURL(/\/banners(\?.*)?$/);
  },
};

test.describe('marketing forms saving through faults', () => {
  test.beforeEach(async ({ page }) => signInAsAdmin(page));

  testSavesSurviveFaults([
    offerCreate,
    offerEdit,
    promoCreate,
    promoEdit,
    voucherCreate,
    voucherEdit,
    bannerCreate,
    bannerEdit,
  ]);

  test('voucher create: a failed customers upload shows the message and keeps the form; the file picked again is read and the voucher saves', async ({
    page,
  }) => {
    await openForm(page, voucherCreate);
    await textbox(page, 'Group').fill('Faults upload');
    await numberBox(page, 'Balance (SAR)').fill('50');
    await armFault(page, { mode: '500', count: 1, methods: ['POST'], path: 'vouchers/upload' });
    await Promise.all([
      expectToast(page, SERVER_FAULT_TEXT),
      page.getByLabel('Upload customers file').setInputFiles(CUSTOMERS_CSV),
    ]);
    await expect(page).toHaveURL(/\/vouchers\/create$/);
    await expect(textbox(page, 'Group')).toHaveValue('Faults upload');
    await expect(numberBox(page, 'Balance (SAR)')).toHaveValue('50');
    await expect(uploadSummary(page)).toHaveCount(0);
    await clearFaults(page);
    await page.getByLabel('Upload customers file').setInputFiles(CUSTOMERS_CSV);
    await expect(uploadSummary(page)).toContainText('2 customers read from faults.csv');
    await typeDate(page, 'Available from', '2026-12-01');
    await typeDate(page, 'Available to', '2027-01-15');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expectToast(page, 'Voucher created');
  });

  test("banner create: a failed image upload says 'Error Upload Photo', in one toast, and keeps the form; the image picked again is shown", async ({
    page,
  }) => {
    await openForm(page, bannerCreate);
    await textbox(page, 'Name').fill('Faults photo');
    await numberBox(page, 'Priority').fill('4');
    // The upload asks the API where to put the file (GET image): that call fails.
    await armFault(page, { mode: '500', count: 1, methods: ['GET'], path: 'image' });
    await Promise.all([
      expectToast(page, 'Error Upload Photo'),
      page.getByLabel('Upload image').setInputFiles({ name: 'faults.png', mimeType: 'image/png', buffer: PNG }),
    ]);
    // The failure is said once: not the server's message beside it.
    await expect(page.getByRole('region', { name: /^Notifications/ }).getByRole('alert')).toHaveCount(1);
    await expect(page).toHaveURL(/\/banners\/newbanner$/);
    await expect(textbox(page, 'Name')).toHaveValue('Faults photo');
    await expect(numberBox(page, 'Priority')).toHaveValue('4');
    await expect(page.getByRole('img', { name: 'Preview of Faults photo' })).toHaveCount(0);
    await clearFaults(page);
    await page.getByLabel('Upload image').setInputFiles({ name: 'faults.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByRole('img', { name: 'Preview of Faults photo' })).toBeVisible();
  });

  testSessionLossReturnsToPage([offerEdit]);
});
