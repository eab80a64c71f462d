/**
 * Two staff on the same records, as two pages of one browser (the in-browser fake keeps one store for both, as a
 * server would): a save merges with what the other saved, a bulk archive sends each record as it is now, a refused
 * ticket move shows the ticket as it is now, and a field both changed is asked about. Each story ends by reading
 * the API. At 1366×768, in English and Arabic by turns.
 */
import { type Page } from '@playwright/test';
import { appAr } from '@/i18n/ar';
import { appEn } from '@/i18n/en';
import { raArabic } from '@/i18n/raArabic';
import { messages as promoTexts } from '@/resources/promoCodes/messages';
import { messages as userTexts } from '@/resources/users/messages';
import { messages as careTexts } from '@/resources/customerCare/messages';
import type { PromoCode, SystemUser, Ticket } from '@/dataProvider/types';
import { Audit } from './axe';
import { expect, inTurns, test } from './fixtures';
import { AGENT, callApi, dataRows, goInApp, shot, signIn, signInAsAdmin, type Language } from './helpers';
import { expectToast } from './toasts';

test.use({ viewport: { width: 1366, height: 768 } });
test.describe.configure({ timeout: 120_000 });

const TEXT = {
  en: { app: appEn.app, confirm: 'Confirm', save: 'Save', selectAll: 'Select all' },
  ar: {
    app: appAr.app,
    confirm: raArabic.ra.action.confirm,
    save: raArabic.ra.action.save,
    selectAll: raArabic.ra.action.select_all,
  },
} as const;
const CODE = 'FAMILY5';
const fillIn = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key]));

const promo = (page: Page) => callApi<PromoCode>(page, `promo-codes/${CODE}`);

/** The promo code's form, once its fields hold the code. */
async function openPromo(page: Page, language: Language) {
  const fields = promoTexts[language].resources.promoCodes.fields;
  await goInApp(page, `/promoCodes/${CODE}`);
  const name = page.getByRole('textbox', { name: fields.name, exact: true });
  await expect(name).not.toHaveValue('');
  return {
    name,
    minCart: page.getByRole('spinbutton', { name: fields.minCartValue }),
    tag: page.getByRole('textbox', { name: fields.tag }),
    save: page.getByRole('button', { name: TEXT[language].save, exact: true }),
  };
}

/** A second member of staff: another page of the same browser, on the same data, at the same screen. */
async function secondStaff(page: Page, path: string): Promise<Page> {
  const other = await page.context().newPage();
  await other.goto(path);
  return other;
}

/**
 * A opens the promo code's form; B opens it too, fills the given fields and saves. Answers A's form, still as it
 * was loaded.
 */
async function promoSavedMeanwhile(page: Page, language: Language, fills: { minCart: string; tag?: string }) {
  await signInAsAdmin(page, language);
  const mine = await openPromo(page, language);
  const other = await secondStaff(page, `/promoCodes/${CODE}`);
  const theirs = await openPromo(other, language);
  await theirs.minCart.fill(fills.minCart);
  if (fills.tag) await theirs.tag.fill(fills.tag);
  await theirs.save.click();
  await expectToast(other, promoTexts[language].resources.promoCodes.notifications.updated);
  await other.close();
  return mine;
}

