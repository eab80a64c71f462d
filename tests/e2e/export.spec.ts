import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures';
import { dataRows, parseCsv, shot, signInAsAdmin } from './helpers';

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
