import { expect, test } from './fixtures';
import { shot, signInAdminIn, type Language } from './helpers';
import { LISTS, measureList, type ListFit } from './listFit';

// Fourteen lists in one signed-in page per window and language: a long walk on a shared 2-core machine.
test.describe.configure({ timeout: 300_000 });

const LAPTOPS = [
  { width: 1366, height: 768 },
  { width: 1280, height: 720 },
] as const;
const HANDHELDS = [
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
] as const;
const LANGUAGES = ['en', 'ar'] as const satisfies readonly Language[];

/** Opens a list and waits for its rows (or its empty message) to settle. */
async function openList(page: import('@playwright/test').Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main .MuiLinearProgress-root, main [aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 });
  await page.waitForTimeout(200);
}

const combos = <T,>(sizes: readonly T[]) => sizes.flatMap((size) => LANGUAGES.map((language) => [size, language] as const));

for (const [WINDOW, language] of combos(LAPTOPS)) {
  test(`at ${WINDOW.width}×${WINDOW.height} with the side menu open every list shows all its columns, buttons and pages inside the window, on one line per row with no value broken (${language})`, async ({ page }) => {
    await page.setViewportSize(WINDOW);
    await signInAdminIn(page, language);
    await expect(page.getByRole('menu')).toBeInViewport();
    const fits: ListFit[] = [];
    for (const path of LISTS) {
      await openList(page, path);
      fits.push(await measureList(page, path));
      if (path === '/promoCodes' || path === '/customerCare') await shot(page, `list${path.replace('/', '-')}-${WINDOW.width}-${language}`);
    }
    console.log(JSON.stringify(fits.map(({ path, pageOverflow, offWindow, sidewaysScrollers, brokenValues, rowsInView, tallestRow }) => ({ path, pageOverflow, offWindow: offWindow.length, sidewaysScrollers, brokenValues: brokenValues.slice(0, 3), rowsInView, tallestRow }))));
    const problems = fits.filter((fit) => fit.pageOverflow > 0 || fit.offWindow.length || fit.sidewaysScrollers.length || fit.brokenValues.length);
    expect(problems).toEqual([]);
    if (WINDOW.width === 1366) {
      for (const path of ['/customerCare', '/promoCodes']) expect(fits.find((fit) => fit.path === path)?.rowsInView, path).toBeGreaterThanOrEqual(12);
    }
  });
}

for (const [WINDOW, language] of combos(HANDHELDS)) {
  test(`on a ${WINDOW.width}×${WINDOW.height} screen every list is a simple list with no sideways scroll, its filters behind a button and its first item on the first screen (${language})`, async ({ page }) => {
    await signInAdminIn(page, language);
    await page.setViewportSize(WINDOW);
    const fits: ListFit[] = [];
    for (const path of LISTS) {
      await openList(page, path);
      fits.push(await measureList(page, path));
      if (path === '/promoCodes' || path === '/customerCare') await shot(page, `list${path.replace('/', '-')}-${WINDOW.width}-${language}`);
    }
    console.log(JSON.stringify(fits.map(({ path, pageOverflow, sidewaysScrollers, hasTable, listItems, firstItemTop, inlineFilters }) => ({ path, pageOverflow, sidewaysScrollers, hasTable, listItems, firstItemTop, inlineFilters }))));
    const problems = fits.filter(
      (fit) => fit.pageOverflow > 0 || fit.sidewaysScrollers.length || fit.offWindow.length || fit.brokenValues.length || fit.hasTable || fit.listItems === 0 || fit.inlineFilters > 1 || fit.firstItemTop > WINDOW.height / 2,
    );
    expect(problems).toEqual([]);
  });
}
