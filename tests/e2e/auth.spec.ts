import { expect, test } from './fixtures';
import {
  ADMIN,
  AGENT,
  DEMO_PASSWORD,
  ARABIC_SIGN_IN,
  PLAIN_USER,
  chooseLanguage,
  dataRows,
  shot,
  sideMenu,
  signIn,
  signInAsAdmin,
  submitSignIn,
} from './helpers';

test.describe('sign-in and roles', () => {
  test('the admin signs in and lands on /branches with branch rows and the admin areas in the navigation', async ({
    page,
  }) => {
    await signIn(page, ADMIN);
    await expect(page).toHaveURL(/\/branches$/);
    await expect(dataRows(page).first()).toBeVisible();
    // The admin navigation, in this order (sub-entries such as Plans sit between them).
    const admin = [
      'Branches',
      'Menus',
      'Offers',
      'Promo codes',
      'Vouchers',
      'Loyalty',
      'Customers',
      'Customer care',
      'Subscriptions',
      'System users',
      'Banners',
      'Catering',
      'Settings',
      'Feedbacks',
      'Logout',
    ];
    await expect(sideMenu(page).getByRole('menuitem', { name: 'Feedbacks', exact: true })).toBeVisible();
    const names = (await sideMenu(page).getByRole('menuitem').allInnerTexts()).map((name) => name.trim());
    expect(names.filter((name) => admin.includes(name))).toEqual(admin);
    for (const child of ['Subscribers', 'Plans', 'Plan settings']) expect(names).toContain(child);
    await shot(page, 'admin-branches');
  });

  // The customer-care admin's navigation, and the agent's after a load of the app, are tests/integration/login's.
  test('a customer-care agent signs in and lands on /customerCare with ticket rows and only "Customer care" and Logout in the navigation', async ({
    page,
  }) => {
    await signIn(page, AGENT);
    await expect(page).toHaveURL(/\/customerCare$/);
    await expect(dataRows(page).first()).toBeVisible();
    await expect(sideMenu(page).getByRole('menuitem')).toHaveText(['Customer care', 'Logout']);
    await shot(page, 'agent-customer-care');
  });

  test('the plain user account stays on /login with the warning that it cannot open that page, and no area is called', async ({
    page,
  }) => {
    const areaCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/v1/customer-care')) areaCalls.push(request.url());
    });
    await signIn(page, PLAIN_USER);
    await expect(page.getByRole('alert').filter({ hasText: 'Your account cannot open that page.' })).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expect(page.getByRole('menu')).toHaveCount(0);
    await shot(page, 'plain-user-denied');
    expect(areaCalls).toEqual([]);
  });

  test('logout returns to /login and sends another tab there at once, without a click or a reload; a reload stays signed out, and the chosen language survives', async ({
    page,
  }) => {
    await signInAsAdmin(page);
    await chooseLanguage(page, 'English', 'العربية');
    await expect(sideMenu(page).getByRole('menuitem', { name: 'مستخدمو النظام' })).toBeVisible();

    const other = await page.context().newPage();
    await other.goto('/customerCare');
    await expect(dataRows(other).first()).toBeVisible();
    await sideMenu(other).getByRole('menuitem', { name: 'تسجيل الخروج' }).click();
    await expect(other).toHaveURL(/\/login$/);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'تسجيل الدخول' })).toBeVisible();
    await other.close();

    await page.reload();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'تسجيل الدخول' })).toBeVisible();
    await expect(page.getByLabel(ARABIC_SIGN_IN.email, { exact: true })).toBeEmpty();
    expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('ar');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

    // Still signed out: a protected page sends us back to sign in.
    await page.goto('/users');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'تسجيل الدخول' })).toBeVisible();

    // And the language is still Arabic when signing in again.
    await submitSignIn(page, ADMIN, undefined, ARABIC_SIGN_IN);
    await expect(page).toHaveURL(/\/users$/);
    await expect(sideMenu(page).getByRole('menuitem', { name: 'مستخدمو النظام' })).toBeVisible();
  });
});

test.describe('a session lasts seven days', () => {
  const DAY_MS = 24 * 60 * 60 * 1000;

  test('six days and 23 hours after signing in the admin still works; past seven days the next screen asks for the password again over the page', async ({
    page,
  }) => {
    await signInAsAdmin(page);
    await page.clock.fastForward(7 * DAY_MS - 60 * 60 * 1000);
    await page.goto('/users');
    await expect(page).toHaveURL(/\/users$/);
    await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
    await page.clock.fastForward(2 * 60 * 60 * 1000);
    await page.goto('/settings');
    const dialog = page.getByRole('dialog', { name: 'Sign in again' });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\/settings$/);
    // Signed in again, the screen's own list comes in.
    await dialog.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
  });
});
