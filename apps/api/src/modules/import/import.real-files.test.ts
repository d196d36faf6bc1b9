import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestContext } from '../../../test/helpers.ts';

// Real Mexican parts lists, rows copied verbatim from ../shared/real-world: every 10th row of a
// lamp distributor's product table and every 17th of a refaccionaria's catalogue descriptions.
// The expected values below were checked by hand against each row's text.

let ctx: Awaited<ReturnType<typeof createTestContext>>;
let companyId: number;
type Session = Awaited<ReturnType<typeof ctx.signedIn>>;

const FIXTURES = path.resolve(import.meta.dirname, '../../../test/fixtures/real-world');

function fixture(name: string): string {
  return readFileSync(path.join(FIXTURES, name), 'utf8');
}

interface PreviewRow {
  row_number: number;
  outcome: string;
  message: string | null;
  values: Record<string, string>;
  read_from_name: Record<string, string>;
}

interface PreviewBody {
  counts: Record<string, number>;
  rows: PreviewRow[];
  incomplete: { total: number; no_price: number; no_model: number };
}

async function upload(session: Session, text: string, name: string) {
  const form = new FormData();
  form.append('file', new Blob([text]), name);
  const response = await session.request('POST', '/api/imports', form);
  expect(response.status).toBe(200);
  return response.json as { id: number; headers: string[]; mapping: (string | null)[] };
}

async function waitFor(session: Session, id: number) {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    const response = await session.get(`/api/imports/${id}`);
    const body = response.json as Record<string, unknown>;
    if (!['uploaded', 'queued', 'running'].includes(String(body.status))) return body;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('import did not finish');
}

