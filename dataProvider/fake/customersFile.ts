// Reads a voucher's customers file as a server would: CSV or .xlsx, one customer per row in the first filled cell; a
// first row without a digit is a header. Only the first refused rows are named, so a file of bad rows answers small.
import { normalizeCustomer } from '../customerIds';
import type { MessageKey } from './messages';

export const CUSTOMERS_FILE_MAX_BYTES = 2 * 1024 * 1024;

export type CustomersFileKind = 'csv' | 'xlsx';

export const REFUSED_LISTED = 100;
/** A refused value is shown to find its row, not to be read whole: a 2 MB line is cut. */
export const REFUSED_VALUE_MAX = 64;
/** Rows between two pauses: the in-browser demo runs this in the page, and 200,000 rows in one go freeze it. */
const ROWS_PER_SLICE = 2_000;

export interface ParsedCustomers {
  customers: string[];
  refused: { row: number; value: string; reason: MessageKey }[];
  refusedTotal: number;
}

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** What browsers and systems call a .csv file (Windows with Excel says vnd.ms-excel); none says nothing. */
const CSV_TYPES = [
  '',
  'application/octet-stream',
  'text/csv',
  'text/plain',
  'application/csv',
  'text/x-csv',
  'text/comma-separated-values',
  'application/vnd.ms-excel',
];

/** By its name, when its declared type agrees: a page named .csv, or a .html sent as text/csv, is neither. */
export function kindOf(file: File): CustomersFileKind | null {
  const name = file.name.toLowerCase();
  const type = file.type.split(';', 1)[0].trim().toLowerCase();
  if (name.endsWith('.csv')) return CSV_TYPES.includes(type) ? 'csv' : null;
  if (name.endsWith('.xlsx')) return ['', 'application/octet-stream', XLSX_TYPE].includes(type) ? 'xlsx' : null;
  return null;
}

/** The lines one at a time: splitting 2 MB into 200,000 strings at once is itself a long pause. */
function* csvLines(text: string): Generator<string> {
  const start = text.startsWith('\uFEFF') ? 1 : 0;
  const lineBreak = /\r\n|\n|\r/g;
  lineBreak.lastIndex = start;
  let from = start;
  for (let found = lineBreak.exec(text); found; found = lineBreak.exec(text)) {
    yield text.slice(from, found.index);
    from = lineBreak.lastIndex;
  }
  yield text.slice(from);
}

/** The first cell of a CSV line, unquoted; `,` `;` or tab separate cells (Excel in Arabic saves `;`). */
function csvFirstCell(line: string): string {
  const quoted = /^\s*"((?:[^"]|"")*)"/.exec(line);
  return quoted ? quoted[1].replace(/""/g, '"') : (/^[^,;\t]*/.exec(line)?.[0] ?? '');
}

async function xlsxFirstCells(bytes: ArrayBuffer): Promise<string[]> {
  // The workbook reader loads with the first workbook, not with the fake: few sessions upload one.
  const { readSheet } = await import('read-excel-file/universal');
  const rows = await readSheet(bytes);
  return rows.map((row) => {
    const cell = row.find((value) => value !== null && value !== undefined && String(value).trim() !== '');
    if (cell === undefined || cell === null) return '';
    return cell instanceof Date ? cell.toISOString() : String(cell);
  });
}

const pause = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const shown = (value: string) => (value.length > REFUSED_VALUE_MAX ? `${value.slice(0, REFUSED_VALUE_MAX)}…` : value);

export async function parseCustomersFile(file: File, kind: CustomersFileKind): Promise<ParsedCustomers> {
  const lines: Iterable<string> =
    kind === 'csv' ? csvLines(await file.text()) : await xlsxFirstCells(await file.arrayBuffer());
  const cellOf = kind === 'csv' ? csvFirstCell : (cell: string) => cell;
  const customers: string[] = [];
  const seen = new Set<string>();
  const refused: ParsedCustomers['refused'] = [];
  let refusedTotal = 0;
  const refuse = (row: number, value: string, reason: MessageKey) => {
    refusedTotal += 1;
    if (refused.length < REFUSED_LISTED) refused.push({ row, value: shown(value), reason });
  };
  let index = -1;
  for (const line of lines) {
    index += 1;
    if (index > 0 && index % ROWS_PER_SLICE === 0) await pause();
    const value = cellOf(line).trim();
    if (value === '') continue;
    if (index === 0 && !/\d/.test(value)) continue; // a header such as "mobile" or "customer"
    const customer = normalizeCustomer(value);
    const row = index + 1;
    if (customer === null) refuse(row, value, 'voucherCustomerInvalid');
    else if (seen.has(customer)) refuse(row, value, 'voucherCustomerDuplicate');
    else {
      seen.add(customer);
      customers.push(customer);
    }
  }
  return { customers, refused, refusedTotal };
}
