import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertPart, referenceIds } from '../../../test/factories.ts';
import { createTestContext } from '../../../test/helpers.ts';
import { metaFeedProblems, parseMetaFeed } from '../../../test/meta-feed-reference.ts';
import { companies, partCompatibilities, partImages, parts } from '../../db/schema/index.ts';

const PUBLIC_URL = 'https://yonke.example.mx';

let ctx: Awaited<ReturnType<typeof createTestContext>>;
let companyA: number;
let companyB: number;
let jetta: { id: number; makeId: number };
let tsuru: { id: number; makeId: number };
type Session = Awaited<ReturnType<typeof ctx.signedIn>>;
let adminA: Session;
let adminB: Session;
let sellerA: Session;
let superadmin: Session;

beforeAll(async () => {
  ctx = await createTestContext({ env: { PUBLIC_URL } });
  companyA = (await ctx.createCompany('Yonke Norte')).id;
  companyB = (await ctx.createCompany('Yonke Sur')).id;
  await ctx.db
    .update(companies)
    .set({ city: 'Monterrey', slug: 'yonke-norte', publicCatalogue: true })
    .where(eq(companies.id, companyA));
  await ctx.db
    .update(companies)
    .set({ slug: 'yonke-sur', publicCatalogue: true })
    .where(eq(companies.id, companyB));
  const refs = await referenceIds(ctx.db);
  jetta = await refs.model('Jetta');
  tsuru = await refs.model('Tsuru');
  adminA = await ctx.signedIn([2], companyA);
  adminB = await ctx.signedIn([2], companyB);
  sellerA = await ctx.signedIn([4], companyA);
  superadmin = await ctx.signedIn([1], companyB);
});

async function withPhotos(partId: number, count = 1) {
  for (let position = 0; position < count; position += 1) {
    await ctx.db.insert(partImages).values({
      partId,
      storageKey: `parts/${partId}/foto-${position}.jpg`,
      thumbnailKey: `parts/${partId}/foto-${position}-t.webp`,
      width: 1600,
      height: 1200,
      sizeBytes: 1000,
      position,
    });
  }
}

async function part(values: Partial<typeof parts.$inferInsert> & { companyId?: number }, photos = 1) {
  const row = await insertPart(ctx.db, {
    companyId: companyA,
    name: 'Puerta Jetta 2014-2016 Delantera Izquierda',
    makeId: jetta.makeId,
    modelId: jetta.id,
    years: [2014, 2015, 2016],
    salePrice: 1500,
    statusId: 1,
    ...values,
  });
  await withPhotos(row.id, photos);
  return row;
}

async function feedUrl(session: Session, companyId: number) {
  const response = await session.get(`/api/public-catalogue/companies/${companyId}/meta-feed`);
  expect(response.status).toBe(200);
  return response.json as {
    url: string;
    active: boolean;
    read_at: string | null;
    read_by_meta: boolean | null;
    items: number;
    without_photo: number;
    without_price: number;
  };
}

