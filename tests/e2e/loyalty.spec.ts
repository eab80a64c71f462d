import { expect as baseExpect, test, type Page } from '@playwright/test';
import { ADMIN, ARABIC_SIGN_IN, chooseLanguage, shot, signInAsAdmin, submitSignIn, toast } from './helpers';

// A lazy chunk and a 28-cell grid on a shared 2-core machine: generous waits per step.
const expect = baseExpect.configure({ timeout: 30_000 });
test.use({ actionTimeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

/** A cell of the grid: its button is named "<day> <DD/MM> · <category>: <item or empty>". */
const cell = (page: Page, day: string, category: string) =>
  page.getByRole('button', { name: new RegExp(`^${day} \\d\\d/\\d\\d · ${category}:`) });

/** Picks the first menu item matching `search` for a cell; answers the item's name. */
async function fillCell(page: Page, day: string, category: string, search: string): Promise<string> {
  await cell(page, day, category).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox', { name: 'Menu item' }).fill(search);
  const option = page.getByRole('option').filter({ hasText: search }).first();
  const name = (await option.locator('span').first().textContent()) ?? '';
  await option.click();
  // The points follow the price at the programme's rate (10 points per 1 SAR).
  await expect(dialog.getByRole('spinbutton', { name: 'Points' })).not.toHaveValue('');
  await dialog.getByRole('button', { name: 'Set item' }).click();
  await expect(dialog).toBeHidden();
  await expect(cell(page, day, category)).toContainText(name);
  return name;
}

test.describe('loyalty', () => {
  test('fill this week, a past day refused, add the next week, save, and both weeks are kept after a reload', async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto('/loyality');
    const grid = page.getByRole('table', { name: 'Reward items by day and category' });
    await expect(grid).toBeVisible();
    await expect(grid.getByRole('row')).toHaveCount(8); // a header and Saturday to Friday

    // Friday is the week's last day: never in the past, whatever day the test runs.
    const dessert = await fillCell(page, 'Friday', 'Desserts', 'Kunafa');
    await shot(page, 'loyalty-week-filled');

    // Last week is over: its cells refuse any change.
    await page.getByRole('button', { name: 'Previous week' }).click();
    await cell(page, 'Saturday', 'Drinks').click();
    await expect(toast(page, "Can't insert previous day")).toBeVisible();
    await expect(page.getByRole('dialog')).toBeHidden();
    await shot(page, 'loyalty-past-day');

    await page.getByRole('button', { name: 'This week' }).click();
    const addNext = page.getByRole('button', { name: /^Add week / });
    const label = ((await addNext.textContent()) ?? '').replace('Add week ', '');
    await addNext.click();
    await expect(toast(page, `Week ${label} added`)).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Week' })).toContainText(label);
    await expect(page.getByRole('button', { name: /: empty$/ })).toHaveCount(28);
    const drink = await fillCell(page, 'Friday', 'Drinks', 'Latte');

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(toast(page, 'loyalty saved')).toBeVisible();

    await page.reload();
    await expect(cell(page, 'Friday', 'Desserts')).toContainText(dessert);
    await page.getByRole('combobox', { name: 'Week' }).click();
    await page.getByRole('option', { name: label }).click();
    await expect(cell(page, 'Friday', 'Drinks')).toContainText(drink);
    await shot(page, 'loyalty-next-week');
  });

  test('the loyalty page in Arabic: right-to-left, Arabic headings, days and the refusal of a past day', async ({ page }) => {
    await page.goto('/login');
    await chooseLanguage(page, 'English', 'العربية');
    await submitSignIn(page, ADMIN, undefined, ARABIC_SIGN_IN);
    await expect(page).toHaveURL(/\/branches$/);
    await page.goto('/loyality');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { name: 'برنامج الولاء' })).toBeVisible();
    const grid = page.getByRole('table', { name: 'أصناف المكافآت حسب اليوم والفئة' });
    await expect(grid.getByRole('columnheader', { name: 'الحلويات' })).toBeVisible();
    await expect(grid.getByRole('rowheader').first()).toContainText('السبت');
    await expect(grid).toContainText('ر.س');
    await shot(page, 'loyalty-ar');
    await page.getByRole('button', { name: 'الأسبوع السابق' }).click();
    await page.getByRole('button', { name: /^السبت .* · المشروبات:/ }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'لا يمكن الإضافة في يوم سابق' })).toBeVisible();
    await shot(page, 'loyalty-ar-past-day');
  });
});
