import { Zip, ZipDeflate, strToU8 } from 'fflate';
import type { RaRecord } from 'react-admin';
import i18n from '@/i18n/instance';
import { cellText, type CsvColumn } from './columns';
import { pause, SLICE_MS } from './slices';

// Typed cells: text is never read as a formula or a number, so nothing needs the CSV's apostrophe ("+966…" stays
// text). Zipped a slice of rows at a time on the page, never in a Web Worker: the app's CSP allows none.

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Deflate's quickest level: a sheet's repetitive markup still shrinks about tenfold, in a fraction of the time. */
const DEFLATE_LEVEL = 1;

/** The rows' markup is deflated this many characters at a time, a few milliseconds' work each. */
const PIECE_LENGTH = 64_000;

/** The most characters a cell holds in Excel; a longer text makes it refuse the whole file as damaged. */
const CELL_LIMIT = 32_767;

/** What Excel and LibreOffice accept as a sheet's name: 31 characters at most, none of []:*?/\. */
function sheetName(name: string): string {
  return (
    name
      .replace(/[[\]:*?/\\]/g, ' ')
      .trim()
      .slice(0, 31) || 'Sheet1'
  );
}

function columnLetters(index: number): string {
  let letters = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}

const NEEDS_ESCAPE = /[&<>_\p{Cc}\uFFFE\uFFFF]/u;

// What XML 1.0 cannot carry (control characters, a CR a parser would turn into LF) is written `_xHHHH_`, as Excel
// does; a text that itself reads like `_xHHHH_` has its underscore escaped so it comes back as typed.
export function xmlText(text: string): string {
  if (!NEEDS_ESCAPE.test(text)) return text;
  return text
    .replace(/_(x[0-9A-Fa-f]{4}_)/g, '_x005F_$1')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(
      /(?![\t\n])[\p{Cc}\uFFFE\uFFFF]/gu,
      (char) => `_x${char.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}_`,
    );
}

/** Spaces a spreadsheet would otherwise drop: at either end, or more than one in a row, or a tab or line break. */
const SPACES_KEPT = /^\s|\s$|\s\s|[\t\n\r]/;

function textOf(value: unknown): string {
  const text = cellText(value);
  return text.length > CELL_LIMIT ? text.slice(0, CELL_LIMIT) : text;
}

export function cellXml(value: unknown, address: string): string | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  if (typeof value === 'number' && Number.isFinite(value)) return `<c r="${address}"><v>${value}</v></c>`;
  if (typeof value === 'boolean') return `<c r="${address}" t="b"><v>${value ? 1 : 0}</v></c>`;
  const text = textOf(value);
  const t = SPACES_KEPT.test(text) ? '<t xml:space="preserve">' : '<t>';
  return `<c r="${address}" t="inlineStr"><is>${t}${xmlText(text)}</t></is></c>`;
}

function rowXml(values: unknown[], row: number, letters: string[]): string {
  return `<row r="${row}">${values.map((value, column) => cellXml(value, `${letters[column]}${row}`) ?? '').join('')}</row>`;
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELATIONSHIPS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE_RELATIONSHIPS = 'http://schemas.openxmlformats.org/package/2006/relationships';

function packageParts(name: string): Record<string, string> {
  return {
    '[Content_Types].xml': `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`,
    '_rels/.rels': `${XML_HEAD}<Relationships xmlns="${PACKAGE_RELATIONSHIPS}"><Relationship Id="rId1" Type="${RELATIONSHIPS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    'xl/workbook.xml': `${XML_HEAD}<workbook xmlns="${MAIN}" xmlns:r="${RELATIONSHIPS}"><sheets><sheet name="${xmlText(sheetName(name)).replace(/"/g, '&quot;')}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    'xl/_rels/workbook.xml.rels': `${XML_HEAD}<Relationships xmlns="${PACKAGE_RELATIONSHIPS}"><Relationship Id="rId1" Type="${RELATIONSHIPS}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
  };
}

function sheetStart(widths: number[], rightToLeft: boolean): string {
  const view = `<sheetViews><sheetView workbookViewId="0"${rightToLeft ? ' rightToLeft="1"' : ''}><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews>`;
  const cols = widths
    .map((width, index) => `<col min="${index + 1}" max="${index + 1}" width="${width}" customWidth="1"/>`)
    .join('');
  return `${XML_HEAD}<worksheet xmlns="${MAIN}">${view}<cols>${cols}</cols><sheetData>`;
}

export interface XlsxOptions {
  name: string;
  rightToLeft?: boolean;
  signal?: AbortSignal;
}

export async function toXlsx<T extends RaRecord>(
  records: T[],
  columns: CsvColumn<T>[],
  { name, rightToLeft = false, signal }: XlsxOptions,
): Promise<Blob> {
  const letters = columns.map((_, index) => columnLetters(index));
  const header = columns.map((column) => i18n.t(column.label));
  const widths = header.map((label) => label.length);
  const measure = (values: unknown[]) =>
    values.forEach((value, index) => {
      widths[index] = Math.max(widths[index], typeof value === 'string' ? value.length : textOf(value).length);
    });

  // The rows first: the sheet's column widths, measured from them, come before its rows.
  const pieces: string[] = [rowXml(header, 1, letters)];
  let piece: string[] = [];
  let pieceLength = 0;
  let started = performance.now();
  for (let index = 0; index < records.length; index += 1) {
    if (performance.now() - started > SLICE_MS) {
      await pause();
      signal?.throwIfAborted();
      started = performance.now();
    }
    const values = columns.map((column) => column.value(records[index]));
    measure(values);
    const row = rowXml(values, index + 2, letters);
    piece.push(row);
    pieceLength += row.length;
    if (pieceLength > PIECE_LENGTH) {
      pieces.push(piece.join(''));
      piece = [];
      pieceLength = 0;
    }
  }
  pieces.push(piece.join(''));

  const chunks: Uint8Array[] = [];
  const zip = new Zip((error, chunk) => {
    if (error) throw error;
    chunks.push(chunk);
  });
  for (const [path, xml] of Object.entries(packageParts(name))) {
    const part = new ZipDeflate(path, { level: DEFLATE_LEVEL });
    zip.add(part);
    part.push(strToU8(xml), true);
  }
  const sheet = new ZipDeflate('xl/worksheets/sheet1.xml', { level: DEFLATE_LEVEL });
  zip.add(sheet);
  const shownWidths = widths.map((width) => Math.min(60, Math.max(8, width + 2)));
  sheet.push(strToU8(sheetStart(shownWidths, rightToLeft)));
  started = performance.now();
  for (const xml of pieces) {
    if (performance.now() - started > SLICE_MS) {
      await pause();
      signal?.throwIfAborted();
      started = performance.now();
    }
    sheet.push(strToU8(xml));
  }
  signal?.throwIfAborted();
  sheet.push(strToU8('</sheetData></worksheet>'), true);
  zip.end();
  // fflate's chunks are over plain ArrayBuffers it allocates (never shared ones), as a Blob's parts must be.
  return new Blob(chunks as Uint8Array<ArrayBuffer>[], { type: XLSX_TYPE });
}
