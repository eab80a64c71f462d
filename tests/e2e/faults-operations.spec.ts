/**
 * Faults on the other create and edit screens: subscription plans and plan settings, the loyalty week,
 * ticket and catering comments, branch edit, menu item create, category edit, a branch's own item price
 * and a subscriber's branch. Each is saved into a 500 and a dropped connection, keeps everything typed
 * and shows the message, then saves once on a double-clicked retry (faults.ts).
 */
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { dataRows, signInAsAdmin } from './helpers';
import { expectToast } from './toasts';
import {
  NETWORK_ERROR_TEXT,
  SERVER_FAULT_TEXT,
  armFault,
  chooseOption,
  clearFaults,
  dateShows,
  testSavesSurviveFaults,
  testSessionLossReturnsToPage,
  numberBox,
  selectShows,
  watchCalls,
  textbox,
  typeDate,
  type FormCase,
} from './faults';

test.use({ actionTimeout: 30_000 });
test.describe.configure({ timeout: 120_000 });
const slowExpect = expect.configure({ timeout: 30_000 });

const planCreate: FormCase = {
  name: 'plan create',
  path: '/subscriptions/plans/create',
  fill: async (page) => {
    await textbox(page, 'Name (English)').fill('Faults Box');
    await textbox(page, 'Name (Arabic)').fill('صندوق الأعطال');
    await chooseOption(page, 'Delivery days', 'All days');
    await numberBox(page, 'Subscription days a week').fill('6');
    await numberBox(page, 'Allowed freeze days').fill('2');
    await typeDate(page, 'Not before', '2026-12-01');
    await chooseOption(page, 'Status', 'Inactive');
    await numberBox(page, 'Price (SAR)').fill('420');
    await numberBox(page, 'Dinner').fill('1');
  },
  expectFilled: async (page) => {
    await expect(textbox(page, 'Name (English)')).toHaveValue('Faults Box');
    await expect(textbox(page, 'Name (Arabic)')).toHaveValue('صندوق الأعطال');
    await selectShows(page, 'Delivery days', 'All days');
    await expect(numberBox(page, 'Subscription days a week')).toHaveValue('6');
    await expect(numberBox(page, 'Allowed freeze days')).toHaveValue('2');
    await dateShows(page, 'notBefore', '2026-12-01');
    await selectShows(page, 'Status', 'Inactive');
    await expect(numberBox(page, 'Price (SAR)')).toHaveValue('420');
    await expect(numberBox(page, 'Dinner')).toHaveValue('1');
  },
  write: { method: 'POST', path: /\/api\/v1\/subscriptions\/plans$/ },
  saved: async (page) => {
    await expectToast(page, 'Plan created');
    await expect(page).toHaveURL(/\/subscriptions\/plans$/);
  },
};

const planEdit: FormCase = {
  name: 'plan edit',
  path: '/subscriptions/plans/plan_001',
  fill: async (page) => {
    await textbox(page, 'Name (English)').fill('Keto Classic, edited');
    await numberBox(page, 'Allowed freeze days').fill('3');
    await typeDate(page, 'Not after', '2027-06-30');
    await numberBox(page, 'Price (SAR)').first().fill('455');
  },
  expectFilled: async (page) => {
    await expect(textbox(page, 'Name (English)')).toHaveValue('Keto Classic, edited');
    await expect(numberBox(page, 'Allowed freeze days')).toHaveValue('3');
    await dateShows(page, 'notAfter', '2027-06-30');
    await expect(numberBox(page, 'Price (SAR)').first()).toHaveValue('455');
  },
  write: { method: 'PUT', path: /\/api\/v1\/subscriptions\/plans\/plan_001$/ },
  saved: async (page) => {
    await expectToast(page, 'Plan updated');
    await expect(page).toHaveURL(/\/subscriptions\/plans$/);
  },
};

const planSettings: FormCase = {
  name: 'plan settings edit',
  path: '/subscriptions/settings',
  fill: async (page) => {
    await chooseOption(page, 'Submit time', '09:00 pm');
    await numberBox(page, 'Disable freeze before (hours)').fill('6');
    await numberBox(page, 'Disable edit before (hours)').fill('12');
  },
  expectFilled: async (page) => {
    await selectShows(page, 'Submit time', '09:00 pm');
    await expect(numberBox(page, 'Disable freeze before (hours)')).toHaveValue('6');
    await expect(numberBox(page, 'Disable edit before (hours)')).toHaveValue('12');
  },
  write: { method: 'POST', path: /\/api\/v1\/subscriptions\/plan-settings$/ },
  saved: (page) => expectToast(page, 'Plan settings saved'),
};

/** A loyalty grid cell: its button is named "<day> <DD/MM> · <category>: <item or empty>". */
const loyaltyCell = (page: Page, day: string, category: string) =>
  page.getByRole('button', { name: new RegExp(`^${day} \\d\\d/\\d\\d · ${category}:`) });

