/**
 * Export at a chain's size: the in-browser fake seeded ten times the spec's day (30,000 tickets), the ticket
 * list exported whole in English and in Arabic, on a 1366x768 laptop. Arabic also cancels a first export from
 * the keyboard. Each test times the export in the page, from the click on Export to the download link's
 * click, and records the main thread's long tasks meanwhile (the in-browser fake answers on the same thread).
 */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { dataRows, settle, goInApp, parseCsv, signInAsAdmin, type Language } from './helpers';

const TICKETS = 30_000;

test.use({ viewport: { width: 1366, height: 768 }, ownContext: true });
test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => localStorage.setItem('fake-scale', '10'));
});

const TEXTS = {
  en: {
    export: 'Export',
    cancel: 'Cancel',
    progress: /^Exporting [\d,]+ of 30,000…$/,
    header: ['Number', 'Date', 'Type', 'Status', 'Customer', 'Phone', 'Subject'],
  },
  ar: {
    export: 'تصدير',
    cancel: 'إلغاء',
    progress: /^جارٍ تصدير [\d,]+ من 30,000…$/,
    header: ['الرقم', 'التاريخ', 'النوع', 'الحالة', 'العميل', 'الهاتف', 'الموضوع'],
  },
} as const;

interface ExportTiming {
  clicked: number;
  saved: number;
  longTasks: number[];
}

/** From here on, the page notes the click on Export, the download link's click and every long task. */
async function watchExport(page: Page, label: string): Promise<void> {
  await page.evaluate((name) => {
    const timing: ExportTiming = { clicked: 0, saved: 0, longTasks: [] };
    Object.assign(globalThis, { exportTiming: timing });
    document.addEventListener(
      'click',
      (event) => {
        const target = event.target as Element;
        if (target.closest('a[download]')) timing.saved = performance.now();
        else if (target.closest('button')?.textContent?.trim() === name) timing.clicked = performance.now();
      },
      true,
    );
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        if (timing.clicked && !timing.saved) timing.longTasks.push(Math.round(entry.duration));
    }).observe({ type: 'longtask' });
  }, label);
}

async function openTickets(page: Page, language: Language) {
  await signInAsAdmin(page, language);
  const listAnswered = page.waitForResponse(
    (response) => response.request().method() === 'GET' && new URL(response.url()).pathname.endsWith('/customer-care'),
  );
  await goInApp(page, '/customerCare');
  await expect(dataRows(page).first()).toBeVisible({ timeout: 30_000 });
  // The list's own load ends before Export is pressed: rows shown from the stored cache come first, and the list's
  // toolbar is drawn again when its answer arrives. (The page's "networkidle" was reached at its load, before this.)
  await listAnswered;
  await settle(page);
}

/** Exports the list and reads the saved file: its rows, each ticket once, with the screen's language headers. */
async function exportAll(page: Page, language: Language) {
  const texts = TEXTS[language];
  await watchExport(page, texts.export);
  const downloading = page.waitForEvent('download', { timeout: 120_000 });
  await page.getByRole('button', { name: texts.export }).click();
  const dialog = page.getByRole('dialog', { name: texts.export });
  await expect(dialog.getByRole('status')).toHaveText(texts.progress);
  await expect(dialog.getByRole('progressbar')).toHaveAttribute('aria-valuenow', /\d/);
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('tickets.csv');
  await expect(dialog).toBeHidden();

  const timing = await page.evaluate(() => (globalThis as unknown as { exportTiming: ExportTiming }).exportTiming);
  const took = Math.round(timing.saved - timing.clicked);
  const longest = Math.max(0, ...timing.longTasks);
  const blocked = timing.longTasks.reduce((sum, task) => sum + task, 0);
  // Measured at 2.2 to 6.7 s with the longest task 50 to 384 ms, on 2 cores shared with other test runs; the
  // in-browser fake answers each page on this thread too. Writing the 30,000 rows at once held the page 1.6 s.
  test.info().annotations.push({
    type: 'timings',
    description: `${language}: ${TICKETS} rows saved ${took} ms after the click; ${timing.longTasks.length} long tasks, longest ${longest} ms, ${blocked} ms in all`,
  });
  expect(longest).toBeLessThan(1_000);

  const [header, ...rows] = parseCsv((await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, ''));
  expect(header).toEqual(texts.header);
  expect(rows).toHaveLength(TICKETS);
  expect(new Set(rows.map((row) => row[0])).size).toBe(TICKETS);
  // One check for all rows: an expect per row (30,000 of them) would cost the test minutes.
  expect(rows.filter((row) => row.length !== header.length)).toEqual([]);
}

test('English: Export saves all 30,000 tickets, showing its progress', async ({ page }) => {
  await openTickets(page, 'en');
  await exportAll(page, 'en');
});

test('Arabic: Cancel from the keyboard stops the export and saves nothing; Export then saves all 30,000 tickets', async ({
  page,
}) => {
  await openTickets(page, 'ar');
  const texts = TEXTS.ar;
  let saved = 0;
  page.on('download', () => (saved += 1));
  const pages: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith('/customer-care') && url.searchParams.get('limit') === '1000')
      pages.push(url.searchParams.get('page') ?? '');
  });

  const exportButton = page.getByRole('button', { name: texts.export });
  await exportButton.press('Enter');
  const dialog = page.getByRole('dialog', { name: texts.export });
  await expect(dialog.getByRole('status')).toHaveText(texts.progress);
  await expect(dialog).toHaveCSS('direction', 'rtl');
  // The focus is on Cancel: Enter cancels.
  await expect(dialog.getByRole('button', { name: texts.cancel })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  const asked = pages.length;
  expect(asked).toBeLessThan(TICKETS / 1000);
  // Nothing more is asked for, and nothing is saved.
  await page.waitForTimeout(1_500);
  expect(pages).toHaveLength(asked);
  expect(saved).toBe(0);
  await expect(exportButton).toBeFocused();

  await exportAll(page, 'ar');
});
