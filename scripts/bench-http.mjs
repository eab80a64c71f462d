// The bench's half that measures the build without the fake (over HTTP to `npm run api`), and Lighthouse 12.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS } from './preview-server.mjs';
import { importTs } from './run-ts.mjs';
import { freePort, portFromEnv } from './ports.mjs';

const EMAIL = 'admin@example.com';
const PASSWORD = 'demo1234';
const log = (...args) => console.error('[bench]', ...args);

/**
 * Lighthouse 12 (the installed package, run programmatically) on Debian's Chromium, desktop and mobile
 * (Lighthouse's own presets: desktop unthrottled-ish, mobile = Moto G Power on slow 4G, 4x CPU slowdown,
 * simulated). Signed-in pages reuse a session: the profile is signed in once, and Lighthouse is told not to
 * clear storage.
 */
export async function lighthouseRuns(origin) {
  const { default: desktopConfig } = await import('lighthouse/core/config/desktop-config.js');
  const profile = mkdtempSync(join(tmpdir(), 'bench-lighthouse-'));
  const port = await freePort();
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`],
    baseURL: origin,
    viewport: { width: 1280, height: 800 },
  });
  const results = [];
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    const pages = [
      { name: '/login', path: '/login', signedIn: false },
      // The two pages with a mobile target: their score moves by several hundredths from run to run (Lighthouse's
      // own advice is the median of several runs), so they are measured three times and the median run is kept.
      { name: '/branches', path: '/branches', signedIn: true, mobileRuns: 3 },
      { name: '/customerCare', path: '/customerCare', signedIn: true, mobileRuns: 3 },
      { name: 'edit form (/settings/min_order_value)', path: '/settings/min_order_value', signedIn: true },
    ];
    for (const target of pages) {
      if (target.signedIn) {
        await page.goto('/login');
        if (new URL(page.url()).pathname === '/login') {
          await page.getByLabel('Email').fill(EMAIL);
          await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
          await page.getByRole('button', { name: 'Sign in' }).click();
          await page.locator('tbody tr').first().waitFor({ state: 'visible' });
        }
      } else {
        await page.goto('/login');
        await page.evaluate(() => {
          localStorage.removeItem('token');
          localStorage.removeItem('user');
        });
      }
      for (const [form, config] of [
        ['desktop', desktopConfig],
        ['mobile', undefined],
      ]) {
        const runs = [];
        for (let i = 0; i < (form === 'mobile' ? (target.mobileRuns ?? 1) : 1); i++)
          runs.push(await lighthouseRun(origin, port, target, form, config));
        const sorted = [...runs].sort((a, b) => (a.performance ?? 0) - (b.performance ?? 0));
        const row = sorted[Math.floor(sorted.length / 2)];
        results.push({ ...row, performanceRuns: runs.map((r) => r.performance) });
      }
    }
  } finally {
    await context.close().catch(() => {});
    rmSync(profile, { recursive: true, force: true });
  }
  return results;
}

/** One Lighthouse run of a page in one form (desktop or mobile), on the browser listening on `port`. */
async function lighthouseRun(origin, port, target, form, config) {
  const { default: lighthouse } = await import('lighthouse');
  const flags = {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices'],
    disableStorageReset: true,
  };
  const runnerResult = await lighthouse(origin + target.path, flags, config);
  const lhr = runnerResult?.lhr;
  if (!lhr) throw new Error(`Lighthouse gave no result for ${target.path}`);
  const score = (id) => lhr.categories[id]?.score ?? null;
  // The audits that cost points: weighted in one of the three categories and not passed.
  const weighted = new Set(
    ['performance', 'accessibility', 'best-practices'].flatMap((id) =>
      (lhr.categories[id]?.auditRefs ?? []).filter((ref) => ref.weight > 0).map((ref) => ref.id),
    ),
  );
  const failed = Object.values(lhr.audits)
    .filter((a) => weighted.has(a.id) && a.score !== null && a.score < (a.scoreDisplayMode === 'binary' ? 1 : 0.9))
    .map((a) => (a.scoreDisplayMode === 'binary' ? a.id : `${a.id} ${a.score.toFixed(2)}`));
  const row = {
    page: target.name,
    form,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? null,
    tbt: lhr.audits['total-blocking-time']?.numericValue ?? null,
    failed: lhr.runtimeError ? [`runtime error ${lhr.runtimeError.code}`, ...failed] : failed,
  };
  log(
    `lighthouse ${target.path} ${form}: perf ${row.performance} a11y ${row.accessibility} bp ${row.bestPractices} LCP ${Math.round(row.lcp ?? 0)} ms; failing: ${failed.join(', ') || 'none'}`,
  );
  return row;
}

const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((path) => existsSync(path));
/** For the table: what served the build without the fake. */
export const HTTP_SERVER = NGINX
  ? 'nginx with the shipped config (same origin, `/api/v1/` proxied)'
  : '`vite preview` (API across origins)';

/**
 * The build as it ships: made WITHOUT the fake, served by nginx with the shipped config (deploy/, via
 * scripts/nginx-serve.sh: gzip, caching, the CSP, `/api/v1/` proxied) and the fake behind it over real
 * HTTP (`npm run api`, in this process). Without nginx, `vite preview` serves the build and the API is called
 * across origins. Runs `measure(origin)` against it. Ports: the site on BENCH_HTTP_PORT, the API on
 * BENCH_API_PORT, each a free one when unset. `measure(origin, { restartApi })`: `restartApi(scale)` puts a fresh
 * API at that seed scale (its sessions gone) behind the same origin.
 */
export async function withApiBuild(measure) {
  const sitePort = await portFromEnv('BENCH_HTTP_PORT');
  const apiPort = await portFromEnv('BENCH_API_PORT');
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const env = { ...process.env, VITE_API_URL: NGINX ? '/' : apiUrl };
  log(`building without the fake (VITE_API_URL=${env.VITE_API_URL}) into dist-api …`);
  const built = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', 'dist-api'], {
    stdio: 'inherit',
    env,
  });
  if (built.status !== 0) throw new Error('vite build (dist-api) failed');
  const { startApiServer } = await importTs('dataProvider/fake/server/apiServer.ts');
  let api = await startApiServer({ port: apiPort, quiet: true });
  const restartApi = async (scale) => {
    await api.close();
    api = await startApiServer({ port: apiPort, quiet: true, scale });
  };
  log(
    NGINX
      ? `nginx on ${sitePort}, /api/v1/ -> ${apiUrl}`
      : `no nginx: vite preview on ${sitePort}, API across origins at ${apiUrl}`,
  );
  const child = NGINX
    ? spawn('sh', ['scripts/nginx-serve.sh', 'dist-api', String(sitePort), apiUrl], {
        stdio: 'ignore',
        detached: true,
        env,
      })
    : spawn(
        'npx',
        ['vite', 'preview', '--outDir', 'dist-api', '--host', '127.0.0.1', '--port', String(sitePort), '--strictPort'],
        { stdio: 'ignore', detached: true, env },
      );
  const origin = `http://127.0.0.1:${sitePort}`;
  try {
    const deadline = Date.now() + 30_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the server of dist-api exited (is port ${sitePort} taken?)`);
      const up = await fetch(`${origin}/login`).then(
        (r) => r.ok,
        () => false,
      );
      if (up) break;
      if (Date.now() > deadline) throw new Error('the server of dist-api did not start');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    return await measure(origin, { restartApi });
  } finally {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
    await api.close();
  }
}
