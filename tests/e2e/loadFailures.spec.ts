/**
 * A load that fails shows in place of what it would have shown: the spec's message (section 8) and a Retry,
 * besides the spec's toast; a list shows no empty state and counts no rows; a record keeps its address and a
 * 404 says it does not exist, with the way back to its list. The faults are a lost connection, a 500 with a
 * message, a 502 with an HTML body and a 404 (the fake's faults switch, armed for that screen's call only); each
 * screen meets them in turns, the languages alternating, and each time Retry loads the screen.
 */
import { type Locator, type Page } from '@playwright/test';
import { appAr } from '@/i18n/ar';
import { appEn } from '@/i18n/en';
import { messages as branchTexts } from '@/resources/branches/messages';
import { messages as customerTexts } from '@/resources/customers/messages';
import { messages as loyaltyTexts } from '@/resources/loyalty/messages';
import { messages as menuTexts } from '@/resources/menus/messages';
import { messages as subscriptionTexts } from '@/resources/subscriptions/messages';
import { MESSAGES as FAKE } from '@/dataProvider/fake/messages';
import { raArabic } from '@/i18n/raArabic';
import { expect, test } from './fixtures';
import { armFault, fakeControl, watchCalls, type FaultMode } from './faults';
import {
  ADMIN,
  ARABIC_SIGN_IN,
  ENGLISH_SIGN_IN,
  chooseLanguage,
  dataRows,
  goInApp,
  signInAdminIn,
  submitSignIn,
  type Language,
} from './helpers';
import { expectToast } from './toasts';

test.describe.configure({ timeout: 180_000 });
const slowExpect = expect.configure({ timeout: 20_000 });

const APP = { en: appEn.app, ar: appAr.app };
const SAVE = { en: 'Save', ar: raArabic.ra.action.save };

/** Each fault and what the app must say for it, in each language. */
const FAULTS: { mode: FaultMode; says: (language: Language) => string }[] = [
  { mode: 'network', says: (language) => APP[language].errors.network },
  { mode: '500', says: (language) => FAKE.fakeFaultServer[language] },
  { mode: 'html', says: (language) => APP[language].errors.server },
  { mode: '404', says: (language) => FAKE.fakeFaultNotFound[language] },
];

interface ScreenCase {
  name: string;
  /** The failing call's path (after /api/v1/) contains this. */
  call: string;
  /** The screen's address, gone to inside the app (a reload would restart the in-browser fake and disarm the fault). */
  path: string;
  /** What the screen shows once it has loaded. */
  loaded: (page: Page, language: Language) => Locator;
  /** The failure's heading, when not the default 'This could not be loaded'. */
  title?: (language: Language) => string;
  /** A record: a 404 says it does not exist and offers its list. */
  listPath?: string;
  /** A signed-out page. */
  signedOut?: boolean;
}

const inPlace = (page: Page, language: Language) =>
  page.getByRole('alert').filter({ has: page.getByRole('button', { name: APP[language].load.retry }) });

