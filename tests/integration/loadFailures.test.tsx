/**
 * A load that fails shows in place of what it would have shown: the spec's message (section 8) and a Retry,
 * besides the spec's toast; a list shows no empty state and counts no rows; a record keeps its address and a
 * 404 says it does not exist, with the way back to its list. The faults are the fake's faults switch
 * (dataProvider/fake/faults.ts), armed for one screen's call only: a lost connection, a 500 with a message, a 502
 * with an HTML body and a 404. Each screen meets them in turns, the languages alternating, and each time Retry
 * loads the screen. The same from the sign-in, forgotten-password and reset-link pages, and the customer look-up.
 * The failure, its toast and Retry come from one shared piece (src/loading/LoadError.tsx), checked state by
 * state in tests/unit/loadState.test.tsx; which text a fault gives is the HTTP client's (tests/unit/http.test.ts).
 * In the browser: a list's dropped connection through the service worker, and going offline
 * (tests/e2e/loadFailures.spec.ts).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API, renderApp, setUpFakeApi, signInAs } from '../support/renderApp';
import { recordToasts } from '../support/toasts';
import { setLanguage } from '@/i18n/core';
import type { Language } from '@/i18n/language';
import { appAr } from '@/i18n/ar';
import { appEn } from '@/i18n/en';
import { messages as branchTexts } from '@/resources/branches/messages';
import { messages as customerTexts } from '@/resources/customers/messages';
import { messages as loyaltyTexts } from '@/resources/loyalty/messages';
import { messages as menuTexts } from '@/resources/menus/messages';
import { messages as subscriptionTexts } from '@/resources/subscriptions/messages';
import { MESSAGES as FAKE } from '@/dataProvider/fake/messages';

const fake = setUpFakeApi();

const ADMIN = 'admin@example.com';
const APP = { en: appEn.app, ar: appAr.app };

type FaultMode = 'network' | '500' | 'html' | '404';

/** Each fault and what the app must say for it, in each language. */
const FAULTS: { mode: FaultMode; says: (language: Language) => string }[] = [
  { mode: 'network', says: (language) => APP[language].errors.network },
  { mode: '500', says: (language) => FAKE.fakeFaultServer[language] },
  { mode: 'html', says: (language) => APP[language].errors.server },
  { mode: '404', says: (language) => FAKE.fakeFaultNotFound[language] },
];

/** The faults switch answers the admin only: a session of the test's own, beside whoever the app signed in. */
async function armFault(plan: { mode: FaultMode; path: string; count?: number }): Promise<void> {
  const login = await fetch(`${API}system-user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: ADMIN, password: 'demo1234' }),
  });
  const { token } = (await login.json()) as { token: string };
  const armed = await fetch(`${API}__fake/faults`, {
    method: 'POST',
    headers: { authorization: token, 'content-type': 'application/json' },
    body: JSON.stringify({ count: 1, ...plan }),
  });
  expect(armed.status, 'the faults switch answers').toBe(200);
}

// The switch lives beside the data, which each test's reset does not reach: a fault left armed is cleared.
afterEach(async () => {
  const login = await fetch(`${API}system-user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: ADMIN, password: 'demo1234' }),
  });
  const { token } = (await login.json()) as { token: string };
  await fetch(`${API}__fake/faults`, { method: 'DELETE', headers: { authorization: token } });
  await setLanguage('en');
});

/** The failure said in place: an alert with a Retry (a toast is an alert too, without one). */
async function inPlace(language: Language): Promise<HTMLElement> {
  const retry = APP[language].load.retry;
  return waitFor(() => {
    const alert = screen.getAllByRole('alert').find((el) => within(el).queryByRole('button', { name: retry }));
    expect(alert, 'a failure said in place, with a Retry').toBeDefined();
    return alert as HTMLElement;
  });
}

interface ScreenCase {
  name: string;
  /** The failing call's path (after /api/v1/) contains this. */
  call: string;
  /** How many of those calls fail (1 unless others on the screen make the same one). */
  calls?: number;
  path: string;
  /** What the screen shows once it has loaded, or null. */
  loaded: (language: Language) => HTMLElement | null;
  /** The failure's heading, when not the default 'This could not be loaded'. */
  title?: (language: Language) => string;
  /** A record: a 404 says it does not exist and offers its list. */
  listPath?: string;
}

const named = (role: string, name: string) => () => screen.queryByRole(role, { name });
const field = (name: string) => () => document.querySelector<HTMLElement>(`[name="${name}"]`);

