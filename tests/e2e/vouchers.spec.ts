import { type Page } from '@playwright/test';
import { expect as baseExpect, test } from './fixtures';
import { chooseLanguage, dataRows, shot, signInAsAdmin } from './helpers';
import { expectToast } from './toasts';
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
  test('creates a voucher from an uploaded CSV: counts and refused rows are shown, the list has it after a reload', async ({
    page,
  }) => {
    await signInAsAdmin(page, 'en', '/vouchers/create');
    await fillVoucher(page, 'Browser CSV vouchers');
    const csv = 'mobile\n0501234567\n+966509876543\nnot a phone\ncus_0042\n0501234567\n';
    await page
      .getByLabel('Upload customers file')
      .setInputFiles({ name: 'customers.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    const summary = page.getByRole('status').filter({ hasText: 'customers read' });
    await expect(summary).toContainText('3 customers read from customers.csv');
    await expect(summary).toContainText('2 rows refused');
    const refused = page.getByRole('table', { name: '2 rows refused' }).getByRole('row');
    await expect(refused.nth(1)).toContainText('4not a phone');
    await expect(refused.nth(2)).toContainText('Already listed in this file');
    await shot(page, 'vouchers-upload-en');
    await page.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Voucher created');
    await expect(page).toHaveURL(/\/vouchers$/);
    await page.reload();
    await page.getByRole('textbox', { name: 'Search' }).fill('Browser CSV');
    await expect(dataRows(page)).toHaveCount(1);
    await expect(dataRows(page).first()).toContainText('3');
    await shot(page, 'vouchers-list-en');
  });

  test('creates a voucher from an Excel workbook, and the form reads right-to-left in Arabic', async ({ page }) => {
    await signInAsAdmin(page, 'en', '/vouchers/create');
    await fillVoucher(page, 'Browser XLSX vouchers');
    const workbook = Buffer.from(xlsxBytes([['Customer'], ['0551112222'], [566667777], ['cus_0100']]));
    await page
      .getByLabel('Upload customers file')
      .setInputFiles({ name: 'vip.xlsx', mimeType: XLSX_TYPE, buffer: workbook });
    await expect(page.getByRole('status')).toContainText('3 customers read from vip.xlsx');
    await page.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Voucher created');

    await chooseLanguage(page, 'English', 'العربية');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.goto('/vouchers/create');
    await expect(page.getByLabel('المجموعة')).toBeVisible();
    await page
      .getByLabel('رفع ملف العملاء')
      .setInputFiles({ name: 'c.csv', mimeType: 'text/csv', buffer: Buffer.from('0501234567\nxyz\n') });
    await expect(page.getByRole('status')).toContainText('رُفض صف واحد');
    await shot(page, 'vouchers-form-ar');
  });
});

test.describe('a big customers file', () => {
  // The page's own timers and clock: this test times the page's main thread.
  test.use({ today: null });

  test('199,000 refused rows: the screen lists the first 100 with the total, and answers a click while the file is read', async ({
    page,
  }) => {
    await signInAsAdmin(page, 'en', '/vouchers/create');
    await expect(page.getByLabel('Group')).toBeVisible();

    const rows = 199_000;
    const csv = `mobile\n${Array.from({ length: rows }, (_, index) => `bad${String(index).padStart(6, '0')}`).join('\n')}\n`;
    expect(csv.length).toBeGreaterThan(1_900_000);

    // The longest task the main thread runs once the file is picked: while it runs, no click, key or paint
    // happens. Playwright's own hand-over of a 2 MB file to the page (before the change event) is not the app's.
    await page.evaluate(() => {
      const state = globalThis as unknown as { longestTask: number; picked: number };
      state.longestTask = 0;
      state.picked = Infinity;
      document.addEventListener('change', () => (state.picked = Math.min(state.picked, performance.now())), true);
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          if (entry.startTime >= state.picked) state.longestTask = Math.max(state.longestTask, entry.duration);
      }).observe({ type: 'longtask' });
    });
    const started = Date.now();
    await page
      .getByLabel('Upload customers file')
      .setInputFiles({ name: 'customers.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await expect(page.getByRole('button', { name: 'Reading the file…' })).toBeVisible();
    const typing = Date.now();
    await page.getByLabel('Group').fill('Typed while the file is read');
    const typed = Date.now() - typing;

    const summary = page.getByRole('status');
    await expect(summary).toContainText('rows refused', { timeout: 120_000 });
    const answered = Date.now() - started;
    const longestTask = await page.evaluate(() => (globalThis as unknown as { longestTask: number }).longestTask);
    test.info().annotations.push({
      type: 'timings',
      description: `answer shown after ${answered} ms, typing took ${typed} ms, longest task ${Math.round(longestTask)} ms`,
    });

    await expect(summary).toContainText('0 customers read from customers.csv');
    await expect(summary).toContainText(`${rows} rows refused`);
    await expect(summary).toContainText(`The first 100 of ${rows} refused rows are listed`);
    const listed = page.getByRole('table', { name: `${rows} rows refused` }).getByRole('row');
    await expect(listed).toHaveCount(101);
    await expect(listed.nth(1)).toContainText('2bad000000');
    await expect(listed.nth(100)).toContainText('101bad000099');
    await expect(page.getByLabel('Group')).toHaveValue('Typed while the file is read');

    // Measured on 2 cores shared with other runs (load average about 20): typing took 1.4 to 2.0 s and the
    // app's longest task 0.3 to 0.7 s. Before, with every refused row in the answer and on screen, typing waited
    // 7.9 s and the answer had not shown after 3 minutes.
    expect(typed).toBeLessThan(4_000);
    expect(longestTask).toBeLessThan(2_000);
  });
});
