import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestContext } from '../../../test/helpers.ts';
import { type FeedItemFields, metaFeedProblems, parseMetaFeed } from '../../../test/meta-feed-reference.ts';
import { companies } from '../../db/schema/index.ts';

// The feed of a real yard's parts, checked against what Meta's reference requires
// (test/meta-feed-reference.ts, written from the reference): the lamp distributor's rows copied
// from ../shared/real-world (every 10th row of its product table), imported as a person would,
// each with the photo file the row names.

const PUBLIC_URL = 'https://lamparas.example.mx';
const FIXTURES = path.resolve(import.meta.dirname, '../../../test/fixtures/real-world');

let ctx: Awaited<ReturnType<typeof createTestContext>>;
let companyId: number;
type Session = Awaited<ReturnType<typeof ctx.signedIn>>;
let admin: Session;

async function importLamps(session: Session) {
  const form = new FormData();
  form.append(
    'file',
    new Blob([readFileSync(path.join(FIXTURES, 'parts-garcia-lamparas-sample.csv'), 'utf8')]),
    'productos.csv',
  );
  const uploaded = (await session.request('POST', '/api/imports', form)).json as {
    id: number;
    headers: string[];
    mapping: (string | null)[];
  };
  const column = (header: string) => uploaded.headers.indexOf(header);
  // As in the import's own real-file test: «descripcion» is the product, «nombre» its group.
  const mapping = [...uploaded.mapping];
  mapping[column('categoria')] = null;
  mapping[column('descripcion')] = 'name';
  mapping[column('nombre')] = 'description';
  expect(
    (await session.post(`/api/imports/${uploaded.id}/preview`, { mapping, universal: true })).status,
  ).toBe(200);
  expect((await session.post(`/api/imports/${uploaded.id}/start`)).status).toBe(200);
  for (let attempt = 0; attempt < 600; attempt += 1) {
    const body = (await session.get(`/api/imports/${uploaded.id}`)).json as { status: string };
    if (!['uploaded', 'queued', 'running'].includes(body.status)) {
      expect(body).toMatchObject({ status: 'completed', created: 59, errors: 0 });
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('import did not finish');
}

beforeAll(async () => {
  ctx = await createTestContext({ env: { PUBLIC_URL } });
  companyId = (await ctx.createCompany('Lámparas García')).id;
  await ctx.db
    .update(companies)
    .set({ slug: 'lamparas-garcia', city: 'Guadalajara', publicCatalogue: true })
    .where(eq(companies.id, companyId));
  admin = await ctx.signedIn([2], companyId);
  await importLamps(admin);
  // Each part gets the photo its row names («foto»: «594AL.jpg», «636A MICA.jpg»…). The id is the
  // first cell and the photo the first .jpg or .gif one (a quoted price such as «"$ 2,033.**"» holds a comma).
  const lines = readFileSync(path.join(FIXTURES, 'parts-garcia-lamparas-sample.csv'), 'utf8')
    .trim()
    .split('\n')
    .slice(1);
  for (const line of lines) {
    const agId = Number(line.slice(0, line.indexOf(',')));
    const photo = line.split(',').find((cell) => /\.(jpe?g|gif)$/i.test(cell));
    if (!photo) continue;
    await ctx.db.execute(sql`
      insert into part_images (part_id, storage_key, thumbnail_key, width, height, size_bytes, position)
      select id, ${`garcia/${photo}`}, ${`garcia/t-${photo}`}, 800, 600, 1000, 0
      from parts where company_id = ${companyId} and ag_id = ${agId}`);
  }
});

async function readFeed(): Promise<FeedItemFields[]> {
  const settings = (await admin.get(`/api/public-catalogue/companies/${companyId}/meta-feed`)).json as {
    url: string;
  };
  const response = await ctx.app.request(settings.url.replace(PUBLIC_URL, ''), {
    headers: { 'User-Agent': 'facebookexternalhit/1.1' },
  });
  expect(response.status).toBe(200);
  return parseMetaFeed(await response.text()).items;
}

describe('the Meta feed of a real yard’s parts', () => {
  it('meets every field rule of Meta’s reference', async () => {
    const items = await readFeed();
    expect(items.length).toBeGreaterThan(0);
    expect(metaFeedProblems(items)).toEqual([]);
  });

  it('holds the priced parts only, each as a buyer should read it', async () => {
    const items = await readFeed();
    const priced = await ctx.db.execute<{ n: number }>(
      sql`select count(*)::int as n from parts where company_id = ${companyId} and sale_price > 0 and status_id = 1`,
    );
    // «N/D», «CONSULTAR PRECIO»: no price, so not in the feed (Meta rejects an item without one).
    expect(items).toHaveLength(priced.rows[0]?.n ?? -1);
    const settings = (await admin.get(`/api/public-catalogue/companies/${companyId}/meta-feed`)).json as {
      items: number;
      without_price: number;
      read_by_meta: boolean;
    };
    expect(settings).toMatchObject({ items: items.length, read_by_meta: true });

    const byAg = async (agId: number) => {
      const [row] = (
        await ctx.db.execute<{ id: number }>(
          sql`select id from parts where company_id = ${companyId} and ag_id = ${agId}`,
        )
      ).rows;
      return items.find((item) => item.id === `AV-${row?.id}`);
    };
    // Row «Calaveras Autos, 594A, $ 530.-, Chevy Pop 94-00 2 Ptas. L-R».
    const chevy = await byAg(23);
    expect(chevy).toMatchObject({
      price: '530.00 MXN',
      brand: 'Chevrolet',
      condition: 'used',
      availability: 'in stock',
      image_link: `${PUBLIC_URL}/media/garcia/594AL.jpg`,
      custom_label_0: 'Chevrolet Chevy 1994-2000',
    });
    expect(chevy?.title).toContain('Chevy Pop');
    expect(chevy?.description).toContain('Le queda a: Chevrolet Chevy 1994-2000.');
    expect(chevy?.description).toContain('Calaveras Autos');
    // Row «Mica Cuarto Frontal, 636A, $ 80.-, *SOLO MICA* PU 73 - 80 Unilado, 636A MICA.jpg»: a
    // universal part has no make to call its brand (the yard's name is), and the photo's file name
    // with a space is a valid URL.
    const mica = await byAg(58);
    expect(mica).toMatchObject({
      price: '80.00 MXN',
      brand: 'Lámparas García',
      custom_label_0: 'Universal',
      image_link: `${PUBLIC_URL}/media/garcia/636A%20MICA.jpg`,
    });
    expect(mica?.title).toContain('SOLO MICA');
    // Row «Cubiertas de Tablero, "$ 2,033.**", Dodge Ram 03 - 08»: priced, but the import left it
    // Incompleto (no model read), and an Incompleto part has no public page, so no feed item.
    expect(await byAg(1060)).toBeUndefined();
    // Row «$ 1,150.-», Dodge Spirit 1992: the price exact to the peso.
    expect((await byAg(103))?.price).toBe('1150.00 MXN');
  });
});
