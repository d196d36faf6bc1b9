import { PassThrough, type Readable } from 'node:stream';
import { csvSafeText, HEADER_SEARCH_ROWS, headerRowIndex, SHEET_LIMITS } from '@yonke/domain';
import type { ExportFormat } from '@yonke/domain/schemas';
import { stringify } from 'csv-stringify';
import ExcelJS from 'exceljs';
import { inspectXlsx, LIMIT_MESSAGES, ReadBudget, SheetReadError } from './sheet-guard.ts';

export { SheetReadError } from './sheet-guard.ts';

/** A column of an exported sheet: its Spanish header and how its values are written. */
export interface SheetColumn {
  key: string;
  header: string;
  /** money: whole pesos («$1,500»); money_precise: pesos to the cent («$1,234.50»). */
  kind?: 'text' | 'money' | 'money_precise' | 'number' | 'date' | 'url';
  width?: number;
}

export type SheetValue = string | number | Date | null | undefined;
export type SheetRow = Record<string, SheetValue>;

export interface SheetWriter {
  /** The file's bytes as they are produced (sent to the client while rows are still being read). */
  readonly stream: Readable;
  /** Writes rows; resolves once the reader has room again, so memory stays flat. */
  addRows(rows: SheetRow[]): Promise<void>;
  finish(): Promise<void>;
  /** Ends the stream with an error (the download is cut rather than silently short). */
  abort(error: Error): void;
}

export const SHEET_CONTENT_TYPES: Record<ExportFormat, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
};

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** Local "2026-11-23 14:05": Excel reads it as a date in a CSV; ISO with a Z it does not. */
export function csvDate(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

async function drained(out: PassThrough): Promise<void> {
  if (!out.writableNeedDrain) return;
  await new Promise<void>((resolve, reject) => {
    const onDrain = () => {
      out.off('error', onError);
      resolve();
    };
    const onError = (error: Error) => {
      out.off('drain', onDrain);
      reject(error);
    };
    out.once('drain', onDrain);
    out.once('error', onError);
  });
}

/**
 * A streaming .xlsx (ExcelJS WorkbookWriter: each row is committed and leaves memory) or .csv
 * (csv-stringify, UTF-8 with a BOM so Excel shows accents) with the given columns.
 */
export function createSheetWriter(
  format: ExportFormat,
  sheetName: string,
  columns: SheetColumn[],
): SheetWriter {
  const out = new PassThrough({ highWaterMark: 256 * 1024 });
  if (format === 'csv') {
    const csv = stringify({
      bom: true,
      header: true,
      columns: columns.map((column) => ({ key: column.key, header: column.header })),
      // Every text cell of every CSV the API writes passes here: no cell can run as a formula.
      cast: { date: csvDate, string: csvSafeText },
    });
    csv.pipe(out);
    return {
      stream: out,
      async addRows(rows) {
        for (const row of rows) csv.write(row);
        await drained(out);
      },
      async finish() {
        await new Promise<void>((resolve, reject) => {
          out.once('finish', resolve);
          out.once('error', reject);
          csv.end();
        });
      },
      abort(error) {
        out.destroy(error);
      },
    };
  }
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31));
  sheet.columns = columns.map((column) => ({
    key: column.key,
    header: column.header,
    width: column.width ?? 16,
    style:
      column.kind === 'money'
        ? { numFmt: '"$"#,##0' }
        : column.kind === 'money_precise'
          ? { numFmt: '"$"#,##0.00' }
          : column.kind === 'date'
            ? { numFmt: 'yyyy-mm-dd hh:mm' }
            : {},
  }));
  sheet.getRow(1).font = { bold: true };
  return {
    stream: out,
    async addRows(rows) {
      // URLs stay plain text: the streaming writer keeps every hyperlink in memory until the
      // sheet ends (two per part: 200k objects at 100k parts), and Excel opens them either way.
      for (const row of rows) sheet.addRow(row).commit();
      await drained(out);
    },
    async finish() {
      sheet.commit();
      await workbook.commit();
    },
    abort(error) {
      out.destroy(error);
    },
  };
}

/** "autopartes-2026-11-23.xlsx" */
export function exportFileName(base: string, format: ExportFormat, now = new Date()): string {
  return `${base}-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.${format}`;
}

export const READ_MESSAGES = {
  notSpreadsheet: 'El archivo no es una hoja de cálculo: sube un archivo .xlsx o .csv.',
  empty: 'La hoja está vacía: debe tener una fila de encabezados y al menos una fila de datos.',
  tooManyRows: (max: number) =>
    `El archivo tiene más de ${max.toLocaleString('en-US')} filas: divídelo en archivos más pequeños.`,
  unreadable: LIMIT_MESSAGES.unreadable,
} as const;

export interface ReadSheet {
  headers: string[];
  /** Data rows (after the header row), as text cells; row numbers are the sheet's own. */
  rows: { rowNumber: number; cells: string[] }[];
}

