/**
 * Reusable checks of how a create or edit form behaves when saving fails (dataProvider/fake/faults.ts):
 * the fake is told to fail the next write with a 500 or a dropped connection, and the form must keep
 * everything typed and say what went wrong; a retry (a double click) then saves with ONE request; a 401
 * in the middle of work asks for the password over the page and, signed in again, saves what was typed once.
 *
 * To cover a new form, describe it as a FormCase and call the checks (see faults.spec.ts):
 *
 *   const offerCreate: FormCase = {
 *     name: 'offer create', path: '/offers/create',
 *     fill: async (page) => { await page.getByLabel('Name (English)').fill('Faults offer'); },
 *     expectFilled: async (page) => { await expect(page.getByLabel('Name (English)')).toHaveValue('Faults offer'); },
 *     write: { method: 'POST', path: /\/offer$/ },
 *     saved: (page) => expectToast(page, 'Offer created'),
 *   };
 *   test('offer create survives faults', ({ page }) => expectSaveSurvivesFaults(page, offerCreate));
 */
import { type BrowserContext, type Locator, type Page, type Request } from '@playwright/test';
import { expect, test } from './fixtures';
import { ADMIN, DEMO_PASSWORD, signInAsAdmin } from './helpers';
import { expectToast } from './toasts';

export type FaultMode = '500' | 'network' | 'delay' | '401' | '404' | 'html' | 'text' | 'empty';

export interface FaultPlan {
  mode: FaultMode;
  count?: number;
  methods?: string[];
  path?: string;
  delayMs?: number;
}

/** The fake's 500 text (dataProvider/fake/messages.ts) and the app's text for a failed connection. */
export const SERVER_FAULT_TEXT = 'The server failed (a fault the tester asked the fake for)';
export const NETWORK_ERROR_TEXT = 'Network Error';
const WRITE_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'];
// Heavy forms on a loaded 2-core machine: a toast can take more than the default 10 s to show.
const slowExpect = expect.configure({ timeout: 30_000 });

/**
 * The fake's test controls (`__fake/…`) answer the admin only. The test signs in as the admin on a session of
 * its own, beside whoever the page is signed in as, and keeps that token per browser context (the fake keeps
 * its sessions in the page's storage, or in `npm run api`).
 */
const adminTokens = new WeakMap<BrowserContext, string>();

async function adminToken(page: Page, fresh = false): Promise<string> {
  const kept = adminTokens.get(page.context());
  if (kept && !fresh) return kept;
  const token = await page.evaluate(
    async ({ email, password }) => {
      const response = await fetch('/api/v1/system-user/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password }),
      });
      return response.ok ? ((await response.json()) as { token: string }).token : null;
    },
    { email: ADMIN, password: DEMO_PASSWORD },
  );
  expect(token, 'the admin signs in for the test controls (is the fake running?)').toBeTruthy();
  adminTokens.set(page.context(), token as string);
  return token as string;
}

/**
 * Calls one of the fake's test controls from the page, as the admin; answers its status and JSON body. A 401
 * (the admin's sessions ended, by a password reset or a cleared storage) signs in again once.
 */
