// A save's time, as staff feel it, on the in-browser fake: Save pressed on a promo code's form → the "Promo code
// updated" toast on screen. `node scripts/bench-save.mjs [--runs 9] [--before <git ref>]`: with --before, the same
// runs on a build of that commit too (a git worktree beside this one), interleaved with this tree's, so drift on the
// host hits both. Prints the medians and every run. (`npm run bench -- --save-only` runs it.)
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { build, startPreview, CHROMIUM, CHROMIUM_ARGS } from './preview-server.mjs';
import { median } from './bench-lists.mjs';

const CODE = 'FAMILY5';
const argv = process.argv.slice(2);
const option = (name, fallback) => {
  const i = argv.indexOf(name);
  return i >= 0 ? argv[i + 1] : fallback;
};

/** Signs in through the form and keeps the session for every measured context. */
export async function session(browser, origin) {
  const context = await browser.newContext({ baseURL: origin, serviceWorkers: 'allow' });
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('Email').fill('admin@example.com');
  await page.getByLabel('Password', { exact: true }).fill('demo1234');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/branches/);
  await page.locator('tbody tr td').first().waitFor();
  const state = await context.storageState();
  await context.close();
  return state;
}

/** One save: the form open and settled, a new name typed, then Save pressed → the success toast shown. */
export async function saveRun(browser, origin, storageState, n) {
  const context = await browser.newContext({ baseURL: origin, serviceWorkers: 'allow', storageState });
  const page = await context.newPage();
  try {
    await page.goto(`/promoCodes/${CODE}`);
    const name = page.getByRole('textbox', { name: 'Name', exact: true });
    await name.waitFor();
    await page.waitForFunction(() => document.querySelector('input[name="name"]')?.value);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1000);
    await name.fill(`Saved in run ${n}`);
    const button = page.getByRole('button', { name: 'Save', exact: true });
    await button.evaluate((el) => {
      const state = (window.__save = { click: null, shown: null });
      el.addEventListener(
        'click',
        () => {
          state.click = performance.now();
          const frame = () => {
            const toast = [...document.querySelectorAll('.Toastify__toast')].some((t) =>
              t.textContent?.includes('Promo code updated'),
            );
            if (toast) state.shown = performance.now();
            else if (performance.now() - state.click < 15_000) requestAnimationFrame(frame);
          };
          requestAnimationFrame(frame);
        },
        { once: true, capture: true },
      );
    });
    await button.click();
    await page.waitForFunction(() => window.__save?.shown !== null, null, { timeout: 20_000 });
    const { click, shown } = await page.evaluate(() => window.__save);
    return shown - click;
  } finally {
    await context.close();
  }
}

/** A build of `ref` in a worktree of its own (this tree's node_modules), served by its own vite preview. */
function buildAt(ref) {
  const dir = mkdtempSync(join(tmpdir(), 'bench-save-'));
  spawnSync('git', ['worktree', 'add', '--detach', dir, ref], { stdio: 'inherit' });
  symlinkSync(join(process.cwd(), 'node_modules'), join(dir, 'node_modules'));
  const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], {
    cwd: dir,
    stdio: 'inherit',
    env: { ...process.env, VITE_API_URL: '' },
  });
  if (result.status !== 0) throw new Error(`vite build of ${ref} failed`);
  return dir;
}

export async function main() {
  const runs = Number(option('--runs', '9'));
  const before = option('--before');
  if (!existsSync('dist/index.html') || argv.includes('--build')) build();
  const builds = [{ name: 'this tree', cwd: process.cwd() }];
  if (before) builds.push({ name: before, cwd: buildAt(before) });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  const servers = [];
  try {
    for (const b of builds) {
      const server = await startPreview(undefined, { cwd: b.cwd });
      servers.push(server);
      b.origin = server.origin;
      b.session = await session(browser, b.origin);
      b.times = [];
      await saveRun(browser, b.origin, b.session, 0);
    }
    for (let i = 1; i <= runs; i++)
      for (const b of builds) b.times.push(await saveRun(browser, b.origin, b.session, i));
    for (const b of builds)
      console.log(
        `${b.name}: save → toast median ${Math.round(median(b.times))} ms (${b.times.map(Math.round).join(', ')})`,
      );
  } finally {
    await browser.close();
    for (const server of servers) server.stop();
    for (const b of builds.slice(1)) spawnSync('git', ['worktree', 'remove', '--force', b.cwd]);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
