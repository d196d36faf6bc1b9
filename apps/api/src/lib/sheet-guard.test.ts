import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SHEET_LIMITS } from '@yonke/domain';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { repeated, xlsxWithSheetData } from '../../test/zip.ts';
import { LIMIT_MESSAGES } from './sheet-guard.ts';
import { readSheet, SheetReadError } from './sheets.ts';

// Files built as an attacker would: each used to hold a worker for seconds to minutes and take
// gigabytes (a CSV row of 3,000,000 columns: 85 s, +2.3 GB; 1.1 GB of empty rows: 706 s). Each is
// now refused with a Spanish message while it streams, at a small, measured cost.

const realCsv = readFileSync(path.join(import.meta.dirname, '../../test/fixtures/garcia-lamparas-30.csv'));

async function refusal(bytes: Uint8Array, options: Parameters<typeof readSheet>[2] = {}) {
  const before = process.memoryUsage().rss;
  const error = await readSheet(bytes, 20_000, options).then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof SheetReadError)) throw new Error(`expected a SheetReadError, got ${String(error)}`);
  return { message: error.message, grew: process.memoryUsage().rss - before };
}

const MB = 1024 * 1024;

describe('CSV files past the limits', () => {
  it('refuses one row of 3,000,000 columns at the first column past the limit', async () => {
    const csv = Buffer.from(`Nombre,Precio\n${'x,'.repeat(3_000_000)}x\n`);
    const { message, grew } = await refusal(csv);
    expect(message).toBe(LIMIT_MESSAGES.tooManyColumns(2));
    expect(message).toBe('La fila 2 tiene más de 200 columnas: deja solo las columnas de las autopartes.');
    expect(grew).toBeLessThan(150 * MB);
  });

  it('refuses a header row of 3,000,000 columns too', async () => {
    const { message } = await refusal(Buffer.from(`${'a,'.repeat(3_000_000)}\n1\n`));
    expect(message).toBe(LIMIT_MESSAGES.tooManyColumns(1));
  });

  it('refuses a cell longer than Excel allows, and a line above the row limit', async () => {
    const cell = await refusal(Buffer.from(`Nombre\n"${'x'.repeat(SHEET_LIMITS.maxCellChars + 1)}"\n`));
    expect(cell.message).toBe(LIMIT_MESSAGES.cellTooLong(2));
    const line = await refusal(Buffer.from(`Nombre\n"${'x'.repeat(SHEET_LIMITS.maxRowChars + 10)}\n`));
    expect(line.message).toMatch(/^La fila \d+ es demasiado larga/);
  });

  it('stops when the time budget is spent or the client has gone', async () => {
    const big = Buffer.from(`Nombre,Precio\n${'Faro,100\n'.repeat(15_000)}`);
    expect((await refusal(big, { budgetMs: 0 })).message).toBe(LIMIT_MESSAGES.tooSlow);
    const gone = new AbortController();
    gone.abort();
    expect((await refusal(big, { signal: gone.signal })).message).toBe(LIMIT_MESSAGES.cancelled);
  });

  it('still reads a real shop’s list', async () => {
    const sheet = await readSheet(realCsv, 20_000);
    expect(sheet.headers).toContain('precio');
    expect(sheet.rows).toHaveLength(30);
    expect(sheet.rows[0]?.cells.slice(1, 4)).toEqual(['Mazda', '295A', '$ 226.-']);
  });
});

describe('.xlsx files past the limits', () => {
  it('refuses a sheet that inflates past the limit by its empty rows, while streaming', async () => {
    const bomb = xlsxWithSheetData(repeated('<row/>', SHEET_LIMITS.maxInflatedBytes + MB));
    expect(bomb.length).toBeLessThan(2 * MB);
    const { message, grew } = await refusal(bomb);
    expect(message).toBe(LIMIT_MESSAGES.inflated);
    expect(grew).toBeLessThan(150 * MB);
  });

  it('refuses an entry that inflates to more than its header declares', async () => {
    const lying = xlsxWithSheetData(repeated('<row/>', 4 * MB), 1_000);
    expect((await refusal(lying)).message).toBe(LIMIT_MESSAGES.inflated);
  });

  it('refuses one row of a million cells at the first cell past the limit', async () => {
    const row = Buffer.concat([
      Buffer.from('<row r="1">'),
      repeated('<c><v>1</v></c>', 40 * MB),
      Buffer.from('</row>'),
    ]);
    const { message, grew } = await refusal(xlsxWithSheetData(row));
    expect(message).toBe(LIMIT_MESSAGES.tooManyColumns(1));
    expect(grew).toBeLessThan(150 * MB);
  });

  it('refuses one cell of 50 MB without holding it', async () => {
    const row = Buffer.concat([
      Buffer.from('<row r="1"><c r="A1" t="inlineStr"><is><t>'),
      repeated('a', 50 * MB),
      Buffer.from('</t></is></c></row>'),
    ]);
    const { message, grew } = await refusal(xlsxWithSheetData(row));
    expect(message).toBe(LIMIT_MESSAGES.cellTooLong(1));
    expect(grew).toBeLessThan(150 * MB);
  });

  it('refuses a file that is not a zip after all', async () => {
    const broken = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(100, 7)]);
    expect((await refusal(broken)).message).toBe(LIMIT_MESSAGES.unreadable);
  });

  it('still reads a real shop’s list saved as .xlsx', async () => {
    const source = await readSheet(realCsv, 20_000);
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Hoja1');
    sheet.addRow(source.headers);
    for (const row of source.rows) sheet.addRow(row.cells);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    const read = await readSheet(bytes, 20_000);
    expect(read.headers).toEqual(source.headers);
    expect(read.rows.map((row) => row.cells)).toEqual(source.rows.map((row) => row.cells));
  });
});