/** Tabs and line breaks stay (a description may have several lines); other controls go. */
function withoutControlCharacters(text: string): string {
  let clean = '';
  for (const char of text) {
    const code = char.charCodeAt(0);
    if (code >= 32 || code === 9 || code === 10 || code === 13) clean += char;
  }
  return clean;
}

/** A cell as the user sees it: a formula's result, a link's text, rich text joined, dates as dates. */
function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) {
    return Number.isNaN(value.getTime()) ? '' : value.toISOString().slice(0, 10);
  }
  if (typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if ('result' in record) return cellText(record.result);
    if ('formula' in record || 'sharedFormula' in record) return '';
    if (Array.isArray(record.richText)) {
      return (record.richText as { text?: string }[]).map((part) => part.text ?? '').join('');
    }
    if ('hyperlink' in record) return String(record.hyperlink ?? record.text ?? '');
    if ('text' in record) return cellText(record.text);
    if ('error' in record) return '';
    return '';
  }
  // NUL and other control characters never belong in a part's field.
  return withoutControlCharacters(String(value)).trim();
}

function trimRow(cells: string[]): string[] {
  let end = cells.length;
  while (end > 0 && cells[end - 1] === '') end -= 1;
  return cells.slice(0, end);
}

function collect(rows: Iterable<{ rowNumber: number; cells: string[] }>, maxRows: number): ReadSheet {
  const filled: { rowNumber: number; cells: string[] }[] = [];
  for (const row of rows) {
    const cells = trimRow(row.cells);
    if (cells.length > 0) filled.push({ rowNumber: row.rowNumber, cells });
  }
  // Rows above the header (a title, the shop's name, a date) are not data: they are left out.
  const at = headerRowIndex(filled.map((row) => row.cells));
  const headers = filled[at]?.cells ?? null;
  const data = filled.slice(at + 1);
  if (data.length > maxRows) throw new SheetReadError(READ_MESSAGES.tooManyRows(maxRows));
  if (!headers || data.length === 0) throw new SheetReadError(READ_MESSAGES.empty);
  return { headers, rows: data };
}

/** Above this, ExcelJS's whole-workbook reader would hold too much; the streaming one only. */
const WHOLE_READ_MAX_INFLATED = 20 * 1024 * 1024;

async function readXlsx(bytes: Uint8Array, maxRows: number, budget: ReadBudget): Promise<ReadSheet> {
  const inflated = await inspectXlsx(bytes, maxRows, budget);
  const { Readable } = await import('node:stream');
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([Buffer.from(bytes)]), {
    sharedStrings: 'cache',
    hyperlinks: 'cache',
    styles: 'cache',
    worksheets: 'emit',
    entries: 'emit',
  });
  const rows = sheetRows(maxRows);
  try {
    for await (const sheet of reader) {
      for await (const row of sheet) {
        budget.check();
        rows.add(row.number, row.values as unknown[]);
      }
      // Only the first sheet is imported; a workbook's other sheets are usually notes.
      break;
    }
  } catch (error) {
    if (error instanceof SheetReadError) throw error;
    // Now and then the streaming reader fails inside ExcelJS on a valid file (`this.model` not yet
    // set when a sheet is parsed: 2 of 500 reads of one file here): the whole file is read instead.
    if (inflated > WHOLE_READ_MAX_INFLATED) throw new SheetReadError(READ_MESSAGES.unreadable);
    return readWholeXlsx(bytes, maxRows);
  }
  return collect(rows.list, maxRows);
}

async function readWholeXlsx(bytes: Uint8Array, maxRows: number): Promise<ReadSheet> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes.slice().buffer);
  } catch {
    throw new SheetReadError(READ_MESSAGES.unreadable);
  }
  const rows = sheetRows(maxRows);
  workbook.worksheets[0]?.eachRow((row) => rows.add(row.number, row.values as unknown[]));
  return collect(rows.list, maxRows);
}

/** A sheet's rows as text, refusing a sheet longer than maxRows while it is read. */
function sheetRows(maxRows: number) {
  const list: { rowNumber: number; cells: string[] }[] = [];
  return {
    list,
    add(rowNumber: number, rowValues: unknown[]) {
      const values = rowValues.slice(1);
      const cells = Array.from({ length: values.length }, (_, index) => cellText(values[index]));
      if (trimRow(cells).length === 0) return;
      if (cells.some((cell) => cell.length > SHEET_LIMITS.maxCellChars)) {
        throw new SheetReadError(LIMIT_MESSAGES.cellTooLong(rowNumber));
      }
      // The header and the rows above it (at most HEADER_SEARCH_ROWS) are not counted.
      if (list.length > maxRows + HEADER_SEARCH_ROWS)
        throw new SheetReadError(READ_MESSAGES.tooManyRows(maxRows));
      list.push({ rowNumber, cells });
    },
  };
}

