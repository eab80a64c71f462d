/**
 * Accessibility: axe finds no WCAG 2.1 A/AA violation and no best-practice finding on one screen of each kind (a
 * list, a record, a form, each custom page, dialogs, menus, date pickers, the map and the drag-and-drop board), in
 * English and Arabic and in the dark theme; and the keyboard reaches the controls with a visible focus ring.
 *
 * Each test walks a group of screens and collects every violation before asserting, so one failing
 * screen does not hide the others; the failure message names screen, rule and target selectors.
 */
import { type ElementHandle, type Page } from '@playwright/test';
import { expect as baseExpect, test } from './fixtures';
import { Audit } from './axe';
import {
  ADMIN,
  ARABIC_SIGN_IN,
  ENGLISH_SIGN_IN,
  chooseLanguage,
  dataRows,
  goInApp,
  settle,
  signInAdminIn,
  submitSignIn,
  type Language,
} from './helpers';

const expect = baseExpect.configure({ timeout: 20_000 });
test.use({ actionTimeout: 20_000 });

/** The id of the first branch of the list on screen (the landing page). */
async function firstBranchId(page: Page): Promise<string> {
  const before = page.url();
  await dataRows(page).first().getByRole('cell').nth(1).click();
  await page.waitForURL((url) => url.href !== before);
  return new URL(page.url()).pathname.split('/')[2];
}

/** Opens a list and checks it. */
async function list(page: Page, audit: Audit, path: string): Promise<void> {
  await goInApp(page, path);
  await expect(dataRows(page).first()).toBeVisible();
  await audit.check(path);
}

/** From the list on screen, opens the first row's record and checks it. */
async function firstRecord(page: Page, audit: Audit, name: string): Promise<void> {
  const before = page.url();
  await dataRows(page).first().getByRole('cell').nth(1).click();
  await page.waitForURL((url) => url.href !== before);
  await expect(page.locator('form, [data-testid="record"], main h1, main h2').first()).toBeVisible();
  await audit.check(name);
}

async function form(page: Page, audit: Audit, path: string): Promise<void> {
  await goInApp(page, path);
  await expect(page.locator('form').first()).toBeVisible();
  await audit.check(path);
}

/** The calendar of the first date field on the form: opened, checked, closed. */
async function datePicker(page: Page, audit: Audit, screen: string): Promise<void> {
  await page.locator('form .MuiInputAdornment-root button').first().click();
  await expect(page.getByRole('dialog').or(page.getByRole('grid')).first()).toBeVisible();
  await audit.check(`${screen} date picker`);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('grid')).toHaveCount(0);
}

const t = (language: Language, en: string, ar: string) => (language === 'en' ? en : ar);

