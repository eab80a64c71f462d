/**
 * Faults on the marketing forms (offers, promo codes, vouchers, banners): each create and edit form is
 * saved into a 500 and a dropped connection, keeps everything typed and shows the message, then saves
 * once on a double-clicked retry (faults.ts). The voucher's customers file is sent when picked, so its
 * upload is checked under a fault too.
 */
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectToast } from './toasts';
import {
  SERVER_FAULT_TEXT,
  armFault,
  chooseOption,
  clearFaults,
  dateShows,
  testSavesSurviveFaults,
  numberBox,
  openForm,
  selectShows,
  textbox,
  typeDate,
  type FormCase,
} from './faults';

test.use({ actionTimeout: 30_000 });
test.describe.configure({ timeout: 120_000 });

/** 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

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

test.describe('marketing forms saving through faults', () => {
  // A create form of react-admin's (the edit form is faults.spec.ts's); the uploads, each sent when picked, below.
  testSavesSurviveFaults([promoCreate]);

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
    // The failure is said once: not the server's message beside it (read from the record of toasts shown, which
    // the one above was taken from; on screen it may already have closed).
    expect(await page.evaluate(() => window.__toastsShown ?? [])).toEqual([]);
    await expect(page).toHaveURL(/\/banners\/newbanner$/);
    await expect(textbox(page, 'Name')).toHaveValue('Faults photo');
    await expect(numberBox(page, 'Priority')).toHaveValue('4');
    await expect(page.getByRole('img', { name: 'Preview of Faults photo' })).toHaveCount(0);
    await clearFaults(page);
    await page.getByLabel('Upload image').setInputFiles({ name: 'faults.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByRole('img', { name: 'Preview of Faults photo' })).toBeVisible();
  });
});
