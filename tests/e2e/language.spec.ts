import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { ADMIN, ARABIC_SIGN_IN, chooseLanguage, dataRows, shot, sideMenu, submitSignIn } from './helpers';

async function expectArabicDocument(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
}

test.describe('languages', () => {
  test('switching to Arabic on the sign-in page makes the page right-to-left with Arabic labels', async ({ page }) => {
    await page.goto('/login');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();

    await chooseLanguage(page, 'English', 'العربية');
    await expectArabicDocument(page);
    await expect(page.getByRole('heading', { name: 'تسجيل الدخول' })).toBeVisible();
    await expect(page.getByLabel(ARABIC_SIGN_IN.email, { exact: true })).toBeVisible();
    await expect(page.getByLabel(ARABIC_SIGN_IN.password, { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: ARABIC_SIGN_IN.submit, exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'نسيت كلمة المرور؟' })).toBeVisible();
    await expect(page.getByText('Email', { exact: true })).toHaveCount(0);
    await shot(page, 'login-ar');
  });

  test('signed in in Arabic: Arabic navigation, the side menu on the right, and a reload keeps Arabic', async ({
    page,
  }) => {
    await page.goto('/login');
    await chooseLanguage(page, 'English', 'العربية');
    await expectArabicDocument(page);
    await submitSignIn(page, ADMIN, undefined, ARABIC_SIGN_IN);
    await expect(page).toHaveURL(/\/branches$/);

    const usersEntry = sideMenu(page).getByRole('menuitem', { name: 'مستخدمو النظام' });
    await expect(usersEntry).toBeVisible();
    await expect(sideMenu(page).getByRole('menuitem', { name: 'الإعدادات' })).toBeVisible();
    await usersEntry.click();
    await expect(page).toHaveURL(/\/users$/);
    await expect(dataRows(page).first()).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'البريد الإلكتروني' })).toBeVisible();

    const expectMenuRightOfContent = async () => {
      const menuBox = await sideMenu(page).boundingBox();
      const tableBox = await page.getByRole('table').boundingBox();
      expect(menuBox, 'the side menu is laid out').not.toBeNull();
      expect(tableBox, 'the list is laid out').not.toBeNull();
      expect(menuBox!.x).toBeGreaterThan(tableBox!.x);
      // Not merely further right: the whole menu sits beyond the start of the content, at the right edge.
      expect(menuBox!.x).toBeGreaterThanOrEqual(tableBox!.x + tableBox!.width - 1);
    };
    await expectMenuRightOfContent();
    await shot(page, 'users-ar');

    await page.reload();
    await expectArabicDocument(page);
    await expect(sideMenu(page).getByRole('menuitem', { name: 'مستخدمو النظام' })).toBeVisible();
    await expect(dataRows(page).first()).toBeVisible();
    await expectMenuRightOfContent();
    expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('ar');
  });
});