const signedIn: ScreenCase[] = [
  {
    name: 'a list (promo codes)',
    call: 'promo-codes',
    path: '/promoCodes',
    loaded: (page) => dataRows(page).first(),
  },
  {
    name: 'a record screen (a ticket)',
    call: 'customer-care/tk_103000',
    path: '/customerCare/tk_103000',
    loaded: (page) => page.getByText('#103000', { exact: true }),
    listPath: '/customerCare',
  },
  {
    name: 'an edit screen read from its list (a setting)',
    call: 'settings',
    path: '/settings/min_order_value',
    loaded: (page) => page.locator('[name="value"]'),
    listPath: '/settings',
  },
  {
    name: 'the loyalty page',
    call: 'loyality',
    path: '/loyality',
    loaded: (page, language) =>
      page.getByRole('list', { name: loyaltyTexts[language].resources.loyalty.rewards.title }),
    title: (language) => loyaltyTexts[language].resources.loyalty.loadFailed,
  },
  {
    name: "the customers' figures",
    call: 'users/stats',
    path: '/customers',
    loaded: (page, language) => page.getByText(customerTexts[language].resources.customers.stats.newLast30Days),
    title: (language) => customerTexts[language].resources.customers.statsFailed,
  },
  {
    name: 'the orders board',
    call: 'orders',
    path: '/branches/br_0001/orders',
    loaded: (page, language) =>
      page.getByRole('heading', { name: branchTexts[language].resources.branches.orders.columns.accepted }),
    title: (language) => branchTexts[language].resources.branches.orders.loadFailed,
  },
  {
    name: 'the menu order board',
    call: 'menu/categories',
    path: '/menus/sort',
    loaded: (page, language) =>
      page
        .getByRole('list', { name: menuTexts[language].resources.menus.sort.categories })
        .getByRole('listitem')
        .first(),
  },
  {
    name: 'the branch menus',
    call: 'Branches',
    path: '/menus/branches',
    loaded: (page, language) =>
      page.getByRole('combobox', { name: menuTexts[language].resources.menus.branchMenu.pick }),
  },
  {
    name: 'the plan settings',
    call: 'plan-settings',
    path: '/subscriptions/settings',
    loaded: (page) => page.locator('input[name="disableFreezeBefore"]'),
    title: (language) => subscriptionTexts[language].resources.planSettings.loadFailed,
  },
];

/** A fresh start on a screen that loads nothing (the not-found page), so no cached answer hides the fault. */
async function freshStart(page: Page, screen: ScreenCase, language: Language): Promise<void> {
  if (screen.signedOut) {
    await page.goto('/login');
    await expect(
      page.getByRole('button', { name: (language === 'ar' ? ARABIC_SIGN_IN : ENGLISH_SIGN_IN).submit, exact: true }),
    ).toBeVisible();
    await fakeStarted(page);
    return;
  }
  await page.goto('/no-such-screen');
  await slowExpect(page.getByText(APP[language].errors.notFoundHint)).toBeVisible();
  await fakeStarted(page);
}

/** The in-browser fake starts on the app's first call or once the browser is idle: the faults switch is there then. */
async function fakeStarted(page: Page): Promise<void> {
  await expect
    // A navigation still under way destroys the page's context: that try reads as "not yet".
    .poll(
      () =>
        page
          .evaluate(async () => (await fetch('/api/v1/__fake/faults')).headers.get('content-type') ?? '')
          .catch(() => ''),
      { timeout: 20_000 },
    )
    .toContain('json');
}

/** The screen's load meets each fault: said in place and in a toast; Retry then loads it. */
async function expectFailuresShownThenRetried(
  page: Page,
  screen: ScreenCase,
  language: Language,
  faults: typeof FAULTS,
): Promise<void> {
  const texts = APP[language];
  for (const fault of faults) {
    await test.step(`${fault.mode}`, async () => {
      await freshStart(page, screen, language);
      await armFault(page, { mode: fault.mode, count: 1, path: screen.call });
      const message = fault.says(language);
      const alert = inPlace(page, language);
      await Promise.all([expectToast(page, message), goInApp(page, screen.path)]);
      await slowExpect(alert).toBeVisible();
      await expect(alert).toContainText(message);
      const record404 = fault.mode === '404' && screen.listPath !== undefined;
      await expect(alert).toContainText(
        record404 ? texts.load.notFound : (screen.title?.(language) ?? texts.load.failed),
      );
      // Never the markup of an error page.
      await expect(alert).not.toContainText('<');
      if (record404) {
        await expect(alert.getByRole('link', { name: texts.load.backToList })).toHaveAttribute(
          'href',
          screen.listPath ?? '',
        );
      }
      expect(new URL(page.url()).pathname, 'the failed screen keeps its address').toBe(screen.path);
      await expect(screen.loaded(page, language)).toHaveCount(0);
      if (screen.call === 'promo-codes') {
        // No empty state and no page count for rows that were never read.
        await expect(page.locator('.MuiTablePagination-root')).toHaveCount(0);
      }
      const where = page.url();
      await alert.getByRole('button', { name: texts.load.retry }).click();
      await slowExpect(screen.loaded(page, language).first()).toBeVisible();
      await expect(alert).toHaveCount(0);
      expect(page.url(), 'the address stays through the failure and the retry').toBe(where);
    });
  }
}

