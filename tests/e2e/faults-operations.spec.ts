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
  testSavesSurviveFaults,
  testSessionLossKeepsWork,
  numberBox,
  selectShows,
  watchCalls,
  textbox,
  type FormCase,
} from './faults';

test.use({ actionTimeout: 30_000 });
test.describe.configure({ timeout: 120_000 });
const slowExpect = expect.configure({ timeout: 30_000 });

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
  '/customerCare/tk_100051/show',
  /\/api\/v1\/customer-care\/tk_100051\/comment$/,
  'Called back after the outage.\nRefund confirmed.',
);

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
    // The subscriber's own branch is listed too, but cannot be picked.
    const option = page.getByRole('option', { disabled: false }).first();
    movedTo = (await option.textContent()) ?? '';
    await option.click();
  },
  expectFilled: async (page) => {
    await expect(page.getByRole('dialog').getByRole('combobox', { name: 'New branch' })).toHaveValue(movedTo);
  },
  write: { method: 'POST', path: /\/api\/v1\/subscriptions\/[^/]+\/branch$/ },
  saved: async (page) => {
    await expectToast(page, 'Branch changed for');
    await expect(page.getByRole('dialog')).toBeHidden();
  },
};

test.describe('operations forms saving through faults', () => {
  // The saves that are not react-admin's form: two pages saved by their own call, a comment, a row's inline
  // price and a dialog.
  testSavesSurviveFaults([planSettings, loyaltyWeek, ticketComment, branchItemPrice, subscriberBranch]);

  test('catering status change: a 500 and a lost connection show the message and change nothing; a double-clicked Confirm then changes it with one request', async ({
    page,
  }) => {
    await signInAsAdmin(page, 'en', `/catering?filter=${encodeURIComponent(JSON.stringify({ status: 'new' }))}`);
    await slowExpect(dataRows(page).first()).toContainText('New');
    // The first cell is the row's checkbox.
    await dataRows(page).first().getByRole('cell').nth(1).click();
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

  testSessionLossKeepsWork([ticketComment]);
});
