/**
 * The CSV exports of lists whose records carry the hostile seed's formulas (dataProvider/fake/seed/hostile.ts):
 * every cell that a spreadsheet would read as a formula comes out as text, and nothing secret leaves. The file
 * is caught where the page saves it; the browser's own download is tests/e2e/export.spec.ts's.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, setUpFakeApi, signInAs } from '../support/renderApp';
import { catchDownloads } from '../support/downloads';
import { parseCsv } from '../support/csv';
import {
  FORMULA_AT,
  FORMULA_HYPERLINK,
  FORMULA_MINUS,
  FORMULA_PLUS,
  JS_URL,
  XSS_SCRIPT,
} from '@/dataProvider/fake/seed/hostile';

setUpFakeApi({ hostile: true });
afterEach(() => vi.restoreAllMocks());

/** Opens the list as the admin, exports it, and answers the saved file's rows (header first). */
async function exportList(path: string, filename: string): Promise<string[][]> {
  const { files, saved } = catchDownloads();
  await signInAs('admin@example.com');
  await renderApp(path);
  await screen.findByText(/^\d+-\d+ of \d+$/);
  await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Export' }));
  await waitFor(() => expect(saved).toEqual([filename]));
  const text = await files[0].text();
  expect(text.startsWith('\uFEFF')).toBe(true);
  return parseCsv(text.slice(1));
}

/** No cell may start a formula: = + - @ tab and CR are prefixed with a quote. */
const formulaCells = (rows: string[][]) => rows.flat().filter((cell) => /^[=+\-@\t\r]/.test(cell));

describe('CSV exports of hostile records', () => {
  it('users: the formulas in names come out as text, after a tab too, and no secret column or token leaves', async () => {
    const rows = await exportList('/users', 'system-users.csv');
    expect(formulaCells(rows)).toEqual([]);
    const [header, ...users] = rows;
    const firstNames = users.map((row) => row[header.indexOf('First name')]);
    expect(firstNames).toContain(`'${FORMULA_HYPERLINK}`);
    expect(firstNames).toContain(`'${FORMULA_MINUS} ${FORMULA_AT}`);
    expect(firstNames).toContain(XSS_SCRIPT);
    // A tab is also where a cell begins when the file is opened split on tabs: the formula after it is neutralised too.
    expect(users.map((row) => row[header.indexOf('Last name')]).some((cell) => cell.startsWith("'\t'=1+1 tab"))).toBe(
      true,
    );
    expect(header.filter((column) => /password|token|hash/i.test(column))).toEqual([]);
    const token = localStorage.getItem('token');
    expect(token).toBeTruthy();
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('banners: a formula comes out as text, and a stored script link as the plain text it is', async () => {
    const rows = await exportList('/banners', 'banners.csv');
    expect(formulaCells(rows)).toEqual([]);
    expect(rows.flat()).toContain(`'${FORMULA_HYPERLINK}`);
    expect(rows.flat()).toContain(JS_URL);
  });

  it('feedbacks: the formulas in comments come out as text', async () => {
    const rows = await exportList('/feedbacks', 'feedbacks.csv');
    expect(formulaCells(rows)).toEqual([]);
    expect(rows.flat()).toContain(`'${FORMULA_HYPERLINK}`);
    expect(rows.flat()).toContain(`'${FORMULA_PLUS} ${XSS_SCRIPT}`);
  });
});
