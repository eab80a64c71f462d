/** Shared steps of the browser tests: signing in, reading tables, screenshots. */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, type Locator, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'demo1234';

export const ADMIN = 'admin@example.com';
export const CARE_ADMIN = 'care.admin@example.com';
export const AGENT = 'agent@example.com';
export const PLAIN_USER = 'user@example.com';

const SCREENSHOTS = fileURLToPath(new URL('./screenshots/', import.meta.url));
mkdirSync(SCREENSHOTS, { recursive: true });

/** A full-page screenshot in tests/e2e/screenshots/<name>.png (gitignored). */
export async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `${SCREENSHOTS}${name}.png`, fullPage: true });
}

export interface SignInLabels {
  email: string;
  password: string;
  submit: string;
}

export const ENGLISH_SIGN_IN: SignInLabels = { email: 'Email', password: 'Password', submit: 'Sign in' };
export const ARABIC_SIGN_IN: SignInLabels = { email: 'البريد الإلكتروني', password: 'كلمة المرور', submit: 'دخول' };

/** Fills the sign-in form on the page as it is (the caller is on /login) and submits it. */
export async function submitSignIn(
  page: Page,
  email: string,
  password = DEMO_PASSWORD,
  labels = ENGLISH_SIGN_IN,
): Promise<void> {
  await page.getByLabel(labels.email, { exact: true }).fill(email);
  // exact: the show/hide toggle is labelled "Show password".
  await page.getByLabel(labels.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: labels.submit, exact: true }).click();
}

/** Opens /login and signs in. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await submitSignIn(page, email, password);
}

/** The admin's session, signed in through the form by the first test of this worker that needs it. */
let adminSession: { token: string; user: string; userId: string } | undefined;

/**
 * Signs in as the admin in the language given (English by default) and waits for the landing page, or opens
 * `at` instead (a signed-in admin's reload of that address: the landing page is not loaded on the way). The
 * first time in a worker through the sign-in form (auth.spec.ts and language.spec.ts test the form itself);
 * after that, as a reload finds a signed-in admin: the session and the language are put in the new context's
 * storage (the app's token and user, and the in-browser fake's record of the session, dated by this page's
 * clock) before the app loads. With `at`, the caller waits for what it came for, and for the screen's own data
 * before calling the in-browser fake itself: until the fake's service worker serves the new page, a call from the
 * page reaches the preview server and answers its index.html.
 */
export async function signInAsAdmin(page: Page, language: Language = 'en', at?: string): Promise<void> {
  if (!adminSession) {
    await page.goto('/login');
    if (language === 'ar') await chooseLanguage(page, 'English', 'العربية');
    await submitSignIn(page, ADMIN, undefined, language === 'ar' ? ARABIC_SIGN_IN : ENGLISH_SIGN_IN);
    await expect(page).toHaveURL(/\/branches$/);
    adminSession = await page.evaluate(() => {
      const token = localStorage.getItem('token') ?? '';
      const user = localStorage.getItem('user') ?? '';
      return { token, user, userId: (JSON.parse(user) as { id: string }).id };
    });
    if (at) await page.goto(at);
    return;
  }
  // A file of the app's origin that does not start the app: its storage is written before the app reads it.
  await page.goto('/favicon.svg');
  await page.evaluate(
    ({ session: { token, user, userId }, language }) => {
      localStorage.setItem('token', token);
      localStorage.setItem('user', user);
      localStorage.setItem('fake-api:sessions', JSON.stringify({ [token]: { userId, createdAt: Date.now() } }));
      localStorage.setItem('i18nextLng', language);
    },
    { session: adminSession, language },
  );
  if (at) {
    await page.goto(at);
    return;
  }
  await page.goto('/branches');
  await expect(page).toHaveURL(/\/branches$/);
  // The first rows come through the in-browser fake: it is running, as after a sign-in through the form, for a
  // test that calls the API itself next.
  await expect(dataRows(page).or(listItems(page)).first()).toBeVisible({ timeout: 20_000 });
}