// Each kind of screen once, the languages taking turns: the failure, its toast and Retry come from one shared
// piece (src/components/LoadError.tsx), whose texts are checked in the language of each screen here
// and state by state in tests/unit/loadState.test.tsx.
test.describe('failed loads', () => {
  // The faults take turns too, so each kind meets two or three screens: which text a fault gives is the HTTP
  // client's (tests/unit/http.test.ts), the same on every screen. A record screen also meets a 404, which it
  // says in its own words, with the way back to its list.
  signedIn.forEach((screen, index) => {
    const language: Language = index % 2 === 0 ? 'en' : 'ar';
    const fault = FAULTS[index % FAULTS.length];
    const notFound = FAULTS.find((f) => f.mode === '404');
    const faults = screen.listPath && notFound && fault !== notFound ? [fault, notFound] : [fault];
    const modes = faults.map((f) => f.mode).join(', ');
    test(`${screen.name}: a failure (${modes}) is said in place and toasted, and Retry loads it (${language})`, async ({
      page,
    }) => {
      await signInAdminIn(page, language);
      await expectFailuresShownThenRetried(page, screen, language, faults);
    });
  });
});

/** A call that fails while the page is open: the page's own form, submitted; what it says and how Retry ends. */
interface SubmitCase {
  name: string;
  call: string;
  /** Where the page is, and what to do there (after the fault is armed) so that the call goes out. */
  path: string;
  act: (page: Page, language: Language) => Promise<void>;
  title: (language: Language) => string;
  done: (page: Page, language: Language) => Locator;
}

const SIGN_IN = { en: ENGLISH_SIGN_IN, ar: ARABIC_SIGN_IN };

/** A reset link for the admin, from the fake's outbox (the mail the forgotten-password call "sent"), read as the admin. */
async function resetLink(page: Page): Promise<string> {
  await page.evaluate(async (email) => {
    await fetch('/api/v1/system-user/forget-password', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
    });
  }, ADMIN);
  const { body } = await fakeControl<{ to: string; link: string }[]>(page, 'GET', 'outbox');
  const mail = body.find((sent) => sent.to === ADMIN);
  expect(mail, 'the reset mail to the admin').toBeTruthy();
  const link = new URL(mail?.link ?? '');
  return `${link.pathname}${link.search}`;
}

const signedOut: SubmitCase[] = [
  {
    name: 'the sign-in',
    call: 'system-user/login',
    path: '/login',
    act: (page, language) => submitSignIn(page, ADMIN, undefined, SIGN_IN[language]),
    title: (language) => APP[language].auth.failed,
    done: (page) => dataRows(page).first(),
  },
  {
    name: 'the forgotten-password mail',
    call: 'forget-password',
    path: '/forget-password',
    act: async (page, language) => {
      await page.getByLabel(APP[language].auth.email, { exact: true }).fill(ADMIN);
      await page.getByRole('button', { name: APP[language].forget.send }).click();
    },
    title: (language) => APP[language].forget.failed,
    done: (page, language) =>
      page
        .getByRole('status')
        .filter({ hasText: APP[language].forget.sent.split('{{')[0] })
        .filter({ hasText: ADMIN }),
  },
  {
    name: 'the reset link check',
    call: 'reset-password/',
    path: '/login',
    act: async (page) => goInApp(page, await resetLink(page)),
    title: (language) => APP[language].reset.checkFailed,
    done: (page, language) => page.getByLabel(APP[language].reset.newPassword, { exact: true }),
  },
];

/** Half the faults in each language, by turns: every fault of every screen once, across the two languages. */
const inTurn = (language: Language, index: number) => (index + (language === 'en' ? 0 : 1)) % 2 === 0;

