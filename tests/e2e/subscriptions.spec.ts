import { expect as baseExpect, test } from './fixtures';
import { dataRows, shot, signInAdminIn, signInAsAdmin } from './helpers';
import { expectToast } from './toasts';

// Lazy chunks and a few thousand subscribers on a shared 2-core machine: generous waits per step.
const expect = baseExpect.configure({ timeout: 30_000 });
test.use({ actionTimeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

test.describe('subscriptions', () => {
  test('a plan with two period variants is created and listed; plan settings are changed and kept after a reload', async ({
    page,
  }) => {
    await signInAsAdmin(page);
    await page.goto('/subscriptions/plans');
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

  test('a subscriber found by mobile among thousands is moved to another branch after a confirmation', async ({
    page,
  }) => {
    await signInAsAdmin(page);
    await page.goto('/subscriptions');
    await expect(page).toHaveURL(/\/subscriptions\/subscribers/);
    await expect(dataRows(page)).toHaveCount(25);
    await expect(page.getByText(/of 3,000|of 3000/)).toBeVisible();
    // Someone from the third page, looked up as a customer says the number: 05…
    const firstOfPage1 = (await dataRows(page).first().textContent()) ?? '';
    await page.getByRole('button', { name: 'Go to page 3' }).click();
    // The list keeps page 1's rows on screen until page 3 arrives; then one row is read at once.
    await expect(dataRows(page).first()).not.toHaveText(firstOfPage1);
    // After the row's checkbox: name, mobile, plan, start, end, branch.
    const [, name = '', mobile = '', , , , branchBefore = ''] = await dataRows(page)
      .nth(7)
      .getByRole('cell')
      .allTextContents();
    await page.getByRole('textbox', { name: 'Name or mobile' }).fill(mobile.replace('+966', '0'));
    await expect(dataRows(page)).toHaveCount(1);
    const row = dataRows(page).first();
    await expect(row).toContainText(name);

    await row.getByRole('button', { name: 'Change branch' }).click();
    const dialog = page.getByRole('dialog', { name: `Move ${name} to another branch?` });
    await expect(dialog.getByRole('button', { name: 'Confirm' })).toBeDisabled();
    await dialog.getByRole('combobox', { name: 'New branch' }).click();
    // Their own branch, when it is open, is listed but cannot be picked.
    const option = page.getByRole('option', { disabled: false }).first();
    const branchAfter = (await option.textContent()) ?? '';
    expect(branchAfter).not.toBe(branchBefore);
    await option.click();
    await shot(page, 'subscriber-change-branch');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expectToast(page, `Branch changed for ${name}`);
    await expect(row.getByRole('cell').nth(6)).toHaveText(branchAfter);
    await page.reload();
    await expect(dataRows(page).first().getByRole('cell').nth(6)).toHaveText(branchAfter);
    await shot(page, 'subscribers');
  });

  for (const [language, texts] of [
    ['en', { change: 'Change branch', newBranch: 'New branch' }],
    ['ar', { change: 'تغيير الفرع', newBranch: 'الفرع الجديد' }],
  ] as const) {
    test(`the branches a subscriber can move to are listed by name, in the order of the screen's language (${language})`, async ({
      page,
    }) => {
      await signInAdminIn(page, language);
      await page.goto('/subscriptions/subscribers');
      await dataRows(page).first().getByRole('button', { name: texts.change }).click();
      await page.getByRole('dialog').getByRole('combobox', { name: texts.newBranch }).click();
      const options = page.getByRole('option');
      await expect(options.nth(2)).toBeVisible();
      const names = (await options.allTextContents()).map((name) => name.trim());
      const collator = new Intl.Collator(language, { numeric: true, sensitivity: 'base' });
      expect(names).toEqual([...names].sort(collator.compare));
    });
  }
});
