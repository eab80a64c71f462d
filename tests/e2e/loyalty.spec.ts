/**
 * The loyalty week on each of the seven days of a week (Saturday first), in English and Arabic: the days before
 * today are marked past (a lock and "Past", readable at 4.5:1 in the light and dark themes, as axe checks) and
 * refuse a change, today is marked and takes an item, a saved plan is kept after a reload, and the next week can
 * be added, Saturday's walk in Riyadh's night while UTC is still on the day before. Then what happens at midnight.
 */
import { type Page } from '@playwright/test';
import { Audit } from './axe';
import { WEEK, at, expect as baseExpect, test } from './fixtures';
import { shot, signInAsAdmin, type Language } from './helpers';
import { expectToast } from './toasts';

// A lazy chunk and a 28-cell grid on a shared 2-core machine: generous waits per step.
const expect = baseExpect.configure({ timeout: 30_000 });
test.use({ actionTimeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

const WORDS = {
  en: {
    grid: 'Reward items by day and category',
    days: ['Saturday', 'Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
    today: 'Today',
    past: 'Past',
    drinks: 'Drinks',
    desserts: 'Desserts',
    refused: "Can't insert previous day",
    previousWeek: 'Previous week',
    thisWeek: 'This week',
    week: 'Week',
    addWeek: 'Add week ',
    added: (label: string) => `Week ${label} added`,
    item: 'Menu item',
    points: 'Points',
    setItem: 'Set item',
    save: 'Save',
    saved: 'loyalty saved',
    title: 'Loyalty',
    currency: 'SAR',
    kunafa: 'Kunafa',
    latte: 'Latte',
  },
  ar: {
    grid: 'أصناف المكافآت حسب اليوم والفئة',
    days: ['السبت', 'الأحد', 'الاثنين', 'الثلاثاء', 'الأربعاء', 'الخميس', 'الجمعة'],
    today: 'اليوم',
    past: 'مضى',
    drinks: 'المشروبات',
    desserts: 'الحلويات',
    refused: 'لا يمكن الإضافة في يوم سابق',
    previousWeek: 'الأسبوع السابق',
    thisWeek: 'هذا الأسبوع',
    week: 'الأسبوع',
    addWeek: 'إضافة أسبوع ',
    added: (label: string) => `تمت إضافة أسبوع ${label}`,
    item: 'صنف القائمة',
    points: 'النقاط',
    setItem: 'تعيين الصنف',
    save: 'حفظ',
    saved: 'تم حفظ الولاء',
    title: 'الولاء',
    currency: 'ر.س',
    kunafa: 'كنافة',
    latte: 'لاتيه',
  },
} as const;

type Words = (typeof WORDS)[Language];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A cell of the grid: its button is named "<day> <DD/MM> · <category>: <item or empty>", with " (Past)" on past days. */
const cell = (page: Page, day: string, category: string) =>
  page.getByRole('button', { name: new RegExp(`^${escape(day)} \\d\\d/\\d\\d · ${escape(category)}:`) });

/** The end of a past day's cell name. */
const pastName = (words: Words) => new RegExp(`\\(${words.past}\\)$`);

const grid = (page: Page, words: Words) => page.getByRole('table', { name: words.grid });

/** Picks the first menu item matching `search` for a cell; answers the item's name. */
async function fillCell(page: Page, words: Words, day: string, category: string, search: string): Promise<string> {
  await cell(page, day, category).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox', { name: words.item }).fill(search);
  const option = page.getByRole('option').filter({ hasText: search }).first();
  const name = (await option.locator('span').first().textContent()) ?? '';
  await option.click();
  // The points follow the price at the programme's rate (10 points per 1 SAR).
  await expect(dialog.getByRole('spinbutton', { name: words.points })).not.toHaveValue('');
  await dialog.getByRole('button', { name: words.setItem }).click();
  await expect(dialog).toBeHidden();
  await expect(cell(page, day, category)).toContainText(name);
  return name;
}

/** Each day's row says whether it is past, today or to come, with the day `todayIndex` (0 = Saturday) as today. */
async function expectDayMarks(page: Page, words: Words, todayIndex: number): Promise<void> {
  const rows = grid(page, words).getByRole('rowheader');
  await expect(rows).toHaveCount(7);
  for (let i = 0; i < 7; i += 1) {
    const row = rows.nth(i);
    await expect(row).toContainText(words.days[i]);
    if (i < todayIndex) await expect(row).toContainText(words.past);
    else await expect(row).not.toContainText(words.past);
    if (i === todayIndex) await expect(row).toContainText(words.today);
    else await expect(row).not.toContainText(words.today);
    // A past day's cells say so to a screen reader too; the others do not.
    if (i < todayIndex) await expect(cell(page, words.days[i], words.drinks)).toHaveAccessibleName(pastName(words));
    else await expect(cell(page, words.days[i], words.drinks)).not.toHaveAccessibleName(pastName(words));
  }
}

async function openLoyalty(page: Page, words: Words): Promise<void> {
  await page.goto('/loyality');
  await loyaltyShown(page, words);
}

/** The week's grid with its items, not only its frame. */
async function loyaltyShown(page: Page, words: Words): Promise<void> {
  await expect(grid(page, words)).toBeVisible();
  await expect(page.getByRole('button', { name: /: / }).first()).toBeVisible();
}

/** axe on the loyalty page in the light theme, then again in the dark one (react-admin's store keeps the choice). */
async function auditBothThemes(page: Page, words: Words, label: string): Promise<void> {
  const audit = new Audit(page, label);
  await audit.check('/loyality light');
  await page.evaluate(() => localStorage.setItem('RaStorebackoffice.theme', '"dark"'));
  await openLoyalty(page, words);
  await audit.check('/loyality dark');
  await page.evaluate(() => localStorage.setItem('RaStorebackoffice.theme', '"light"'));
  audit.expectClean();
}

/**
 * The days that differ, by their index in the week: Saturday, the week's first day, has no past day; a day inside
 * the week has past days before it and days to plan after it; Friday, its last, has only itself left. Each is
 * walked once, the languages by turns (the days' order and marks are the same, mirrored); the midnight test
 * below opens the English week on a day inside it too. Saturday is walked in its first hour in Riyadh, while UTC
 * is still on Friday: the week shown is the one starting that local Saturday.
 */
const WALKS = [
  { language: 'en', todayIndex: 0, today: '2026-11-27T21:30:00Z', week: '28/11 – 04/12' },
  { language: 'en', todayIndex: 6, today: at(WEEK[6]) },
  { language: 'ar', todayIndex: 4, today: at(WEEK[4]) },
] as const satisfies readonly { language: Language; todayIndex: number; today: string; week?: string }[];

for (const walk of WALKS) {
  const { language, todayIndex } = walk;
  const words = WORDS[language];
  const dayName = WORDS.en.days[todayIndex];
  test.describe(`loyalty week in ${language === 'en' ? 'English' : 'Arabic'} on ${dayName} ${walk.today}`, () => {
    test.use({ today: walk.today });

    test(`past days are marked, readable and refused; today takes an item; a saved week and the next one are kept after a reload (${dayName})`, async ({
      page,
    }) => {
      await signInAsAdmin(page, language, '/loyality');
      await loyaltyShown(page, words);
      if (language === 'ar') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.title);
      await expect(grid(page, words).getByRole('columnheader', { name: words.desserts })).toBeVisible();
      await expect(page.getByRole('combobox', { name: words.week })).toContainText(
        'week' in walk ? `${walk.week} (${words.thisWeek})` : words.thisWeek,
      );
      await expectDayMarks(page, words, todayIndex);
      await auditBothThemes(page, words, `${language} ${dayName}`);
      await shot(page, `loyalty-${language}-${dayName.toLowerCase()}`);

      // The earliest past day refuses a change, and no dialog opens.
      if (todayIndex > 0) {
        await cell(page, words.days[0], words.drinks).click();
        await expectToast(page, words.refused);
        await expect(page.getByRole('dialog')).toBeHidden();
      }
      // Today is open to changes, whatever day it is.
      const dessert = await fillCell(page, words, words.days[todayIndex], words.desserts, words.kunafa);
      await expect(grid(page, words)).toContainText(words.currency);

      // Last week is over: its cells refuse any change.
      await page.getByRole('button', { name: words.previousWeek }).click();
      await cell(page, words.days[6], words.drinks).click();
      await expectToast(page, words.refused);
      await expect(page.getByRole('dialog')).toBeHidden();

      await page.getByRole('button', { name: words.thisWeek, exact: true }).click();
      const addNext = page.getByRole('button', { name: new RegExp(`^${words.addWeek}`) });
      const label = ((await addNext.textContent()) ?? '').replace(words.addWeek, '');
      await addNext.click();
      await expectToast(page, words.added(label));
      await expect(page.getByRole('combobox', { name: words.week })).toContainText(label);
      // The next week has no past day, whatever today is.
      await expect(page.getByRole('button', { name: pastName(words) })).toHaveCount(0);
      const drink = await fillCell(page, words, words.days[0], words.drinks, words.latte);

      await page.getByRole('button', { name: words.save, exact: true }).click();
      await expectToast(page, words.saved);

      await page.reload();
      await expect(cell(page, words.days[todayIndex], words.desserts)).toContainText(dessert);
      await page.getByRole('combobox', { name: words.week }).click();
      await page.getByRole('option', { name: label }).click();
      await expect(cell(page, words.days[0], words.drinks)).toContainText(drink);
    });
  });
}

test.describe('loyalty week at the turn of a day', () => {
  test.describe('a page left open over midnight', () => {
    test.use({ today: at(WEEK[4], '23:59:00') });

    test('Wednesday turns past and Thursday becomes today within a minute of midnight, with no reload', async ({
      page,
    }) => {
      const words = WORDS.en;
      await signInAsAdmin(page, 'en', '/loyality');
      await loyaltyShown(page, words);
      await expectDayMarks(page, words, 4);
      // The page looks at the clock once a minute.
      await page.clock.fastForward('02:00');
      await expectDayMarks(page, words, 5);
      await cell(page, words.days[4], words.drinks).click();
      await expectToast(page, words.refused);
    });
  });
});
