import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { dataRows, signInAsAdmin } from './helpers';

// A cold load starts the in-page fake and the whole admin: on a busy 2-core machine it can take seconds.
const slowExpect = expect.configure({ timeout: 30_000 });

/**
 * A cold load of a signed-in list asks for its first page while react-admin renders (src/screens/preloadScreen.ts),
 * with the params the list itself computes: the list must then use that answer, not ask a second time,
 * and must show the page the address (or the stored params) names.
 */
function listCalls(page: Page, path: string): string[] {
  return apiGets(page, (url) => (url.pathname.endsWith(`/api/v1/${path}`) ? url.search : undefined));
}

/** What `pick` keeps of each GET to the API the page makes from now on, in order. */
function apiGets(page: Page, pick: (url: URL) => string | undefined): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    const kept = request.method() === 'GET' && url.pathname.includes('/api/v1/') ? pick(url) : undefined;
    if (kept !== undefined) calls.push(kept);
  });
  return calls;
}

test.describe('cold load of a list', () => {
  test('the home list (/branches) loads with one call for its rows', async ({ page }) => {
    await signInAsAdmin(page);
    await slowExpect(dataRows(page).first()).toBeVisible();
    const calls = listCalls(page, 'Branches');
    await page.reload();
    await slowExpect(dataRows(page).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(calls).toHaveLength(1);
  });

  test("/promoCodes, /vouchers, /offers and /banners, each with its order and page size from its area's listDefaults, load with one call for their rows", async ({
    page,
  }) => {
    await signInAsAdmin(page);
    await slowExpect(dataRows(page).first()).toBeVisible();
    // One page, loaded cold at each address in turn (a load, not a move inside the app): each list's own calls.
    for (const [path, call] of [
      ['/promoCodes', 'promo-codes'],
      ['/vouchers', 'vouchers'],
      ['/offers', 'offers'],
      ['/banners', 'banners'],
    ]) {
      const calls = listCalls(page, call);
      await page.goto(path);
      await slowExpect(dataRows(page).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(calls, path).toHaveLength(1);
    }
  });

  test('a paged list reloaded on page 3 with a filter in the address asks once, for that page and filter', async ({
    page,
  }) => {
    await signInAsAdmin(page);
    await slowExpect(dataRows(page).first()).toBeVisible();
    const calls = listCalls(page, 'system-user');
    const filter = encodeURIComponent(JSON.stringify({ archived: false }));
    await page.goto(`/users?filter=${filter}&order=ASC&page=3&perPage=10&sort=firstName`);
    await slowExpect(dataRows(page).first()).toBeVisible();
    await slowExpect(page.getByText(/^21-30 of \d+$/)).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(calls).toHaveLength(1);
    const asked = new URLSearchParams(calls[0]);
    expect(asked.get('page')).toBe('3');
    expect(asked.get('archived')).toBe('false');

    // The list keeps those params; a reload without them in the address uses the stored ones, once.
    calls.length = 0;
    await page.goto('/users');
    await slowExpect(page.getByText(/^21-30 of \d+$/)).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(calls).toHaveLength(1);
    expect(new URLSearchParams(calls[0]).get('page')).toBe('3');
  });

  test('a cold load of Today, the care lists and a plain list asks for each answer once: the side menu, the list and Today share what they read', async ({
    page,
  }) => {
    await signInAsAdmin(page);
    await slowExpect(dataRows(page).first()).toBeVisible();
    const screens = ['/today', '/customerCare', '/catering', '/branches'];
    const calls = apiGets(page, (url) => `${url.pathname}${url.search}`);
    for (const path of screens) {
      calls.length = 0;
      await page.goto(path);
      await slowExpect(page.locator('main').locator('tbody tr, section a[href]').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      const twice = calls.filter((call, i) => calls.indexOf(call) !== i);
      expect(calls.length, path).toBeGreaterThan(1);
      expect(twice, path).toEqual([]);
    }
  });
});
