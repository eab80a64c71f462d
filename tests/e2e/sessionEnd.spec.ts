/**
 * A session that ends in the middle of work (the fake's 401 fault, which ends the page's session): the sign-in
 * dialog over the page, the work kept behind it, and after the same person signs in by keyboard, what was being
 * sent goes once. On a laptop (1366×768), then Cancel on a phone (390×844), the tests taking turns between English
 * and Arabic; each reads what the API stored afterwards.
 */
import type { Page, Response } from '@playwright/test';
import { appAr } from '@/i18n/ar';
import { appEn } from '@/i18n/en';
import { raArabic } from '@/i18n/raArabic';
import { messages as careTexts } from '@/resources/customerCare/messages';
import { messages as promoTexts } from '@/resources/promoCodes/messages';
import type { PromoCode, Ticket } from '@/dataProvider/types';
import { expect, inTurns, test } from './fixtures';
import { armFault, signInAgainDialog, watchCalls } from './faults';
import {
  ADMIN,
  ARABIC_SIGN_IN,
  DEMO_PASSWORD,
  ENGLISH_SIGN_IN,
  callApi,
  dataRows,
  shot,
  signInAsAdmin,
  submitSignIn,
  type Language,
} from './helpers';
import { expectToast } from './toasts';
import { Audit } from './axe';

test.use({ viewport: { width: 1366, height: 768 } });

const TEXT = {
  en: { app: appEn.app, save: 'Save', confirm: 'Confirm', selectAll: 'Select all' },
  ar: {
    app: appAr.app,
    save: raArabic.ra.action.save,
    confirm: raArabic.ra.action.confirm,
    selectAll: raArabic.ra.action.select_all,
  },
} as const;
const fillIn = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key]));

/**
 * The dialog opens with the email of who was signed in and the focus in the password; Enter signs in. With
 * `audit`, also: Tab keeps the focus inside it, round to the password again, and axe finds nothing.
 */
async function signInAgainByKeyboard(page: Page, language: Language, audit = false): Promise<void> {
  const { app } = TEXT[language];
  const dialog = signInAgainDialog(page, app.signInAgain.title);
  await expect(dialog).toBeVisible({ timeout: 20_000 });
  await expect(dialog.getByRole('textbox', { name: app.auth.email, exact: true })).toHaveValue(ADMIN);
  const password = dialog.getByLabel(app.auth.password, { exact: true });
  await expect(password).toBeFocused();
  if (audit) {
    // The show-password toggle, Cancel, Sign in, the email, and the password again.
    for (let step = 0; step < 5; step++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null)).toBe(true);
    }
    await expect(password).toBeFocused();
    const axe = new Audit(page, `session end ${language}`);
    await axe.check('the sign-in dialog');
    axe.expectClean();
  }
  await shot(page, `session-end-dialog-${language}`);
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
}

/** Counts the successful answers to the app's calls whose path matches, by path. */
function answeredOk(page: Page, method: string, path: RegExp): Map<string, number> {
  const counts = new Map<string, number>();
  page.on('response', (response: Response) => {
    const { pathname } = new URL(response.url());
    if (response.request().method() !== method || !path.test(pathname) || !response.ok()) return;
    counts.set(pathname, (counts.get(pathname) ?? 0) + 1);
  });
  return counts;
}

