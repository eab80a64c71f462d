import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { dataRows, shot, signInAsAdmin } from './helpers';
import { expectToast } from './toasts';

function settingRow(page: Page, key: string) {
  return dataRows(page).filter({ has: page.getByRole('cell', { name: key, exact: true }) });
}

test.describe('settings', () => {
  test('editing a setting: an empty value is refused with "Value is required"; a new value is saved, listed and kept after a reload', async ({
    page,
  }) => {
    // A refused form and "settings saved" are react-admin notifications.
    await signInAsAdmin(page);
    await page.goto('/settings');
    const row = settingRow(page, 'min_order_value');
    await expect(row).toContainText('30');
    await row.getByRole('cell', { name: 'min_order_value', exact: true }).click();
    await expect(page).toHaveURL(/\/settings\/min_order_value$/);

    const value = page.getByRole('textbox', { name: 'Value' });
    await expect(value).toHaveValue('30');
    await value.fill('');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Value is required')).toBeVisible();
    await expect(page).toHaveURL(/\/settings\/min_order_value$/);
    await shot(page, 'settings-value-required');

    await value.fill('45');
    await page.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'settings saved');
    await expect(page).toHaveURL(/\/settings$/);
    await expect(settingRow(page, 'min_order_value')).toContainText('45');
    await shot(page, 'settings-list');

    await page.reload();
    await expect(settingRow(page, 'min_order_value')).toContainText('45');
    await expect(settingRow(page, 'min_order_value')).not.toContainText('30');
  });

  test('two tabs of the demo: a setting saved in each tab is kept, neither overwrites the other', async ({
    page,
    context,
  }) => {
    await signInAsAdmin(page);
    await page.goto('/settings');
    await expect(settingRow(page, 'min_order_value')).toContainText('30');
    // The second tab has read the settings before the first tab saves, as two open screens have.
    const other = await context.newPage();
    await other.goto('/settings');
    await expect(settingRow(other, 'max_cart_value')).toContainText('50000');

    const saveIn = async (tab: Page, key: string, value: string) => {
      await settingRow(tab, key).getByRole('cell', { name: key, exact: true }).click();
      await tab.getByRole('textbox', { name: 'Value' }).fill(value);
      await tab.getByRole('button', { name: 'Save' }).click();
      await expectToast(tab, 'settings saved');
      await expect(tab).toHaveURL(/\/settings$/);
    };
    await saveIn(page, 'min_order_value', '45');
    await saveIn(other, 'max_cart_value', '60000');

    for (const tab of [page, other]) {
      await tab.reload();
      await expect(settingRow(tab, 'min_order_value')).toContainText('45');
      await expect(settingRow(tab, 'max_cart_value')).toContainText('60000');
    }
    await other.close();
  });

  test('a setting created at /settings/create is saved and listed', async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto('/settings/create');
    await page.getByRole('textbox', { name: 'Key' }).fill('welcome_message');
    await page.getByRole('textbox', { name: 'Value' }).fill('Ahlan wa sahlan');
    await page.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'settings saved');
    await expect(page).toHaveURL(/\/settings$/);

    await page.getByRole('textbox', { name: 'Search' }).fill('welcome_message');
    await expect(dataRows(page)).toHaveCount(1);
    await expect(settingRow(page, 'welcome_message')).toContainText('Ahlan wa sahlan');

    await page.reload();
    await expect(settingRow(page, 'welcome_message')).toContainText('Ahlan wa sahlan');
  });
});
