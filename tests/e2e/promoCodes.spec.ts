import { readFile } from 'node:fs/promises';
import { type Page } from '@playwright/test';
import { expect as baseExpect, test } from './fixtures';
import { dataRows, parseCsv, shot, showColumn, signInAsAdmin } from './helpers';
import { expectToast } from './toasts';

// Pages load lazily (the date pickers come with the forms): on a busy shared runner that can take longer
// than the suite's 10 s, so these waits are longer; a real failure still fails.
const expect = baseExpect.configure({ timeout: 30_000 });
test.use({ actionTimeout: 30_000 });

/** Types a whole date into the picker's sections: year, month, day. */
async function typeDate(page: Page, label: string, value: string) {
  const group = page.getByRole('group', { name: label });
  await group.getByRole('spinbutton').first().click();
  await page.keyboard.type(value.replace(/-/g, ''));
}

/** Opens a select by its label and picks an option. */
async function choose(page: Page, label: RegExp, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Types into an autocomplete and takes the first suggestion. */
async function suggest(page: Page, label: RegExp, text: string) {
  const input = page.getByRole('combobox', { name: label });
  await input.fill(text);
  // As staff do: the option that matches what was typed, once the suggestions show it.
  await page
    .getByRole('option', { name: new RegExp(text) })
    .first()
    .click();
  if (text) await expect(page.getByRole('button', { name: new RegExp(text) })).toBeVisible();
}

interface NewCode {
  code: string;
  type: string;
  discountType?: string;
  discount?: string;
  plans?: boolean;
}

/**
 * Two types, through the real pickers: the date fields typed section by section, the plans autocomplete, a
 * type that hides the discount. The fields of each of the five types and a product code with an item found in the
 * menu are proven in tests/integration/promoCodesForm.test.tsx; each type's body in tests/contract/marketing.test.ts.
 */
const NEW_CODES: NewCode[] = [
  { code: 'E2E-DELIVERY', type: 'Free delivery' },
  { code: 'E2E-PLAN', type: 'Subscription', discountType: 'Percentage', discount: '20', plans: true },
];

/** Types into the list's search box and returns the only row left. */
async function findRow(page: Page, search: string) {
  await page.getByRole('textbox', { name: 'Search' }).fill(search);
  await expect(dataRows(page)).toHaveCount(1);
  // The row of this search, not the one of the previous search still on screen.
  await expect(dataRows(page).first()).toContainText(search);
  return dataRows(page).first();
}

test.describe('promo codes', () => {
  test('an admin creates a free-delivery and a subscription code, then deactivates one and it is still inactive after a reload', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await signInAsAdmin(page, 'en', '/promoCodes');
    for (const promo of NEW_CODES) {
      // In-app navigation: one page load for both.
      await page.getByRole('link', { name: 'Create' }).click();
      const name = page.getByRole('textbox', { name: 'Name', exact: true });
      await expect(name).toBeEditable({ timeout: 30_000 });
      await name.fill(`${promo.type} e2e`);
      await page.getByRole('textbox', { name: 'Code', exact: true }).fill(promo.code.toLowerCase());
      await choose(page, /^Type/, promo.type);
      if (promo.type === 'Free delivery')
        await expect(page.getByRole('combobox', { name: /^Discount type/ })).toHaveCount(0);
      if (promo.discountType) await choose(page, /^Discount type/, promo.discountType);
      if (promo.discount) await page.getByRole('spinbutton', { name: /^Discount/ }).fill(promo.discount);
      await typeDate(page, 'Valid from', '2026-12-01');
      await typeDate(page, 'Valid to', '2027-01-15');
      await page.getByRole('spinbutton', { name: /^Total redemptions/ }).fill('500');
      if (promo.plans) await suggest(page, /^Plans/, '');
      if (promo.type === 'Subscription') await shot(page, 'promo-create-subscription');
      await page.getByRole('button', { name: 'Save' }).click();
      await expectToast(page, 'Promo code created');
      await expect(page).toHaveURL(/\/promoCodes(\?.*)?$/);
    }

    for (const promo of NEW_CODES) {
      const row = await findRow(page, promo.code);
      await expect(row).toContainText(promo.type);
      await expect(row).toContainText('2026-12-01 → 2027-01-15');
      await expect(row).toContainText('Active');
    }

    const row = await findRow(page, 'E2E-DELIVERY');
    await row.getByRole('button', { name: 'Deactivate' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Deactivate E2E-DELIVERY?');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expectToast(page, 'Promo code deactivated');
    await expect(row).toContainText('Inactive');

    await page.reload();
    const again = await findRow(page, 'E2E-DELIVERY');
    await expect(again).toContainText('Inactive');
    await expect(again.getByRole('button', { name: 'Activate' })).toBeVisible();
    await shot(page, 'promo-list-deactivated');
  });

  test('the export is the whole filtered list as CSV with a BOM, one row per code, readable columns', async ({
    page,
  }) => {
    await signInAsAdmin(page, 'en', '/promoCodes');
    // The name starts hidden in the list (it fits a 1280-pixel laptop without it); the export has it always.
    await showColumn(page, 'Name');
    await choose(page, /^Type/, 'Free delivery');
    await expect(dataRows(page).first()).toContainText('Free delivery');
    const range = page.getByText(/^\d+-\d+ of \d+$/);
    await expect(range).toBeVisible();
    const listed = Number((await range.textContent())!.split(' of ')[1]);
    expect(listed).toBe(60);
    // After the row's checkbox: the code, then the name.
    const firstCode = (await dataRows(page).first().getByRole('cell').nth(1).textContent())!.trim();
    // The seed's hostile names may come first: the export carries the name as the list shows it.
    const firstName = (await dataRows(page).first().getByRole('cell').nth(2).textContent())!;

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('promo-codes.csv');
    const bytes = await readFile(await download.path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...rows] = parseCsv(bytes.subarray(3).toString('utf8'));
    expect(header).toEqual([
      'Code',
      'Name',
      'Type',
      'Discount type',
      'Discount',
      'Max discount amount',
      'Min cart value',
      'Valid from',
      'Valid to',
      'Total redemptions',
      'Redemptions per user',
      'Used',
      'Branches',
      'Items',
      'Plans',
      'Tag',
      'Status',
    ]);
    expect(rows).toHaveLength(listed);
    for (const row of rows) {
      expect(row).toHaveLength(header.length);
      expect(row[2]).toBe('Free delivery');
      expect(row[4]).toBe('');
      expect(row[7]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(row[7] <= row[8]).toBe(true);
      expect(['Active', 'Inactive']).toContain(row[16]);
    }
    const first = rows.find((row) => row[0] === firstCode);
    expect(first?.[1]).toBe(/^[=+\-@\t\r]/.test(firstName) ? `'${firstName}` : firstName);
    // And the seed's plain codes are named after their type and code.
    const plain = rows.filter((row) => row[1].startsWith('Free delivery '));
    expect(plain.length).toBeGreaterThan(listed / 2);
    for (const row of plain) expect(row[1]).toBe(`Free delivery ${row[0]}`);
  });

  test('the promo code form reads right to left in Arabic and says its rules in Arabic', async ({ page }) => {
    await signInAsAdmin(page, 'ar', '/promoCodes/create');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const name = page.getByRole('textbox', { name: 'الاسم', exact: true });
    await expect(name).toBeEditable({ timeout: 30_000 });
    await name.fill('خصم الشتاء');
    await page.getByRole('textbox', { name: 'الرمز', exact: true }).fill('WINTER-AR');
    await choose(page, /^النوع/, 'منتج محدد السعر');
    await page.getByRole('spinbutton', { name: /^الخصم/ }).fill('150');
    await page.getByRole('spinbutton', { name: /^الحد الأدنى لقيمة السلة/ }).fill('-10');
    await typeDate(page, 'صالح من', '2026-12-20');
    await typeDate(page, 'صالح حتى', '2026-12-10');
    await page.getByRole('button', { name: 'حفظ' }).click();
    await expect(page.getByText('لا يمكن أن تزيد النسبة المئوية عن 100')).toBeVisible();
    await expect(page.getByText('لا يمكن أن تكون القيمة سالبة')).toBeVisible();
    await expect(page.getByText('لا يمكن أن يكون تاريخ نهاية الصلاحية قبل تاريخ بدايتها')).toBeVisible();
    await expect(page.getByText('اختر صنفاً واحداً على الأقل')).toBeVisible();
    await expectToast(page, 'يجب إكمال البيانات');
    await shot(page, 'promo-form-arabic');
  });
});
