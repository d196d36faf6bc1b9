import { PassThrough, type Readable } from 'node:stream';
import type { ExportFormat } from '@yonke/domain/schemas';
import { stringify } from 'csv-stringify';
import ExcelJS from 'exceljs';

/** A column of an exported sheet: its Spanish header and how its values are written. */
export interface SheetColumn {
  key: string;
  header: string;
  kind?: 'text' | 'money' | 'number' | 'date' | 'url';
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
      cast: { date: csvDate },
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
        : column.kind === 'date'
          ? { numFmt: 'yyyy-mm-dd hh:mm' }
          : {},
  }));
  sheet.getRow(1).font = { bold: true };
  const urlKeys = columns.filter((column) => column.kind === 'url').map((column) => column.key);
  return {
    stream: out,
    async addRows(rows) {
      for (const row of rows) {
        const values: Record<string, unknown> = { ...row };
        for (const key of urlKeys) {
          const url = row[key];
          if (typeof url === 'string' && url !== '') values[key] = { text: url, hyperlink: url };
        }
        sheet.addRow(values).commit();
      }
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