/** Row, AG id, price (null: «sin precio»), make, model, years, side. */
type LampRow = [number, string, string | null, string, string | null, string | null, string | null];
// Rows 22 and 60 («Bisel DINA / FAMSA», group «Minibuses, Dina y Mercedes») are left out: the
// group names two makes and the reader takes Mercedes-Benz; DINA is not in our list.
const LAMPS: LampRow[] = [
  [2, 'AG-8', '226', 'Mazda', null, '1986-1993', 'Ambos'],
  [3, 'AG-23', '530', 'Chevrolet', 'Chevy', '1994-2000', 'Ambos'],
  [4, 'AG-35', '965', 'Universal', 'Universal', '1992-1998', 'Ambos'],
  [5, 'AG-58', '80', 'Universal', 'Universal', '1973-1980', null],
  [6, 'AG-82', '152', 'Chevrolet', 'Cheyenne', '1994-1995', 'Ambos'],
  [7, 'AG-103', '1150', 'Dodge', 'Spirit', '1992', 'Ambos'],
  [8, 'AG-133', '290', 'Dodge', 'Grand Caravan', '1987-1990', 'Izquierda'],
  [9, 'AG-173', '950', 'Ford', 'Lobo', '2004-2009', 'Ambos'],
  [10, 'AG-183', '860', 'Ford', 'Ranger', '2005-2009', 'Ambos'],
  [11, 'AG-207', '80', 'Ford', null, '1967-1969', 'Ambos'],
  [12, 'AG-239', '560', 'Ford', 'Ranger', '1993-1997', 'Ambos'],
  [13, 'AG-265', '450', 'Nissan', 'Tsuru', '2005-2017', 'Ambos'],
  [14, 'AG-293', '70', 'Nissan', 'Tsuru', '1988-1991', 'Ambos'],
  [15, 'AG-311', '362', 'Universal', 'Universal', null, 'Ambos'],
  [16, 'AG-338', null, 'Universal', 'Universal', '1994-2010', null],
  [17, 'AG-353', '666', 'Volkswagen', 'Jetta', '1993-1999', 'Ambos'],
  [18, 'AG-367', '100', 'Volkswagen', 'Sedán', '1963-1970', null],
  [19, 'AG-382', '72', 'Volkswagen', 'Golf', null, 'Ambos'],
  [20, 'AG-400', '126', 'Volkswagen', 'Jetta', null, null],
  [21, 'AG-417', null, 'Ford', null, null, null],
  [23, 'AG-609', '240', 'Mercedes-Benz', null, null, 'Ambos'],
  [24, 'AG-633', '250', 'Universal', 'Universal', null, null],
  [25, 'AG-651', '52', 'Universal', 'Universal', null, null],
  [26, 'AG-678', '70', 'Universal', 'Universal', null, null],
  [27, 'AG-698', '88', 'Universal', 'Universal', null, null],
  [28, 'AG-712', '82', 'Universal', 'Universal', null, null],
  [29, 'AG-731', '280', 'Universal', 'Universal', null, null],
  [30, 'AG-745', '280', 'Universal', 'Universal', null, null],
  [31, 'AG-755', '260', 'Universal', 'Universal', null, null],
  [32, 'AG-770', '250', 'Universal', 'Universal', null, null],
  [33, 'AG-831', '289', 'Jeep', null, null, null],
  [34, 'AG-842', '240', 'Universal', 'Universal', null, null],
  [35, 'AG-856', null, 'Ford', 'Mustang', '1995-1998', null],
  [36, 'AG-888', '40', 'Ford', 'Ranger', null, null],
  [37, 'AG-910', null, 'Chevrolet', null, '2007-2013', null],
  [38, 'AG-937', '460', 'Universal', 'Universal', null, null],
  [39, 'AG-950', '112', 'Universal', 'Universal', null, null],
  [40, 'AG-962', '285', 'Universal', 'Universal', null, null],
  [41, 'AG-976', '776', 'Universal', 'Universal', null, null],
  [42, 'AG-987', '210', 'Universal', 'Universal', null, null],
  [43, 'AG-998', '375', 'Universal', 'Universal', null, null],
  [44, 'AG-1018', '370', 'Universal', 'Universal', null, null],
  [45, 'AG-1034', '528', 'Universal', 'Universal', null, null],
  [46, 'AG-1060', '2033', 'RAM', null, '2003-2008', null],
  [47, 'AG-1077', '404', 'Universal', 'Universal', null, null],
  [48, 'AG-1103', null, 'Universal', 'Universal', null, null],
  [49, 'AG-1120', null, 'Universal', 'Universal', null, null],
  [50, 'AG-1138', '230', 'Nissan', null, '1994-2007', null],
  [51, 'AG-1158', '240', 'Universal', 'Universal', null, null],
  [52, 'AG-1184', null, 'Universal', 'Universal', null, null],
  [53, 'AG-1196', null, 'Universal', 'Universal', null, null],
  [54, 'AG-1215', null, 'Universal', 'Universal', null, 'Derecha'],
  [55, 'AG-1236', '1143', 'Chevrolet', 'Cheyenne', '2007-2013', null],
  [56, 'AG-1255', '430', 'Universal', 'Universal', null, null],
  [57, 'AG-1270', '1700', 'Chevrolet', 'Cheyenne', '2014-2022', null],
  [58, 'AG-1280', '550', 'Universal', 'Universal', null, null],
  [59, 'AG-1290', '593', 'Universal', 'Universal', null, null],
];

