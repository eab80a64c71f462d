import { expect, test } from '@playwright/test';
import { dataRows, signInAsAdmin } from '../helpers';

test.describe('the production build behind nginx, with the fake API over HTTP behind it', () => {
  test('nginx sends the CSP and security headers, caches hashed assets for a year and index.html never, falls back to the app on deep links, and proxies the API', async ({
    request,
  }) => {
    const deepLink = await request.get('/branches/br_deep/link?tab=hours');
    expect(deepLink.status()).toBe(200);
    expect(deepLink.headers()['content-type']).toMatch(/text\/html/);
    const html = await deepLink.text();
    expect(html).toContain('<div id="root">');
    const headers = deepLink.headers();
    expect(headers['cache-control']).toBe('no-cache');
    expect(headers['content-security-policy']).toContain("script-src 'self';");
    expect(headers['content-security-policy']).toContain("worker-src 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('no-referrer');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['permissions-policy']).toContain('camera=()');
    expect(headers.server).toBe('nginx');

    const entry = /src="(\/assets\/index-[^"]+\.js)"/.exec(html)?.[1];
    expect(entry, 'index.html loads a hashed entry').toBeTruthy();
    const asset = await request.get(entry as string, { headers: { 'accept-encoding': 'gzip' } });
    expect(asset.status()).toBe(200);
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers()['content-encoding']).toBe('gzip');
    expect(asset.headers()['content-security-policy']).toBeTruthy();
    // A chunk that is not there is a 404, not the app's HTML.
    expect((await request.get('/assets/no-such-chunk-abc123.js')).status()).toBe(404);

    // No fake in this build: no service worker file, no fake chunk.
    expect((await request.get('/mockServiceWorker.js')).headers()['content-type']).toMatch(/text\/html/);
    expect(html).not.toMatch(/mockServiceWorker|browser-/);

    // /api/v1/ reaches the backend: its JSON 401 without a token.
    const api = await request.get('/api/v1/settings');
    expect(api.status()).toBe(401);
    expect(await api.json()).toMatchObject({ message: 'Please sign in again' });
  });

  test('an admin signs in through nginx, sees the branch rows, opens users, and a reload on a deep link stays there, with no CSP violation and no service worker', async ({
    page,
  }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    const apiCalls: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes('/api/v1/')) apiCalls.push(new URL(req.url()).origin);
    });
    await signInAsAdmin(page);
    await expect(dataRows(page).first()).toBeVisible();
    await page.getByRole('menuitem', { name: 'System users' }).click();
    await expect(page).toHaveURL(/\/users$/);
    await expect(dataRows(page).first()).toBeVisible();
    await page.goto('/settings/min_order_value');
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Value' })).toHaveValue('30');

    expect(await page.evaluate(() => navigator.serviceWorker.getRegistrations().then((list) => list.length))).toBe(0);
    expect(new Set(apiCalls)).toEqual(new Set([new URL(page.url()).origin]));
    expect(violations).toEqual([]);
  });
});
