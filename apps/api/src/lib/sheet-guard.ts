import { StringDecoder } from 'node:string_decoder';
import { SHEET_LIMITS } from '@yonke/domain';
import { Open } from 'unzipper';

// What a spreadsheet may cost before it is read for real. An .xlsx is a zip: a 1.7 MB file can
// inflate to gigabytes of empty rows, one huge cell or one row of millions of cells, and ExcelJS
// builds each row whole before handing it over. So the zip is checked first — the sizes its
// directory declares, then the bytes each entry really inflates to, while they stream — and the
// sheet XML is scanned as it inflates (rows, cells per row, all cells, the length of a text), with
// a wall-clock budget and the client's signal checked as it goes. Nothing is kept in memory.

export class SheetReadError extends Error {}

const count = (value: number) => value.toLocaleString('en-US');

export const LIMIT_MESSAGES = {
  inflated: `El archivo es demasiado grande una vez descomprimido (más de ${count(SHEET_LIMITS.maxInflatedBytes / 1024 / 1024)} MB): divídelo en archivos más pequeños.`,
  unreadable: 'No pudimos leer el archivo; puede estar dañado. Guárdalo de nuevo como .xlsx o .csv.',
  tooManyColumns: (row: number) =>
    `La fila ${count(row)} tiene más de ${count(SHEET_LIMITS.maxColumns)} columnas: deja solo las columnas de las autopartes.`,
  tooManyCells: `El archivo tiene más de ${count(SHEET_LIMITS.maxCells)} celdas: divídelo en archivos más pequeños.`,
  cellTooLong: (row: number | null) =>
    `Una celda${row ? ` de la fila ${count(row)}` : ''} tiene más de ${count(SHEET_LIMITS.maxCellChars)} caracteres: acórtala.`,
  rowTooLong: (row: number) =>
    `La fila ${count(row)} es demasiado larga (más de ${count(SHEET_LIMITS.maxRowChars)} caracteres): acórtala.`,
  tooManyRows: (max: number) =>
    `El archivo tiene más de ${count(max)} filas: divídelo en archivos más pequeños.`,
  tooSlow: `El archivo tardó demasiado en leerse (más de ${SHEET_LIMITS.timeBudgetMs / 1000} segundos): divídelo en archivos más pequeños.`,
  cancelled: 'Se dejó de leer el archivo porque la conexión se cerró.',
} as const;

/** The clock and the client of one read: checked between chunks and rows, so a read can stop. */
export class ReadBudget {
  private readonly deadline: number;
  private readonly signal?: AbortSignal;

  constructor(signal?: AbortSignal, budgetMs: number = SHEET_LIMITS.timeBudgetMs) {
    this.signal = signal;
    this.deadline = performance.now() + budgetMs;
  }

  check(): void {
    if (this.signal?.aborted) throw new SheetReadError(LIMIT_MESSAGES.cancelled);
    if (performance.now() > this.deadline) throw new SheetReadError(LIMIT_MESSAGES.tooSlow);
  }
}

/** An opening <row>, <c> or <si> tag (any namespace prefix); closing tags are matched and skipped. */
const COUNTED_TAG = /<(\/?)(?:[A-Za-z_][\w.-]*:)?(row|c|si)(?=[\s>/])/g;

/**
 * Counts of one worksheet or shared-strings part, kept while its XML streams through: rows,
 * cells per row, all cells, and the longest run of text between two tags (a cell's text or an
 * attribute). A scan of the tags rather than a full XML parse: several times faster, and a tag
 * hidden in a comment could only make it stricter. Nothing is held but the tail of a chunk.
 */
