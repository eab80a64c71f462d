/** Measures how a list screen sits in its window: what reaches past it, what scrolls sideways, what breaks a value. */
import { expect, type Page } from '@playwright/test';
import { dataRows, goInApp, listItems, settle } from './helpers';

/** Every list of the side menu, by path. */
export const LISTS = [
  '/branches',
  '/customerCare',
  '/catering',
  '/feedbacks',
  '/menus',
  '/menus/categories',
  '/offers',
  '/promoCodes',
  '/vouchers',
  '/banners',
  '/subscriptions/subscribers',
  '/subscriptions/plans',
  '/users',
  '/settings',
] as const;

/**
 * Opens a screen inside the running app and waits for it to settle: its first row or item (a list) or its first
 * field (a form) on screen, no progress shown, no animation running. What was on screen before is marked first, so
 * a lazy screen that keeps the previous one on show until its code has come is not measured in its place.
 */
export async function openScreen(page: Page, path: string, shows: 'list' | 'form' = 'list'): Promise<void> {
  await page.evaluate((to) => {
    if (window.location.pathname === to) return;
    for (const el of document.querySelectorAll('#main-content *')) el.setAttribute('data-left', '');
  }, path);
  await goInApp(page, path);
  const ready =
    shows === 'list'
      ? dataRows(page).or(listItems(page))
      : page.locator('main form').filter({ has: page.locator('input, textarea') });
  await expect(ready.and(page.locator(':not([data-left])')).first()).toBeVisible({ timeout: 20_000 });
  // The screen left is gone too: measured beside it, the new one would be pushed down the window.
  await expect(page.locator('#main-content [data-left]')).toHaveCount(0, { timeout: 20_000 });
  await settle(page);
}

/** What a list must not do on a laptop with the side menu open. */
export function laptopProblems(fit: ListFit): boolean {
  return (
    fit.pageOverflow > 0 ||
    fit.offWindow.length > 0 ||
    fit.sidewaysScrollers.length > 0 ||
    fit.brokenValues.length > 0 ||
    fit.multiLineCells.length > 0 ||
    fit.wideRowButtons.length > 0 ||
    !fit.columnsMenu
  );
}

export interface ListFit {
  path: string;
  /** The page's width past its window, in pixels (0: no sideways scroll). */
  pageOverflow: number;
  /** Column headers, toolbar buttons and pagination controls not wholly inside the window. */
  offWindow: string[];
  /** Boxes that scroll sideways (a table wider than its card hides columns that way). */
  sidewaysScrollers: string[];
  /** Dates, times, phones, amounts and codes laid out on more than one line. */
  brokenValues: string[];
  /** Buttons in table rows wider than an icon or showing text of their own (row actions must be named icons). */
  wideRowButtons: string[];
  /** Whether the toolbar offers the Columns menu. */
  columnsMenu: boolean;
  /** Table cells whose text takes more than one line. */
  multiLineCells: string[];
  /** Body rows wholly inside the window. */
  rowsInView: number;
  /** The tallest body row, in pixels. */
  tallestRow: number;
  hasTable: boolean;
  /** Items of a react-admin SimpleList. */
  listItems: number;
  /** Where the first row or item starts, from the top of the window. */
  firstItemTop: number;
  /** Filter inputs shown above the list without opening the filter button. */
  inlineFilters: number;
}

/**
 * Values that must read on one line (the app's formats): a date, a date and time, a clock time, a phone,
 * an amount of money, a count "n / m", a code.
 */
const VALUE_PATTERNS = [
  /\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?/g,
  /\d{2}\/\d{2}/g,
  /\d{2}:\d{2}( ?(AM|PM|am|pm|ص|م))?/g,
  /\+?\d{3}[\d ]{6,}\d/g,
  /(SAR|ر\.س\.?)\s?[\d,]+(\.\d+)?|[\d,]+(\.\d+)?\s?(SAR|ر\.س\.?)/g,
  /\d+ \/ \d+/g,
  /#\d+/g,
  /\b[A-Z][A-Z0-9_-]{3,}\b/g,
].map((pattern) => pattern.source);

