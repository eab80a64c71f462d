// `npm run screenshots`: the main screens in English and Arabic, from a fresh production build with the fake
// API, in Debian's Chromium, into docs/screenshots/<screen>-<en|ar>.png. `-- --no-build` reuses dist/;
// `-- --only=branches,menus` renders only the screens whose names contain one of those words.
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { build, startPreview, CHROMIUM, CHROMIUM_ARGS } from './preview-server.mjs';
import { portFromEnv } from './ports.mjs';

const argv = process.argv.slice(2);
const OUT = 'docs/screenshots';
const ONLY = (
  argv
    .find((a) => a.startsWith('--only='))
    ?.slice('--only='.length)
    .split(',') ?? []
).filter(Boolean);
const LANGUAGES = ['en', 'ar'];
const DEFAULT_SIZE = { width: 1280, height: 800 };
const log = (...args) => console.error('[screenshots]', ...args);

const firstRow = (page) =>
  page
    .locator('tbody tr')
    .filter({ has: page.locator('td') })
    .first();
const openFirstRow = async (page) => {
  await firstRow(page).waitFor();
  await firstRow(page).getByRole('cell').nth(1).click();
};

/** What to show: a path, and what to do there before the picture (open a record, a tab, a dialog). */
const SCREENS = [
  { name: 'branches', path: '/branches' },
  {
    name: 'branch-delivery-map',
    path: '/branches',
    act: async (page) => {
      await openFirstRow(page);
      await page.getByRole('tab').first().waitFor();
      await page.goto(`${page.url().replace(/\/$/, '')}/delivery`);
      // The map shows when the branch delivers; otherwise the tab says why it is locked.
      await page
        .locator('.leaflet-container')
        .first()
        .waitFor({ timeout: 10_000 })
        .catch(() => log('no map on the first branch'));
    },
  },
  { name: 'customer-care', path: '/customerCare' },
  // The sizes staff also use: the most common office laptop, and a phone (where every list is a simple list).
  { name: 'customer-care-laptop-1366', path: '/customerCare', size: { width: 1366, height: 768 } },
  { name: 'customer-care-phone', path: '/customerCare', size: { width: 390, height: 844 } },
  { name: 'ticket', path: '/customerCare', act: openFirstRow },
  { name: 'catering', path: '/catering' },
  { name: 'customers', path: '/customers' },
  { name: 'feedbacks', path: '/feedbacks' },
  { name: 'menus', path: '/menus' },
  { name: 'menu-item', path: '/menus', act: openFirstRow },
  { name: 'menu-order', path: '/menus/sort' },
  { name: 'offers', path: '/offers' },
  { name: 'promo-codes', path: '/promoCodes' },
  { name: 'promo-codes-laptop-1280', path: '/promoCodes', size: { width: 1280, height: 720 } },
  { name: 'promo-codes-phone', path: '/promoCodes', size: { width: 390, height: 844 } },
  { name: 'promo-code-create', path: '/promoCodes/create' },
  { name: 'vouchers', path: '/vouchers' },
  { name: 'banners', path: '/banners' },
  { name: 'loyalty', path: '/loyality' },
  { name: 'subscribers', path: '/subscriptions/subscribers' },
  { name: 'plans', path: '/subscriptions/plans' },
  { name: 'users', path: '/users' },
  {
    name: 'user-deactivate-confirm',
    path: '/users',
    act: async (page) => {
      await firstRow(page).waitFor();
      await page
        .locator('tbody')
        .getByRole('button', { name: /^(Deactivate|إيقاف)$/ })
        .first()
        .click();
      await page.getByRole('dialog').waitFor();
    },
  },
  { name: 'settings', path: '/settings' },
].filter((screen) => !ONLY.length || ONLY.some((word) => screen.name.includes(word)));

/** The page has finished loading: no request in flight and no progress indicator on screen. */
async function settled(page) {
  await page.waitForLoadState('networkidle');
  await page
    .locator('.MuiLinearProgress-root, .MuiCircularProgress-root, [aria-busy="true"]')
    .first()
    .waitFor({ state: 'hidden', timeout: 15_000 })
    .catch(() => log(`still loading on ${page.url()}; taking the picture anyway`));
  await page.waitForTimeout(400);
}

async function signIn(page) {
  await page.goto('/login');
  await page.getByLabel('Email').fill('admin@example.com');
  await page.getByLabel('Password', { exact: true }).fill('demo1234');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await firstRow(page).waitFor();
}

async function main() {
  if (!argv.includes('--no-build')) build();
  mkdirSync(OUT, { recursive: true });
  const preview = await startPreview(await portFromEnv('SCREENSHOTS_PORT'));
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  let count = 0;
  try {
    for (const language of LANGUAGES) {
      const context = await browser.newContext({
        baseURL: preview.origin,
        viewport: DEFAULT_SIZE,
        serviceWorkers: 'allow',
      });
      const page = await context.newPage();
      page.setDefaultTimeout(30_000);
      // The signed-out page first, in the language chosen before the load.
      await page.goto('/login');
      await page.evaluate((lang) => localStorage.setItem('i18nextLng', lang), language);
      await page.reload();
      await settled(page);
      if (!ONLY.length || ONLY.some((word) => 'login'.includes(word))) {
        await page.screenshot({ path: `${OUT}/login-${language}.png` });
        count++;
      }
      await page.evaluate(() => localStorage.setItem('i18nextLng', 'en'));
      await signIn(page);
      await page.evaluate((lang) => {
        localStorage.setItem('i18nextLng', lang);
        localStorage.removeItem('RaStorebackoffice.locale');
      }, language);
      for (const screen of SCREENS) {
        await page.setViewportSize(screen.size ?? DEFAULT_SIZE);
        await page.goto(screen.path);
        await settled(page);
        if (screen.act) {
          await screen.act(page);
          await settled(page);
        }
        await page.screenshot({ path: `${OUT}/${screen.name}-${language}.png` });
        count++;
        log(`${screen.name}-${language}.png`);
      }
      await context.close();
    }
  } finally {
    await browser.close().catch(() => {});
    preview.stop();
  }
  log(`${count} pictures in ${OUT}/`);
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
