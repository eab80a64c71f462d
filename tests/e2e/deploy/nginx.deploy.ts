import { expect, test, type APIRequestContext } from '@playwright/test';
import { AGENT, dataRows, signIn, signInAsAdmin } from '../helpers';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const API_POLICY = "default-src 'none'; sandbox; frame-ancestors 'none'";

async function adminToken(request: APIRequestContext): Promise<string> {
  const answer = await request.post('/api/v1/system-user/login', {
    data: { email: 'admin@example.com', password: 'demo1234' },
  });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { token: string }).token;
}

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
      if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
        violations.push(message.text());
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

  test('nginx lets each API call send its documented size and no more, marks every API answer as data, serves uploads inertly and hides the test controls', async ({
    request,
  }) => {
    const token = await adminToken(request);
    const customers = (rows: number) =>
      Array.from({ length: rows }, (_, i) => `05${String(10_000_000 + i).slice(-8)}`).join('\n');

    // A 1.65 MB customers file (within the documented 2 MB) reaches the API and is read.
    const file = Buffer.from(customers(158_000));
    expect(file.length).toBeGreaterThan(1.65 * 1024 * 1024);
    const read = await request.post('/api/v1/vouchers/upload', {
      headers: { authorization: token },
      multipart: { file: { name: 'customers.csv', mimeType: 'text/csv', buffer: file } },
    });
    expect(read.status()).toBe(200);
    expect(((await read.json()) as { accepted: number }).accepted).toBe(158_000);
    expect(read.headers()['x-content-type-options']).toBe('nosniff');
    expect(read.headers()['content-security-policy']).toBe(API_POLICY);

    // Bigger than the call allows: a JSON 413 in the caller's language, from nginx or the API alike.
    const tooBigFile = await request.post('/api/v1/vouchers/upload', {
      headers: { authorization: token },
      multipart: { file: { name: 'customers.csv', mimeType: 'text/csv', buffer: Buffer.alloc(3 * 1024 * 1024, 0x31) } },
    });
    expect(tooBigFile.status()).toBe(413);
    expect(await tooBigFile.json()).toEqual({ message: 'The customers file must be under 2 MB' });
    const tooBigJson = await request.post('/api/v1/system-user/login', {
      headers: { 'accept-language': 'ar' },
      data: { email: 'x'.repeat(2 * 1024 * 1024) },
    });
    expect(tooBigJson.status()).toBe(413);
    expect(((await tooBigJson.json()) as { message: string }).message).toMatch(/^الطلب أكبر من المسموح/);
    expect(tooBigJson.headers()['content-security-policy']).toBe(API_POLICY);

    // An image: uploaded through nginx to the address GET image gives, served back as an inert file.
    const target = (await (
      await request.get('/api/v1/image?fileType=image/png', { headers: { authorization: token } })
    ).json()) as { id: string; uploadUrl: string; url: string };
    expect(new URL(target.uploadUrl).origin).toBe(new URL(test.info().project.use.baseURL as string).origin);
    expect(
      (await request.put(target.uploadUrl, { headers: { 'content-type': 'image/png' }, data: PNG })).status(),
    ).toBe(200);
    const photo = await request.get(target.url);
    expect(photo.status()).toBe(200);
    expect(photo.headers()['content-type']).toBe('image/png');
    expect(photo.headers()['x-content-type-options']).toBe('nosniff');
    expect(photo.headers()['content-disposition']).toBe(`inline; filename="${target.id}.png"`);
    expect(photo.headers()['content-security-policy']).toBe(API_POLICY);
    const page = await request.put(
      (
        (await (
          await request.get('/api/v1/image?fileType=image/png', { headers: { authorization: token } })
        ).json()) as { uploadUrl: string }
      ).uploadUrl,
      { headers: { 'content-type': 'text/html' }, data: '<script>alert(1)</script>' },
    );
    expect(page.status()).toBe(415);

    // The fake's test controls are not there, however the address is spelt.
    for (const path of [
      '/api/v1/__fake/faults',
      '/api/v1/__FAKE/outbox',
      '/api/v1/%5f_fake/reset',
      '/api/v1/media/../__fake/outbox',
    ]) {
      const answer = await request.get(path);
      expect(answer.status(), path).toBe(404);
      expect(await answer.json(), path).toEqual({ message: 'No such endpoint' });
    }
  });

  test('a cold load paints the rows last seen from the stored query cache before the API answers, then refreshes them; another user on the same browser sees none of them', async ({
    page,
  }) => {
    await signInAsAdmin(page);
    await page.goto('/customerCare');
    // The first cell after the row's checkbox: the ticket's number.
    const firstTicket = (await dataRows(page).first().getByRole('cell').nth(1).textContent()) ?? '';
    expect(firstTicket).toMatch(/^#\d+/);
    // Written when the browser is idle, about a second after the data changed: one entry, holding these rows (not
    // only the landing page's, written before this list had answered).
    await expect
      .poll(() =>
        page.evaluate((ticket) => {
          const keys = Object.keys(localStorage).filter((key) => key.startsWith('query-cache:'));
          return keys.length === 1 && (localStorage.getItem(keys[0]) ?? '').includes(`"number":${ticket.slice(1)}`);
        }, firstTicket.trim()),
      )
      .toBe(true);

    // The list's call is held: whatever rows show meanwhile come from the stored entry.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    let held = 0;
    // The list's own call, a page of 25; the side menu's counts (one record of the new, every waiting ticket for the
    // overdue) are held as well, but not counted.
    const isListCall = (url: string) => new URL(url).searchParams.get('limit') === '25';
    await page.route('**/api/v1/customer-care?*', async (route) => {
      if (isListCall(route.request().url())) held += 1;
      await released;
      await route.continue();
    });
    await page.reload();
    await expect(dataRows(page).first().getByRole('cell').nth(1)).toHaveText(firstTicket);
    expect(held).toBe(1);
    const refreshed = page.waitForResponse(
      (response) => response.url().includes('/api/v1/customer-care?') && isListCall(response.url()),
    );
    release();
    expect((await refreshed).status()).toBe(200);
    await expect(dataRows(page)).toHaveCount(25);

    // Logout keeps the entry; the next user reads only their own.
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(
      await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('query-cache:')).length),
    ).toBe(1);
    let releaseAgent = () => {};
    const agentReleased = new Promise<void>((resolve) => (releaseAgent = resolve));
    let agentHeld = 0;
    await page.unrouteAll({ behavior: 'wait' });
    await page.route('**/api/v1/customer-care?*', async (route) => {
      agentHeld += 1;
      await agentReleased;
      await route.continue();
    });
    await signIn(page, AGENT);
    await expect(page).toHaveURL(/\/customerCare$/);
    await expect.poll(() => agentHeld).toBeGreaterThan(0);
    await page.waitForTimeout(500);
    // The table's loading rows (empty cells, a checkbox each) may show; no ticket of the admin's may.
    expect(await dataRows(page).filter({ hasText: /#\d+/ }).count(), "no ticket before the agent's own answer").toBe(0);
    releaseAgent();
    await expect(dataRows(page).first()).toBeVisible();
  });
});
