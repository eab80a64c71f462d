import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { AGENT, chooseLanguage, dataRows, shot, sideMenu, signIn, signInAsAdmin } from './helpers';
import { expectToast } from './toasts';

/** Clicks an action button and confirms it in the dialog. */
async function confirmAction(page: Page, name: string, confirm = 'Confirm') {
  await page.getByRole('button', { name, exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: confirm }).click();
}

/** Opens an area from the side menu (no reload) and waits for its screen. */
async function openArea(page: Page, entry: string) {
  await sideMenu(page).getByRole('menuitem', { name: entry }).click();
}

async function chooseFilter(page: Page, filter: string, option: string) {
  const before = new URL(page.url()).searchParams.get('filter');
  await page.getByRole('combobox', { name: filter }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  // react-admin writes the filter into the address after a short debounce: a row opened before that
  // would be left again when the list moves to its filtered address.
  await page.waitForURL((url) => url.searchParams.get('filter') !== before);
}

// A loaded 2-core runner makes these long flows slow; each still proves one user journey.
test.describe.configure({ timeout: 180_000 });
test.use({ actionTimeout: 20_000 });

test.describe('customer care', () => {
  test('an agent opens a new ticket, accepts it (a comment being typed survives the status change), comments, resolves it and reopens it; the admin areas stay closed', async ({
    page,
  }) => {
    await signIn(page, AGENT);
    await expect(page).toHaveURL(/\/customerCare$/);
    // Non-admins see only customer care (and logout).
    await expect(sideMenu(page).getByRole('menuitem')).toHaveText(['Customer care', 'Logout']);
    await expect(dataRows(page).first()).toBeVisible({ timeout: 30_000 });

    await chooseFilter(page, 'Status', 'New');
    await expect(dataRows(page).first()).toContainText('New');
    await shot(page, 'care-tickets-new');
    await dataRows(page).first().click();
    await expect(page).toHaveURL(/\/customerCare\/tk_\d+\/show$/);
    await expect(page.getByRole('button', { name: 'Accept', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Resolve', exact: true })).toHaveCount(0);

    const draft = 'Typed while the ticket was still new';
    await page.getByLabel('New comment').fill(draft);
    await confirmAction(page, 'Accept');
    await expectToast(page, 'Ticket accepted');
    await expect(page.getByRole('button', { name: 'Resolve', exact: true })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.getByLabel('New comment')).toHaveValue(draft);

    await page.getByLabel('New comment').fill('Called the customer: refund on its way.');
    await page.getByRole('button', { name: 'Add comment' }).click();
    await expectToast(page, 'Comment added');
    await expect(page.getByText('Called the customer: refund on its way.')).toBeVisible();

    await confirmAction(page, 'Resolve');
    await expectToast(page, 'Ticket resolved');
    await confirmAction(page, 'Reopen');
    await expectToast(page, 'Ticket reopened');
    await expect(page.getByText('Reopened', { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Accept', exact: true })).toBeVisible();
    await shot(page, 'care-ticket-reopened');

    for (const path of ['/catering', '/customers', '/feedbacks']) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/login$/);
    }
  });

  test('the ticket screen in Arabic, right to left', async ({ page }) => {
    await signIn(page, AGENT);
    await expect(dataRows(page).first()).toBeVisible({ timeout: 30_000 });
    await chooseLanguage(page, 'English', 'العربية');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('columnheader', { name: 'الحالة' })).toBeVisible();
    await shot(page, 'care-tickets-ar');
    await dataRows(page).first().click();
    await expect(page.getByRole('heading', { name: 'التعليقات', exact: false })).toBeVisible();
    await expect(page.getByText('إجراءات الحالة')).toBeVisible();
    await expect(page.getByRole('button', { name: 'إضافة تعليق' })).toBeVisible();
    await shot(page, 'care-ticket-ar');
  });
});

test.describe('admin care areas', () => {
  // The admin's sign-in form is auth.spec.ts's: these start signed in.
  test.beforeEach(async ({ page }) => signInAsAdmin(page));

  test('the admin rejects a new catering request after a confirmation, and filters feedback to one star', async ({
    page,
  }) => {
    await openArea(page, 'Catering');
    await expect(dataRows(page).first()).toBeVisible({ timeout: 30_000 });
    await chooseFilter(page, 'Status', 'New');
    await expect(dataRows(page).first()).toContainText('New');
    await dataRows(page).first().click();
    await expect(page).toHaveURL(/\/catering\/ct_\d+$/);
    await confirmAction(page, 'Reject');
    await expectToast(page, 'Catering request rejected');
    await expect(page.getByText('This request is closed: no status action is open.')).toBeVisible();
    await shot(page, 'catering-rejected');

    await openArea(page, 'Feedbacks');
    await expect(dataRows(page).first()).toBeVisible({ timeout: 30_000 });
    await chooseFilter(page, 'Rating (food or delivery)', '1 star');
    await expect(page).toHaveURL(/rating/);
    const rows = dataRows(page);
    await expect(rows.first()).toBeVisible();
    for (const row of await rows.all()) {
      await expect(row.getByRole('img', { name: /: 1 of 5 stars$/ }).first()).toBeVisible();
    }
    await shot(page, 'feedbacks-one-star');
  });

  test("the demo reads as a restaurant's: the newest ticket is today's, and its caller is a customer the look-up finds by name; the admin deactivates a customer found by phone, and an unknown phone says so", async ({
    page,
  }) => {
    await openArea(page, 'Customer care');
    const newest = dataRows(page).first();
    await expect(newest).toBeVisible({ timeout: 30_000 });
    const cell = async (header: string) => {
      const column = page.getByRole('columnheader').filter({ hasText: new RegExp(`^${header}$`) });
      const index = await column.evaluate((th) => (th as HTMLTableCellElement).cellIndex);
      return ((await newest.getByRole('cell').nth(index).textContent()) ?? '').trim();
    };
    // The clock is TODAY, Monday 23 November 2026 at 10:00 in Riyadh.
    expect(await cell('Date')).toMatch(/^2026-11-23 0\d:/);
    // The phone column starts hidden (the list fits a laptop with the clock): the phone is read from the ticket.
    const name = await cell('Customer');
    await newest.click();
    const phone = (
      (await page
        .getByRole('link', { name: /^\+966/ })
        .first()
        .textContent()) ?? ''
    ).trim();
    expect(name).toMatch(/^[\p{L}' -]+$/u);
    await openArea(page, 'Customers');
    await page.getByLabel('Phone number').fill(phone.replace('+966', '0'));
    await page.getByLabel('Phone number').press('Enter');
    const card = page.getByRole('region', { name: 'Customer found' });
    await expect(card).toContainText(phone);
    await expect(card).toContainText(name);

    await expect(page.getByText('40,000')).toBeVisible({ timeout: 30_000 });
    await page.getByLabel('Phone number').fill('0520201899');
    await page.getByLabel('Phone number').press('Enter');
    await expect(card).toContainText('+966520201899');
    await confirmAction(page, 'Deactivate');
    await expectToast(page, 'Customer deactivated');
    await expect(card.getByRole('button', { name: 'Activate' })).toBeVisible();
    await shot(page, 'customers-deactivated');
    await page.getByLabel('Phone number').fill('0500000001');
    await page.getByLabel('Phone number').press('Enter');
    await expect(page.getByText('No customer has the phone number 0500000001.')).toBeVisible();
  });
});