const loyaltyWeek: FormCase = {
  name: 'loyalty week',
  path: '/loyality',
  fill: async (page) => {
    await numberBox(page, 'Threshold (points)').fill('150');
    await numberBox(page, 'Points per 1 SAR').fill('12');
    await page.getByRole('textbox', { name: 'Category (English)' }).first().fill('Hot drinks');
    // Friday is the week's last day: never in the past, whatever day the test runs.
    await loyaltyCell(page, 'Friday', 'Desserts').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('combobox', { name: 'Menu item' }).fill('Kunafa');
    await page.getByRole('option').filter({ hasText: 'Kunafa' }).first().click();
    await expect(dialog.getByRole('spinbutton', { name: 'Points' })).not.toHaveValue('');
    await dialog.getByRole('button', { name: 'Set item' }).click();
    await expect(dialog).toBeHidden();
  },
  expectFilled: async (page) => {
    await expect(numberBox(page, 'Threshold (points)')).toHaveValue('150');
    await expect(numberBox(page, 'Points per 1 SAR')).toHaveValue('12');
    await expect(page.getByRole('textbox', { name: 'Category (English)' }).first()).toHaveValue('Hot drinks');
    await expect(loyaltyCell(page, 'Friday', 'Desserts')).toContainText('Kunafa');
    await expect(page.getByText('Unsaved changes in this week')).toBeVisible();
  },
  write: { method: 'POST', path: /\/api\/v1\/loyality$/ },
  saved: async (page) => {
    await expectToast(page, 'loyalty saved');
    await expect(page.getByText('Unsaved changes in this week')).toHaveCount(0);
  },
};

const commentCase = (name: string, path: string, api: RegExp, text: string, label = 'New comment'): FormCase => ({
  name,
  path,
  saveLabel: 'Add comment',
  fill: (page) => textbox(page, label).fill(text),
  expectFilled: (page) => expect(textbox(page, label)).toHaveValue(text),
  write: { method: 'PUT', path: api },
  saved: async (page) => {
    await expectToast(page, 'Comment added');
    await expect(page.getByText(text, { exact: true })).toHaveCount(1);
    await expect(textbox(page, label)).toHaveValue('');
  },
});

const ticketComment = commentCase(
  'ticket comment',
  '/customerCare/tk_100001',
  /\/api\/v1\/customer-care\/tk_100001\/comment$/,
  'Called back after the outage.\nRefund confirmed.',
);
const cateringComment = commentCase(
  'catering comment',
  '/catering/ct_5001',
  /\/api\/v1\/catering\/ct_5001\/comment$/,
  'Menu tasting booked for Sunday.',
  'New internal comment',
);

const branchEdit: FormCase = {
  name: 'branch edit',
  path: '/branches/br_0001',
  fill: async (page) => {
    await textbox(page, 'Name (English)').fill('Faults Branch, edited');
    await textbox(page, 'Phone').fill('+966138001122');
    await chooseOption(page, 'Status', 'Inactive');
    await numberBox(page, 'Latitude').fill('24.8');
  },
  expectFilled: async (page) => {
    await expect(textbox(page, 'Name (English)')).toHaveValue('Faults Branch, edited');
    await expect(textbox(page, 'Phone')).toHaveValue('+966138001122');
    await selectShows(page, 'Status', 'Inactive');
    await expect(numberBox(page, 'Latitude')).toHaveValue('24.8');
  },
  write: { method: 'PUT', path: /\/api\/v1\/Branches\/br_0001$/ },
  saved: async (page) => {
    await expectToast(page, 'Branch updated');
    await expect(page).toHaveURL(/\/branches\/br_0001$/);
  },
};

const menuItemCreate: FormCase = {
  name: 'menu item create',
  path: '/menus/itemDetails',
  fill: async (page) => {
    await textbox(page, 'Name (English)').fill('Faults Omelette');
    await textbox(page, 'Name (Arabic)').fill('أومليت الأعطال');
    await chooseOption(page, 'Category', 'Breakfast');
    await numberBox(page, 'Price (SAR)').fill('23');
    await numberBox(page, 'Calories').fill('410');
    await page.getByRole('switch', { name: 'Force select' }).check();
  },
  expectFilled: async (page) => {
    await expect(textbox(page, 'Name (English)')).toHaveValue('Faults Omelette');
    await expect(textbox(page, 'Name (Arabic)')).toHaveValue('أومليت الأعطال');
    await selectShows(page, 'Category', 'Breakfast');
    await expect(numberBox(page, 'Price (SAR)')).toHaveValue('23');
    await expect(numberBox(page, 'Calories')).toHaveValue('410');
    await expect(page.getByRole('switch', { name: 'Force select' })).toBeChecked();
  },
  write: { method: 'POST', path: /\/api\/v1\/menu\/create-item$/ },
  saved: async (page) => {
    await expectToast(page, 'Item created');
    await expect(page).toHaveURL(/\/menus\/it_[0-9a-f]+$/);
  },
};