/** How many times `char` occurs in `text`, without splitting it (a line may have millions). */
function occurrences(text: string, char: string): number {
  let found = 0;
  for (let at = text.indexOf(char); at !== -1; at = text.indexOf(char, at + 1)) found += 1;
  return found;
}

/**
 * Called by csv-parse for every field as it is read: refuses the file at the first cell past a
 * limit (columns of a row, all cells, a cell's text, the time budget), before the row is built.
 */
function csvFieldGuard(budget: ReadBudget) {
  let cells = 0;
  return (value: string, context: { index: number; lines: number }) => {
    cells += 1;
    if (context.index >= SHEET_LIMITS.maxColumns) {
      throw new SheetReadError(LIMIT_MESSAGES.tooManyColumns(context.lines));
    }
    if (value.length > SHEET_LIMITS.maxCellChars)
      throw new SheetReadError(LIMIT_MESSAGES.cellTooLong(context.lines));
    if (cells > SHEET_LIMITS.maxCells) throw new SheetReadError(LIMIT_MESSAGES.tooManyCells);
    if (cells % 10_000 === 0) budget.check();
    return value;
  };
}

/**
 * The CSV's delimiter, from its first lines rather than its first line only (a title above the
 * table has none): the candidate that splits the most lines into the same number of cells.
 */
function csvDelimiter(text: string): string {
  const lines: string[] = [];
  let start = 0;
  while (lines.length < HEADER_SEARCH_ROWS + 5 && start < text.length) {
    const end = text.indexOf('\n', start);
    const line = text.slice(start, end === -1 ? text.length : end);
    if (line.trim() !== '') lines.push(line);
    if (end === -1) break;
    start = end + 1;
  }
  let best = ',';
  let bestScore = 0;
  for (const candidate of [';', '\t', ',']) {
    const counts = new Map<number, number>();
    for (const line of lines) {
      const found = occurrences(line, candidate);
      if (found > 0) counts.set(found, (counts.get(found) ?? 0) + 1);
    }
    // Lines agreeing on a count, weighted by the count: a table's rows agree, a title does not.
    const score = Math.max(0, ...[...counts].map(([found, agreeing]) => found * agreeing));
    if (score > bestScore) {
      best = candidate;
      bestScore = score;
    }
  }
  return best;
}

async function readCsv(bytes: Uint8Array, maxRows: number, budget: ReadBudget): Promise<ReadSheet> {
  const { parse } = await import('csv-parse/sync');
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    // Excel in Spanish saves "CSV" as Windows-1252 unless told otherwise.
    text = new TextDecoder('windows-1252').decode(bytes);
  }
  if (text.includes(String.fromCharCode(0))) throw new SheetReadError(READ_MESSAGES.notSpreadsheet);
  const delimiter = csvDelimiter(text);
  let records: string[][];
  try {
    records = parse(text, {
      bom: true,
      delimiter,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      max_record_size: SHEET_LIMITS.maxRowChars,
      to_line: maxRows + 1_000,
      cast: csvFieldGuard(budget),
    }) as string[][];
  } catch (error) {
    if (error instanceof SheetReadError) throw error;
    const code = (error as { code?: string }).code;
    const line = (error as { lines?: number }).lines ?? 0;
    if (code === 'CSV_MAX_RECORD_SIZE') throw new SheetReadError(LIMIT_MESSAGES.rowTooLong(line));
    throw new SheetReadError(READ_MESSAGES.unreadable);
  }
  return collect(
    records.map((cells, index) => ({ rowNumber: index + 1, cells: cells.map(cellText) })),
    maxRows,
  );
}

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
const OLE_MAGIC = [0xd0, 0xcf, 0x11, 0xe0];

/**
 * The first sheet of an .xlsx (read row by row) or a .csv (UTF-8 or Windows-1252, comma,
 * semicolon or tab), as text. Anything else (an old .xls, a PDF, a photo) is refused.
 */
export async function readSheet(
  bytes: Uint8Array,
  maxRows: number,
  options: { signal?: AbortSignal; budgetMs?: number } = {},
): Promise<ReadSheet> {
  const budget = new ReadBudget(options.signal, options.budgetMs);
  const starts = (magic: number[]) => magic.every((byte, index) => bytes[index] === byte);
  if (bytes.length === 0) throw new SheetReadError(READ_MESSAGES.empty);
  if (starts(ZIP_MAGIC)) return readXlsx(bytes, maxRows, budget);
  if (starts(OLE_MAGIC)) throw new SheetReadError(READ_MESSAGES.notSpreadsheet);
  // A text file: refuse binary content (images, PDFs) before parsing it as CSV.
  const sample = bytes.subarray(0, 4096);
  if (
    sample.includes(0) ||
    /^%PDF|^\u00ff\u00d8|^\u0089PNG|^GIF8/.test(Buffer.from(sample.subarray(0, 4)).toString('latin1'))
  ) {
    throw new SheetReadError(READ_MESSAGES.notSpreadsheet);
  }
  return readCsv(bytes, maxRows, budget);
}
