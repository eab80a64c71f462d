/**
 * Reads a voucher's customers file as a server would: CSV text or an Excel workbook (.xlsx), one
 * customer per row in the first filled cell. A first row without any digit is a header and skipped;
 * empty rows are skipped; every other row is kept (normalised) or refused with its row number.
 */
import { readSheet } from 'read-excel-file/universal';
import { normalizeCustomer } from '../customerIds';
import type { MessageKey } from './messages';

export const CUSTOMERS_FILE_MAX_BYTES = 2 * 1024 * 1024;

export type CustomersFileKind = 'csv' | 'xlsx';

export interface ParsedCustomers {
  customers: string[];
  refused: { row: number; value: string; reason: MessageKey }[];
}

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** What browsers and systems call a .csv file (Windows with Excel says vnd.ms-excel); none says nothing. */
const CSV_TYPES = ['', 'application/octet-stream', 'text/csv', 'text/plain', 'application/csv', 'text/x-csv', 'text/comma-separated-values', 'application/vnd.ms-excel'];

/** The file's kind by its name, when its declared type agrees: a page named .csv, or a .html sent as text/csv, is neither. */
export function kindOf(file: File): CustomersFileKind | null {
  const name = file.name.toLowerCase();
  const type = file.type.split(';', 1)[0].trim().toLowerCase();
  if (name.endsWith('.csv')) return CSV_TYPES.includes(type) ? 'csv' : null;
  if (name.endsWith('.xlsx')) return ['', 'application/octet-stream', XLSX_TYPE].includes(type) ? 'xlsx' : null;
  return null;
}

/** The first cell of each CSV line, unquoted; `,` or `;` separate cells (Excel in Arabic saves `;`). */
function csvFirstCells(text: string): string[] {
  return text
    .replace(/^\uFEFF/, '')
    .split(/\r\n|\n|\r/)
    .map((line) => {
      const quoted = /^\s*"((?:[^"]|"")*)"/.exec(line);
      return quoted ? quoted[1].replace(/""/g, '"') : (line.split(/[,;\t]/)[0] ?? '');
    });
}

async function xlsxFirstCells(bytes: ArrayBuffer): Promise<string[]> {
  const rows = await readSheet(bytes);
  return rows.map((row) => {
    const cell = row.find((value) => value !== null && value !== undefined && String(value).trim() !== '');
    if (cell === undefined || cell === null) return '';
    return cell instanceof Date ? cell.toISOString() : String(cell);
  });
}

export async function parseCustomersFile(file: File, kind: CustomersFileKind): Promise<ParsedCustomers> {
  const cells = kind === 'csv' ? csvFirstCells(await file.text()) : await xlsxFirstCells(await file.arrayBuffer());
  const customers: string[] = [];
  const seen = new Set<string>();
  const refused: ParsedCustomers['refused'] = [];
  cells.forEach((cell, index) => {
    const value = cell.trim();
    if (value === '') return;
    if (index === 0 && !/\d/.test(value)) return; // a header such as "mobile" or "customer"
    const customer = normalizeCustomer(value);
    const row = index + 1;
    if (customer === null) refused.push({ row, value, reason: 'voucherCustomerInvalid' });
    else if (seen.has(customer)) refused.push({ row, value, reason: 'voucherCustomerDuplicate' });
    else {
      seen.add(customer);
      customers.push(customer);
    }
  });
  return { customers, refused };
}
