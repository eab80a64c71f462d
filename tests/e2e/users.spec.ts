import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { dataRows, shot, signInAsAdmin } from './helpers';
import { expectToast } from './toasts';

const NEW_USER = {
  firstName: 'Zaid',
  lastName: 'Testing',
  editedLastName: 'Tested',
  email: 'zaid.e2e@example.com',
  password: 'zaid-pass-123',
};

/** Types into the list's search box and returns the only row left. */
async function findUserRow(page: Page, search: string) {
  await page.getByRole('textbox', { name: 'Search' }).fill(search);
  await expect(dataRows(page)).toHaveCount(1);
  return dataRows(page).first();
}

test.describe('system users', () => {
  test('an admin creates a user at /users/newuser, finds it by search, edits it, deactivates it with a confirmation and activates it', async ({
    page,
  }) => {
    // "You should complete data", "User created", "User updated", … are react-admin notifications.
    await signInAsAdmin(page, 'en', '/users/newuser');
    await expect(page.getByRole('heading', { name: 'Create System user' })).toBeVisible();

    // The untouched form cannot be saved (react-admin disables Save on a pristine form); a form that was
    // touched and left empty is refused with the form's message and a message under every field.
    const save = page.getByRole('button', { name: 'Save' });
    await expect(save).toBeDisabled();
    const firstName = page.getByRole('textbox', { name: 'First name', exact: true });
    await firstName.fill('x');
    await firstName.fill('');
    await save.click();
    await expectToast(page, 'You should complete data');
    await expect(page.getByText('Field is required')).toHaveCount(5);
    await expect(page).toHaveURL(/\/users\/newuser$/);
    await shot(page, 'users-create-incomplete');

    await firstName.fill(NEW_USER.firstName);
    await page.getByRole('textbox', { name: 'Last name', exact: true }).fill(NEW_USER.lastName);
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(NEW_USER.email);
    await page.getByRole('combobox', { name: 'Privilege' }).click();
    await page.getByRole('option', { name: 'Customer Care Agent' }).click();
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(NEW_USER.password);
    await expect(page.getByText('Field is required')).toHaveCount(0);
    await save.click();
    await expectToast(page, 'User created');
    await expect(page).toHaveURL(/\/users(\?.*)?$/);

    let row = await findUserRow(page, NEW_USER.email);
    await expect(row).toContainText(`${NEW_USER.firstName} ${NEW_USER.lastName}`);
    await expect(row).toContainText('Customer Care Agent');
    await expect(row).toContainText('Active');
    await shot(page, 'users-list-en');

    await row.getByRole('cell', { name: NEW_USER.email }).click();
    await expect(page).toHaveURL(/\/users\/[^/]+$/);
    const lastName = page.getByRole('textbox', { name: 'Last name', exact: true });
    await expect(lastName).toHaveValue(NEW_USER.lastName);
    await lastName.fill(NEW_USER.editedLastName);
    await page.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'User updated');
    await expect(page).toHaveURL(/\/users(\?.*)?$/);

    row = await findUserRow(page, NEW_USER.email);
    await expect(row).toContainText(`${NEW_USER.firstName} ${NEW_USER.editedLastName}`);

    await row.getByRole('button', { name: 'Deactivate' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(`Deactivate ${NEW_USER.email}?`);
    await shot(page, 'users-deactivate-confirm');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expectToast(page, 'User deactivated');
    await expect(dialog).toBeHidden();
    await expect(row).toContainText('Inactive');
    await expect(row.getByRole('button', { name: 'Activate' })).toBeVisible();

    await row.getByRole('button', { name: 'Activate' }).click();
    await expectToast(page, 'User activated');
    await expect(row.getByRole('button', { name: 'Deactivate' })).toBeVisible();
    await expect(row).not.toContainText('Inactive');
    await expect(row).toContainText('Active');
  });
});
