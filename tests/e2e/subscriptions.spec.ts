import { expect as baseExpect, test } from './fixtures';
import { dataRows, shot, signInAsAdmin } from './helpers';
import { expectToast } from './toasts';

// Lazy chunks and a few thousand subscribers on a shared 2-core machine: generous waits per step.
const expect = baseExpect.configure({ timeout: 30_000 });
test.use({ actionTimeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

test.describe('subscriptions', () => {
  test('a plan with two period variants is created and listed; plan settings are changed and kept after a reload', async ({
    page,
  }) => {
    await signInAsAdmin(page, 'en', '/subscriptions/plans');
    await expect(dataRows(page)).toHaveCount(10);
    await page.getByRole('link', { name: 'Create' }).click();
    await expect(page).toHaveURL(/\/subscriptions\/plans\/create$/);
    await page.getByLabel('Name (English)').fill('Browser Box');
    await page.getByLabel('Name (Arabic)').fill('صندوق المتصفح');
    await page.getByLabel('Price (SAR)').fill('420');
    await page.getByRole('button', { name: 'Add' }).click();
    await page.getByLabel('Length (days)').nth(1).fill('28');
    await page.getByLabel('Price (SAR)').nth(1).fill('1500');
    await shot(page, 'plans-create');
    await page.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Plan created');
    await expect(page).toHaveURL(/\/subscriptions\/plans(\?.*)?$/);
    const row = dataRows(page).filter({ hasText: 'Browser Box' });
    await expect(row).toContainText('7 days');
    await expect(row).toContainText('28 days');
    await expect(row).toContainText('1,500');
    await shot(page, 'plans-list');

    await page.getByRole('menuitem', { name: 'Plan settings' }).click();
    await expect(page).toHaveURL(/\/subscriptions\/settings$/);
    const freeze = page.getByLabel('Disable freeze before (hours)');
    await expect(freeze).toHaveValue('24');
    await freeze.fill('6');
    await page.getByRole('combobox', { name: 'Submit time' }).click();
    await page.getByRole('option', { name: '09:00 pm' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Plan settings saved');
    await page.reload();
    await expect(page.getByLabel('Disable freeze before (hours)')).toHaveValue('6');
    await expect(page.getByRole('combobox', { name: 'Submit time' })).toContainText('09:00 pm');
    await shot(page, 'plan-settings');
  });

  // A subscriber found by mobile and moved to another branch, and the branches offered in the order of the screen's
  // language: tests/integration/subscriptions. Moves in the browser: faults-operations.spec.ts (through faults)
  // and bulk.spec.ts (many at once).
});
