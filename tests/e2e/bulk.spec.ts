/**
 * Actions on many rows at once, on a laptop (1366×768): the selection's toolbar, one confirmation naming the
 * action and the count, the run's progress and summary, and Retry for what failed; then once on an upright
 * tablet (768×1024), where the list is of items. Each test reads the fake's records afterwards: what was
 * stored, not only what the screen says. The laptop's tests take turns between English and Arabic.
 */
import { type Page } from '@playwright/test';
import { appAr } from '@/i18n/ar';
import { appEn } from '@/i18n/en';
import { raArabic } from '@/i18n/raArabic';
import { messages as subscriptionTexts } from '@/resources/subscriptions/messages';
import { messages as promoTexts } from '@/resources/promoCodes/messages';
import { messages as careTexts } from '@/resources/customerCare/messages';
import type { Branch, PromoCode, Subscriber, SystemUser } from '@/dataProvider/types';
import { expect, inTurns, test } from './fixtures';
import { armFault, SERVER_FAULT_TEXT, watchCalls } from './faults';
import { readFileSync } from 'node:fs';
import { callApi, dataRows, listItems, parseCsv, shot, signInAsAdmin, type Language } from './helpers';

test.use({ viewport: { width: 1366, height: 768 } });

const TEXT = {
  en: { app: appEn.app, ra: { confirm: 'Confirm', selectRow: 'Select this row', selectAll: 'Select all' } },
  ar: {
    app: appAr.app,
    ra: {
      confirm: raArabic.ra.action.confirm,
      selectRow: raArabic.ra.action.select_row,
      selectAll: raArabic.ra.action.select_all,
    },
  },
} as const;
const fillIn = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key]));

/** The toolbar react-admin shows over a table while rows are selected. */
const selectionBar = (page: Page) => page.locator('[data-test="bulk-actions-toolbar"]');
/** The run's panel: its progress, then its summary. */
const runPanel = (page: Page, language: Language, action: string) =>
  page.getByRole('status', { name: TEXT[language].app.actions[action as 'deactivate'] ?? action });