function xmlScanner(kind: 'sheet' | 'strings', maxRows: number) {
  let row = 0;
  let cellsInRow = 0;
  let rowsWithCells = 0;
  let cells = 0;
  let run = 0;
  let carry = '';
  // Entities (&amp;) may spell one character with several, hence the margin over Excel's limit.
  const longestRun = SHEET_LIMITS.maxCellChars * 8;
  const fail = (message: string): never => {
    throw new SheetReadError(message);
  };
  const tooLong = () => fail(LIMIT_MESSAGES.cellTooLong(kind === 'sheet' ? Math.max(row, 1) : null));

  /** Tags in `text`, which ends just before a '<' (or at the end of the part). */
  const countTags = (text: string) => {
    COUNTED_TAG.lastIndex = 0;
    for (let match = COUNTED_TAG.exec(text); match; match = COUNTED_TAG.exec(text)) {
      if (match[1] === '/') continue;
      if (match[2] === 'row') {
        if (kind !== 'sheet') continue;
        row += 1;
        cellsInRow = 0;
        continue;
      }
      if ((match[2] === 'c') !== (kind === 'sheet')) continue;
      cellsInRow += 1;
      cells += 1;
      if (kind === 'sheet' && cellsInRow === 1) rowsWithCells += 1;
      if (kind === 'sheet' && cellsInRow > SHEET_LIMITS.maxColumns) fail(LIMIT_MESSAGES.tooManyColumns(row));
      if (cells > SHEET_LIMITS.maxCells) fail(LIMIT_MESSAGES.tooManyCells);
      // The header row, the data rows, and room for a title or notes above the header.
      if (rowsWithCells > maxRows + 10) fail(LIMIT_MESSAGES.tooManyRows(maxRows));
    }
  };

  /** The longest stretch without '<' so far, across chunks. */
  const measureRuns = (text: string) => {
    let start = 0;
    for (;;) {
      const at = text.indexOf('<', start);
      run += (at === -1 ? text.length : at) - start;
      if (run > longestRun) tooLong();
      if (at === -1) return;
      run = 0;
      start = at + 1;
    }
  };

  return {
    write(chunk: string) {
      measureRuns(chunk);
      const text = carry + chunk;
      // A tag cut by the chunk's end waits for the next chunk.
      const lastTag = text.lastIndexOf('<');
      if (lastTag === -1) {
        carry = '';
        return;
      }
      countTags(text.slice(0, lastTag));
      carry = text.slice(lastTag);
    },
    end() {
      countTags(carry);
      carry = '';
    },
  };
}

/** The parts that are scanned: worksheets and the shared strings their cells point to. */
function scannedKind(path: string): 'sheet' | 'strings' | null {
  if (/^xl\/worksheets\/[^/]+\.xml$/i.test(path)) return 'sheet';
  if (/^xl\/sharedStrings\.xml$/i.test(path)) return 'strings';
  return null;
}

/**
 * Refuses an .xlsx that would cost more than SHEET_LIMITS before ExcelJS reads it: by the sizes
 * its zip declares, then by what each entry really inflates to (a forged header does not help),
 * then by its rows, columns, cells and cell text, all while streaming.
 */
/** Resolves to the bytes the workbook inflates to. */
export async function inspectXlsx(bytes: Uint8Array, maxRows: number, budget: ReadBudget): Promise<number> {
  let entries: Awaited<ReturnType<typeof Open.buffer>>['files'];
  try {
    entries = (await Open.buffer(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength))).files;
  } catch {
    throw new SheetReadError(LIMIT_MESSAGES.unreadable);
  }
  const declared = entries.reduce((sum, entry) => sum + entry.uncompressedSize, 0);
  if (declared > SHEET_LIMITS.maxInflatedBytes || entries.length > SHEET_LIMITS.maxZipEntries) {
    throw new SheetReadError(LIMIT_MESSAGES.inflated);
  }
  let inflated = 0;
  for (const entry of entries) {
    if (entry.type !== 'File') continue;
    budget.check();
    const kind = scannedKind(entry.path);
    const scanner = kind ? xmlScanner(kind, maxRows) : null;
    const decoder = new StringDecoder('utf8');
    const stream = entry.stream();
    let actual = 0;
    try {
      for await (const chunk of stream as AsyncIterable<Buffer>) {
        actual += chunk.length;
        inflated += chunk.length;
        if (actual > entry.uncompressedSize || inflated > SHEET_LIMITS.maxInflatedBytes) {
          throw new SheetReadError(LIMIT_MESSAGES.inflated);
        }
        scanner?.write(decoder.write(chunk));
        budget.check();
      }
      scanner?.write(decoder.end());
      scanner?.end();
    } catch (error) {
      if (error instanceof SheetReadError) throw error;
      throw new SheetReadError(LIMIT_MESSAGES.unreadable);
    } finally {
      stream.destroy();
    }
  }
  return inflated;
}