export type Language = 'en' | 'ar';

/** Signs in as the admin in the language given and waits for the first rows. */
export async function signInAdminIn(page: Page, language: Language): Promise<void> {
  await signInAsAdmin(page, language);
  await expect(dataRows(page).or(listItems(page)).first()).toBeVisible({ timeout: 20_000 });
}

/**
 * Moves to another screen inside the running app, as a link would (react-router follows the history change): no
 * reload, so each screen costs its own data and code only, and the in-browser fake keeps its state and faults.
 */
export async function goInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForURL((url) => url.pathname + url.search === path);
}

/** The side navigation (react-admin renders it as a menu). */
export function sideMenu(page: Page): Locator {
  return page.getByRole('menu');
}

/** Shows a column a list starts without (react-admin's Columns menu; the choice is kept for the next visit). */
export async function showColumn(page: Page, name: string, menu = 'Columns'): Promise<void> {
  await page.getByRole('button', { name: menu }).click();
  await page.getByRole('option', { name, exact: true }).locator('input').check();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('columnheader').filter({ hasText: new RegExp(`^${name}$`) })).toBeVisible();
}

/** The items of a list on a tablet or a phone (react-admin's SimpleList), in the screen's content. */
export function listItems(page: Page): Locator {
  return page.locator('#main-content ul.MuiList-root > li');
}

/** The body rows of the list's table (the header row has column headers, not cells). */
export function dataRows(page: Page): Locator {
  return page
    .getByRole('table')
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });
}

/** Picks a language with react-admin's language switcher (the button shows the current language). */
export async function chooseLanguage(page: Page, current: string, wanted: string): Promise<void> {
  await page.getByRole('button', { name: current, exact: true }).click();
  await page.getByRole('menuitem', { name: wanted, exact: true }).click();
}

/** RFC 4180 rows (tests/support/csv.ts): the browser tests read their downloads with it too. */
export { parseCsv } from '../support/csv';

/** No loading indicator, no running animation (a dialog fading in has half its contrast). */
export async function settle(page: Page): Promise<void> {
  await expect(page.locator('[role="progressbar"]:visible, .MuiSkeleton-root:visible')).toHaveCount(0, {
    timeout: 20_000,
  });
  // A control enabled as its load ends (the orders board's Refresh) starts its colour transition a frame or two
  // later: wait two frames, so that transition is running, and so waited for, below.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
}

/** A call to the API as the signed-in page makes it (the in-browser fake answers), its JSON answer. */
export async function callApi<T>(page: Page, path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  return page.evaluate(
    async ({ url, method, body }) => {
      const response = await fetch(url, {
        method,
        headers: { authorization: localStorage.getItem('token') ?? '', 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`${method} ${url}: ${response.status}`);
      return response.json() as Promise<T>;
    },
    { url: `/api/v1/${path}`, method: init.method ?? 'GET', body: init.body },
  );
}

/**
 * Whether a row has moved up out of the lifted row's way: dnd-kit finds the row a lifted one is over a render after
 * moving it, and a drop before that puts it back where it was.
 */
export const rowsMadeWay = (list: Locator) =>
  list.evaluate((ul) => {
    const lifted = ul.querySelector('[aria-pressed="true"]')?.closest('li');
    return [...ul.querySelectorAll('li')].some((li) => li !== lifted && /translate3d\(0px, -/.test(li.style.transform));
  });

/** Whether an element stays where it is over two frames (no scroll or layout moving it). */
export const heldStill = (locator: Locator) =>
  locator.evaluate(
    (el) =>
      new Promise<boolean>((resolve) => {
        const top = el.getBoundingClientRect().top;
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(el.getBoundingClientRect().top === top)));
      }),
  );

/** How far down a lifted row has moved, in px (its transform's y); 0 before it moves. */
export const movedDown = (row: Locator) =>
  row.evaluate((el) => Number(/translate3d\([^,]+, (-?[\d.]+)px/.exec(el.style.transform)?.[1] ?? 0));