for (const language of ['en', 'ar'] as const) {
  test.describe(`axe in ${language === 'en' ? 'English' : 'Arabic'}`, () => {
    // Each walk runs axe a dozen times; the 2-core CI runner runs two of them at once.
    test.describe.configure({ timeout: 150_000 });
    // One screen of each kind. Both languages walk the signed-out pages, the map, the orders board and a
    // confirmation, a list, a record and a custom page; the dark theme's walks below add a form with its date
    // picker and the drag-and-drop board. The other kinds are walked in English only: their Arabic texts are
    // typed against English, so a missing label fails the typecheck instead.
    const onlyOnce = (name: string, body: (args: { page: Page }) => Promise<void>) => {
      if (language === 'en') test(name, body);
    };

    test('signed-out pages', async ({ page }) => {
      const audit = new Audit(page, language);
      await page.goto('/login');
      if (language === 'ar') await chooseLanguage(page, 'English', 'العربية');
      await audit.check('/login');
      await page.goto('/forget-password');
      await expect(page.locator('form')).toBeVisible();
      await audit.check('/forget-password');
      await page.goto('/reset-password?token=abc');
      await expect(page.locator('form, [role="alert"]').first()).toBeVisible();
      await audit.check('/reset-password');
      audit.expectClean();
    });

    onlyOnce(
      'the kinds of screen no other walk opens: a filters menu, editor tabs, create forms, an import dialog, the customer look-up, branch menus, plan settings',
      async ({ page }) => {
        const audit = new Audit(page, language);
        await signInAdminIn(page, language);
        // The "add filter" menu of a list.
        await page.getByRole('button', { name: t(language, 'Add filter', 'إضافة عامل تصفية') }).click();
        await expect(page.getByRole('menu').last()).toBeVisible();
        await audit.check('/branches filters menu');
        await page.keyboard.press('Escape');
        await firstRecord(page, audit, '/branches/:id general');
        const editor = new URL(page.url()).pathname;
        for (const tab of ['services', 'hours']) {
          await goInApp(page, `${editor}/${tab}`);
          await audit.check(`/branches/:id/${tab}`);
        }
        await form(page, audit, '/branches/create');
        await form(page, audit, '/users/newuser');
        await list(page, audit, '/menus');
        await page
          .getByRole('button', { name: t(language, 'Import from point of sale', 'استيراد من نقطة البيع') })
          .click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await audit.check('/menus import dialog');
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog')).toHaveCount(0);
        await form(page, audit, '/menus/itemDetails');
        await goInApp(page, '/menus/branches');
        await expect(page.getByRole('combobox').first()).toBeVisible();
        await audit.check('/menus/branches');
        await goInApp(page, '/customers');
        await expect(page.getByRole('textbox').first()).toBeVisible();
        await audit.check('/customers');
        await form(page, audit, '/subscriptions/settings');
        audit.expectClean();
      },
    );

    test('branches: the map tabs, orders, a status confirmation and the app bar confirmation', async ({ page }) => {
      const audit = new Audit(page, language);
      await signInAdminIn(page, language);
      const editor = `/branches/${await firstBranchId(page)}`;
      for (const tab of ['delivery', 'subscription', 'orders']) {
        await goInApp(page, `${editor}/${tab}`);
        const refresh = page.getByRole('button', { name: t(language, 'Refresh orders', 'تحديث الطلبات') });
        // The board's orders are in once its Refresh is enabled: its call starts a moment after the tab opens, when
        // the screen already looks still, and Refresh's colour would then fade in under axe.
        if (tab === 'orders') await expect(refresh).toBeEnabled();
        else await expect(page.locator('.leaflet-container')).toBeVisible();
        await audit.check(`/branches/:id/${tab}`);
      }
      // A status confirmation.
      await page.getByRole('button', { name: t(language, 'Deactivate', 'إيقاف') }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await audit.check('/branches/:id deactivate confirmation');
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
      // The app bar's confirmation (demo reset). The app bar hides while the page is scrolled down.
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.getByRole('button', { name: t(language, 'Reset demo data', 'إعادة البيانات التجريبية') }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await audit.check('demo reset confirmation');
      await page.keyboard.press('Escape');
      audit.expectClean();
    });

    test('banners, loyalty, catering, customer care', async ({ page }) => {
      const audit = new Audit(page, language);
      await signInAdminIn(page, language);
      await list(page, audit, '/banners');
      await firstRecord(page, audit, '/banners/:id');
      await form(page, audit, '/banners/newbanner');
      await goInApp(page, '/loyality');
      await expect(page.getByRole('table').first()).toBeVisible();
      await audit.check('/loyality');
      await list(page, audit, '/catering');
      await firstRecord(page, audit, '/catering/:id');
      await list(page, audit, '/customerCare');
      await firstRecord(page, audit, '/customerCare/:id/show');
      audit.expectClean();
    });
  });
}

test.describe('axe in the dark theme', () => {
  test.describe.configure({ timeout: 150_000 });

  for (const language of ['en', 'ar'] as const) {
    test(`${language === 'en' ? 'English' : 'Arabic'}: sign-in, a list, a form with its date picker, a dialog, the map`, async ({
      page,
    }) => {
      // The app bar's toggle stores its choice in react-admin's store; the signed-out pages follow it.
      await page.addInitScript(() => {
        if (!localStorage.getItem('RaStorebackoffice.theme')) localStorage.setItem('RaStorebackoffice.theme', '"dark"');
      });
      const audit = new Audit(page, `dark ${language}`);
      await page.goto('/login');
      if (language === 'ar') await chooseLanguage(page, 'English', 'العربية');
      await expect(page.locator('body')).toHaveCSS('background-color', /rgb\((\d|[1-6]\d), /);
      await audit.check('/login');
      await submitSignIn(page, ADMIN, undefined, language === 'en' ? ENGLISH_SIGN_IN : ARABIC_SIGN_IN);
      await expect(page).toHaveURL(/\/branches$/);
      await expect(dataRows(page).first()).toBeVisible();
      await audit.check('/branches');
      await firstRecord(page, audit, '/branches/:id general');
      await goInApp(page, `${new URL(page.url()).pathname}/delivery`);
      await expect(page.locator('.leaflet-container')).toBeVisible();
      await audit.check('/branches/:id/delivery');
      await page.getByRole('button', { name: t(language, 'Deactivate', 'إيقاف') }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await audit.check('/branches/:id deactivate confirmation');
      await page.keyboard.press('Escape');
      await form(page, audit, '/offers/create');
      await datePicker(page, audit, '/offers/create');
      await list(page, audit, '/customerCare');
      await firstRecord(page, audit, '/customerCare/:id/show');
      await goInApp(page, '/menus/sort');
      await expect(page.getByRole('listitem').first()).toBeVisible();
      await audit.check('/menus/sort');
      audit.expectClean();
    });
  }
});

/**
 * What the eye sees of keyboard focus on the focused control: its own outline, shadow, border and
 * background, and those of the MUI frame around it (a text field shows focus on its outline border).
 */
async function focusLook(control: ElementHandle<HTMLElement>): Promise<string> {
  return control.evaluate((el) => {
    const parts: Element[] = [el];
    const frame = el.closest('.MuiInputBase-root');
    if (frame) {
      parts.push(frame);
      const outline = frame.querySelector('fieldset');
      if (outline) parts.push(outline);
    }
    // A filled or standard field shows its focus by its underline, the frame's ::after drawn to full width.
    const underline = frame ? getComputedStyle(frame, '::after').transform : '';
    return parts
      .map((part) => {
        const style = getComputedStyle(part);
        return [
          underline,
          style.outlineStyle,
          style.outlineWidth,
          style.outlineColor,
          style.boxShadow,
          style.borderColor,
          style.borderWidth,
          style.backgroundColor,
        ].join(' ');
      })
      .join(' | ');
  });
}

/** Describes the focused control by role and name, as a person with a screen reader would hear it. */
async function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return '(body)';
    const labelled =
      el.getAttribute('aria-label') ??
      (el.id ? document.querySelector(`label[for="${CSS.escape(el.id)}"]`)?.textContent : null) ??
      el.textContent ??
      '';
    return `${el.tagName.toLowerCase()} ${labelled.replace(/\s+/g, ' ').replace(/\*/g, '').trim()}`;
  });
}

/**
 * Waits until no finite CSS transition is running (MUI's underline, 0.01 ms when motion is reduced), polled on the browser's
 * own frames: the page's requestAnimationFrame runs on the test clock's timers, and two of its "frames" could pass
 * before a real one had sampled the transition, leaving the blurred control reading as focused.
 */
async function transitionsDone(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every(
            (animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
          ),
      undefined,
      {
        timeout: 2_000,
      },
    )
    .catch(() => undefined);
}

/**
 * Presses Tab until the focused control's name matches `target`, checking at every stop that focus is
 * visible: the control looks different focused than after blur (and focus is put back).
 */
async function tabTo(page: Page, target: RegExp, maxStops = 40): Promise<string[]> {
  const stops: string[] = [];
  for (let i = 0; i < maxStops; i++) {
    await page.keyboard.press('Tab');
    // MUI marks keyboard focus (Mui-focusVisible) on its next render, later on a loaded machine: wait for the mark
    // (a control that never gets it fails below), then for its style's transition to end.
    await page
      .waitForFunction(
        () => {
          const el = document.activeElement;
          const frame = el?.closest('.MuiInputBase-root');
          if (frame) return frame.classList.contains('Mui-focused');
          return !el?.classList.contains('MuiButtonBase-root') || el.classList.contains('Mui-focusVisible');
        },
        undefined,
        { timeout: 2_000 },
      )
      .catch(() => undefined);
    await transitionsDone(page);
    const name = await focusedName(page);
    stops.push(name);
    // Past the last control the browser's own interface has the focus: nothing of the page to see.
    if (name === '(body)') continue;
    const handle = await page.evaluateHandle(() => document.activeElement as HTMLElement);
    const focused = await focusLook(handle);
    await handle.evaluate((el) => el.blur());
    // MUI takes its focus mark off on its next render, as it put it on (later on a loaded machine): wait for it to
    // go, then for its style's transition to end.
    await page
      .waitForFunction(
        (el) =>
          !el.classList.contains('Mui-focusVisible') &&
          !el.closest('.MuiInputBase-root')?.classList.contains('Mui-focused'),
        handle,
        { timeout: 5_000 },
      )
      .catch(() => undefined);
    await transitionsDone(page);
    const blurred = await focusLook(handle).catch(() => '');
    // Back to where it was, by keyboard focus rules (focus() after a Tab keeps :focus-visible).
    await handle.evaluate((el) => el.focus());
    // Read before its mark had come (a loaded machine): focused again, the control must show it within 5 s.
    let focusedAgain = focused;
    for (let wait = 0; focusedAgain === blurred && wait < 10; wait++) {
      await page.waitForTimeout(500);
      focusedAgain = await focusLook(handle);
    }
    await handle.dispose();
    baseExpect(focusedAgain, `focus on "${name}" is visible (stops so far: ${stops.join(' → ')})`).not.toEqual(blurred);
    if (target.test(name)) return stops;
  }
  throw new Error(`Tab never reached ${target}; stops: ${stops.join(' → ')}`);
}

test.describe('keyboard', () => {
  test('the sign-in page is reached in order by Tab, with a visible focus on every stop, and Enter signs in', async ({
    page,
  }) => {
    await page.goto('/login');
    // The e-mail field has the focus on arrival.
    await expect(page.getByLabel('Email', { exact: true })).toBeFocused();
    await page.keyboard.type(ADMIN);
    await tabTo(page, /^input Password$/);
    await page.keyboard.type('demo1234');
    const stops = await tabTo(page, /^button Sign in$/);
    // Between the password and the submit button: only the password's show/hide toggle.
    baseExpect(stops.slice(0, -1).every((stop) => /Show password/.test(stop))).toBe(true);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/branches$/);
    await expect(dataRows(page).first()).toBeVisible();
  });

  test('a list and its create form work from the keyboard with a visible focus', async ({ page }) => {
    await page.goto('/login');
    await submitSignIn(page, ADMIN);
    await expect(page).toHaveURL(/\/branches$/);
    await page.goto('/settings');
    await expect(dataRows(page).first()).toBeVisible();
    // Tab starts from the top of the page, wherever the list's loading has left the focus.
    await settle(page);
    // (Chrome moves on from the last focused element even after a blur: focusing the body resets that.)
    await page.evaluate(() => {
      document.body.tabIndex = -1;
      document.body.focus();
      document.body.removeAttribute('tabindex');
    });
    await tabTo(page, /^a Create$/);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/settings\/create$/);
    // The create form's own field: the list (and its filter form) stays on show until the form's code has come.
    await expect(page.getByRole('textbox', { name: 'Key' })).toBeVisible();
    await tabTo(page, /^input Key$/);
    await page.keyboard.type('a11y_keyboard');
    await tabTo(page, /^textarea Value$/);
    await page.keyboard.type('typed by keyboard');
    // Save is enabled once something is typed.
    await tabTo(page, /^button Save$/);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/settings$/);
    await expect(page.getByRole('cell', { name: 'a11y_keyboard', exact: true })).toBeVisible();
  });
});
