import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { dataRows, signInAsAdmin } from './helpers';
import { expectToast } from './toasts';

function settingRow(page: Page, key: string) {
  return dataRows(page).filter({ has: page.getByRole('cell', { name: key, exact: true }) });
}

test.describe('settings', () => {
  // Editing and creating a setting (the refusal, the save, the list after it) are
  // tests/integration/usersAndSettings's; a setting created from the keyboard is listed in a11y.spec.ts, and
  // saved settings are read back after a reload here.
  test('two tabs of the demo: a setting saved in each tab is kept, neither overwrites the other', async ({
    page,
    context,
  }) => {
    await signInAsAdmin(page, 'en', '/settings');
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
});
