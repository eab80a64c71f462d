import { type Page } from '@playwright/test';
import { expect as baseExpect, inTurns, test } from './fixtures';
import { shot, signInAdminIn, type Language } from './helpers';
import { expectToast } from './toasts';
import type { BranchMenu } from '../../dataProvider/types';

// A lazy screen and a menu of about 400 items on a shared 2-core machine: generous waits per step.
const expect = baseExpect.configure({ timeout: 30_000 });
test.use({ actionTimeout: 30_000 });
test.describe.configure({ timeout: 120_000 });

const TEXT = {
  en: {
    pick: 'Choose a branch',
    search: 'Search by name',
    of: 'of',
    next: 'Go to next page',
    previous: 'Go to previous page',
    perPage: 'Rows per page:',
    title: 'Branch menu',
    price: 'Branch price (SAR)',
    save: 'Save',
    saved: 'Branch price saved',
  },
  ar: {
    pick: 'اختر فرعًا',
    search: 'بحث بالاسم',
    of: 'من',
    next: 'الانتقال إلى الصفحة التالية',
    previous: 'الانتقال إلى الصفحة السابقة',
    perPage: 'عدد الصفوف في الصفحة:',
    title: 'قائمة الفرع',
    price: 'سعر الفرع (ر.س)',
    save: 'حفظ',
    saved: 'تم حفظ سعر الفرع',
  },
} as const;

/** Opens the branch menu screen, picks the first branch offered and returns that branch's menu as the API sent it. */
async function openFirstBranch(page: Page, language: Language): Promise<BranchMenu> {
  await page.goto('/menus/branches');
  await page.getByRole('combobox', { name: TEXT[language].pick }).click();
  const answer = page.waitForResponse((r) => /\/api\/v1\/menu\/br_[^/]+$/.test(new URL(r.url()).pathname));
  await page.getByRole('option').first().click();
  return (await (await answer).json()) as BranchMenu;
}

const nameIn = (language: Language, item: BranchMenu['items'][number]) =>
  language === 'ar' ? item.name.ar : item.name.en;

/** What react-admin's pagination says: "1-50 of 384" ("1-50 من 384" in Arabic). */
const range = (page: Page, language: Language, from: number, to: number, total: number) =>
  page.getByText(`${from}-${to} ${TEXT[language].of} ${total}`, { exact: true });

for (const language of ['en', 'ar'] as const) {
  const t = TEXT[language];

  test.describe(`branch menu (${language})`, () => {
    const turn = inTurns(language);
    turn(
      'pages through every item of a big branch menu with a count, by keyboard, and with a wider page',
      async ({ page }) => {
        await signInAdminIn(page, language);
        const menu = await openFirstBranch(page, language);
        const total = menu.items.length;
        expect(total).toBeGreaterThan(300);
        const table = page.getByRole('table', { name: t.title });
        const rows = table.getByRole('row').filter({ has: page.getByRole('cell') });
        await expect(range(page, language, 1, 50, total)).toBeVisible();
        await expect(rows).toHaveCount(50);
        await expect(rows.first()).toContainText(nameIn(language, menu.items[0]));
        await shot(page, `branch-menu-page1-${language}`);

        // The next page by keyboard: its button takes focus and Enter.
        await page.getByRole('button', { name: t.next }).focus();
        await page.keyboard.press('Enter');
        await expect(range(page, language, 51, 100, total)).toBeVisible();
        await expect(rows.first()).toContainText(nameIn(language, menu.items[50]));

        // The last items are reachable: a hundred a page, then the last page.
        await page.getByRole('combobox', { name: t.perPage }).click();
        await page.getByRole('option', { name: '100', exact: true }).click();
        await expect(range(page, language, 1, 100, total)).toBeVisible();
        await expect(rows).toHaveCount(100);
        const lastPage = Math.ceil(total / 100);
        await page
          .getByRole('button', {
            name: language === 'ar' ? `الانتقال إلى الصفحة ${lastPage}` : `Go to page ${lastPage}`,
          })
          .click();
        await expect(range(page, language, (lastPage - 1) * 100 + 1, total, total)).toBeVisible();
        await expect(rows.last()).toContainText(nameIn(language, menu.items[total - 1]));

        // A search counts what it finds and starts again from its first page.
        const wanted = language === 'ar' ? 'شكشوكة' : 'Shakshuka';
        const found = menu.items.filter((i) =>
          `${i.name.en} ${i.name.ar}`.toLowerCase().includes(wanted.toLowerCase()),
        ).length;
        expect(found).toBeGreaterThan(0);
        await page.getByRole('textbox', { name: t.search }).fill(wanted);
        await expect(range(page, language, 1, Math.min(found, 100), found)).toBeVisible();
        await expect(rows).toHaveCount(Math.min(found, 100));
        await shot(page, `branch-menu-search-${language}`);
      },
    );

    turn('a price saved on the second page is still there after going to the first page and back', async ({ page }) => {
      await signInAdminIn(page, language);
      const menu = await openFirstBranch(page, language);
      const item = nameIn(language, menu.items[60]);
      await page.getByRole('button', { name: t.next }).click();
      const price = page.getByRole('spinbutton', { name: `${t.price}: ${item}` });
      await price.fill('17.5');
      await page.getByRole('button', { name: `${t.save}: ${item}` }).click();
      await expectToast(page, t.saved);
      await page.getByRole('button', { name: t.previous }).click();
      await expect(range(page, language, 1, 50, menu.items.length)).toBeVisible();
      await page.getByRole('button', { name: t.next }).click();
      await expect(price).toHaveValue('17.5');
    });

    turn(
      'on a 390×844 phone each item is a block that fits the width, with the count and the pages below',
      async ({ page }) => {
        await page.setViewportSize({ width: 390, height: 844 });
        await signInAdminIn(page, language);
        const menu = await openFirstBranch(page, language);
        const items = page.getByRole('list', { name: t.title }).getByRole('listitem');
        await expect(items).toHaveCount(50);
        await expect(range(page, language, 1, 50, menu.items.length)).toBeVisible();
        const first = nameIn(language, menu.items[0]);
        for (const control of [
          page.getByRole('switch', { name: new RegExp(`: ${first}$`) }),
          page.getByRole('spinbutton', { name: `${t.price}: ${first}` }),
          page.getByRole('button', { name: `${t.save}: ${first}` }),
        ]) {
          const box = await control.boundingBox();
          expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
        }
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
        await page.getByRole('button', { name: t.next }).click();
        await expect(range(page, language, 51, 100, menu.items.length)).toBeVisible();
        await shot(page, `branch-menu-phone-${language}`);
      },
    );
  });
}