for (const language of ['en', 'ar'] as const) {
  const turn = inTurns(language);
  const { app, ra } = TEXT[language];

  turn(
    `${language}: 25 promo codes deactivated at once while 2 calls fail; the summary names the 2 and why, they stay selected, and Retry finishes them`,
    async ({ page }) => {
      await signInAsAdmin(
        page,
        language,
        `/promoCodes?filter=${encodeURIComponent('{"status":"active"}')}&perPage=25&page=1`,
      );
      // The promo codes' own table, not the branches' a first sign-in lands on.
      await expect(
        page.getByRole('columnheader', { name: promoTexts[language].resources.promoCodes.fields.code }),
      ).toBeVisible();
      await expect(dataRows(page)).toHaveCount(25);
      const { data: listed } = await callApi<{ data: PromoCode[] }>(
        page,
        'promo-codes?status=active&page=1&limit=25&sort=createdAt&order=DESC',
      );
      const codes = listed.map((p) => p.code);
      const calls = watchCalls(page, { method: 'POST', path: /\/promo-codes\/[^/]+\/status$/ });
      await armFault(page, { mode: '500', count: 2, methods: ['POST'], path: '/status' });

      await page.getByRole('checkbox', { name: ra.selectAll }).first().check();
      await selectionBar(page).getByRole('button', { name: app.actions.deactivate }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toContainText(language === 'en' ? 'Deactivate 25 promo codes?' : '(العدد 25)');
      await dialog.getByRole('button', { name: ra.confirm }).click();

      const panel = runPanel(page, language, 'deactivate');
      const finished = fillIn(app.bulk.finished, { action: app.actions.deactivate, done: 23, total: 25 });
      await expect(panel).toContainText(finished, { timeout: 20_000 });
      await expect(panel.getByRole('listitem')).toHaveCount(2);
      await expect(panel.getByRole('listitem').first()).toContainText(SERVER_FAULT_TEXT);
      const failed = (await panel.getByRole('listitem').allTextContents()).map((line) => line.split(':')[0]);
      expect(codes).toEqual(expect.arrayContaining(failed));
      // The failed two stay selected.
      await expect(page.getByRole('checkbox', { name: ra.selectRow, checked: true })).toHaveCount(2);
      await shot(page, `bulk-promo-summary-${language}`);

      const stored = async () => {
        const all = await Promise.all(codes.map((code) => callApi<PromoCode>(page, `promo-codes/${code}`)));
        return all.filter((p) => p.status === 'active').map((p) => p.code);
      };
      expect((await stored()).sort()).toEqual([...failed].sort());

      await panel.getByRole('button', { name: app.bulk.retry }).click();
      await expect(panel).toContainText(
        fillIn(app.bulk.finished, { action: app.actions.deactivate, done: 2, total: 2 }),
        { timeout: 20_000 },
      );
      expect(await stored()).toEqual([]);
      // Each code was sent once, and the failed two once more: nothing twice.
      expect(calls.count()).toBe(27);
      calls.stop();
    },
  );

  turn(`${language}: 10 subscribers moved to another branch at once, and the API keeps each move`, async ({ page }) => {
    const texts = subscriptionTexts[language].resources.subscribers;
    await signInAsAdmin(page, language, '/subscriptions');
    await expect(page.getByRole('columnheader', { name: texts.fields.mobile })).toBeVisible();
    await expect(dataRows(page)).toHaveCount(25);
    const { data: firstPage } = await callApi<{ data: Subscriber[] }>(
      page,
      'subscriptions?page=1&limit=25&sort=startDate&order=DESC',
    );
    const shown = firstPage.slice(0, 10);
    const branches = await callApi<Branch[]>(page, 'Branches');
    const target = branches.find(
      (b) => b.status === 'active' && !b.archived && b.services.subscription && shown.every((s) => s.branchId !== b.sk),
    );
    if (!target) throw new Error('no branch to move these subscribers to');

    for (let i = 0; i < 10; i++) await dataRows(page).nth(i).getByRole('checkbox').check();
    await selectionBar(page).getByRole('button', { name: texts.changeBranch }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(fillIn(texts.bulkChangeBranchTitle, { count: 10 }));
    const picker = dialog.getByRole('combobox', { name: texts.newBranch });
    await picker.click();
    await picker.fill(target.name[language]);
    await page.getByRole('option', { name: target.name[language], exact: true }).click();
    await dialog.getByRole('button', { name: ra.confirm }).click();

    const panel = page.getByRole('status', { name: texts.changeBranch });
    await expect(panel).toContainText(fillIn(app.bulk.finished, { action: texts.changeBranch, done: 10, total: 10 }), {
      timeout: 20_000,
    });
    await shot(page, `bulk-subscribers-${language}`);
    const { data: after } = await callApi<{ data: Subscriber[] }>(
      page,
      `subscriptions?page=1&limit=100&branchId=${target.sk}`,
    );
    expect(after.map((s) => s.id)).toEqual(expect.arrayContaining(shown.map((s) => s.id)));
  });

  turn(`${language}: 5 users archived at once by keyboard only, and the API keeps them archived`, async ({ page }) => {
    await signInAsAdmin(page, language, `/users?filter=${encodeURIComponent('{"archived":false}')}&page=1`);
    // The users' own table, not the branches' a first sign-in lands on: its e-mail column is there.
    await expect(page.getByRole('columnheader', { name: /email/i })).toBeVisible();
    await expect(dataRows(page).first()).toContainText('@');
    const me = await page.evaluate(() => (JSON.parse(localStorage.getItem('user') ?? '{}') as { id: string }).id);
    // Five rows that are not one's own account, picked by their checkboxes with the space bar.
    const rows = dataRows(page);
    const picked: string[] = [];
    for (let i = 0; picked.length < 5; i++) {
      const row = rows.nth(i);
      const email = (await row.getByRole('cell').nth(2).textContent()) ?? '';
      if (email.includes('admin@example.com')) continue;
      await row.getByRole('checkbox').focus();
      await page.keyboard.press('Space');
      picked.push(email.trim());
    }
    const archive = selectionBar(page).getByRole('button', { name: app.actions.archive });
    await archive.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: ra.confirm })).toBeFocused();
    await page.keyboard.press('Enter');
    const panel = runPanel(page, language, 'archive');
    await expect(panel).toContainText(fillIn(app.bulk.finished, { action: app.actions.archive, done: 5, total: 5 }), {
      timeout: 20_000,
    });
    const stored = async (email: string) => {
      const { data } = await callApi<{ data: SystemUser[] }>(page, `system-user?q=${encodeURIComponent(email)}`);
      return data.find((u) => u.email === email);
    };
    for (const email of picked) expect((await stored(email))?.archived, email).toBe(true);
    expect((await stored('admin@example.com'))?.id).toBe(me);
    expect((await stored('admin@example.com'))?.archived).toBe(false);
  });

  turn(`${language}: 7 tickets selected over two pages export as exactly those 7 rows`, async ({ page }) => {
    await signInAsAdmin(page, language, '/customerCare');
    await expect(
      page.getByRole('columnheader', { name: careTexts[language].resources.customerCare.fields.number }),
    ).toBeVisible();
    await expect(dataRows(page)).toHaveCount(25);
    // The number is the first cell after the row's checkbox ("#100042").
    const numberOf = async (i: number) =>
      ((await dataRows(page).nth(i).getByRole('cell').nth(1).textContent()) ?? '').replace('#', '');
    const picked: string[] = [];
    for (const i of [0, 3, 7, 24]) {
      picked.push(await numberOf(i));
      await dataRows(page).nth(i).getByRole('checkbox').check();
    }
    const firstOfPage1 = await numberOf(0);
    // Page 2's button: "Go to page 2", or its Arabic name, ending in the page's number.
    await page
      .getByRole('navigation')
      .getByRole('button', { name: /(^|\D)2$/ })
      .click();
    await expect.poll(() => numberOf(0)).not.toBe(firstOfPage1);
    for (const i of [1, 2, 10]) {
      picked.push(await numberOf(i));
      await dataRows(page).nth(i).getByRole('checkbox').check();
    }
    const downloading = page.waitForEvent('download');
    await selectionBar(page).getByRole('button', { name: app.bulk.exportSelected }).click();
    const file = readFileSync(await (await downloading).path(), 'utf8');
    const [, ...rows] = parseCsv(file.replace(/^\uFEFF/, ''));
    expect(rows.map((row) => row[0]).sort()).toEqual([...picked].sort());
  });
}

