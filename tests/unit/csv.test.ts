import { describe, expect, it } from 'vitest';
import { BOM, neutralizeCell, toCsv } from '@/src/list/export/csv';
import { userColumns } from '@/resources/users/exporter';
import type { SystemUser } from '@/dataProvider/types';

describe('CSV cells (OWASP CSV injection)', () => {
  it.each(['=1+1', '+SUM(A1)', '-2+3', '@cmd', '\tx', '\rx'])(
    'neutralises a text cell starting with a formula character: %j',
    (cell) => {
      expect(neutralizeCell(cell)).toBe(`'${cell}`);
    },
  );
  it.each([
    ['a;=1+1;b', "a;'=1+1;b"],
    ['x,+1', "x,'+1"],
    ['a\t@SUM(1)', "a\t'@SUM(1)"],
    ['a\n-1+2', "a\n'-1+2"],
    ['\r=1', "'\r'=1"],
    ['a\r\n=1', "a\r'\n'=1"],
    ['a; =1', "a;' =1"],
    ['a;"=1"', 'a;\'"=1"'],
    [' =1', "' =1"],
    ['\uFF1D1+1', "'\uFF1D1+1"],
  ])(
    'neutralises every place a spreadsheet splitting on , ; tab or a line break would start a formula: %j',
    (cell, expected) => {
      expect(neutralizeCell(cell)).toBe(expected);
    },
  );
  it('writes a negative number as a number, but an infinite one as text', () => {
    expect(neutralizeCell(-5)).toBe('-5');
    expect(neutralizeCell(-Infinity)).toBe("'-Infinity");
  });
  it('leaves plain text, numbers and booleans as they are', () => {
    expect(neutralizeCell('Riyadh')).toBe('Riyadh');
    expect(neutralizeCell(-5)).toBe('-5');
    expect(neutralizeCell(false)).toBe('false');
    expect(neutralizeCell(null)).toBe('');
  });
});

describe('CSV files', () => {
  const user = {
    id: 'u1',
    firstName: '=HYPERLINK("http://evil")',
    lastName: 'الشمري',
    email: 'a@x.com',
    privilege: 'customer_care_agent',
    roles: ['customer_care_agent'],
    active: true,
    archived: false,
    createdAt: '2026-01-01',
    password: 'must-not-leak',
    token: 'must-not-leak',
  } as SystemUser & { password: string; token: string };

  it('starts with a UTF-8 byte-order mark so Excel reads Arabic', () => {
    const csv = toCsv([user], userColumns);
    expect(csv.startsWith(BOM)).toBe(true);
    expect(csv).toContain('الشمري');
  });

  it('writes the translated headers and only the listed columns: no password, no token', () => {
    const [header, row] = toCsv([user], userColumns).slice(1).split('\r\n');
    expect(header).toBe('First name,Last name,Email,Privilege,Active,Archived,Created');
    expect(row).not.toContain('must-not-leak');
    expect(row).toContain('Customer Care Agent');
  });

  it('quotes every value holding a comma, semicolon, tab or line break, so none of them starts a cell', () => {
    const columns = [{ label: 'A', value: (row: { id: string; text: string }) => row.text }];
    const rows = ['a;b', 'a\tb', 'a\nb', 'a\rb', 'a,b', 'plain'].map((text, index) => ({ id: String(index), text }));
    expect(toCsv(rows, columns).slice(1).split('\r\n').slice(1).join('|')).toBe(
      '"a;b"|"a\tb"|"a\nb"|"a\rb"|"a,b"|plain',
    );
  });

  it('quotes cells with commas or quotes and neutralises formulas inside them', () => {
    const row = toCsv([user], userColumns).split('\r\n')[1];
    expect(row.startsWith(`"'=HYPERLINK(""http://evil"")"`)).toBe(true);
  });
});