for (const language of ['en', 'ar'] as const) {
  const turn = inTurns(language);
  const { app } = TEXT[language];

  turn(
    `${language}: a comment sent as the session ends is kept, and sent once after signing in again`,
    async ({ page }) => {
      const texts = careTexts[language].resources.customerCare;
      const ticketId = 'tk_100051';
      await signInAsAdmin(page, language, `/customerCare/${ticketId}/show`);
      const box = page.getByRole('textbox', { name: texts.comments.label });
      const comment =
        language === 'en' ? 'Called back; the refund is on its way.' : 'اتصلت بالعميل؛ الاسترداد في الطريق.';
      await box.fill(comment);
      const writes = watchCalls(page, { method: 'PUT', path: /\/customer-care\/tk_100051\/comment$/ });
      await armFault(page, { mode: '401', count: 1, methods: ['PUT'] });
      const add = page.getByRole('button', { name: texts.comments.add });
      await add.click();

      await signInAgainByKeyboard(page, language);
      await expectToast(page, texts.comments.added);
      await expect(box).toHaveValue('');
      // The focus is back where it was: the button that sent it.
      await expect(add).toBeFocused();
      await page.waitForLoadState('networkidle');
      expect(writes.count(), 'the refused call, then one more').toBe(2);
      const ticket = await callApi<Ticket>(page, `customer-care/${ticketId}`);
      expect(ticket.comments.filter((c) => c.text === comment)).toHaveLength(1);
      // Sent, the draft is gone: a reload shows an empty box.
      await page.reload();
      await expect(box).toHaveValue('');
    },
  );

  turn(
    `${language}: a promo code's save met by a 401 keeps the form, and saves it once after signing in again`,
    async ({ page }) => {
      const texts = promoTexts[language].resources.promoCodes;
      const code = 'FAMILY5';
      await signInAsAdmin(page, language, `/promoCodes/${code}`);
      const name = page.getByRole('textbox', { name: texts.fields.name, exact: true });
      await expect(name).not.toHaveValue('');
      const typed = language === 'en' ? 'Family weekend 5' : 'عطلة العائلة 5';
      await name.fill(typed);
      const writes = watchCalls(page, { method: 'PUT', path: /\/promo-codes\/[^/]+$/ });
      await armFault(page, { mode: '401', count: 1, methods: ['PUT'] });
      await page.getByRole('button', { name: TEXT[language].save, exact: true }).click();

      // Behind the dialog the form still holds it (read from the page, which the dialog hides from the a11y tree).
      await expect(signInAgainDialog(page, app.signInAgain.title)).toBeVisible({ timeout: 20_000 });
      await expect(page.locator('input[name="name"]')).toHaveValue(typed);
      await signInAgainByKeyboard(page, language);
      await expectToast(page, texts.notifications.updated);
      await page.waitForLoadState('networkidle');
      expect(writes.count(), 'the refused save, then one more').toBe(2);
      expect((await callApi<PromoCode>(page, `promo-codes/${code}`)).name).toBe(typed);
    },
  );

  turn(
    `${language}: a bulk run cut halfway by a 401 goes on after signing in again, each record sent once`,
    async ({ page }) => {
      await signInAsAdmin(page, language, `/promoCodes?filter=${encodeURIComponent('{"status":"active"}')}&perPage=25`);
      await expect(dataRows(page)).toHaveCount(25);
      const { data: listed } = await callApi<{ data: PromoCode[] }>(
        page,
        'promo-codes?status=active&page=1&limit=25&sort=createdAt&order=DESC',
      );
      const codes = listed.map((p) => p.code);
      const saved = answeredOk(page, 'POST', /\/promo-codes\/[^/]+\/status$/);
      // The 13th code's call meets the 401: twelve are done, and the calls out with it meet the ended session.
      await armFault(page, { mode: '401', count: 1, methods: ['POST'], path: `promo-codes/${codes[12]}/status` });

      await page.getByRole('checkbox', { name: TEXT[language].selectAll }).first().check();
      await page
        .locator('[data-test="bulk-actions-toolbar"]')
        .getByRole('button', { name: app.actions.deactivate })
        .click();
      await page.getByRole('dialog').getByRole('button', { name: TEXT[language].confirm }).click();

      await signInAgainByKeyboard(page, language);
      const panel = page.getByRole('status', { name: app.actions.deactivate });
      await expect(panel).toContainText(
        fillIn(app.bulk.finished, { action: app.actions.deactivate, done: 25, total: 25 }),
        {
          timeout: 20_000,
        },
      );
      const stored = await Promise.all(codes.map((code) => callApi<PromoCode>(page, `promo-codes/${code}`)));
      expect(stored.filter((p) => p.status !== 'inactive').map((p) => p.code)).toEqual([]);
      expect([...saved.values()], 'each code changed by exactly one call').toEqual(codes.map(() => 1));
    },
  );

  turn(
    `${language}: on a phone the dialog fits; Cancel says what is dropped, then signs out, and signing in returns to the page`,
    async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      const texts = careTexts[language].resources.customerCare;
      const ticketPath = '/customerCare/tk_100051/show';
      await signInAsAdmin(page, language, ticketPath);
      const box = page.getByRole('textbox', { name: texts.comments.label });
      await box.fill(language === 'en' ? 'Not kept after Cancel' : 'لا يبقى بعد الإلغاء');
      await armFault(page, { mode: '401', count: 1, methods: ['PUT'] });
      await page.getByRole('button', { name: texts.comments.add }).click();

      const dialog = signInAgainDialog(page, app.signInAgain.title);
      await expect(dialog).toBeVisible({ timeout: 20_000 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
        0,
      );
      const box390 = await dialog.boundingBox();
      expect(box390 && box390.x >= 0 && box390.x + box390.width <= 390).toBe(true);
      await dialog.getByRole('button', { name: app.signInAgain.cancel }).click();
      const leaving = signInAgainDialog(page, app.signInAgain.leaveTitle);
      await expect(leaving).toContainText(app.signInAgain.leaveContent);
      // Back is focused: a slip of Enter keeps the work.
      await expect(leaving.getByRole('button', { name: app.signInAgain.back })).toBeFocused();
      await shot(page, `session-end-leave-${language}`);
      await leaving.getByRole('button', { name: app.signInAgain.signOut }).click();

      await expect(page).toHaveURL(/\/login$/);
      await submitSignIn(page, ADMIN, undefined, language === 'en' ? ENGLISH_SIGN_IN : ARABIC_SIGN_IN);
      await expect(page).toHaveURL(new RegExp(`${ticketPath}$`));
      await expect(box).toHaveValue('');
    },
  );
}