test.describe('on a tablet held upright', () => {
  test.use({ viewport: { width: 768, height: 1024 } });

  test('ar: each item has its checkbox beside its link; 3 promo codes deactivated at once are stored so', async ({
    page,
  }) => {
    const { app, ra } = TEXT.ar;
    await signInAsAdmin(page, 'ar', `/promoCodes?filter=${encodeURIComponent('{"status":"active"}')}&page=1`);
    const items = listItems(page);
    // The promo codes' items, not the branches' a first sign-in lands on.
    await expect(items.first().getByRole('link')).toHaveAttribute('href', /^\/promoCodes\/[^/]+$/);
    await expect(items.first().getByRole('checkbox', { name: ra.selectRow })).toBeVisible();
    const count = await items.count();
    // One checkbox and one link to the record per item, neither inside the other.
    await expect(items.getByRole('checkbox', { name: ra.selectRow })).toHaveCount(count);
    await expect(items.getByRole('link')).toHaveCount(count);
    expect(await items.getByRole('checkbox').evaluateAll((boxes) => boxes.filter((b) => b.closest('a')))).toEqual([]);

    const codes: string[] = [];
    for (const i of [0, 1, 2]) {
      const link = items.nth(i).getByRole('link');
      codes.push(((await link.textContent()) ?? '').trim());
      await expect(link).toHaveAttribute('href', /^\/promoCodes\/[^/]+$/);
      await items.nth(i).getByRole('checkbox').check();
    }
    // The toolbar's buttons wrap rather than scroll sideways on a narrow screen.
    const bar = selectionBar(page);
    expect(await bar.evaluate((el) => el.scrollWidth - el.clientWidth)).toBe(0);
    await shot(page, 'bulk-tablet-768-ar');
    await bar.getByRole('button', { name: app.actions.deactivate }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('(العدد 3)');
    await dialog.getByRole('button', { name: ra.confirm }).click();
    await expect(runPanel(page, 'ar', 'deactivate')).toContainText(
      fillIn(app.bulk.finished, { action: app.actions.deactivate, done: 3, total: 3 }),
      { timeout: 20_000 },
    );
    const stored = await Promise.all(codes.map((code) => callApi<PromoCode>(page, `promo-codes/${code}`)));
    expect(stored.map((p) => p.status)).toEqual(['inactive', 'inactive', 'inactive']);
  });
});
