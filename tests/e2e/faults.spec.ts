import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { dataRows, signInAsAdmin } from './helpers';
import { expectToast } from './toasts';
import { testSavesSurviveFaults, testSessionLossReturnsToPage, expectSlowSaveSendsOnce, type FormCase } from './faults';

// Every case saves three times and waits for toasts: heavy forms on a loaded 2-core machine need time.
test.use({ actionTimeout: 30_000 });
test.describe.configure({ timeout: 120_000 });

const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

/** Opens the list row with this text (the list is the form's way in for edits). */
async function openRow(page: Page, text: string) {
  await page.getByRole('textbox', { name: 'Search' }).fill(text);
  await expect(dataRows(page)).toHaveCount(1);
  await dataRows(page).first().getByRole('cell').nth(1).click();
}

const userCreate: FormCase = {
  name: 'user create',
  path: '/users/newuser',
  fill: async (page) => {
    await textbox(page, 'First name').fill('Faulty');
    await textbox(page, 'Last name').fill('Network');
    await textbox(page, 'Email').fill('faulty.e2e@example.com');
    await page.getByRole('combobox', { name: 'Privilege' }).click();
    await page.getByRole('option', { name: 'Customer Care Agent' }).click();
    await textbox(page, 'Password').fill('faulty-pass-123');
  },
  expectFilled: async (page) => {
    await expect(textbox(page, 'First name')).toHaveValue('Faulty');
    await expect(textbox(page, 'Last name')).toHaveValue('Network');
    await expect(textbox(page, 'Email')).toHaveValue('faulty.e2e@example.com');
    await expect(page.getByRole('combobox', { name: 'Privilege' })).toHaveText('Customer Care Agent');
    await expect(textbox(page, 'Password')).toHaveValue('faulty-pass-123');
  },
  write: { method: 'POST', path: /\/api\/v1\/system-user$/ },
  saved: async (page) => {
    await expectToast(page, 'User created');
    await expect(page).toHaveURL(/\/users$/);
  },
};

const userEdit: FormCase = {
  name: 'user edit',
  path: '/users',
  open: (page) => openRow(page, 'agent@example.com'),
  fill: (page) => textbox(page, 'Last name').fill('Retried'),
  expectFilled: (page) => expect(textbox(page, 'Last name')).toHaveValue('Retried'),
  write: { method: 'PUT', path: /\/api\/v1\/system-user\/[^/]+$/ },
  saved: async (page) => {
    await expectToast(page, 'User updated');
    // Back to the list as it was left: the search that found the user stays in the address.
    await expect(page).toHaveURL(/\/users(\?.*)?$/);
  },
};

const settingEdit: FormCase = {
  name: 'setting edit',
  path: '/settings/min_order_value',
  fill: (page) => textbox(page, 'Value').fill('55'),
  expectFilled: (page) => expect(textbox(page, 'Value')).toHaveValue('55'),
  write: { method: 'PATCH', path: /\/api\/v1\/settings\/min_order_value$/ },
  saved: async (page) => {
    await expectToast(page, 'settings saved');
    await expect(page).toHaveURL(/\/settings$/);
  },
};

const settingCreate: FormCase = {
  name: 'setting create',
  path: '/settings/create',
  fill: async (page) => {
    await textbox(page, 'Key').fill('faults_message');
    await textbox(page, 'Value').fill('kept after a fault');
  },
  expectFilled: async (page) => {
    await expect(textbox(page, 'Key')).toHaveValue('faults_message');
    await expect(textbox(page, 'Value')).toHaveValue('kept after a fault');
  },
  write: { method: 'PATCH', path: /\/api\/v1\/settings\/faults_message$/ },
  saved: async (page) => {
    await expectToast(page, 'settings saved');
    await expect(page).toHaveURL(/\/settings$/);
  },
};

const branchCreate: FormCase = {
  name: 'branch create',
  path: '/branches/create',
  fill: async (page) => {
    await page.getByLabel('Name (English)').fill('Faults Branch');
    await page.getByLabel('Name (Arabic)').fill('فرع الأعطال');
    await page.getByLabel('Reference code').fill('FLT-E2E-1');
    await page.getByLabel('Phone').fill('+966138009988');
    await page.getByLabel('Address').fill('Fault Rd, Riyadh');
  },
  expectFilled: async (page) => {
    await expect(page.getByLabel('Name (English)')).toHaveValue('Faults Branch');
    await expect(page.getByLabel('Name (Arabic)')).toHaveValue('فرع الأعطال');
    await expect(page.getByLabel('Reference code')).toHaveValue('FLT-E2E-1');
    await expect(page.getByLabel('Phone')).toHaveValue('+966138009988');
    await expect(page.getByLabel('Address')).toHaveValue('Fault Rd, Riyadh');
  },
  write: { method: 'POST', path: /\/api\/v1\/Branches$/ },
  saved: async (page) => {
    await expectToast(page, 'Branch created');
    await expect(page).toHaveURL(/\/branches\/br_[0-9a-f]+$/);
  },
};

const menuItemEdit: FormCase = {
  name: 'menu item edit',
  path: '/menus',
  open: async (page) => {
    await page.getByRole('textbox', { name: 'Search' }).fill('Classic Shakshuka');
    await expect(dataRows(page)).toHaveCount(1);
    await dataRows(page).first().getByRole('cell', { name: 'Classic Shakshuka' }).click();
    await expect(page).toHaveURL(/\/menus\/it_[0-9a-f]+$/);
  },
  // The item's own price (its variants and modifiers have price fields too).
  fill: (page) => page.locator('input[name="price"]').fill('21.5'),
  expectFilled: (page) => expect(page.locator('input[name="price"]')).toHaveValue('21.5'),
  // The spec has no PUT for items: POST menu/create-item with the item's id saves it (API.md).
  write: { method: 'POST', path: /\/api\/v1\/menu\/create-item$/ },
  saved: (page) => expectToast(page, 'Item updated'),
};

const categoryCreate: FormCase = {
  name: 'category create',
  path: '/menus/categories/create',
  fill: async (page) => {
    await textbox(page, 'Name').fill('Faults Category');
    await textbox(page, 'Arabic name').fill('تصنيف الأعطال');
  },
  expectFilled: async (page) => {
    await expect(textbox(page, 'Name')).toHaveValue('Faults Category');
    await expect(textbox(page, 'Arabic name')).toHaveValue('تصنيف الأعطال');
  },
  write: { method: 'POST', path: /\/api\/v1\/menu\/categories$/ },
  saved: (page) => expectToast(page, 'Category created'),
};

test.describe('saving through faults (the fake fails the next call on request)', () => {
  test.beforeEach(async ({ page }) => signInAsAdmin(page));

  testSavesSurviveFaults([
    userCreate,
    userEdit,
    settingEdit,
    settingCreate,
    branchCreate,
    menuItemEdit,
    categoryCreate,
  ]);

  test('setting edit: clicking Save again while a 3-second save is pending sends no second request', async ({
    page,
  }) => {
    await expectSlowSaveSendsOnce(page, settingEdit);
  });

  testSessionLossReturnsToPage([userEdit, settingCreate]);
});