const signedIn: ScreenCase[] = [
  {
    name: 'a list (promo codes)',
    call: 'promo-codes',
    path: '/promoCodes',
    loaded: () => screen.queryAllByRole('cell')[0] ?? null,
  },
  {
    name: 'a record screen (a ticket)',
    call: 'customer-care/tk_103000',
    path: '/customerCare/tk_103000/show',
    loaded: () => screen.queryByText('#103000'),
    listPath: '/customerCare',
  },
  {
    name: 'an edit screen read from its list (a setting)',
    call: 'settings',
    // The side menu's care count reads the settings too (its targets, falling back to the defaults): both fail.
    calls: 2,
    path: '/settings/min_order_value',
    loaded: field('value'),
    listPath: '/settings',
  },
  {
    name: 'the loyalty page',
    call: 'loyality',
    path: '/loyality',
    loaded: (language) => named('list', loyaltyTexts[language].resources.loyalty.rewards.title)(),
    title: (language) => loyaltyTexts[language].resources.loyalty.loadFailed,
  },
  {
    name: "the customers' figures",
    call: 'users/stats',
    path: '/customers',
    loaded: (language) => screen.queryByText(customerTexts[language].resources.customers.stats.newLast30Days),
    title: (language) => customerTexts[language].resources.customers.statsFailed,
  },
  {
    name: 'the orders board',
    call: 'orders',
    path: '/branches/br_0001/orders',
    loaded: (language) => named('heading', branchTexts[language].resources.branches.orders.columns.accepted)(),
    title: (language) => branchTexts[language].resources.branches.orders.loadFailed,
  },
  {
    name: 'the menu order board',
    call: 'menu/categories',
    path: '/menus/sort',
    loaded: (language) => {
      const list = screen.queryByRole('list', { name: menuTexts[language].resources.menus.sort.categories });
      return list && within(list).queryAllByRole('listitem')[0];
    },
  },
  {
    name: 'the branch menus',
    call: 'Branches',
    path: '/menus/branches',
    loaded: (language) => named('combobox', menuTexts[language].resources.menus.branchMenu.pick)(),
  },
  {
    name: 'the plan settings',
    call: 'plan-settings',
    path: '/subscriptions/settings',
    loaded: field('disableFreezeBefore'),
    title: (language) => subscriptionTexts[language].resources.planSettings.loadFailed,
  },
];

// Whole-app renders, the orders board's hundreds of cards among them: room for a shared, loaded 2-core machine.
describe('failed loads', { timeout: 60_000 }, () => {
  // Each kind of screen once, the languages and the faults taking turns, so each fault meets two or three
  // screens; a record screen also meets a 404, which it says in its own words, with the way back to its list.
  const notFound = FAULTS[3];
  signedIn.forEach((screenCase, index) => {
    const language: Language = index % 2 === 0 ? 'en' : 'ar';
    const fault = FAULTS[index % FAULTS.length];
    const faults = screenCase.listPath && fault !== notFound ? [fault, notFound] : [fault];
    for (const { mode, says } of faults) {
      it(`${screenCase.name}: a failure (${mode}) is said in place and toasted, and Retry loads it (${language})`, async () => {
        const { name, call, calls, path, loaded, title, listPath } = screenCase;
        const texts = APP[language];
        const expectToast = recordToasts();
        await setLanguage(language);
        await signInAs(ADMIN);
        await armFault({ mode, path: call, count: calls });
        const { router } = await renderApp(path);
        const message = says(language);
        const alert = await inPlace(language);
        await expectToast(message);
        expect(alert).toHaveTextContent(message);
        const record404 = mode === '404' && listPath !== undefined;
        expect(alert).toHaveTextContent(record404 ? texts.load.notFound : (title?.(language) ?? texts.load.failed));
        // Never the markup of an error page.
        expect(alert.textContent).not.toContain('<');
        if (record404)
          expect(within(alert).getByRole('link', { name: texts.load.backToList })).toHaveAttribute('href', listPath);
        expect(router.state.location.pathname, `${name} keeps its address`).toBe(path);
        expect(loaded(language)).toBeNull();
        // No empty state and no page count for rows that were never read.
        if (call === 'promo-codes') expect(document.querySelector('.MuiTablePagination-root')).toBeNull();

        await user().click(within(alert).getByRole('button', { name: texts.load.retry }));
        await waitFor(() => expect(loaded(language)).not.toBeNull(), { timeout: 30_000 });
        expect(alert).not.toBeInTheDocument();
        expect(router.state.location.pathname, 'the address stays through the failure and the retry').toBe(path);
      });
    }
  });
});

/** A call of a signed-out page that fails: what it says, and where Retry takes it. */
interface SubmitCase {
  name: string;
  call: string;
  /** Opens the page and does what sends the call, the fault armed by then. */
  act: (language: Language) => Promise<Rendered>;
  title: (language: Language) => string;
  done: (language: Language, rendered: Rendered) => Promise<unknown>;
}

