import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PERMISSIONS, type RoleId } from '@yonke/domain';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertPart, referenceIds } from '../../../test/factories.ts';
import { createTestContext } from '../../../test/helpers.ts';
import { runImport } from './import.service.ts';

// The purchase cost («Costo», «P. compra») in the spreadsheet import and export: read with the
// price's own money reader, written only for the roles that see costs (1 and 2), exported only to
// them, and kept by a round trip export → import.

let ctx: Awaited<ReturnType<typeof createTestContext>>;
let companyA: number;
let companyB: number;
type Session = Awaited<ReturnType<typeof ctx.signedIn>>;

const HEADERS = ['SKU', 'Título', 'Marca', 'Modelo', 'Año(s)', 'Categoría', 'Precio', 'P. compra'];

interface PreviewBody {
  counts: Record<string, number>;
  rows: {
    row_number: number;
    outcome: string;
    message: string | null;
    values: Record<string, string>;
    warnings: string[];
    corrections: { field: string; from: string; to: string }[];
  }[];
  cost: {
    column: string | null;
    imported: boolean;
    notice: string | null;
    decimal: { detected: string | null; chosen: string | null; ask: boolean; examples: string[] };
    above_price: number;
  };
}

async function xlsx(rows: unknown[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Hoja1');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

async function upload(session: Session, bytes: Uint8Array | string, name = 'inventario.xlsx') {
  const form = new FormData();
  form.append('file', new Blob([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)]), name);
  const response = await session.request('POST', '/api/imports', form);
  expect(response.status, response.text).toBe(200);
  return response.json as { id: number; headers: string[]; mapping: (string | null)[] };
}

async function preview(session: Session, id: number, body: object) {
  const response = await session.post(`/api/imports/${id}/preview`, body);
  expect(response.status, response.text).toBe(200);
  return response.json as PreviewBody;
}

async function waitFor(session: Session, id: number) {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    const body = (await session.get(`/api/imports/${id}`)).json as Record<string, unknown>;
    if (!['queued', 'running'].includes(String(body.status))) return body;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('import did not finish');
}

async function startAndWait(session: Session, id: number) {
  expect((await session.post(`/api/imports/${id}/start`)).status).toBe(200);
  return waitFor(session, id);
}

/** The cost of the company's part with this import reference (SKU), in cents. */
async function costOf(companyId: number, sku: string): Promise<number | null | undefined> {
  const result = await ctx.db.execute<{ cost_cents: string | null }>(sql`
    select p.cost_cents from parts p
    join import_references r on r.part_id = p.id
    where r.company_id = ${companyId} and r.reference = ${`sku:${sku.toLowerCase()}`}`);
  const row = result.rows[0];
  return row === undefined ? undefined : row.cost_cents === null ? null : Number(row.cost_cents);
}

async function activitiesOf(companyId: number, sku: string): Promise<string[]> {
  const result = await ctx.db.execute<{ activity: string }>(sql`
    select a.activity from part_activities a
    join import_references r on r.part_id = a.part_id
    where r.company_id = ${companyId} and r.reference = ${`sku:${sku.toLowerCase()}`}
    order by a.id`);
  return result.rows.map((row) => row.activity);
}

/** The raw bytes of a download (the test client reads text, which would spoil an .xlsx). */
async function download(session: Session, pathAndQuery: string, body: unknown) {
  const cookie = [...session.jar].map(([key, value]) => `${key}=${value}`).join('; ');
  const response = await ctx.app.request(pathAndQuery, {
    method: 'POST',
    headers: {
      Cookie: cookie,
      'X-XSRF-TOKEN': decodeURIComponent(session.jar.get('XSRF-TOKEN') ?? ''),
      'X-Requested-With': 'XMLHttpRequest',
      'Content-Type': 'application/json',
    },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

async function sheetOf(bytes: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('no sheet');
  return sheet;
}

/** Gives a role the import without the cost permission for one test, as no role has it today. */
async function withImportOnly<T>(role: RoleId, work: () => Promise<T>): Promise<T> {
  const permissions = PERMISSIONS as Record<keyof typeof PERMISSIONS, readonly RoleId[]>;
  const before = permissions.importParts;
  expect(PERMISSIONS.managePartCosts).not.toContain(role);
  permissions.importParts = [...before, role];
  try {
    return await work();
  } finally {
    permissions.importParts = before;
  }
}

beforeAll(async () => {
  ctx = await createTestContext();
  companyA = (await ctx.createCompany('Yonke Costos')).id;
  companyB = (await ctx.createCompany('Yonke Norte')).id;
});

describe('importing the cost column', () => {
  it('an administrator imports the cost to the cent, warns about a cost above the price and keeps an empty cell empty', async () => {
    const admin = await ctx.signedIn([2], companyA);
    const uploaded = await upload(
      admin,
      await xlsx([
        HEADERS,
        ['C-1', 'Puerta delantera', 'Volkswagen', 'Jetta', '2015', 'Puerta', '$3,500', '$1,200'],
        ['C-2', 'Faro izquierdo', 'Nissan', 'Versa', '2016', 'Faro', '1800', '650.50'],
        ['C-3', 'Faro derecho', 'Nissan', 'Versa', '2016', 'Faro', '900', '1,234.50'],
        ['C-4', 'Calavera', 'Nissan', 'Tsuru', '2005', 'Calavera', '700', ''],
        ['C-5', 'Espejo', 'Nissan', 'Tsuru', '2005', 'Espejo', '400', 'N/D'],
      ]),
    );
    expect(uploaded.mapping[7]).toBe('cost');
    expect(uploaded.mapping[6]).toBe('sale_price');
    const body = await preview(admin, uploaded.id, { mapping: uploaded.mapping });
    expect(body.counts).toMatchObject({ created: 5, errors: 0 });
    expect(body.cost).toMatchObject({ column: 'P. compra', imported: true, notice: null, above_price: 1 });
    const byRow = new Map(body.rows.map((row) => [row.row_number, row]));
    expect(byRow.get(2)?.values.cost).toBe('1200');
    expect(byRow.get(3)?.values.cost).toBe('650.50');
    expect(byRow.get(4)?.values.cost).toBe('1234.50');
    expect(byRow.get(4)?.warnings).toEqual(['el costo ($1,234.50) es mayor que el precio ($900)']);
    expect(byRow.get(2)?.warnings).toEqual([]);
    expect(byRow.get(5)?.values.cost).toBeUndefined();
    expect(await startAndWait(admin, uploaded.id)).toMatchObject({ status: 'completed', created: 5 });
    expect(await costOf(companyA, 'C-1')).toBe(120_000);
    expect(await costOf(companyA, 'C-2')).toBe(65_050);
    // Allowed, only warned about: the part is saved with a cost above its price.
    expect(await costOf(companyA, 'C-3')).toBe(123_450);
    expect(await costOf(companyA, 'C-4')).toBeNull();
    expect(await costOf(companyA, 'C-5')).toBeNull();
    // The part's normal answer never carries the cost.
    const partId = (
      await ctx.db.execute<{ part_id: number }>(
        sql`select part_id from import_references where company_id = ${companyA} and reference = 'sku:c-2'`,
      )
    ).rows[0]?.part_id;
    const part = await admin.get(`/api/autoparts/${partId}`);
    expect(part.status).toBe(200);
    expect(part.text).not.toContain('cost');
    expect((await admin.get(`/api/autoparts/${partId}/cost`)).json).toEqual({
      part_id: partId,
      cost_cents: 65_050,
    });

    // Updating: a cost cell changes the cost (with an activity line that does not say the figure),
    // an empty cell keeps it, and a file without the cost column leaves every cost alone.
    const update = await upload(
      admin,
      await xlsx([
        HEADERS,
        ['C-1', 'Puerta delantera', 'Volkswagen', 'Jetta', '2015', 'Puerta', '$3,500', '$1,350'],
        ['C-2', 'Faro izquierdo', 'Nissan', 'Versa', '2016', 'Faro', '1800', ''],
      ]),
    );
    const updated = await preview(admin, update.id, { mapping: update.mapping });
    expect(updated.rows.map((row) => [row.row_number, row.outcome])).toEqual([
      [2, 'updated'],
      [3, 'unchanged'],
    ]);
    expect(await startAndWait(admin, update.id)).toMatchObject({ updated: 1, unchanged: 1 });
    expect(await costOf(companyA, 'C-1')).toBe(135_000);
    expect(await costOf(companyA, 'C-2')).toBe(65_050);
    const lines = await activitiesOf(companyA, 'C-1');
    expect(lines).toContain('Importación: Costo de compra actualizado');
    expect(lines.join(' ')).not.toMatch(/1,?350|1,?200/);

    const noCost = await upload(
      admin,
      await xlsx([
        HEADERS.slice(0, 7),
        ['C-1', 'Puerta delantera', 'Volkswagen', 'Jetta', '2015', 'Puerta', '$3,600'],
      ]),
    );
    expect((await preview(admin, noCost.id, { mapping: noCost.mapping })).cost).toMatchObject({
      column: null,
      imported: false,
      notice: null,
    });
    await startAndWait(admin, noCost.id);
    expect(await costOf(companyA, 'C-1')).toBe(135_000);
  });

  it('asks about a cost column whose decimal separator is ambiguous, and reads it as the person says', async () => {
    const admin = await ctx.signedIn([2], companyA);
    const uploaded = await upload(
      admin,
      await xlsx([
        HEADERS,
        ['D-1', 'Puerta trasera', 'Volkswagen', 'Jetta', '2015', 'Puerta', '2500', '12.5'],
        ['D-2', 'Cofre', 'Volkswagen', 'Jetta', '2015', 'Cofre', '2500', '1.500'],
      ]),
    );
    const asked = await preview(admin, uploaded.id, { mapping: uploaded.mapping });
    expect(asked.cost.decimal).toEqual({ detected: '.', chosen: null, ask: true, examples: ['1.500'] });
    // The price column is not ambiguous: its question is not asked, only the cost's.
    const row3 = asked.rows.find((row) => row.row_number === 3);
    expect(row3?.outcome).toBe('error');
    expect(row3?.message).toContain(
      'el costo «1.500» puede leerse de dos formas; indica el separador decimal de la columna Costo',
    );
    // The dot is the decimal separator: «1.500» is one peso and a half.
    const dot = await preview(admin, uploaded.id, { mapping: uploaded.mapping, cost_decimal: '.' });
    expect(dot.counts.errors).toBe(0);
    expect(dot.cost.decimal.chosen).toBe('.');
    expect(dot.rows.map((row) => row.values.cost)).toEqual(['12.50', '1.50']);
    // The comma: «1.500» is fifteen hundred pesos, and «12.5» cannot be read, said for its row.
    const comma = await preview(admin, uploaded.id, { mapping: uploaded.mapping, cost_decimal: ',' });
    expect(comma.rows.map((row) => row.values.cost ?? row.message)).toEqual([
      'Fila 2: el costo debe ser una cantidad en pesos, como «850» o «$1,250.50» (se leyó «12.5»)',
      '1500',
    ]);
    await preview(admin, uploaded.id, { mapping: uploaded.mapping, cost_decimal: '.' });
    expect(await startAndWait(admin, uploaded.id)).toMatchObject({ status: 'completed', created: 2 });
    expect(await costOf(companyA, 'D-2')).toBe(150);
  });

  it('reads the lamp distributor’s real price marks in a cost column the same way as the price', async () => {
    const admin = await ctx.signedIn([2], companyA);
    // Real rows of the García lamp table (test/fixtures/real-world); its own «precio» column,
    // «$ 226.-» or «$ 1,150.-», copied into a «Costo» column: no public parts list we found has a
    // cost column of its own, so the cells are the real price cells.
    const lines = readFileSync(
      path.resolve(import.meta.dirname, '../../../test/fixtures/real-world/parts-garcia-lamparas-sample.csv'),
      'utf8',
    )
      .trim()
      .split('\n');
    const csv = [lines[0]?.replace('precio,', 'precio,Costo,'), lines[1], lines[6]]
      .map((line, index) =>
        index === 0 ? line : line?.replace(/,("\$ [^"]+"|\$ [^,]+),/, (_, price) => `,${price},${price},`),
      )
      .join('\n');
    const uploaded = await upload(admin, csv, 'garcia.csv');
    const column = uploaded.headers.indexOf('Costo');
    expect(uploaded.mapping[column]).toBe('cost');
    const mapping = [...uploaded.mapping];
    mapping[uploaded.headers.indexOf('categoria')] = null;
    mapping[uploaded.headers.indexOf('descripcion')] = 'name';
    mapping[uploaded.headers.indexOf('nombre')] = 'description';
    const body = await preview(admin, uploaded.id, { mapping, universal: true });
    expect(body.counts.errors).toBe(0);
    expect(body.rows.map((row) => [row.values.sale_price, row.values.cost])).toEqual([
      ['226', '226'],
      ['1150', '1150'],
    ]);
  });

  it('a role without the cost permission imports the rest of the file, and the preview names the cost column it leaves out', async () => {
    const admin = await ctx.signedIn([2], companyB);
    const capturist = await ctx.signedIn([3], companyB);
    // A capturist sets no price (the form's rule): the file has the cost but no price column.
    const file = await xlsx([
      HEADERS.filter((header) => header !== 'Precio'),
      ['E-1', 'Puerta delantera', 'Volkswagen', 'Jetta', '2015', 'Puerta', '$1,200'],
      ['E-2', 'Faro izquierdo', 'Nissan', 'Versa', '2016', 'Faro', '$1 234,50'],
    ]);
    await withImportOnly(3, async () => {
      const uploaded = await upload(capturist, file);
      // The screen proposes the column as the cost; the server decides it is not this user's.
      expect(uploaded.mapping[6]).toBe('cost');
      const body = await preview(capturist, uploaded.id, { mapping: uploaded.mapping });
      expect(body.rows.map((row) => row.message)).toEqual([null, null]);
      expect(body.cost).toMatchObject({ column: 'P. compra', imported: false, above_price: 0 });
      expect(body.cost.notice).toBe(
        'La columna «P. compra» (costo) no se importa: solo el administrador y el superadministrador registran costos de compra. El resto del archivo se importa sin ella.',
      );
      expect(body.counts).toMatchObject({ created: 2, errors: 0 });
      expect(body.rows.every((row) => row.values.cost === undefined)).toBe(true);
      expect(await startAndWait(capturist, uploaded.id)).toMatchObject({ status: 'completed', created: 2 });
    });
    expect(await costOf(companyB, 'E-1')).toBeNull();
    expect(await costOf(companyB, 'E-2')).toBeNull();

    // The job decides by the roles it runs with, not by the preview: an import previewed by an
    // administrator but run for a capturist writes no cost either.
    const uploaded = await upload(
      admin,
      await xlsx([
        HEADERS.filter((header) => header !== 'Precio'),
        ['E-3', 'Cofre', 'Volkswagen', 'Jetta', '2015', 'Cofre', '900'],
      ]),
    );
    expect((await preview(admin, uploaded.id, { mapping: uploaded.mapping })).cost.imported).toBe(true);
    await ctx.db.execute(sql`update imports set status = 'queued' where id = ${uploaded.id}`);
    await runImport(
      { db: ctx.db, config: ctx.config, storage: ctx.storage },
      { importId: uploaded.id, user: { id: capturist.user.id, roles: [3], companyId: companyB } },
    );
    expect(await costOf(companyB, 'E-3')).toBeNull();
    expect(await activitiesOf(companyB, 'E-3')).toEqual([
      'Autoparte creada por importación (inventario.xlsx)',
    ]);
  });

  it('the sample sheet has a cost column for those who import costs', async () => {
    const admin = await ctx.signedIn([2], companyA);
    const response = await ctx.app.request('/api/imports/template', {
      headers: { Cookie: [...admin.jar].map(([key, value]) => `${key}=${value}`).join('; ') },
    });
    expect(response.status).toBe(200);
    const sheet = await sheetOf(Buffer.from(await response.arrayBuffer()));
    expect((sheet.getRow(1).values as string[]).slice(1)).toContain('Costo');
  });
});

describe('exporting the cost column', () => {
  let exported: number[];

  beforeAll(async () => {
    const ref = await referenceIds(ctx.db);
    const tsuru = await ref.model('Tsuru');
    exported = [];
    for (const [name, costCents] of [
      ['Facia Tsuru exportada', 123_450],
      ['Cofre Tsuru exportado', 65_000],
      ['Puerta Tsuru exportada', null],
    ] as const) {
      const part = await insertPart(ctx.db, {
        companyId: companyB,
        name,
        categoryId: 1,
        makeId: tsuru.makeId,
        modelId: tsuru.id,
        salePrice: 1500,
        costCents,
      });
      exported.push(part.id);
    }
  });

  it('roles 1 and 2 get «Costo» after «Precio», to the cent, in the .xlsx and the CSV; role 5 does not', async () => {
    const admin = await ctx.signedIn([2], companyB);
    const sheet = await sheetOf(await download(admin, '/api/export/autoparts', { number: 'exportad' }));
    const headers = (sheet.getRow(1).values as string[]).slice(1);
    expect(headers.slice(0, 5)).toEqual(['Código', 'Nombre', 'Estatus', 'Precio', 'Costo']);
    const costs = new Map<string, unknown>();
    const formats = new Set<string>();
    sheet.eachRow((row, number) => {
      if (number === 1) return;
      costs.set(String(row.getCell(1).value), row.getCell(5).value);
      formats.add(String(row.getCell(5).numFmt));
    });
    expect(Object.fromEntries(costs)).toEqual({
      [`AV-${exported[0]}`]: 1234.5,
      [`AV-${exported[1]}`]: 650,
      [`AV-${exported[2]}`]: null,
    });
    expect([...formats]).toEqual(['"$"#,##0.00']);

    const csv = (await download(admin, '/api/export/autoparts?format=csv', { number: 'exportad' })).toString(
      'utf8',
    );
    expect(csv).toContain('Código,Nombre,Estatus,Precio,Costo,Autoparte');
    expect(csv).toContain(`AV-${exported[0]},Facia Tsuru exportada,Disponible,1500,1234.5,`);
    expect(csv).toContain(`AV-${exported[2]},Puerta Tsuru exportada,Disponible,1500,,`);

    const superadmin = await ctx.signedIn([1], companyA);
    const sales = await sheetOf(await download(superadmin, '/api/export/sales', {}));
    expect((sales.getRow(1).values as string[]).slice(1, 6)).toEqual([
      'Código',
      'Nombre',
      'Estatus',
      'Precio',
      'Costo',
    ]);

    const supervisor = await ctx.signedIn([5], companyB);
    const theirs = (
      await download(supervisor, '/api/export/autoparts?format=csv', { number: 'exportad' })
    ).toString('utf8');
    expect(theirs).toContain('Código,Nombre,Estatus,Precio,Autoparte');
    expect(theirs).not.toContain('Costo');
    expect(theirs).not.toContain('1234.5');
    const theirSheet = await sheetOf(
      await download(supervisor, '/api/export/autoparts', { number: 'exportad' }),
    );
    expect((theirSheet.getRow(1).values as string[]).slice(1)).not.toContain('Costo');
  });

  it('a round trip, export as administrator then import, keeps every cost (.xlsx and CSV)', async () => {
    const admin = await ctx.signedIn([2], companyB);
    for (const format of ['xlsx', 'csv'] as const) {
      const file = await download(admin, `/api/export/autoparts?format=${format}`, { number: 'exportad' });
      await ctx.db.execute(
        sql`update parts set cost_cents = null where id = any(${`{${exported.join(',')}}`}::int[])`,
      );
      const uploaded = await upload(admin, new Uint8Array(file), `autopartes.${format}`);
      expect(uploaded.mapping[uploaded.headers.indexOf('Código')]).toBe('code');
      expect(uploaded.mapping[uploaded.headers.indexOf('Costo')]).toBe('cost');
      const body = await preview(admin, uploaded.id, { mapping: uploaded.mapping });
      expect(body.counts, JSON.stringify(body.rows.map((row) => row.message))).toMatchObject({
        errors: 0,
        created: 0,
      });
      await startAndWait(admin, uploaded.id);
      const saved = await ctx.db.execute<{ id: number; cost_cents: string | null }>(
        sql`select id, cost_cents from parts where id = any(${`{${exported.join(',')}}`}::int[]) order by id`,
      );
      expect(
        saved.rows.map((row) => [row.id, row.cost_cents === null ? null : Number(row.cost_cents)]),
        format,
      ).toEqual([
        [exported[0], 123_450],
        [exported[1], 65_000],
        [exported[2], null],
      ]);
    }
  });
});