export async function measureList(page: Page, path: string): Promise<ListFit> {
  return page.evaluate(
    ({ path, patterns }) => {
      const width = window.innerWidth;
      const height = window.innerHeight;
      // The screen's content, beside the side menu.
      const main = document.getElementById('main-content') ?? document.body;
      const visible = (el: Element) => {
        const box = el.getBoundingClientRect();
        const style = getComputedStyle(el);
        return box.width > 0 && box.height > 0 && style.visibility !== 'hidden';
      };
      const name = (el: Element) =>
        `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 30)}"`;
      const outside = (el: Element) => {
        const box = el.getBoundingClientRect();
        return box.left < -0.5 || box.right > width + 0.5;
      };
      const controls = [
        ...main.querySelectorAll('th'),
        ...main.querySelectorAll('.RaTopToolbar button, .RaTopToolbar a, [class*="RaList-actions"] button'),
        ...main.querySelectorAll(
          '.MuiTablePagination-root button, .MuiTablePagination-root .MuiSelect-select, .MuiPagination-root button',
        ),
      ].filter(visible);
      const sidewaysScrollers = [...main.querySelectorAll('*')]
        .filter((el) => {
          const style = getComputedStyle(el);
          return /(auto|scroll)/.test(style.overflowX) && el.scrollWidth > el.clientWidth + 1;
        })
        .map((el) => `${el.className.toString().split(' ')[0] || el.tagName} ${el.scrollWidth}>${el.clientWidth}`);

      const brokenValues: string[] = [];
      const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        const parent = node.parentElement;
        if (!parent || !visible(parent) || parent.closest('input, textarea, [aria-hidden="true"], .MuiTooltip-popper'))
          continue;
        for (const source of patterns) {
          for (const match of text.matchAll(new RegExp(source, 'g'))) {
            const range = document.createRange();
            range.setStart(node, match.index);
            range.setEnd(node, match.index + match[0].length);
            const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
            if (tops.size > 1) brokenValues.push(match[0]);
          }
        }
      }

      const multiLineCells = [...main.querySelectorAll('tbody td')]
        .filter((cell) => {
          const range = document.createRange();
          range.selectNodeContents(cell);
          const tops = [...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0).map((r) => r.top);
          // Text on one line may sit a few pixels apart (a chip beside text); a second line is a line-height lower.
          return tops.length > 0 && Math.max(...tops) - Math.min(...tops) > 12;
        })
        .map((cell) => (cell.textContent ?? '').trim().slice(0, 40));

      const wideRowButtons = [...main.querySelectorAll('tbody button')]
        .filter(visible)
        .filter(
          (button) =>
            (button as HTMLElement).innerText.trim() !== '' ||
            button.getBoundingClientRect().width > 32 ||
            !button.getAttribute('aria-label'),
        )
        .map(name);
      const columnsMenu =
        !!main.querySelector('[aria-label="Columns"], [aria-label="الأعمدة"]') ||
        [...main.querySelectorAll('button')].some((b) =>
          /^(Columns|الأعمدة)$/i.test((b as HTMLElement).innerText.trim()),
        );

      const rows = [...main.querySelectorAll('tbody tr')].filter(visible);
      const items = [...main.querySelectorAll('ul.MuiList-root > li')].filter(visible);
      const first = rows[0] ?? items[0];
      const filterForm = main.querySelector('.RaFilterForm-root, form.RaFilterForm-form, [class*="RaFilterForm"]');
      return {
        path,
        pageOverflow: Math.max(0, document.documentElement.scrollWidth - width),
        offWindow: controls.filter(outside).map(name),
        sidewaysScrollers,
        brokenValues: [...new Set(brokenValues)],
        multiLineCells,
        wideRowButtons: [...new Set(wideRowButtons)],
        columnsMenu,
        rowsInView: rows.filter((row) => row.getBoundingClientRect().bottom <= height).length,
        tallestRow: Math.max(0, ...rows.map((row) => Math.round(row.getBoundingClientRect().height))),
        hasTable: !!main.querySelector('table'),
        listItems: items.length,
        firstItemTop: first ? Math.round(first.getBoundingClientRect().top) : -1,
        inlineFilters: filterForm ? [...filterForm.querySelectorAll('.MuiFormControl-root')].filter(visible).length : 0,
      };
    },
    { path, patterns: VALUE_PATTERNS },
  );
}
