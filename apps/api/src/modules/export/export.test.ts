import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertLocation, insertPart, referenceIds } from '../../../test/factories.ts';
import { createTestContext } from '../../../test/helpers.ts';

let ctx: Awaited<ReturnType<typeof createTestContext>>;
let companyA: number;
let companyB: number;
let nissan: number;

type Session = Awaited<ReturnType<typeof ctx.signedIn>>;

/** The raw bytes of a download (the test client reads text, which would spoil an .xlsx). */
async function fetchFile(session: Session, method: string, path: string, body?: unknown) {
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
  return {
    status: response.status,
    headers: response.headers,
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}

async function readXlsx(bytes: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('no sheet');
  const rows: string[][] = [];
  sheet.eachRow((row) => {
    const values = (row.values as unknown[]).slice(1).map((value) => {
      if (value instanceof Date) return value.toISOString();
      if (value && typeof value === 'object' && 'text' in value)
        return String((value as { text: string }).text);
      return value === null || value === undefined ? '' : String(value);
    });
    rows.push(values);
  });
  return rows;
}

/** Every page of a list, as the screen would page through it. */
async function allPages(session: Session, path: string, filters: object): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1; ; page += 1) {
    const response = await session.post(`${path}?page=${page}`, filters);
    expect(response.status).toBe(200);
    const body = response.json as { data: { id: number }[]; last_page: number };
    ids.push(...body.data.map((row) => row.id));
    if (page >= body.last_page) return ids;
  }
}

beforeAll(async () => {
  ctx = await createTestContext();
  companyA = (await ctx.createCompany('Yonke Exporta')).id;
  companyB = (await ctx.createCompany('Yonke Ajeno')).id;
  const ref = await referenceIds(ctx.db);
  const jetta = await ref.model('Jetta');
  const tsuru = await ref.model('Tsuru');
  nissan = tsuru.makeId;
  const shelf = await insertLocation(ctx.db, companyA, 'Estante Ñ-1');
  // More than two pages of each make, with prices that tie, so order and paging both matter.
  for (let index = 0; index < 45; index += 1) {
    const model = index % 2 === 0 ? tsuru : jetta;
    await insertPart(ctx.db, {
      companyId: companyA,
      name: `${index % 3 === 0 ? 'Puerta' : 'Faro'} ${model === tsuru ? 'Tsuru' : 'Jetta'} pieza ${index}`,
      categoryId: index % 3 === 0 ? 1 : 71,
      makeId: model.makeId,
      modelId: model.id,
      years: [2010 + (index % 5)],
      salePrice: 1000 + (index % 4) * 250,
      locationId: index % 2 === 0 ? shelf.id : null,
      description: 'Camión ñandú — acentos',
    });
  }
  await insertPart(ctx.db, { companyId: companyB, name: 'Puerta ajena Tsuru', makeId: nissan, salePrice: 5 });
});

