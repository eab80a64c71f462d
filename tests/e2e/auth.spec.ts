import { type Request } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  ADMIN,
  AGENT,
  ARABIC_SIGN_IN,
  CARE_ADMIN,
  PLAIN_USER,
  chooseLanguage,
  dataRows,
  shot,
  sideMenu,
  signIn,
  signInAsAdmin,
  submitSignIn,
} from './helpers';
import { expectToast } from './toasts';

const isLoginPost = (request: Request) =>
  request.method() === 'POST' && new URL(request.url()).pathname === '/api/v1/system-user/login';

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

  for (const [email, name] of [
    [CARE_ADMIN, 'customer-care admin'],
    [AGENT, 'customer-care agent'],
  ] as const) {
    test(`a ${name} signs in and lands on /customerCare with ticket rows and only "Customer care" and Logout in the navigation`, async ({
      page,
    }) => {
      await signIn(page, email);
      await expect(page).toHaveURL(/\/customerCare$/);
      await expect(dataRows(page).first()).toBeVisible();
      await expect(sideMenu(page).getByRole('menuitem')).toHaveText(['Customer care', 'Logout']);
      if (email === AGENT) await shot(page, 'agent-customer-care');
    });
  }

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

  test('a signed-in customer-care agent who types /users into the address bar lands on /login, without calling the users API', async ({
    page,
  }) => {
    const userCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/v1/system-user?') || request.url().endsWith('/api/v1/system-user'))
        userCalls.push(request.url());
    });
    await signIn(page, AGENT);
    await expect(page).toHaveURL(/\/customerCare$/);
    await page.goto('/users');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'Your account cannot open that page.' })).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    expect(userCalls).toEqual([]);
  });

  test('a signed-in admin visiting /no-such-page sees "Not Found"', async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: 'Not Found' })).toBeVisible();
    await expect(page).toHaveURL(/\/no-such-page$/);
  });

  test("a wrong password shows the server's message in a toast and keeps the typed email", async ({ page }) => {
    await signIn(page, ADMIN, 'not-the-password');
    await expectToast(page, 'Invalid email or password');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(ADMIN);
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeEnabled();
    await shot(page, 'login-wrong-password');
  });

  test('submitting with an empty password sends no sign-in request', async ({ page }) => {
    const loginPosts: string[] = [];
    page.on('request', (request) => {
      if (isLoginPost(request)) loginPosts.push(request.url());
    });
    await page.goto('/login');
    await page.getByLabel('Email', { exact: true }).fill(ADMIN);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByLabel('Email', { exact: true }).press('Enter');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeEnabled();
    expect(loginPosts).toHaveLength(0);

    // The same form with the password filled sends exactly one request: so the empty submissions sent none
    // (not merely none yet).
    await page.getByLabel('Password', { exact: true }).fill('demo1234');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/branches$/);
    expect(loginPosts).toHaveLength(1);
  });

  test('a logout in another tab sends this tab to sign in at once, without a click or a reload', async ({ page }) => {
    await signInAsAdmin(page);
    await expect(dataRows(page).first()).toBeVisible();
    const other = await page.context().newPage();
    await other.goto('/customerCare');
    await expect(dataRows(other).first()).toBeVisible();
    await sideMenu(other).getByRole('menuitem', { name: 'Logout' }).click();
    await expect(other).toHaveURL(/\/login$/);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await other.close();
  });

  test('logout returns to /login, a reload stays signed out, and the chosen language survives', async ({ page }) => {
    await signInAsAdmin(page);
    await chooseLanguage(page, 'English', 'العربية');
    await expect(sideMenu(page).getByRole('menuitem', { name: 'مستخدمو النظام' })).toBeVisible();

    await sideMenu(page).getByRole('menuitem', { name: 'تسجيل الخروج' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'تسجيل الدخول' })).toBeVisible();

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

  test('six days and 23 hours after signing in the admin still works; past seven days the next screen asks to sign in again', async ({
    page,
  }) => {
    await signIn(page, ADMIN);
    await expect(page).toHaveURL(/\/branches$/);
    await page.clock.fastForward(7 * DAY_MS - 60 * 60 * 1000);
    await page.goto('/users');
    await expect(page).toHaveURL(/\/users$/);
    await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
    await page.clock.fastForward(2 * 60 * 60 * 1000);
    await page.goto('/settings');
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  });
});
