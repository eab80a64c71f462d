import { type Page } from '@playwright/test';
import { expect as baseExpect, test } from './fixtures';
import { dataRows, shot, showColumn, signInAsAdmin } from './helpers';
import { expectToast } from './toasts';

// Pages load lazily (the date pickers come with the forms): on a busy shared runner that can take longer
// than the suite's 10 s, so these waits are longer; a real failure still fails.
const expect = baseExpect.configure({ timeout: 30_000 });
test.use({ actionTimeout: 30_000 });

async function typeDate(page: Page, label: string, value: string) {
  await page.getByRole('group', { name: label }).getByRole('spinbutton').first().click();
  await page.keyboard.type(value.replace(/-/g, ''));
}

test.describe('offers', () => {
  test('an admin creates an offer, finds it in the list, deactivates it with a confirmation and it stays inactive after a reload', async ({
    page,
  }) => {
    await signInAsAdmin(page);
    test.setTimeout(150_000);
    await page.goto('/offers/create');
    const name = page.getByRole('textbox', { name: 'Name (English)', exact: true });
    await expect(name).toBeEditable({ timeout: 30_000 });
    await name.fill('E2E shakshuka week');
    await page.getByRole('textbox', { name: 'Name (Arabic)', exact: true }).fill('أسبوع الشكشوكة');
    await page.getByRole('textbox', { name: 'Tag (English)', exact: true }).fill('Hot');
    await page.getByRole('textbox', { name: 'Tag (Arabic)', exact: true }).fill('مميز');
    await page.getByRole('spinbutton', { name: /^Discount/ }).fill('30');
    await typeDate(page, 'Valid from', '2026-12-01');
    await typeDate(page, 'Valid to', '2026-12-14');
    await page.getByRole('combobox', { name: /^Items/ }).fill('Shakshuka');
    await page.getByRole('option').first().click();
    await page.getByRole('textbox', { name: 'Image URL' }).fill('/api/v1/media/drawing/e2e-offer.svg');
    await expect(page.getByRole('img', { name: 'Offer image preview' })).toBeVisible();
    await shot(page, 'offer-create');
    await page.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Offer created');
    await expect(page).toHaveURL(/\/offers(\?.*)?$/);

    await page.getByRole('textbox', { name: 'Search' }).fill('E2E shakshuka');
    await expect(dataRows(page)).toHaveCount(1);
    const row = dataRows(page).first();
    await expect(row).toContainText('30%');
    // The tag starts hidden in the list (it fits a 1280-pixel laptop without it), one click away.
    await expect(row).not.toContainText('Hot');
    await showColumn(page, 'Tag');
    await expect(row).toContainText('Hot');
    await expect(row).toContainText('2026-12-01 → 2026-12-14');
    await expect(row).toContainText('Active');
    await row.getByRole('button', { name: 'Deactivate' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await expectToast(page, 'Offer deactivated');
    await expect(row).toContainText('Inactive');

    await page.reload();
    await page.getByRole('textbox', { name: 'Search' }).fill('E2E shakshuka');
    await expect(dataRows(page)).toHaveCount(1);
    await expect(dataRows(page).first()).toContainText('Inactive');
    await shot(page, 'offer-list-deactivated');
  });
});