/** Row, make, model, years, side, position. */
type CatalogueRow = [number, string, string | null, string | null, string | null, string | null];
// Row 53 lists six vehicles («BLAZER S10 92/95,C1500 … LOBO 97/03»): read as the Lobo, left out.
const CATALOGUE: CatalogueRow[] = [
  [2, 'Chevrolet', 'Astra', '2008-2009', null, null],
  [3, 'Chevrolet', 'Cavalier', '2018-2022', 'Izquierda', 'Delantera'],
  [4, 'Universal', 'Universal', null, null, null],
  [5, 'Chrysler', 'Cirrus', '1995-2006', null, null],
  [6, 'Universal', 'Universal', null, null, null],
  [7, 'Volkswagen', 'Sedán', '1963-1968', null, null],
  [8, 'Dodge', 'Durango', '2004-2007', null, null],
  [9, 'Universal', 'Universal', null, null, null],
  [10, 'Dodge', null, null, null, null],
  [11, 'Chevrolet', 'Blazer', '1991-1992', null, null],
  [12, 'Ford', 'Bronco', '1990-1993', null, null],
  [13, 'Chevrolet', null, null, null, null],
  [14, 'Dodge', 'Stratus', '1995-2006', null, null],
  [15, 'Ford', 'Ranger', '1995-2000', null, null],
  [16, 'Universal', 'Universal', null, null, null],
  [17, 'Universal', 'Universal', null, null, null],
  [18, 'Universal', 'Universal', null, null, null],
  [19, 'Chevrolet', 'Chevy', '1999-2012', null, null],
  [20, 'Universal', 'Universal', null, null, null],
  [21, 'Nissan', 'Sentra', '1999-2008', null, null],
  [22, 'Universal', 'Universal', null, null, null],
  [23, 'Nissan', 'Sentra', '2003-2007', null, 'Delantera'],
  [24, 'Volkswagen', 'Jetta', '1999-2005', null, null],
  [25, 'Universal', 'Universal', null, null, null],
  [26, 'Universal', 'Universal', null, null, null],
  [27, 'Nissan', 'Sentra', '2006-2012', null, null],
  [28, 'Isuzu', null, null, null, null],
  [29, 'Universal', 'Universal', null, null, null],
  [30, 'Chevrolet', 'Chevy', '1996-2012', null, null],
  [31, 'Universal', 'Universal', null, null, null],
  [32, 'Universal', 'Universal', null, null, null],
  [33, 'Ford', null, null, null, null],
  [34, 'Universal', 'Universal', null, null, null],
  [35, 'Universal', 'Universal', null, null, null],
  [36, 'Universal', 'Universal', null, null, null],
  [37, 'Nissan', 'Urvan', '1999-2008', null, null],
  [38, 'Volkswagen', 'Pointer', '1997-2002', null, null],
  [39, 'Chevrolet', 'Aveo', '2005-2015', null, null],
  [40, 'Ford', 'Bronco', '1993-1996', null, null],
  [41, 'Universal', 'Universal', null, null, null],
  [42, 'Toyota', null, '1971-1987', null, null],
  [43, 'Chevrolet', 'Malibu', '1997-2005', null, null],
  [44, 'Universal', 'Universal', null, null, null],
  [45, 'Universal', 'Universal', null, null, null],
  [46, 'Renault', 'Kangoo', null, null, null],
  [47, 'Chrysler', '300', '2005-2010', null, null],
  [48, 'Universal', 'Universal', null, null, null],
  [49, 'Universal', 'Universal', null, null, null],
  [50, 'Universal', 'Universal', null, null, null],
  [51, 'Universal', 'Universal', null, null, null],
  [52, 'Ford', 'Fusion', '2010-2012', null, null],
  [54, 'Universal', 'Universal', null, null, null],
  [55, 'Ford', 'Topaz', '1989-1994', null, null],
  [56, 'Universal', 'Universal', null, null, null],
  [57, 'Toyota', 'Hilux', '2006-2014', null, null],
  [58, 'Chrysler', 'Cirrus', '1995-2001', null, 'Trasera'],
  [59, 'Volkswagen', 'Combi', null, null, 'Delantera'],
  [60, 'Universal', 'Universal', null, null, null],
];

beforeAll(async () => {
  ctx = await createTestContext();
  companyId = (await ctx.createCompany('Lámparas García')).id;
});

