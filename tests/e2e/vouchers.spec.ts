import { type Page } from '@playwright/test';
import { expect as baseExpect, test } from './fixtures';
import { chooseLanguage, dataRows, shot, signInAsAdmin, toast } from './helpers';
import { XLSX_TYPE, xlsxBytes } from '../support/xlsx';

const expect = baseExpect.configure({ timeout: 30_000 });
test.use({ actionTimeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

/** Types a day into a date picker field section by section, as a keyboard user would. */
async function typeDate(page: Page, label: string, day: string) {
  const field = page.getByRole('group', { name: label });
  await field.getByRole('spinbutton').first().click();
  await page.keyboard.type(day.replace(/-/g, ''));
}

async function fillVoucher(page: Page, group: string) {
  await page.getByLabel('Group').fill(group);
  await page.getByLabel('Balance (SAR)').fill('120');
  await typeDate(page, 'Available from', '2026-12-01');
  await typeDate(page, 'Available to', '2027-01-15');
}

test.describe('vouchers', () => {
  test('creates a voucher from an uploaded CSV: counts and refused rows are shown, the list has it after a reload', async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto('/vouchers/create');
    await fillVoucher(page, 'Browser CSV vouchers');
    const csv = 'mobile\n0501234567\n+966509876543\nnot a phone\ncus_0042\n0501234567\n';
    await page.getByLabel('Upload customers file').setInputFiles({ name: 'customers.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    const summary = page.getByRole('status').filter({ hasText: 'customers read' });
    await expect(summary).toContainText('3 customers read from customers.csv');
    await expect(summary).toContainText('2 rows refused');
    const refused = page.getByRole('table', { name: '2 rows refused' }).getByRole('row');
    await expect(refused.nth(1)).toContainText('4not a phone');
    await expect(refused.nth(2)).toContainText('Already listed in this file');
    await shot(page, 'vouchers-upload-en');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Voucher created')).toBeVisible();
    await expect(page).toHaveURL(/\/vouchers$/);
    await page.reload();
    await page.getByRole('textbox', { name: 'Search' }).fill('Browser CSV');
    await expect(dataRows(page)).toHaveCount(1);
    await expect(dataRows(page).first()).toContainText('3');
    await shot(page, 'vouchers-list-en');
  });

  test('creates a voucher from an Excel workbook, and the form reads right-to-left in Arabic', async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto('/vouchers/create');
    await fillVoucher(page, 'Browser XLSX vouchers');
    const workbook = Buffer.from(xlsxBytes([['Customer'], ['0551112222'], [566667777], ['cus_0100']]));
    await page.getByLabel('Upload customers file').setInputFiles({ name: 'vip.xlsx', mimeType: XLSX_TYPE, buffer: workbook });
    await expect(page.getByRole('status')).toContainText('3 customers read from vip.xlsx');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Voucher created')).toBeVisible();

    await chooseLanguage(page, 'English', 'العربية');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.goto('/vouchers/create');
    await expect(page.getByLabel('المجموعة')).toBeVisible();
    await page.getByLabel('رفع ملف العملاء').setInputFiles({ name: 'c.csv', mimeType: 'text/csv', buffer: Buffer.from('0501234567\nxyz\n') });
    await expect(page.getByRole('status')).toContainText('رُفض صف واحد');
    await shot(page, 'vouchers-form-ar');
  });
});