for (const language of ['en', 'ar'] as const) {
  const turn = inTurns(language);
  const { app, confirm, save, selectAll } = TEXT[language];
  const promoUpdated = promoTexts[language].resources.promoCodes.notifications.updated;

  turn(
    `${language}: A renames a promo code B has just given a new min cart value; the API keeps both`,
    async ({ page }) => {
      const mine = await promoSavedMeanwhile(page, language, { minCart: '86' });

      await mine.name.fill('Renamed by A');
      const calls: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/api/v1/promo-codes/')) calls.push(request.method());
      });
      await mine.save.click();
      await expectToast(page, promoUpdated);
      // One read just before the write: the save's one extra call.
      expect(calls).toEqual(['GET', 'PUT']);
      expect(await promo(page)).toMatchObject({ name: 'Renamed by A', minCartValue: 86 });
    },
  );

  turn(
    `${language}: a bulk archive of a page of users sends the last name B corrected after the list was loaded`,
    async ({ page }) => {
      await signInAsAdmin(
        page,
        language,
        `/users?filter=${encodeURIComponent('{"archived":false}')}&page=1&perPage=25`,
      );
      await expect(dataRows(page)).toHaveCount(25);
      await expect(dataRows(page).first()).toContainText('@');
      const stored = async (email: string) => {
        const { data } = await callApi<{ data: SystemUser[] }>(page, `system-user?q=${encodeURIComponent(email)}`);
        return data.find((found) => found.email === email)!;
      };
      // The e-mails of the page as A's list shows them; one's own account is left out of an archive.
      const emails: string[] = [];
      for (const row of await dataRows(page).all())
        emails.push(((await row.getByRole('cell').nth(2).textContent()) ?? '').trim());
      const others = emails.filter((email) => email !== 'admin@example.com');
      const corrected = await stored(others[others.length - 1]);
      const untouched = await stored(others[0]);

      const other = await secondStaff(page, `/users/${corrected.id}`);
      const lastName = other.getByRole('textbox', { name: userTexts[language].resources.users.fields.lastName });
      await expect(lastName).toHaveValue(corrected.lastName);
      await lastName.fill('Corrected-by-B');
      await other.getByRole('button', { name: save, exact: true }).click();
      await expectToast(other, userTexts[language].resources.users.notifications.updated);
      await other.close();

      // A still has the page as it was loaded before the correction, and archives all of it.
      await page.getByRole('checkbox', { name: selectAll }).first().check();
      await page
        .locator('[data-test="bulk-actions-toolbar"]')
        .getByRole('button', { name: app.actions.archive })
        .click();
      await page.getByRole('dialog').getByRole('button', { name: confirm }).click();
      const done = others.length;
      await expect(page.getByRole('status', { name: app.actions.archive })).toContainText(
        fillIn(app.bulk.finished, { action: app.actions.archive, done, total: done }),
        { timeout: 30_000 },
      );
      expect(await stored(corrected.email)).toMatchObject({ archived: true, lastName: 'Corrected-by-B' });
      expect(await stored(untouched.email)).toMatchObject({ archived: true, lastName: untouched.lastName });
    },
  );

  turn(
    `${language}: two agents on one new ticket; B accepts it, A's Accept is refused and A sees it active within a second`,
    async ({ page }) => {
      const care = careTexts[language].resources.customerCare;
      await signIn(page, AGENT);
      await expect(page).toHaveURL(/\/customerCare$/);
      if (language === 'ar') await page.evaluate(() => localStorage.setItem('i18nextLng', 'ar'));
      const { data } = await callApi<{ data: Ticket[] }>(page, 'customer-care?status=new&page=1&limit=1');
      const ticket = data[0];
      await page.goto(`/customerCare/${ticket.id}/show`);
      const accept = page.getByRole('button', { name: care.actions.accept, exact: true });
      await expect(accept).toBeVisible({ timeout: 20_000 });

      const other = await secondStaff(page, `/customerCare/${ticket.id}/show`);
      await other.getByRole('button', { name: care.actions.accept, exact: true }).click();
      await other.getByRole('dialog').getByRole('button', { name: confirm }).click();
      await expectToast(other, care.notifications.accept);
      await other.close();

      await accept.click();
      const refused = page.waitForResponse(
        (response) => response.request().method() === 'PUT' && response.url().includes(`/customer-care/`),
      );
      await page.getByRole('dialog').getByRole('button', { name: confirm }).click();
      expect((await refused).status()).toBeGreaterThanOrEqual(400);
      // No reload and no 120 s wait: the ticket is read again at once.
      await expect(page.getByRole('button', { name: care.actions.resolve, exact: true })).toBeVisible({
        timeout: 1000,
      });
      await expect(accept).toHaveCount(0);
      await expect(page.getByText(care.statuses.active, { exact: true }).first()).toBeVisible();
      const stored = await callApi<Ticket>(page, `customer-care/${ticket.id}`);
      expect(stored.status).toBe('active');
    },
  );

  turn(
    `${language}: both change the min cart value: the question names it with both values, by keyboard; Keep mine sends mine and keeps B's tag`,
    async ({ page }) => {
      const mine = await promoSavedMeanwhile(page, language, { minCart: '86', tag: 'b-tag' });

      await mine.minCart.fill('90');
      await mine.save.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: app.serverChange.title });
      await expect(dialog).toBeVisible();
      const row = dialog.getByRole('row', {
        name: new RegExp(promoTexts[language].resources.promoCodes.fields.minCartValue),
      });
      await expect(row.getByRole('cell')).toHaveText(['90', '86']);
      // Nothing is saved while it is open.
      expect(await promo(page)).toMatchObject({ minCartValue: 86, tag: 'b-tag' });
      const keepMine = dialog.getByRole('button', { name: app.serverChange.keepMine });
      await expect(keepMine).toBeFocused();
      await page.keyboard.press('Shift+Tab');
      await expect(dialog.getByRole('button', { name: app.serverChange.keepTheirs })).toBeFocused();
      const audit = new Audit(page, `collisions ${language}`);
      await audit.check('the question');
      audit.expectClean();
      await shot(page, `server-change-${language}`);
      // Escape closes it and sends nothing; the focus is back on Save.
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(mine.save).toBeFocused();
      await expect(mine.minCart).toHaveValue('90');
      await page.keyboard.press('Enter');
      await expect(keepMine).toBeFocused();
      await page.keyboard.press('Enter');
      await expectToast(page, promoUpdated);
      expect(await promo(page)).toMatchObject({ minCartValue: 90, tag: 'b-tag' });
    },
  );
}