describe('real parts lists', () => {
  it('imports the lamp distributor’s table unchanged: AG ids, prices, makes, models, years and sides from real names', async () => {
    const admin = await ctx.signedIn([2], companyId);
    const uploaded = await upload(admin, fixture('parts-garcia-lamparas-sample.csv'), 'productos.csv');
    const column = (header: string) => uploaded.headers.indexOf(header);
    // The shop's own id is its AG id, never our AV id; «foto» holds file names, not URLs.
    expect(uploaded.mapping[column('id_producto')]).toBe('ag_id');
    expect(uploaded.mapping[column('precio')]).toBe('sale_price');
    expect(uploaded.mapping[column('foto')]).toBeNull();
    const mapping = [...uploaded.mapping];
    // The person leaves out «categoria» (the shop's numeric ids) and swaps the text columns:
    // «descripcion» is the product, «nombre» its group or make.
    mapping[column('categoria')] = null;
    mapping[column('descripcion')] = 'name';
    mapping[column('nombre')] = 'description';
    const response = await admin.post(`/api/imports/${uploaded.id}/preview`, { mapping, universal: true });
    expect(response.status).toBe(200);
    const preview = response.json as PreviewBody;
    expect(preview.counts).toMatchObject({ total: 59, created: 59, errors: 0, shown: 59 });
    const byRow = new Map(preview.rows.map((row) => [row.row_number, row]));
    for (const [row, agId, price, make, model, years, side] of LAMPS) {
      const values = byRow.get(row)?.values ?? {};
      expect([
        row,
        values.ag_id,
        values.sale_price ?? null,
        values.make,
        values.model ?? null,
        values.years ?? null,
        values.side ?? null,
      ]).toEqual([row, agId, price, make, model, years, side]);
    }
    // «N/D», «CONSULTAR PRECIO» and a bare «$» are no price: counted as Incompleto, never $0 sold.
    expect(preview.incomplete.no_price).toBe(LAMPS.filter((row) => row[2] === null).length);

    const before = (await ctx.db.execute<{ n: number }>(sql`select count(*)::int as n from parts`)).rows[0]
      ?.n;
    expect((await admin.post(`/api/imports/${uploaded.id}/start`)).status).toBe(200);
    expect(await waitFor(admin, uploaded.id)).toMatchObject({ status: 'completed', created: 59, errors: 0 });
    const saved = await ctx.db.execute<{ ag_id: number; sale_price: number }>(
      sql`select ag_id, sale_price from parts where company_id = ${companyId} and ag_id in (103, 1060, 338)`,
    );
    expect(
      saved.rows.map((part) => [part.ag_id, part.sale_price]).sort((a, b) => Number(a[0]) - Number(b[0])),
    ).toEqual([
      [103, 1150],
      [338, 0],
      [1060, 2033],
    ]);
    // The same file again: every row finds its part by the shop's code, nothing is created twice.
    const again = await upload(admin, fixture('parts-garcia-lamparas-sample.csv'), 'productos.csv');
    expect(again.mapping).toEqual(mapping);
    const second = (
      await admin.post(`/api/imports/${again.id}/preview`, { mapping: again.mapping, universal: true })
    ).json as PreviewBody;
    expect(second.counts).toMatchObject({ created: 0, errors: 0 });
    const after = (await ctx.db.execute<{ n: number }>(sql`select count(*)::int as n from parts`)).rows[0]?.n;
    expect(Number(after) - Number(before)).toBe(59);
  });

  it('imports the refaccionaria’s catalogue descriptions unchanged, reading the vehicle from each', async () => {
    const admin = await ctx.signedIn([2], companyId);
    const uploaded = await upload(admin, fixture('parts-reluvsa-muestras-sample.csv'), 'catalogo.csv');
    // «marca_producto» is the part's brand (4KAR, AREMI), not the vehicle's make: not mapped.
    expect(uploaded.mapping).toEqual([null, null, 'description']);
    const response = await admin.post(`/api/imports/${uploaded.id}/preview`, {
      mapping: uploaded.mapping,
      universal: true,
    });
    const preview = response.json as PreviewBody;
    expect(preview.counts).toMatchObject({ total: 59, created: 59, errors: 0 });
    const byRow = new Map(preview.rows.map((row) => [row.row_number, row]));
    for (const [row, make, model, years, side, position] of CATALOGUE) {
      const values = byRow.get(row)?.values ?? {};
      expect([
        row,
        values.make,
        values.model ?? null,
        values.years ?? null,
        values.side ?? null,
        values.position ?? null,
      ]).toEqual([row, make, model, years, side, position]);
    }
  });
});
