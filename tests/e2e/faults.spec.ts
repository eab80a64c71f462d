import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { dataRows } from './helpers';
import { expectToast } from './toasts';
import { testSavesSurviveFaults, testSessionLossKeepsWork, expectSlowSaveSendsOnce, type FormCase } from './faults';

// Every case saves three times and waits for toasts: heavy forms on a loaded 2-core machine need time.
test.use({ actionTimeout: 30_000 });
test.describe.configure({ timeout: 120_000 });

const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

/** Opens the list row with this text (the list is the form's way in for edits). */
async function openRow(page: Page, text: string) {
  await page.getByRole('textbox', { name: 'Search' }).fill(text);
  await expect(dataRows(page)).toHaveCount(1);
  await dataRows(page).first().getByRole('cell').nth(1).click();
}

const userEdit: FormCase = {
  name: 'user edit',
  path: '/users',
  open: (page) => openRow(page, 'agent@example.com'),
  fill: (page) => textbox(page, 'Last name').fill('Retried'),
  expectFilled: (page) => expect(textbox(page, 'Last name')).toHaveValue('Retried'),
  write: { method: 'PUT', path: /\/api\/v1\/system-user\/[^/]+$/ },
  saved: async (page) => {
    await expectToast(page, 'User updated');
    // Back to the list as it was left: the search that found the user stays in the address.
    await expect(page).toHaveURL(/\/users(\?.*)?$/);
  },
};

const settingCreate: FormCase = {
  name: 'setting create',
  path: '/settings/create',
  fill: async (page) => {
    await textbox(page, 'Key').fill('faults_message');
    await textbox(page, 'Value').fill('kept after a fault');
  },
  expectFilled: async (page) => {
    await expect(textbox(page, 'Key')).toHaveValue('faults_message');
    await expect(textbox(page, 'Value')).toHaveValue('kept after a fault');
  },
  write: { method: 'PATCH', path: /\/api\/v1\/settings\/faults_message$/ },
  saved: async (page) => {
    await expectToast(page, 'settings saved');
    await expect(page).toHaveURL(/\/settings$/);
  },
};

test.describe('saving through faults (the fake fails the next call on request)', () => {
  // One form of each kind: an edit form here; a create form, pages saved by their own call, a dialog, a row's
  // inline save and a comment in the marketing and operations specs. Every form saves one call at a time, every
  // other write goes through one mutation (src/save/SingleSave.tsx, src/save/useSingleMutation.ts; their unit tests).
  testSavesSurviveFaults([userEdit]);

  test('setting create: clicking Save again while a 3-second save is pending sends no second request', async ({
    page,
  }) => {
    await expectSlowSaveSendsOnce(page, settingCreate);
  });

  testSessionLossKeepsWork([settingCreate]);
});