export async function fakeControl<T = unknown>(
  page: Page,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: T }> {
  const send = async (token: string) =>
    page.evaluate(
      async ({ method, url, token, body }) => {
        const response = await fetch(url, {
          method,
          headers: { authorization: token, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        return { status: response.status, body: (await response.json().catch(() => null)) as unknown };
      },
      { method, url: `/api/v1/__fake/${path}`, token, body },
    );
  let answer = await send(await adminToken(page));
  if (answer.status === 401) answer = await send(await adminToken(page, true));
  return answer as { status: number; body: T };
}

/** Arms the fake's faults switch from the page (same origin: the in-browser fake or a proxy to `npm run api`). */
export async function armFault(page: Page, plan: FaultPlan): Promise<void> {
  const { status } = await fakeControl(page, 'POST', 'faults', plan);
  expect(status, 'the faults switch answers (is the fake running, with its test controls on?)').toBe(200);
}

export async function clearFaults(page: Page): Promise<void> {
  await fakeControl(page, 'DELETE', 'faults');
}

export interface WriteMatcher {
  method: string;
  path: RegExp;
}

/** Counts the app's calls that match (never the test's own `__fake` calls), from now on. */
export function watchCalls(page: Page, matcher: WriteMatcher): { count: () => number; stop: () => void } {
  let count = 0;
  const listener = (request: Request) => {
    const url = new URL(request.url());
    if (!url.pathname.includes('/api/v1/') || url.pathname.includes('/__fake/')) return;
    if (request.method() === matcher.method && matcher.path.test(url.pathname)) count += 1;
  };
  page.on('request', listener);
  return { count: () => count, stop: () => page.off('request', listener) };
}

export interface FormCase {
  /** For test names: "user create", "setting edit" … */
  name: string;
  /** Where the form is; `open` may do more (click a row) after the signed-in admin lands there. */
  path: string;
  open?: (page: Page) => Promise<void>;
  /** Types the values; must change the form (react-admin enables Save on a changed form). */
  fill: (page: Page) => Promise<void>;
  /** Checks every value typed by `fill` is still there. */
  expectFilled: (page: Page) => Promise<void>;
  /** The call Save sends (path matched against the URL's pathname). */
  write: WriteMatcher;
  /** Checks the successful save (its toast, where it goes). */
  saved: (page: Page) => Promise<void>;
  /** The Save button's name; 'Save' by default. */
  saveLabel?: string;
  /**
   * Where the form says a save failed; the toast by default. A form in a dialog says it in the dialog:
   * while a modal is open, the page behind it (the toasts included) is hidden from assistive technology.
   */
  failure?: (page: Page, text: string) => Locator;
}

/** Signs in as the admin straight onto the form. */
export async function openForm(page: Page, form: FormCase): Promise<void> {
  await signInAsAdmin(page, 'en', form.path);
  if (form.open) await form.open(page);
  // The form is ready when Save is on screen (it is disabled until something changes). A cold page loads
  // its lazy chunk and the fake seeds its collection first: slow on a busy 2-core runner.
  await slowExpect(page.getByRole('button', { name: form.saveLabel ?? 'Save', exact: true })).toBeVisible();
}

/**
 * The signed-in admin opens the form, fills it, and saves twice into faults (a 500, then a dropped
 * connection): each time the message shows, the page stays and every value is kept. Then a double click
 * on Save sends one request, which saves.
 */
export async function expectSaveSurvivesFaults(page: Page, form: FormCase): Promise<void> {
  await openForm(page, form);
  await form.fill(page);
  const save = page.getByRole('button', { name: form.saveLabel ?? 'Save', exact: true });
  const where = page.url();
  const writes = watchCalls(page, form.write);

  for (const [mode, text] of [
    ['500', SERVER_FAULT_TEXT],
    ['network', NETWORK_ERROR_TEXT],
  ] as const) {
    await armFault(page, { mode, count: 1, methods: WRITE_METHODS });
    const failure = form.failure?.(page, text);
    await Promise.all([failure ? slowExpect(failure.first()).toBeVisible() : expectToast(page, text), save.click()]);
    expect(page.url(), `a ${mode} fault keeps the ${form.name} page`).toBe(where);
    await form.expectFilled(page);
    await expect(save).toBeEnabled();
  }
  expect(writes.count(), 'one request per failed save').toBe(2);

  await clearFaults(page);
  await save.dblclick();
  await form.saved(page);
  // Give a second request the time it would need to leave.
  await page.waitForLoadState('networkidle');
  expect(writes.count() - 2, 'a double click on Save sends one request').toBe(1);
  writes.stop();
}

/** The dialog over the page when the session ends mid-work (src/auth/SignInAgainDialog.tsx), by its title. */
export const signInAgainDialog = (page: Page, title = 'Sign in again') => page.getByRole('dialog', { name: title });

/**
 * The session ends as the work is sent (the fake answers 401 and ends it): a sign-in dialog opens over the page,
 * the password's field focused and the email the one signed in. Signed in again by keyboard only, the call goes
 * once more, held a moment by the fake while the form, visible again, is checked to hold everything typed; then
 * it saves, and exactly one call went out after the sign-in.
 */
export async function expectSessionLossKeepsWork(page: Page, form: FormCase): Promise<void> {
  await openForm(page, form);
  const where = page.url();
  await form.fill(page);
  const writes = watchCalls(page, form.write);
  await armFault(page, { mode: '401', count: 1, methods: WRITE_METHODS });
  await page.getByRole('button', { name: form.saveLabel ?? 'Save', exact: true }).click();

  const dialog = signInAgainDialog(page);
  await slowExpect(dialog).toBeVisible();
  expect(page.url(), 'the page stays behind the dialog').toBe(where);
  await expect(dialog.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(ADMIN);
  await expect(dialog.getByLabel('Password', { exact: true })).toBeFocused();
  expect(writes.count(), 'the refused call').toBe(1);
  // Two calls held: the sign-in (a POST too), then the write sent again, while the form is checked.
  await armFault(page, { mode: 'delay', count: 2, methods: WRITE_METHODS, delayMs: 3000 });
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');

  await expect(dialog).toBeHidden();
  await form.expectFilled(page);
  await form.saved(page);
  await page.waitForLoadState('networkidle');
  expect(writes.count() - 1, 'the call is sent once after signing in again').toBe(1);
  writes.stop();
}

/**
 * A slow server (the fake holds the save for `delayMs`): clicking Save again while it is pending sends
 * nothing more, and the one request then saves.
 */
export async function expectSlowSaveSendsOnce(page: Page, form: FormCase, delayMs = 3000): Promise<void> {
  await openForm(page, form);
  await form.fill(page);
  const save = page.getByRole('button', { name: form.saveLabel ?? 'Save', exact: true });
  const writes = watchCalls(page, form.write);
  await armFault(page, { mode: 'delay', count: 1, methods: WRITE_METHODS, delayMs });
  await save.click();
  // Impatient clicks while the server is slow; a disabled button may refuse them, which is the point.
  await page.waitForTimeout(300);
  for (let i = 0; i < 3; i++) await save.click({ force: true, timeout: 1000 }).catch(() => {});
  await form.saved(page);
  await page.waitForLoadState('networkidle');
  expect(writes.count(), 'clicks during a slow save send no second request').toBe(1);
  writes.stop();
}

// Small steps the form cases share (tests/e2e/faults*.spec.ts).

/** A text box by its exact accessible name. */
export const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

/** A number box (NumberInput) by its label; the label may carry a required mark, hence the prefix match. */
export const numberBox = (page: Page, name: string) =>
  page.getByRole('spinbutton', { name: new RegExp(`^${escapeRegExp(name)}( \\*)?$`) });

/** Picks an option of a select (react-admin SelectInput / MUI select) by the select's label. */
export async function chooseOption(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: new RegExp(`^${escapeRegExp(label)}( \\*)?$`) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The shown choice of a select, for `expectFilled`. */
export const selectShows = (page: Page, label: string, option: string) =>
  expect(page.getByRole('combobox', { name: new RegExp(`^${escapeRegExp(label)}( \\*)?$`) })).toHaveText(option);

/** Types a whole day (YYYY-MM-DD) into a date picker's sections, as a keyboard user would. */
export async function typeDate(page: Page, label: string, day: string): Promise<void> {
  await page
    .getByRole('group', { name: new RegExp(`^${escapeRegExp(label)}( \\*)?$`) })
    .getByRole('spinbutton')
    .first()
    .click();
  await page.keyboard.type(day.replace(/-/g, ''));
}

/** The day a date picker holds (its hidden input carries the form's value). */
export const dateShows = (page: Page, source: string, day: string) =>
  expect(page.locator(`input[name="${source}"]`)).toHaveValue(day);

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** One test per form: `expectSaveSurvivesFaults`, named after the form. Call it inside a describe. */
export function testSavesSurviveFaults(forms: FormCase[]): void {
  for (const form of forms) {
    test(`${form.name}: a 500 and a lost connection keep everything typed and show the message; a double-clicked retry saves with one request`, async ({
      page,
    }) => {
      await expectSaveSurvivesFaults(page, form);
    });
  }
}

/** One test per form: `expectSessionLossKeepsWork`. Call it inside a describe. */
export function testSessionLossKeepsWork(forms: FormCase[]): void {
  for (const form of forms) {
    test(`${form.name}: a 401 while saving asks for the password over the page, keeps what was typed, and saves it once signed in again`, async ({
      page,
    }) => {
      await expectSessionLossKeepsWork(page, form);
    });
  }
}