async function read(url: string, headers: Record<string, string> = {}) {
  const response = await ctx.app.request(url.replace(PUBLIC_URL, ''), { headers });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

function itemsById(xml: string) {
  return new Map(parseMetaFeed(xml).items.map((item) => [item.id, item]));
}

describe('Meta catalogue feed', () => {
  it('lists the parts a buyer can open, with the fields Meta reads, and nothing sold, incomplete or deleted', async () => {
    const company = (await ctx.createCompany('Yonke Feed')).id;
    await ctx.db
      .update(companies)
      .set({ slug: 'yonke-feed', city: 'Saltillo', publicCatalogue: true })
      .where(eq(companies.id, company));
    const admin = await ctx.signedIn([2], company);
    const available = await part({ companyId: company, autopartNumber: '5C6831055' }, 3);
    await ctx.db.insert(partCompatibilities).values({
      partId: available.id,
      makeId: tsuru.makeId,
      modelId: tsuru.id,
      yearFrom: 2005,
      yearTo: 2008,
    });
    const reserved = await part({ companyId: company, statusId: 3 });
    const sold = await part({ companyId: company, statusId: 4 });
    const incomplete = await part({ companyId: company, statusId: 5 });
    const deleted = await part({ companyId: company, deletedAt: new Date() });
    const noPhoto = await part({ companyId: company }, 0);
    const noPrice = await part({ companyId: company, salePrice: 0 });
    const settings = await feedUrl(admin, company);
    expect(settings).toMatchObject({
      active: true,
      items: 2,
      without_photo: 1,
      without_price: 1,
      read_at: null,
    });
    expect(settings.url).toMatch(/^https:\/\/yonke\.example\.mx\/p\/meta\/[A-Za-z0-9_-]{43}\.xml$/);

    const response = await read(settings.url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const feed = parseMetaFeed(response.text);
    expect(metaFeedProblems(feed.items)).toEqual([]);
    expect(feed.channel).toMatchObject({ title: 'Yonke Feed', link: `${PUBLIC_URL}/tienda/yonke-feed` });
    const byId = itemsById(response.text);
    expect([...byId.keys()].sort()).toEqual([`AV-${available.id}`, `AV-${reserved.id}`].sort());
    for (const left of [sold, incomplete, deleted, noPhoto, noPrice])
      expect(byId.has(`AV-${left.id}`)).toBe(false);
    const item = byId.get(`AV-${available.id}`);
    expect(item).toMatchObject({
      title: 'Puerta Jetta 2014-2016 Delantera Izquierda',
      availability: 'in stock',
      condition: 'used',
      price: '1500.00 MXN',
      link: `${PUBLIC_URL}/autopart/${available.id}/Puerta-Jetta-2014-2016-Delantera-Izquierda`,
      image_link: `${PUBLIC_URL}/media/parts/${available.id}/foto-0.jpg`,
      additional_image_link: `${PUBLIC_URL}/media/parts/${available.id}/foto-1.jpg,${PUBLIC_URL}/media/parts/${available.id}/foto-2.jpg`,
      brand: 'Volkswagen',
      mpn: '5C6831055',
      custom_label_0: 'Volkswagen Jetta 2014-2016',
    });
    expect(item?.description).toContain('Le queda a: Volkswagen Jetta 2014-2016, Nissan Tsuru 2005-2008.');
    expect(item?.description).toContain('Vende: Yonke Feed, Saltillo.');
    expect(byId.get(`AV-${reserved.id}`)?.availability).toBe('out of stock');

    // Its link opens the public page a buyer sees.
    const page = await ctx.app.request((item?.link ?? '').replace(PUBLIC_URL, ''));
    expect(page.status).toBe(200);
  });

  it('drops a part sold since the last read at the next read', async () => {
    const sale = await part({ name: 'Faro Jetta 2015 Derecho' });
    const { url } = await feedUrl(adminA, companyA);
    expect(itemsById((await read(url)).text).has(`AV-${sale.id}`)).toBe(true);
    await ctx.db.update(parts).set({ statusId: 4, soldAt: new Date() }).where(eq(parts.id, sale.id));
    expect(itemsById((await read(url)).text).has(`AV-${sale.id}`)).toBe(false);
  });

  it('escapes names and descriptions into well-formed XML, with nothing read as a formula or markup', async () => {
    const tricky = await part({
      name: '=HYPERLINK("http://x.mx") <b>Calavera</b> & "Tsuru" \u0001',
      description: "-Salpicadera 'izq' <script>alert(1)</script>\r\nSegunda línea 🚗",
    });
    const { url } = await feedUrl(adminA, companyA);
    const response = await read(url);
    expect(response.text).not.toContain('<script>');
    expect(response.text).not.toContain('\u0001');
    const item = itemsById(response.text).get(`AV-${tricky.id}`);
    expect(item?.title).toBe('=HYPERLINK("http://x.mx") <b>Calavera</b> & "Tsuru"');
    expect(item?.description).toContain("-Salpicadera 'izq' <script>alert(1)</script>\nSegunda línea 🚗");
  });

  it('answers 404 to a wrong, malformed or old address and to a closed catalogue', async () => {
    const { url } = await feedUrl(adminA, companyA);
    const token = /\/p\/meta\/([^/]+)\.xml$/.exec(url)?.[1] ?? '';
    const wrong = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    for (const path of [
      `/p/meta/${wrong}.xml`,
      `/p/meta/${token}`,
      `/p/meta/${token}.csv`,
      '/p/meta/%00.xml',
      `/p/meta/${'a'.repeat(5000)}.xml`,
      '/p/meta/yonke-norte.xml',
    ]) {
      const response = await read(path);
      expect([path, response.status]).toEqual([path, 404]);
    }
    // Regenerated: the old address is closed at once, the new one works.
    const regenerated = await adminA.post(`/api/public-catalogue/companies/${companyA}/meta-feed/token`);
    expect(regenerated.status).toBe(200);
    const fresh = (regenerated.json as { url: string }).url;
    expect(fresh).not.toBe(url);
    expect((await read(url)).status).toBe(404);
    expect((await read(fresh)).status).toBe(200);
    // A catalogue turned off publishes no feed (its links would open no page).
    await ctx.db.update(companies).set({ publicCatalogue: false }).where(eq(companies.id, companyA));
    try {
      expect((await read(fresh)).status).toBe(404);
      expect((await feedUrl(adminA, companyA)).active).toBe(false);
    } finally {
      await ctx.db.update(companies).set({ publicCatalogue: true }).where(eq(companies.id, companyA));
    }
  });

  it('lets roles 1 and 2 see and regenerate the address of their companies only', async () => {
    expect((await sellerA.get(`/api/public-catalogue/companies/${companyA}/meta-feed`)).status).toBe(403);
    expect((await sellerA.post(`/api/public-catalogue/companies/${companyA}/meta-feed/token`)).status).toBe(
      403,
    );
    expect((await adminB.get(`/api/public-catalogue/companies/${companyA}/meta-feed`)).status).toBe(404);
    const before = await feedUrl(adminA, companyA);
    expect((await adminB.post(`/api/public-catalogue/companies/${companyA}/meta-feed/token`)).status).toBe(
      404,
    );
    expect((await feedUrl(adminA, companyA)).url).toBe(before.url);
    expect((await superadmin.get(`/api/public-catalogue/companies/${companyA}/meta-feed`)).status).toBe(200);
    const anonymous = await ctx.app.request(`/api/public-catalogue/companies/${companyA}/meta-feed`, {
      headers: { Accept: 'application/json' },
    });
    expect(anonymous.status).toBe(401);
    // Each company's feed holds its own parts only.
    const other = await part({ companyId: companyB, name: 'Motor Tsuru 2010' });
    const ownA = itemsById((await read((await feedUrl(adminA, companyA)).url)).text);
    expect(ownA.has(`AV-${other.id}`)).toBe(false);
    expect(itemsById((await read((await feedUrl(adminB, companyB)).url)).text).has(`AV-${other.id}`)).toBe(
      true,
    );
  });

  it('records when it was read and by whom, without writing on every read', async () => {
    const company = (await ctx.createCompany('Yonke Lecturas')).id;
    await ctx.db
      .update(companies)
      .set({ slug: 'yonke-lecturas', publicCatalogue: true })
      .where(eq(companies.id, company));
    const admin = await ctx.signedIn([2], company);
    await part({ companyId: company });
    const { url } = await feedUrl(admin, company);
    expect((await read(url, { 'User-Agent': 'facebookexternalhit/1.1' })).status).toBe(200);
    const first = await feedUrl(admin, company);
    expect(first.read_by_meta).toBe(true);
    expect(first.read_at).not.toBeNull();
    const [stored] = await ctx.db
      .select({ at: companies.feedReadAt, agent: companies.feedReadAgent })
      .from(companies)
      .where(eq(companies.id, company));
    expect(stored?.agent).toBe('facebookexternalhit/1.1');
    // Twenty more reads right after: the recorded read stays the first one.
    for (let n = 0; n < 20; n += 1)
      expect((await read(url, { 'User-Agent': 'curl/8.5.0' })).status).toBe(200);
    const after = await feedUrl(admin, company);
    expect(after).toMatchObject({ read_at: first.read_at, read_by_meta: true });
  });

  it('writes at most two feeds at once, and frees a slot when a client goes away mid-feed', async () => {
    const { url } = await feedUrl(adminA, companyA);
    const path = url.replace(PUBLIC_URL, '');
    // Two readers that took the first bytes and stopped: each holds its feed open.
    const open = [];
    for (let n = 0; n < 2; n += 1) {
      const response = await ctx.app.request(path);
      expect(response.status).toBe(200);
      const reader = (response.body as ReadableStream<Uint8Array>).getReader();
      await reader.read();
      open.push(reader);
    }
    const third = await read(url);
    expect(third.status).toBe(503);
    expect(third.headers.get('retry-after')).toBe('60');
    // One goes away: its transaction is rolled back and its slot freed.
    await open[0]?.cancel();
    let status = 0;
    for (let attempt = 0; attempt < 50 && status !== 200; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      status = (await read(url)).status;
    }
    expect(status).toBe(200);
    await open[1]?.cancel();
  });

  it('is one snapshot: 10,000 parts sold or repriced while it is being read change nothing in it', async () => {
    const company = (await ctx.createCompany('Yonke Grande')).id;
    await ctx.db
      .update(companies)
      .set({ slug: 'yonke-grande', publicCatalogue: true })
      .where(eq(companies.id, company));
    const admin = await ctx.signedIn([2], company);
    await ctx.db.execute(sql`
      insert into parts (company_id, name, status_id, sale_price, make_id, model_id, years)
      select ${company}, 'Calavera Tsuru ' || n, 1, 1000 + n, ${tsuru.makeId}, ${tsuru.id}, '{2010}'
      from generate_series(1, 10500) n`);
    await ctx.db.execute(sql`
      insert into part_images (part_id, storage_key, thumbnail_key, width, height, size_bytes, position)
      select id, 'parts/' || id || '.jpg', 'parts/' || id || '-t.webp', 1600, 1200, 1000, 0
      from parts where company_id = ${company}`);
    const { url } = await feedUrl(admin, company);
    const response = await ctx.app.request(url.replace(PUBLIC_URL, ''));
    expect(response.status).toBe(200);
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    let xml = '';
    const first = await reader.read();
    xml += decoder.decode(first.value, { stream: true });
    expect(xml).toContain('<rss');
    // While the feed is half sent: 5,000 parts sold, 5,000 repriced, in another connection.
    await ctx.db.execute(sql`
      update parts set status_id = 4, sold_at = now()
      where id in (select id from parts where company_id = ${company} order by id limit 5000)`);
    await ctx.db.execute(sql`
      update parts set sale_price = 1
      where id in (select id from parts where company_id = ${company} order by id desc limit 5000)`);
    for (;;) {
      const chunk = await reader.read();
      if (chunk.done) break;
      xml += decoder.decode(chunk.value, { stream: true });
    }
    xml += decoder.decode();
    const items = parseMetaFeed(xml).items;
    expect(items).toHaveLength(10500);
    expect(new Set(items.map((item) => item.id)).size).toBe(10500);
    expect(items.filter((item) => item.price === '1.00 MXN')).toHaveLength(0);
    // The next read sees the changes.
    const next = parseMetaFeed((await read(url)).text).items;
    expect(next).toHaveLength(5500);
    expect(next.filter((item) => item.price === '1.00 MXN')).toHaveLength(5000);
    // Writing 10,500 parts and changing 10,000 takes a while on a busy machine: a limit for a
    // hang, not a timing.
  }, 180_000);
});
