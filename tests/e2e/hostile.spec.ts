/**
 * Hostile text: with the hostile switch (the `hostile` option, dataProvider/fake/seed/hostile.ts), the fake's seed
 * carries markup, script URLs, bidi controls and formula cells on a few records of every area. Every screen must
 * show them as text and create nothing from them, link fields must refuse non-http(s) schemes, and the session
 * token must stay out of URLs and logs. The exports of the same records (formulas as text, no token) are
 * tests/integration/hostileExports.test.tsx's.
 *
 * The production build runs under a CSP that would block an inline handler anyway, so the checks look
 * at the document itself (no <img src="x">, no on* attribute, no javascript: href), not only at
 * window.__xss.
 */
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { CARE_ADMIN, chooseLanguage, dataRows, goInApp, shot, showColumn, signInAsAdmin } from './helpers';
import {
  FORMULA_HYPERLINK,
  FORMULA_MINUS,
  FORMULA_AT,
  FORMULA_PLUS,
  JS_URL,
  XSS_IMG,
  XSS_SCRIPT,
} from '../../dataProvider/fake/seed/hostile';

const LINK_MESSAGE = 'The link must be a web address starting with http:// or https://';
const LINK_MESSAGE_AR = 'يجب أن يكون الرابط عنوان ويب يبدأ بـ';

/** What the document must never contain, whatever the data: anything built from hostile text. */
async function expectInert(page: Page, where: string): Promise<void> {
  const report = await page.evaluate(() => {
    const attr = (selector: string, name: string) =>
      [...document.querySelectorAll(selector)].map((el) => el.getAttribute(name) ?? '');
    return {
      xss: (window as unknown as { __xss?: unknown }).__xss ?? null,
      imgX: document.querySelectorAll('img[src="x"]').length,
      scriptHrefs: attr('[href]', 'href').filter((href) => /^\s*(javascript|vbscript|data):/i.test(href)),
      scriptSrcs: attr('[src]', 'src').filter((src) => /^\s*(javascript|vbscript):/i.test(src)),
      handlers: [...document.querySelectorAll('*')]
        .filter((el) => [...el.attributes].some((a) => /^on/i.test(a.name)))
        .map((el) => el.outerHTML.slice(0, 120)),
      scripts: [...document.scripts].filter((s) => (s.textContent ?? '').includes('__xss')).length,
    };
  });
  expect(report, where).toEqual({ xss: null, imgX: 0, scriptHrefs: [], scriptSrcs: [], handlers: [], scripts: 0 });
}

/**
 * Moves to a screen inside the running app, as a link would (one page load for a whole walk); what the screen
 * before left on the page is marked, so that only the new screen's elements are read after.
 */
async function enter(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    if (window.location.pathname === to) return;
    for (const el of document.querySelectorAll('#main-content *')) el.setAttribute('data-left', '');
  }, path);
  await goInApp(page, path);
}

/** The new screen's elements (see `enter`). */
const fresh = (page: Page) => page.locator(':not([data-left])');

/** Waits for each hostile text to be shown literally on the screen entered, then checks nothing was built from it. */
async function expectShown(page: Page, path: string, texts: string[]): Promise<void> {
  // The first text waits for the screen's data (a cold seed on a loaded machine); the rest are there with it.
  for (const [i, text] of texts.entries()) {
    await expect(page.getByText(text, { exact: false }).and(fresh(page)).first(), `${path}: ${text}`).toBeVisible({
      timeout: i === 0 ? 30_000 : undefined,
    });
  }
  await expectInert(page, path);
}

/** Opens a path and checks its hostile texts (`expectShown`). */
async function visit(page: Page, path: string, texts: string[]): Promise<void> {
  await enter(page, path);
  await expectShown(page, path, texts);
}

/** The values of the form's text fields (hostile text in an input is shown as its value). */
const fieldValues = (page: Page) =>
  page
    .locator('input:not([data-left]), textarea:not([data-left])')
    .evaluateAll((els) => els.map((el) => (el as HTMLInputElement | HTMLTextAreaElement).value));

test.use({ hostile: true });