const categoryEdit: FormCase = {
  name: 'category edit',
  path: '/menus/categories/cat_01',
  fill: async (page) => {
    await textbox(page, 'Name').fill('Breakfast, edited');
    await textbox(page, 'Arabic name').fill('الفطور المعدل');
    await chooseOption(page, 'Status', 'Inactive');
    await numberBox(page, 'Order').fill('7');
  },
  expectFilled: async (page) => {
    await expect(textbox(page, 'Name')).toHaveValue('Breakfast, edited');
    await expect(textbox(page, 'Arabic name')).toHaveValue('الفطور المعدل');
    await selectShows(page, 'Status', 'Inactive');
    await expect(numberBox(page, 'Order')).toHaveValue('7');
  },
  write: { method: 'PUT', path: /\/api\/v1\/menu\/categories$/ },
  saved: (page) => expectToast(page, 'Category updated'),
};

const SHAKSHUKA = 'Classic Shakshuka';
const branchItemPrice: FormCase = {
  name: 'branch item price',
  path: '/menus/branches',
  saveLabel: `Save: ${SHAKSHUKA}`,
  open: async (page) => {
    await page.getByRole('combobox', { name: 'Choose a branch' }).click();
    await page.getByRole('option').first().click();
    await page.getByRole('textbox', { name: 'Search by name' }).fill(SHAKSHUKA);
  },
  fill: async (page) => {
    await page.getByRole('switch', { name: `Available: ${SHAKSHUKA}` }).click();
    await page.getByRole('spinbutton', { name: `Branch price (SAR): ${SHAKSHUKA}` }).fill('19.5');
  },
  expectFilled: async (page) => {
    await expect(page.getByRole('switch', { name: `Available: ${SHAKSHUKA}` })).not.toBeChecked();
    await expect(page.getByRole('spinbutton', { name: `Branch price (SAR): ${SHAKSHUKA}` })).toHaveValue('19.5');
  },
  write: { method: 'PUT', path: /\/api\/v1\/menu\/[^/]+\/item\/[^/]+$/ },
  saved: (page) => expectToast(page, 'Branch price saved'),
};

let movedTo = '';
const subscriberBranch: FormCase = {
  name: 'subscriber branch change',
  path: '/subscriptions/subscribers',
  saveLabel: 'Confirm',
  failure: (page, text) => page.getByRole('dialog').getByRole('alert').filter({ hasText: text }),
  open: async (page) => {
    await page.getByRole('table').getByRole('button', { name: 'Change branch' }).first().click();
  },
  fill: async (page) => {
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('combobox', { name: 'New branch' }).click();
    const option = page.getByRole('option').first();
    movedTo = (await option.textContent()) ?? '';
    await option.click();
  },
  expectFilled: async (page) => {
    await expect(page.getByRole('dialog').getByRole('combobox', { name: 'New branch' })).toHaveText(movedTo);
  },
  write: { method: 'POST', path: /\/api\/v1\/subscriptions\/[^/]+\/branch$/ },
  saved: async (page) => {
    await expectToast(page, 'Branch changed for');
    await expect(page.getByRole('dialog')).toBeHidden();
  },
};

test.describe('operations forms saving through faults', () => {
  test.beforeEach(async ({ page }) => signInAsAdmin(page));

  testSavesSurviveFaults([
    planCreate,
    planEdit,
    planSettings,
    loyaltyWeek,
    ticketComment,
    cateringComment,
    branchEdit,
    menuItemCreate,
    categoryEdit,
    branchItemPrice,
    subscriberBranch,
  ]);

  test('catering status change: a 500 and a lost connection show the message and change nothing; a double-clicked Confirm then changes it with one request', async ({
    page,
  }) => {
    await page.goto(`/catering?filter=${encodeURIComponent(JSON.stringify({ status: 'new' }))}`);
    await slowExpect(dataRows(page).first()).toContainText('New');
    await dataRows(page).first().getByRole('cell').first().click();
    await expect(page).toHaveURL(/\/catering\/ct_\d+$/);
    const where = page.url();
    const fulfill = page.getByRole('button', { name: 'Fulfill', exact: true });
    const confirm = page.getByRole('dialog').getByRole('button', { name: 'Confirm' });
    const writes = watchCalls(page, { method: 'PUT', path: /\/api\/v1\/catering\/ct_\d+$/ });
    for (const [mode, text] of [
      ['500', SERVER_FAULT_TEXT],
      ['network', NETWORK_ERROR_TEXT],
    ] as const) {
      await armFault(page, { mode, count: 1, methods: ['PUT'] });
      await fulfill.click();
      await Promise.all([expectToast(page, text), confirm.click()]);
      expect(page.url(), `a ${mode} fault keeps the request's page`).toBe(where);
      await expect(page.getByText('New', { exact: true }).first()).toBeVisible();
      await expect(fulfill).toBeEnabled();
    }
    expect(writes.count(), 'one request per failed change').toBe(2);
    await clearFaults(page);
    await fulfill.click();
    await confirm.dblclick();
    await expectToast(page, 'Catering request fulfilled');
    await expect(page.getByText('Fulfilled', { exact: true }).first()).toBeVisible();
    await expect(fulfill).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    expect(writes.count() - 2, 'a double click on Confirm sends one request').toBe(1);
    writes.stop();
  });

  testSessionLossReturnsToPage([planCreate, ticketComment]);
});
