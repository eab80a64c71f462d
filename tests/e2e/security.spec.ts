import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { chooseLanguage, dataRows, signInAsAdmin } from './helpers';

// The hostile records on: markup in the data must never become an inline handler the policy would refuse.
test.use({ actionTimeout: 30_000, hostile: true });
test.describe.configure({ timeout: 150_000 });
const slowExpect = expect.configure({ timeout: 30_000 });

/**
 * Records every Content-Security-Policy violation the page reports (the `securitypolicyviolation` event,
 * in every document of the context) and every console error that mentions the policy.
 */
async function collectCspViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('__reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation: (text: string) => void }).__reportCspViolation;
      void report(
        `${event.violatedDirective} blocked ${event.blockedURI || '(inline)'} at ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

test.describe('Content-Security-Policy', () => {
  test('the production build is served with the CSP and security headers, has no inline script, and the policy refuses one', async ({
    page,
  }) => {
    const violations = await collectCspViolations(page);
    const response = await page.goto('/login');
    const headers = response?.headers() ?? {};
    const csp = headers['content-security-policy'] ?? '';
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('no-referrer');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['permissions-policy']).toContain('camera=()');
    // index.html's scripts are all files: nothing inline for the policy to refuse.
    const inline = await page.locator('script:not([src])').count();
    expect(inline).toBe(0);
    // An injected inline script (what an XSS would add) does not run, and the refusal is reported.
    const ran = await page.evaluate(async () => {
      const script = document.createElement('script');
      script.textContent = 'window.__injectedRan = true';
      document.head.append(script);
      await new Promise((resolve) => setTimeout(resolve, 200));
      return (window as unknown as { __injectedRan?: boolean }).__injectedRan === true;
    });
    expect(ran).toBe(false);
    await expect.poll(() => violations.length).toBeGreaterThan(0);
    expect(violations[0]).toMatch(/script-src/);
  });

  test('using the app in English and Arabic (lists, forms, the map, drag and drop) reports no CSP violation', async ({
    page,
  }) => {
    test.slow();
    const violations = await collectCspViolations(page);
    await signInAsAdmin(page);
    await expect(dataRows(page).first()).toBeVisible();

    // The branch editor's map (Leaflet, its CSS and tiles) and the menu's drag-and-drop board.
    await dataRows(page).first().getByRole('cell').nth(1).click();
    await slowExpect(page.getByRole('tab', { name: 'Delivery area' })).toBeVisible();
    await page.getByRole('tab', { name: 'Delivery area' }).click();
    await page.waitForLoadState('networkidle');
    for (const path of ['/menus', '/menus/sort', '/users', '/settings', '/customerCare']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
    }
    await page.goto('/users/newuser');
    await slowExpect(page.getByRole('button', { name: 'Save' })).toBeVisible();

    // Arabic, and a reload in Arabic: the direction script (public/direction.js) runs under the policy.
    await page.goto('/branches');
    await chooseLanguage(page, 'English', 'العربية');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(dataRows(page).first()).toBeVisible();

    expect(violations).toEqual([]);
  });
});
