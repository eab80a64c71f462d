import { expect, test } from './fixtures';
import { dataRows, listItems, settle, shot, signInAdminIn, signInAsAdmin, type Language } from './helpers';
import { LISTS, measureList, openScreen, type ListFit } from './listFit';

// Fourteen lists in one signed-in page per window and language: a long walk on a shared 2-core machine.
test.describe.configure({ timeout: 300_000 });

// The lists on a laptop (1280×720 in both languages, with the side menu open) are measured by fit.spec.ts's walk
// of every screen of the side menu.
const HANDHELDS = [
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
] as const;
const LANGUAGES = ['en', 'ar'] as const satisfies readonly Language[];

/** The phone in both languages (where Arabic's longer labels and mirrored layout could spill); the tablet in one. */
const combos = <T extends { width: number }>(sizes: readonly T[]) =>
  sizes.flatMap((size) =>
    LANGUAGES.filter((language) => size.width <= 390 || language === 'ar').map((language) => [size, language] as const),
  );

for (const [WINDOW, language] of combos(HANDHELDS)) {
  test(`on a ${WINDOW.width}×${WINDOW.height} screen every list is a simple list with no sideways scroll, its filters behind a button and its first item on the first screen (${language})`, async ({
    page,
  }) => {
    // Sized first, so the app starts on the handheld's layout, its side menu closed, as on a real one.
    await page.setViewportSize(WINDOW);
    await signInAdminIn(page, language);
    const fits: ListFit[] = [];
    for (const path of LISTS) {
      await openScreen(page, path);
      fits.push(await measureList(page, path));
      if (path === '/promoCodes' || path === '/customerCare')
        await shot(page, `list${path.replace('/', '-')}-${WINDOW.width}-${language}`);
    }
    const problems = fits.filter(
      (fit) =>
        fit.pageOverflow > 0 ||
        fit.sidewaysScrollers.length ||
        fit.offWindow.length ||
        fit.brokenValues.length ||
        fit.hasTable ||
        fit.listItems === 0 ||
        fit.inlineFilters > 1 ||
        fit.firstItemTop > WINDOW.height / 2,
    );
    expect(problems).toEqual([]);
  });
}

test('a list shows the columns a user chooses, remembers them after a reload, and Reset brings back its defaults', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await signInAsAdmin(page, 'en', '/promoCodes');
  await openScreen(page, '/promoCodes');
  const headers = page.getByRole('columnheader');
  // The name is off by default (the list would not fit a 1280-pixel laptop with it), one click away.
  await expect(headers.filter({ hasText: /^Name$/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Columns' }).click();
  await page.getByRole('option', { name: 'Name' }).locator('input').check();
  await page.getByRole('option', { name: 'Type' }).locator('input').uncheck();
  await page.keyboard.press('Escape');
  await expect(headers.filter({ hasText: /^Name$/ })).toHaveCount(1);
  await expect(headers.filter({ hasText: /^Type$/ })).toHaveCount(0);
  await page.reload();
  await expect(dataRows(page).first()).toBeVisible();
  await expect(headers.filter({ hasText: /^Name$/ })).toHaveCount(1);
  await expect(headers.filter({ hasText: /^Type$/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Columns' }).click();
  await page.getByRole('button', { name: 'Reset' }).click();
  await page.keyboard.press('Escape');
  await expect(headers.filter({ hasText: /^Type$/ })).toHaveCount(1);
  await expect(headers.filter({ hasText: /^Name$/ })).toHaveCount(0);
});

// Once, in English: an icon, its name, tooltip and confirmation do not follow the language (the Arabic names are typed
// against the English ones).
test("a row's action is an icon named by what it does, with a tooltip, and still asks for a confirmation before it runs", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await signInAsAdmin(page, 'en', '/promoCodes');
  await openScreen(page, '/promoCodes');
  const action = dataRows(page)
    .first()
    .getByRole('button', { name: /^(Activate|Deactivate)$/ });
  await expect(action).toHaveCount(1);
  const name = (await action.getAttribute('aria-label')) ?? '';
  // An icon only: no text of its own in the row.
  expect((await action.innerText()).trim()).toBe('');
  const box = await action.boundingBox();
  expect(box?.width).toBeLessThanOrEqual(32);
  await action.hover();
  const tooltip = page.getByRole('tooltip', { name });
  await expect(tooltip).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(tooltip).toBeHidden();
  await page.mouse.move(0, 0);
  await action.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(action).toBeFocused();
  await expect(tooltip).toBeVisible();
  let calls = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && /promo-codes\/.+\/status/.test(request.url())) calls++;
  });
  await action.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/promoCodes$/);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  expect(calls).toBe(0);
});

/** Screens of records and forms a manager opens on a phone. */
const FORMS = [
  '/branches/create',
  '/offers/create',
  '/promoCodes/create',
  '/vouchers/create',
  '/banners/newbanner',
  '/users/newuser',
  '/settings/create',
  '/subscriptions/plans/create',
  '/menus/itemDetails',
] as const;

for (const language of LANGUAGES) {
  test(`on a 390×844 phone the record screens and forms fit with no sideways scroll, and a list's other filters open from its filter button (${language})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAdminIn(page, language);
    const spills: string[] = [];
    const check = async (what: string) => {
      const fit = await measureList(page, what);
      if (fit.pageOverflow > 0 || fit.sidewaysScrollers.length || fit.brokenValues.length)
        spills.push(`${what}: ${JSON.stringify(fit)}`);
    };
    for (const path of FORMS) {
      await openScreen(page, path, 'form');
      await check(path);
    }
    // Records opened from their lists: a ticket, a branch (its tabs), an offer.
    for (const path of ['/customerCare', '/branches', '/offers']) {
      await openScreen(page, path);
      await listItems(page).first().getByRole('link').click();
      await expect(page).not.toHaveURL(new RegExp(`${path}$`));
      await settle(page);
      await check(`${path} record`);
    }
    await shot(page, `phone-record-${language}`);
    expect(spills).toEqual([]);

    await openScreen(page, '/promoCodes');
    const filtersShown = page.locator('#main-content form .MuiFormControl-root');
    await expect(filtersShown).toHaveCount(1);
    await page.getByRole('button', { name: language === 'en' ? 'Add filter' : 'إضافة عامل تصفية' }).click();
    await page.getByRole('menuitemcheckbox', { name: language === 'en' ? 'Status' : 'الحالة' }).click();
    await expect(filtersShown).toHaveCount(2);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
}