test.describe('hostile text in the data', () => {
  test('every admin list shows the hostile seed text literally and builds nothing from it; the token stays out of URLs and logs', async ({
    page,
  }) => {
    test.slow();
    const urls: string[] = [];
    const logs: string[] = [];
    const errors: string[] = [];
    page.on('request', (request) => urls.push(request.url()));
    page.on('console', (message) => logs.push(message.text()));
    page.on('pageerror', (error) => errors.push(error.message));

    await signInAsAdmin(page);
    const token = await page.evaluate(() => localStorage.getItem('token'));
    expect(token).toBeTruthy();

    await visit(page, '/branches', [XSS_IMG]);
    await visit(page, '/menus', [XSS_IMG, FORMULA_HYPERLINK]);
    await visit(page, '/offers', [`${XSS_SCRIPT} offer`, FORMULA_HYPERLINK]);
    // The promo codes' name column starts hidden (lists.spec.ts): shown from the columns menu first.
    await enter(page, '/promoCodes');
    // The offers' list, just left, has a Columns menu too: this list's, once its rows are in.
    await expect(dataRows(page).and(fresh(page)).first()).toBeVisible({ timeout: 30_000 });
    await showColumn(page, 'Name');
    await expectShown(page, '/promoCodes', [XSS_SCRIPT, FORMULA_HYPERLINK]);
    await visit(page, '/vouchers', [XSS_SCRIPT, FORMULA_HYPERLINK]);
    await visit(page, '/loyality', [XSS_IMG, XSS_SCRIPT]);
    await visit(page, '/customerCare', [XSS_SCRIPT, XSS_IMG, FORMULA_HYPERLINK]);
    await visit(page, '/subscriptions/subscribers', [XSS_SCRIPT, `${FORMULA_AT} ${XSS_IMG}`]);
    await visit(page, '/users', [XSS_SCRIPT, XSS_IMG, FORMULA_HYPERLINK, `${FORMULA_MINUS} ${FORMULA_AT}`]);
    await shot(page, 'hostile-users-en');
    await visit(page, '/banners', [XSS_SCRIPT, FORMULA_HYPERLINK, JS_URL]);
    // The stored javascript: link is shown as text, not as a link.
    await expect(page.getByRole('link', { name: JS_URL })).toHaveCount(0);
    await visit(page, '/catering', [`${XSS_SCRIPT} Trading`, FORMULA_HYPERLINK]);
    await visit(page, '/settings', [XSS_SCRIPT, JS_URL, FORMULA_HYPERLINK]);
    await visit(page, '/feedbacks', [`${XSS_IMG} ${JS_URL}`, `${FORMULA_PLUS} ${XSS_SCRIPT}`]);

    await enter(page, '/customers');
    await expect(page.getByRole('textbox', { name: 'Phone number' })).toBeVisible({ timeout: 30_000 });
    await page.getByRole('textbox', { name: 'Phone number' }).fill('0520000000');
    await page.getByRole('button', { name: 'Look up' }).click();
    await expect(
      page.getByRole('region', { name: 'Customer found' }).getByText(XSS_SCRIPT, { exact: true }).first(),
    ).toBeVisible();
    await expectInert(page, '/customers');

    expect(errors).toEqual([]);
    expect(urls.filter((url) => url.includes(token!))).toEqual([]);
    expect(logs.filter((text) => text.includes(token!))).toEqual([]);
    expect(page.url()).not.toContain(token!);
  });

  test('record screens show hostile text as text: a ticket and a catering request with their comments, a branch, a menu item, a user', async ({
    page,
  }) => {
    test.slow();
    await signInAsAdmin(page, 'en', '/customerCare/tk_102999/show');
    await visit(page, '/customerCare/tk_102999/show', [XSS_IMG, `${XSS_IMG} ${JS_URL}`, FORMULA_HYPERLINK]);
    await shot(page, 'hostile-ticket-en');
    await visit(page, '/catering/ct_5319', [`${XSS_SCRIPT} Trading`, `${JS_URL} ${XSS_IMG}`, FORMULA_HYPERLINK]);

    await enter(page, '/branches/br_0037');
    await expect
      .poll(() => fieldValues(page), { timeout: 30_000 })
      .toEqual(expect.arrayContaining([expect.stringContaining(XSS_IMG)]));
    await expect.poll(() => fieldValues(page)).toEqual(expect.arrayContaining([expect.stringContaining(JS_URL)]));
    await expectInert(page, '/branches/br_0037');

    await enter(page, '/menus/it_0006');
    await expect
      .poll(() => fieldValues(page), { timeout: 30_000 })
      .toEqual(expect.arrayContaining([expect.stringContaining(XSS_IMG)]));
    await expectInert(page, '/menus/it_0006');

    await enter(page, '/users');
    await expect(dataRows(page).filter({ hasText: XSS_SCRIPT }).first()).toBeVisible({ timeout: 30_000 });
    await dataRows(page).filter({ hasText: XSS_SCRIPT }).first().getByText(XSS_SCRIPT).click();
    await expect(page).toHaveURL(/\/users\/[^/]+$/);
    await expect.poll(() => fieldValues(page)).toEqual(expect.arrayContaining([XSS_SCRIPT, XSS_IMG]));
    await expectInert(page, 'user edit');
  });

  test('link fields refuse javascript: (stored on the server, or typed in Arabic) with the message, and run nothing', async ({
    page,
  }) => {
    // Leaving a form with unsaved changes asks first (beforeunload): this test leaves on purpose.
    page.on('dialog', (dialog) => void dialog.accept());
    test.slow();
    // A banner whose stored link is a script URL: shown in the field, refused when saved.
    await signInAsAdmin(page, 'en', '/banners/bnr_032');
    const link = page.getByRole('textbox', { name: 'Link' });
    await expect(link).toHaveValue(JS_URL, { timeout: 30_000 });
    await expect(page.getByRole('link', { name: JS_URL })).toHaveCount(0);
    // Any other change is refused until the link is fixed.
    await page.getByRole('textbox', { name: 'Name' }).fill('Renamed hostile banner');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(LINK_MESSAGE)).toBeVisible();
    await expect(page).toHaveURL(/\/banners\/bnr_032$/);
    await expectInert(page, '/banners/bnr_032');

    // Typed on a new banner, in Arabic, the page stays inert. (Which schemes are refused: tests/unit/safeUrl.test.ts;
    // the form's and the API's refusal in English: tests/integration/banners.test.tsx.)
    await chooseLanguage(page, 'English', 'العربية');
    // A load, not a move inside the app: leaving the banner's unsaved changes asks first (accepted above), and a
    // move inside the app through that question replaced the new form while it was being used.
    await page.goto('/banners/newbanner');
    await expect(page.getByRole('combobox', { name: 'نوع الرابط' })).toBeVisible({ timeout: 30_000 });
    await page.getByRole('combobox', { name: 'نوع الرابط' }).click();
    await page.getByRole('option', { name: 'عنوان ويب' }).click();
    await page.getByRole('textbox', { name: 'الرابط' }).fill('javascript:alert(1)');
    await page.getByRole('button', { name: 'حفظ' }).click();
    await expect(page.getByText(LINK_MESSAGE_AR)).toBeVisible();
    await expectInert(page, 'new banner (ar)');
  });

  test('in Arabic, lists with hostile and bidi-override names keep their layout and build nothing', async ({
    page,
  }) => {
    test.slow();
    await signInAsAdmin(page);
    await chooseLanguage(page, 'English', 'العربية');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

    await visit(page, '/customerCare', [XSS_SCRIPT, FORMULA_HYPERLINK]);
    await shot(page, 'hostile-tickets-ar');
    await visit(page, '/users', [XSS_SCRIPT, FORMULA_HYPERLINK]);
    await shot(page, 'hostile-users-ar');
    await visit(page, '/branches', [XSS_SCRIPT]);
    await visit(page, '/customerCare/tk_102999/show', [XSS_IMG, `${XSS_IMG} ${JS_URL}`]);
    await shot(page, 'hostile-ticket-ar');
  });

  test('the password-reset page sends no referrer: its own requests carry no Referer, and the link in the address is dropped', async ({
    page,
  }) => {
    await page.goto('/forget-password');
    await page.getByLabel('Email', { exact: true }).fill(CARE_ADMIN);
    await page.getByRole('button', { name: 'Send link' }).click();
    const link = page
      .getByRole('alert')
      .filter({ hasText: 'Demo mailbox' })
      .getByRole('link', { name: 'Open the link' });
    await expect(link).toHaveAttribute('rel', /noreferrer/);

    const referers: string[] = [];
    const seen: string[] = [];
    page.on('request', async (request) => {
      seen.push(request.url());
      const referer = (await request.allHeaders())['referer'];
      if (referer) referers.push(`${request.url()} <- ${referer}`);
    });
    // A fresh load of the reset link, as from a mail client: scripts, styles and the token check.
    const href = (await link.getAttribute('href'))!;
    await page.goto(href);
    await expect(page.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => document.querySelector('meta[name="referrer"]')?.getAttribute('content'))).toBe(
      'no-referrer',
    );
    expect(seen.length).toBeGreaterThan(0);
    expect(referers).toEqual([]);
    expect(page.url()).not.toContain('token');
  });
});