type Rendered = Awaited<ReturnType<typeof renderApp>>;
const user = () => userEvent.setup({ delay: null });

async function signInThroughForm(language: Language): Promise<Rendered> {
  const rendered = await renderApp('/login');
  await user().type(await screen.findByLabelText(APP[language].auth.email), ADMIN);
  await user().type(screen.getByLabelText(APP[language].auth.password), 'demo1234');
  await user().click(screen.getByRole('button', { name: APP[language].auth.signIn }));
  return rendered;
}

const signedOut: SubmitCase[] = [
  {
    name: 'the sign-in',
    call: 'system-user/login',
    act: signInThroughForm,
    title: (language) => APP[language].auth.failed,
    // Signed in: the landing page, with the session stored.
    done: (_, { router }) =>
      waitFor(() => {
        expect(router.state.location.pathname).toBe('/branches');
        expect(localStorage.getItem('token')).toBeTruthy();
      }),
  },
  {
    name: 'the forgotten-password mail',
    call: 'forget-password',
    act: async (language) => {
      const rendered = await renderApp('/forget-password');
      await user().type(await screen.findByLabelText(APP[language].auth.email), ADMIN);
      await user().click(screen.getByRole('button', { name: APP[language].forget.send }));
      return rendered;
    },
    title: (language) => APP[language].forget.failed,
    done: (language) =>
      waitFor(() =>
        expect(screen.getAllByRole('status').find((status) => status.textContent?.includes(ADMIN))).toHaveTextContent(
          APP[language].forget.sent.split('{{')[0],
        ),
      ),
  },
  {
    name: 'the reset link check',
    call: 'reset-password/',
    act: async () => {
      await fetch(`${API}system-user/forget-password`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: ADMIN }),
      });
      const link = new URL(fake.db.outbox.sentTo(ADMIN)[0].link);
      return renderApp(`${link.pathname}${link.search}`);
    },
    title: (language) => APP[language].reset.checkFailed,
    done: (language) => screen.findByLabelText(APP[language].reset.newPassword),
  },
];

/** Half the faults in each language, by turns: every fault of every case once, across the two languages. */
const inTurn = (language: Language, index: number) => (index + (language === 'en' ? 0 : 1)) % 2 === 0;

for (const language of ['en', 'ar'] as const) {
  describe(`failed calls of the signed-out pages, ${language}`, { timeout: 60_000 }, () => {
    signedOut.forEach((submitCase, caseIndex) => {
      FAULTS.forEach(({ mode, says }, faultIndex) => {
        if (!inTurn(language, caseIndex + faultIndex)) return;
        it(`${submitCase.name}, ${mode}: said in place and toasted, and Retry goes on`, async () => {
          const expectToast = recordToasts();
          await setLanguage(language);
          await armFault({ mode, path: submitCase.call });
          const rendered = await submitCase.act(language);
          const message = says(language);
          const alert = await inPlace(language);
          await expectToast(message);
          expect(alert).toHaveTextContent(submitCase.title(language));
          expect(alert).toHaveTextContent(message);
          expect(alert.textContent).not.toContain('<');
          await user().click(within(alert).getByRole('button', { name: APP[language].load.retry }));
          await submitCase.done(language, rendered);
        });
      });
    });

    it('the customer look-up: a failure is said in place with Retry; a 404 is "no one has this number", and looking up again finds them', async () => {
      const texts = customerTexts[language].resources.customers;
      const expectToast = recordToasts();
      await setLanguage(language);
      await signInAs(ADMIN);
      await renderApp('/customers');
      const typist = user();
      const phone = await screen.findByLabelText(texts.phoneLabel);
      for (const { mode, says } of FAULTS.filter((_, index) => inTurn(language, index))) {
        await typist.clear(phone);
        await typist.type(phone, '0520201899');
        await armFault({ mode, path: 'getUserByPhoneNumber' });
        await typist.type(phone, '{Enter}');
        if (mode === '404') {
          expect(await screen.findByText(texts.notFound.replace('{{phone}}', '0520201899'))).toBeInTheDocument();
          await typist.click(screen.getByRole('button', { name: texts.lookUp }));
        } else {
          const alert = await inPlace(language);
          await expectToast(says(language));
          expect(alert).toHaveTextContent(says(language));
          await typist.click(within(alert).getByRole('button', { name: APP[language].load.retry }));
        }
        await waitFor(() =>
          expect(screen.getByRole('region', { name: texts.found })).toHaveTextContent('+966520201899'),
        );
      }
    });
  });
}