for (const language of ['en', 'ar'] as const) {
  test.describe(`failed calls of the signed-out pages, ${language}`, () => {
    test(`sign-in, forgotten password and reset link: each failure is said in place and toasted, and Retry goes on (${language})`, async ({
      page,
    }) => {
      await page.goto('/login');
      if (language === 'ar') await chooseLanguage(page, 'English', 'العربية');
      for (const [screenIndex, screen] of signedOut.entries()) {
        for (const [faultIndex, fault] of FAULTS.entries()) {
          if (!inTurn(language, screenIndex + faultIndex)) continue;
          await test.step(`${screen.name}, ${fault.mode}`, async () => {
            await page.evaluate(() => ['token', 'user'].forEach((key) => localStorage.removeItem(key)));
            await page.goto(screen.path);
            // A signed-out page starts the in-page fake from its user's first input, as a person's click in a field.
            await page.locator('input').first().click();
            await fakeStarted(page);
            await armFault(page, { mode: fault.mode, count: 1, path: screen.call });
            const message = fault.says(language);
            const alert = inPlace(page, language);
            await Promise.all([expectToast(page, message), screen.act(page, language)]);
            await expect(alert).toContainText(screen.title(language));
            await expect(alert).toContainText(message);
            await expect(alert).not.toContainText('<');
            await alert.getByRole('button', { name: APP[language].load.retry }).click();
            await slowExpect(screen.done(page, language)).toBeVisible();
          });
        }
      }
    });

    test(`the customer look-up: a failure is said in place with Retry; a 404 is "no one has this number", and looking up again finds them (${language})`, async ({
      page,
    }) => {
      const texts = customerTexts[language].resources.customers;
      const card = page.getByRole('region', { name: texts.found });
      await signInAdminIn(page, language);
      for (const fault of FAULTS.filter((_, index) => inTurn(language, index))) {
        await test.step(fault.mode, async () => {
          await freshStart(page, signedIn[0], language);
          await goInApp(page, '/customers');
          const phone = page.getByLabel(texts.phoneLabel);
          await phone.fill('0520201899');
          await armFault(page, { mode: fault.mode, count: 1, path: 'getUserByPhoneNumber' });
          if (fault.mode === '404') {
            await phone.press('Enter');
            await slowExpect(page.getByText(texts.notFound.replace('{{phone}}', '0520201899'))).toBeVisible();
            await page.getByRole('button', { name: texts.lookUp }).click();
          } else {
            const message = fault.says(language);
            await Promise.all([expectToast(page, message), phone.press('Enter')]);
            const alert = inPlace(page, language);
            await expect(alert).toContainText(message);
            await alert.getByRole('button', { name: APP[language].load.retry }).click();
          }
          await slowExpect(card).toContainText('+966520201899');
        });
      }
    });
  });
}

for (const language of ['en', 'ar'] as const) {
  test(`offline: a bar says so, Save stays off and no write leaves; back online the bar goes and the screen loads again, what was typed kept (${language})`, async ({
    page,
    context,
  }) => {
    await signInAdminIn(page, language);
    await goInApp(page, '/settings/min_order_value');
    const value = page.locator('[name="value"]');
    await slowExpect(value).toBeVisible();
    await value.fill('77');
    const save = page.getByRole('button', { name: SAVE[language], exact: true });
    await expect(save).toBeEnabled();
    const writes = watchCalls(page, { method: 'PATCH', path: /\/api\/v1\/settings\// });

    await context.setOffline(true);
    const bar = page.getByRole('status').filter({ hasText: APP[language].load.offline });
    await expect(bar).toBeVisible();
    await expect(save).toBeDisabled();
    await save.click({ force: true, timeout: 2000 }).catch(() => undefined);

    const reads = watchCalls(page, { method: 'GET', path: /\/api\/v1\/settings$/ });
    await context.setOffline(false);
    await expect(bar).toHaveCount(0);
    await expect.poll(() => reads.count(), { message: 'the screen loads again once online' }).toBeGreaterThan(0);
    await expect(value).toHaveValue('77');
    expect(writes.count(), 'no save left while offline').toBe(0);

    await save.click();
    await slowExpect(page).toHaveURL(/\/settings$/);
    expect(writes.count()).toBe(1);
    writes.stop();
    reads.stop();
  });
}