describe('export of Autopartes and Ventas', () => {
  it('exports every page of the list with its filters and sort, in the same order', async () => {
    const admin = await ctx.signedIn([2], companyA);
    const cases = [
      { make: nissan, sort: 'pricetohigh' },
      { number: 'puerta', sort: 'atoz' },
      { sort: 'oldest' },
      { make: nissan, number: 'faro', sort: 'pricetolow', years: [2012] },
    ];
    for (const filters of cases) {
      const expected = await allPages(admin, '/api/autoparts/searchInventory', filters);
      const file = await fetchFile(admin, 'POST', '/api/export/autoparts?format=xlsx', filters);
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toContain('spreadsheetml');
      expect(file.headers.get('content-disposition')).toMatch(/autopartes-\d{4}-\d{2}-\d{2}\.xlsx/);
      const rows = await readXlsx(file.bytes);
      expect(rows[0]?.slice(0, 4)).toEqual(['Código', 'Nombre', 'Estatus', 'Precio']);
      expect(rows.slice(1).map((row) => Number(row[0]?.replace('AV-', '')))).toEqual(expected);
      expect(expected.length).toBeGreaterThan(0);
    }
  });

  it('writes money as numbers, dates as dates, the photo and the part link', async () => {
    const admin = await ctx.signedIn([2], companyA);
    const file = await fetchFile(admin, 'POST', '/api/export/autoparts', { make: nissan, sort: 'latest' });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.bytes as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    if (!sheet) throw new Error('no sheet');
    const headers = (sheet.getRow(1).values as string[]).slice(1);
    const column = (name: string) => headers.indexOf(name) + 1;
    const row = sheet.getRow(2);
    expect(typeof row.getCell(column('Precio')).value).toBe('number');
    expect(row.getCell(column('Fecha de alta')).value).toBeInstanceOf(Date);
    expect(row.getCell(column('Enlace')).value).toMatch(/^http:\/\/localhost\/autopart\/\d+$/);
    expect(row.getCell(column('Marca')).value).toBe('Nissan');
    expect(row.getCell(column('Empresa')).value).toBe('Yonke Exporta');
  });

  it('writes a CSV in UTF-8 with a BOM and keeps accents', async () => {
    const admin = await ctx.signedIn([5], companyA);
    const file = await fetchFile(admin, 'POST', '/api/export/autoparts?format=csv', { make: nissan });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toContain('text/csv');
    expect([...file.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = file.bytes.toString('utf8');
    expect(text).toContain('Código,Nombre,Estatus,Precio');
    expect(text).toContain('Camión ñandú — acentos');
    expect(text).toContain('Estante Ñ-1');
    const lines = text.trim().split('\n');
    const expected = await allPages(admin, '/api/autoparts/searchInventory', { make: nissan });
    expect(lines.length - 1).toBe(expected.length);
  });

  it('Ventas exports only the own company and adds the sale columns', async () => {
    const admin = await ctx.signedIn([2], companyA);
    const file = await fetchFile(admin, 'POST', '/api/export/sales', { number: 'puerta' });
    const rows = await readXlsx(file.bytes);
    expect(rows[0]).toContain('Precio final');
    expect(rows.some((row) => row.includes('Yonke Ajeno'))).toBe(false);
    expect(rows.length - 1).toBe(
      (await allPages(admin, '/api/autoparts/searchSales', { number: 'puerta' })).length,
    );
  });

  it('role 1 exports every company; roles 3 and 4 may not export', async () => {
    const superadmin = await ctx.signedIn([1], companyA);
    const rows = await readXlsx(
      (await fetchFile(superadmin, 'POST', '/api/export/autoparts', { make: nissan })).bytes,
    );
    expect(rows.some((row) => row.includes('Yonke Ajeno'))).toBe(true);
    for (const roles of [[3], [4]]) {
      const session = await ctx.signedIn(roles, companyA);
      expect((await fetchFile(session, 'POST', '/api/export/autoparts', {})).status).toBe(403);
      expect((await fetchFile(session, 'GET', '/api/export/locations')).status).toBe(403);
    }
    const anonymous = ctx.client();
    expect((await anonymous.get('/api/export/locations')).status).toBe(401);
  });

  it('refuses a bad format or filter with a Spanish 422', async () => {
    const admin = await ctx.signedIn([2], companyA);
    const format = await admin.post('/api/export/autoparts?format=pdf', {});
    expect(format.status).toBe(422);
    expect(JSON.stringify(format.json)).toContain('El formato debe ser xlsx o csv.');
    const filter = await admin.post('/api/export/autoparts', { make: 'x' });
    expect(filter.status).toBe(422);
  });
});

describe('export of Ubicaciones and the stock-check history', () => {
  it('exports the locations with their stock and the (empty) history header', async () => {
    const admin = await ctx.signedIn([2], companyA);
    const locations = await readXlsx((await fetchFile(admin, 'GET', '/api/export/locations')).bytes);
    expect(locations[0]).toEqual(['Ubicación', 'Autopartes', 'Empresa']);
    expect(locations).toContainEqual(['Estante Ñ-1', '23', 'Yonke Exporta']);
    const history = await fetchFile(admin, 'GET', '/api/export/stock-checks?format=csv');
    expect(history.status).toBe(200);
    expect(history.bytes.toString('utf8')).toContain('Fecha,Ubicación,Quién contó');
    const foreign = await insertLocation(ctx.db, companyB, 'Ajena');
    expect((await fetchFile(admin, 'GET', `/api/export/stock-checks?location=${foreign.id}`)).status).toBe(
      404,
    );
  });
});
