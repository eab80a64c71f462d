import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { shot, signInAsAdmin, type Language } from './helpers';

// The fixtures' day: Monday 23 November 2026 in Riyadh.
const TEXTS = {
  en: { month: 'November 2026', saturday: 'Saturday', friday: 'Friday', day: 'Day', validFrom: 'Valid from' },
  ar: { month: 'نوفمبر 2026', saturday: 'السبت', friday: 'الجمعة', day: 'اليوم', validFrom: 'صالح من' },
} as const;

const ARABIC_INDIC = /[\u0660-\u0669]/;

/** Opens the calendar of the picker whose field group has this name; answers the calendar's grid. */
async function openCalendar(page: Page, field: string) {
  const group = page.getByRole('group', { name: new RegExp(`^${field}( \\*)?$`) });
  await group.locator('xpath=ancestor::div[contains(@class,"MuiPickersTextField-root")]').getByRole('button').click();
  const grid = page.getByRole('grid');
  await expect(grid).toBeVisible();
  return grid;
}

async function expectSaturdayFirstIn(page: Page, language: Language, picture: string) {
  const t = TEXTS[language];
  const grid = page.getByRole('grid');
  const weekDays = grid.getByRole('columnheader');
  await expect(weekDays).toHaveCount(7);
  await expect(weekDays.first()).toHaveAttribute('aria-label', t.saturday);
  await expect(weekDays.last()).toHaveAttribute('aria-label', t.friday);
  const calendar = page.getByRole('dialog').or(page.locator('.MuiPickerPopper-root')).first();
  await expect(calendar).toContainText(t.month);
  expect(ARABIC_INDIC.test(await calendar.innerText())).toBe(false);
  await shot(page, `${picture}-${language}`);
  await page.keyboard.press('Escape');
  await expect(grid).toHaveCount(0);
}

for (const language of ['en', 'ar'] as const satisfies readonly Language[]) {
  const t = TEXTS[language];
  test.describe(`date pickers (${language})`, () => {
    test("a form's calendar is in the screen's language, starts the week on Saturday and writes Latin digits; its field is filled like the others", async ({
      page,
    }) => {
      await signInAsAdmin(page, language, '/offers/create');
      const group = page.getByRole('group', { name: new RegExp(`^${t.validFrom}( \\*)?$`) });
      await expect(group).toBeVisible();
      const field = page.locator('.MuiPickersTextField-root').filter({ has: group });
      await expect(field.locator('.MuiPickersFilledInput-root')).toHaveCount(1);
      await openCalendar(page, t.validFrom);
      await expectSaturdayFirstIn(page, language, 'picker-offer-valid-from');
    });

    test("the orders board's day reads YYYY-MM-DD and its calendar starts on Saturday", async ({ page }) => {
      await signInAsAdmin(page, language, '/branches/br_0001/orders');
      await expect(page.locator('input[name="day"]')).toHaveValue('2026-11-23');
      await expect(page.getByRole('group', { name: t.day })).toHaveText(/2026\s*-\s*11\s*-\s*23/);
      await openCalendar(page, t.day);
      await expectSaturdayFirstIn(page, language, 'picker-orders-day');
    });
  });
}
