import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertLocation, insertPart, referenceIds } from '../../../test/factories.ts';
import { createTestContext } from '../../../test/helpers.ts';
import {
  categories,
  companies,
  conditions,
  marketplaceAccounts,
  marketplaceQuestions,
  partActivities,
  partComments,
  partImages,
  parts,
  positions,
  sides,
  users,
} from '../../db/schema/index.ts';
import { PUBLIC_LIMITS } from './public-pages.routes.ts';
import { previewKey } from './public-pages.service.ts';

const PUBLIC_URL = 'https://yonke.example.mx';
const STAFF_APP_MARKER = 'STAFF-APP-INDEX';

let ctx: Awaited<ReturnType<typeof createTestContext>>;
let webDist: string;
let companyA: number;
let companyB: number;
let jetta: { id: number; makeId: number };
let tsuru: { id: number; makeId: number };
let puertaCategory: number;
let faroCategory: number;
let conditionId: number;
let positionId: number;
let sideId: number;
let adminA: Awaited<ReturnType<typeof ctx.signedIn>>;
let sellerA: Awaited<ReturnType<typeof ctx.signedIn>>;
let adminB: Awaited<ReturnType<typeof ctx.signedIn>>;
let superadmin: Awaited<ReturnType<typeof ctx.signedIn>>;
let capturistA: Awaited<ReturnType<typeof ctx.signedIn>>;

async function firstId(table: typeof categories | typeof conditions | typeof positions | typeof sides) {
  const [row] = await ctx.db
    .select({ id: table.id, name: table.name })
    .from(table)
    .orderBy(table.id)
    .limit(1);
  if (!row) throw new Error('missing reference row');
  return row;
}

beforeAll(async () => {
  // The staff app's index.html, so that "staff keep their detail" can be told apart from the public page.
  webDist = await mkdtemp(path.join(os.tmpdir(), 'yonke-web-'));
  await writeFile(
    path.join(webDist, 'index.html'),
    `<!doctype html><div id="root">${STAFF_APP_MARKER}</div>`,
  );
  ctx = await createTestContext({ env: { PUBLIC_URL: `${PUBLIC_URL}/`, WEB_DIST: webDist } });
  companyA = (await ctx.createCompany('Yonke Norte', '81 1234 5678')).id;
  companyB = (await ctx.createCompany('Yonke Sur', '5550001111')).id;
  // Company A publishes its catalogue (its part pages answer buyers); B does not.
  await ctx.db
    .update(companies)
    .set({ city: 'Monterrey', publicCatalogue: true })
    .where(eq(companies.id, companyA));
  const refs = await referenceIds(ctx.db);
  jetta = await refs.model('Jetta');
  tsuru = await refs.model('Tsuru');
  const [puerta] = await ctx.db
    .select({ id: categories.id })
    .from(categories)
    .where(sql`${categories.name} ilike 'puerta%'`)
    .limit(1);
  const [faro] = await ctx.db
    .select({ id: categories.id })
    .from(categories)
    .where(sql`${categories.name} ilike 'faro%'`)
    .limit(1);
  puertaCategory = puerta!.id;
  faroCategory = faro!.id;
  conditionId = (await firstId(conditions)).id;
  positionId = (await firstId(positions)).id;
  sideId = (await firstId(sides)).id;
  adminA = await ctx.signedIn([2], companyA);
  sellerA = await ctx.signedIn([4], companyA);
  capturistA = await ctx.signedIn([3], companyA);
  adminB = await ctx.signedIn([2], companyB);
  superadmin = await ctx.signedIn([1], companyB);
});

afterAll(() => rm(webDist, { recursive: true, force: true }));

function partOf(values: Partial<typeof parts.$inferInsert> = {}) {
  return part(values);
}

function part(values: Partial<typeof parts.$inferInsert> = {}) {
  return insertPart(ctx.db, {
    companyId: companyA,
    name: 'Puerta Jetta 2014-2016 Delantera Izquierda',
    categoryId: puertaCategory,
    makeId: jetta.makeId,
    modelId: jetta.id,
    years: [2014, 2015, 2016],
    salePrice: 12500,
    statusId: 1,
    ...values,
  });
}

/** An anonymous request: no cookies at all. */
async function anon(url: string, headers: Record<string, string> = {}) {
  const response = await ctx.app.request(url, { headers });
  return { status: response.status, headers: response.headers, text: await response.text(), response };
}

function meta(page: string, property: string): string | undefined {
  const pattern = new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)"`);
  return pattern.exec(page)?.[1];
}

async function addPhoto(partId: number, position = 0) {
  const key = `parts/${partId}/foto-${position}-${Date.now()}.jpg`;
  const thumb = `parts/${partId}/foto-${position}-${Date.now()}.webp`;
  const jpeg = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#c0392b' } })
    .jpeg({ quality: 95 })
    .toBuffer();
  await ctx.storage.put(key, jpeg, 'image/jpeg');
  await ctx.storage.put(thumb, await sharp(jpeg).resize(480, 360).webp().toBuffer(), 'image/webp');
  const [row] = await ctx.db
    .insert(partImages)
    .values({
      partId,
      storageKey: key,
      thumbnailKey: thumb,
      width: 1600,
      height: 1200,
      sizeBytes: jpeg.length,
      position,
    })
    .returning();
  return row!;
}

describe('public part page (anonymous)', () => {
  it('shows what a buyer needs and nothing of the yard’s own data', async () => {
    const location = await insertLocation(ctx.db, companyA, 'PASILLO-SECRETO-7');
    const [account] = await ctx.db
      .insert(marketplaceAccounts)
      .values({
        companyId: companyA,
        name: 'CuentaMLPrivada',
        mlUserId: '999',
        accessTokenEncrypted: 'TOKEN-X',
      })
      .returning();
    const [author] = await ctx.db
      .select({ name: users.name })
      .from(users)
      .where(eq(users.id, adminA.user.id));
    const p = await part({
      description: 'Sin golpes.\nIncluye manija.',
      autopartNumber: '5C6831055',
      conditionId,
      positionId,
      sideId,
      locationId: location.id,
      agId: 887766,
      mlId: 'MLM123456789',
      marketplaceAccountId: account!.id,
      finalPrice: 4321.5,
      quality: 4,
      createdBy: adminA.user.id,
    });
    await ctx.db
      .insert(partComments)
      .values({ partId: p.id, userId: adminA.user.id, comment: 'COMENTARIO-INTERNO' });
    await ctx.db
      .insert(partActivities)
      .values({ partId: p.id, userId: adminA.user.id, activity: 'ACTIVIDAD-INTERNA' });
    await addPhoto(p.id, 0);
    await addPhoto(p.id, 1);

    const { status, headers, text } = await anon(`/autopart/${p.id}`);
    expect(status).toBe(200);
    expect(headers.get('content-type')).toContain('text/html');
    for (const shown of [
      'Puerta Jetta 2014-2016 Delantera Izquierda',
      '$12,500',
      `AV-${p.id}`,
      'Volkswagen',
      'Jetta',
      '2014-2016',
      '5C6831055',
      'Yonke Norte',
      'Monterrey',
      'Comprar por WhatsApp',
      'https://wa.me/528112345678?text=',
      encodeURIComponent(
        `Hola, me interesa la autoparte Puerta Jetta 2014-2016 Delantera Izquierda (AV-${p.id})`,
      ),
      'https://articulo.mercadolibre.com.mx/MLM-123456789',
      'Disponible',
    ]) {
      expect(text, shown).toContain(shown);
    }
    expect(text).toContain('Sin golpes.\nIncluye manija.');
    for (const hidden of [
      'PASILLO-SECRETO-7',
      'COMENTARIO-INTERNO',
      'ACTIVIDAD-INTERNA',
      'CuentaMLPrivada',
      'TOKEN-X',
      'AG-887766',
      '887766',
      '4,321',
      '4321',
      author!.name,
      `/inventory/autopart/${p.id}`,
    ]) {
      expect(text, hidden).not.toContain(hidden);
    }
    // No script of any kind, and a policy that would refuse one anyway.
    expect(text).not.toMatch(/<script/i);
    expect(headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(headers.get('content-security-policy')).not.toContain('script-src');
  });

  it('renders Open Graph and Twitter tags with absolute URLs from PUBLIC_URL', async () => {
    const p = await part({
      name: 'Faro Tsuru 2010',
      categoryId: faroCategory,
      makeId: tsuru.makeId,
      modelId: tsuru.id,
      years: [2010],
      salePrice: 950,
    });
    const cover = await addPhoto(p.id, 0);
    await addPhoto(p.id, 1);
    const { text } = await anon(`/autopart/${p.id}/cualquier-slug`);
    expect(text).toMatch(/<title>Faro Tsuru 2010 · Yonke Norte<\/title>/);
    expect(meta(text, 'og:title')).toBe('Faro Tsuru 2010 · Yonke Norte');
    expect(meta(text, 'og:description')).toBe('$950 · Nissan Tsuru 2010 · Yonke Norte, Monterrey');
    expect(meta(text, 'description')).toBe(meta(text, 'og:description'));
    expect(meta(text, 'og:url')).toBe(`${PUBLIC_URL}/autopart/${p.id}/Faro-Tsuru-2010`);
    expect(text).toContain(`<link rel="canonical" href="${PUBLIC_URL}/autopart/${p.id}/Faro-Tsuru-2010">`);
    expect(meta(text, 'og:image')).toBe(`${PUBLIC_URL}/p/vista/${cover.id}.jpg`);
    expect(meta(text, 'og:image:width')).toBe('1200');
    expect(meta(text, 'og:image:height')).toBe('630');
    expect(meta(text, 'twitter:card')).toBe('summary_large_image');
    expect(meta(text, 'og:type')).toBe('product');
    // Gallery photos are absolute too (they are read by the buyer's phone from the shared page).
    expect(text).toContain(`href="${PUBLIC_URL}/media/${cover.storageKey}"`);
    // Company A's catalogue is on: its part pages may be indexed.
    expect(text).not.toContain('noindex');

    const image = await ctx.app.request(`/p/vista/${cover.id}.jpg`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    expect(image.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    const bytes = Buffer.from(await image.arrayBuffer());
    const info = await sharp(bytes).metadata();
    expect([info.format, info.width, info.height]).toEqual(['jpeg', 1200, 630]);
    // Small enough for WhatsApp's preview, and kept so that the next crawler costs nothing.
    expect(bytes.length).toBeLessThan(300_000);
    expect(await ctx.storage.get(previewKey(cover.storageKey))).not.toBeNull();
    const again = await ctx.app.request(`/p/vista/${cover.id}.jpg`);
    expect(Buffer.from(await again.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it('describes a part without photos with a summary card and no image', async () => {
    const p = await part({ name: 'Calavera sin fotos', salePrice: 0 });
    const { text } = await anon(`/autopart/${p.id}`);
    expect(meta(text, 'og:image')).toBeUndefined();
    expect(meta(text, 'twitter:card')).toBe('summary');
    expect(meta(text, 'og:description')).toContain('Precio a consultar');
    expect(text).toContain('Sin fotos');
  });

  it('lists the other vehicles the part fits, and nothing of its donor vehicle or its buyers’ questions', async () => {
    const donor = await adminA.post('/api/vehicles', {
      vin: '3VWFE21C04M000001',
      make_id: jetta.makeId,
      model_id: jetta.id,
      year: 2004,
      purchase_cost: 38_765,
      notes: 'NOTA-DEL-VEHICULO',
    });
    expect(donor.status, donor.text).toBe(200);
    const p = await part({ vehicleId: donor.json.data.id });
    const fits = await adminA.put(`/api/autoparts/${p.id}/compatibilities`, {
      compatibilities: [
        { make_id: tsuru.makeId, model_id: tsuru.id, year_from: 2005, year_to: 2008 },
        { make_id: jetta.makeId, model_id: jetta.id, year_from: 2011, year_to: 2011 },
      ],
    });
    expect(fits.status).toBe(200);
    const [account] = await ctx.db
      .insert(marketplaceAccounts)
      .values({ companyId: companyA, name: 'Cuenta de preguntas', mlUserId: '4455' })
      .returning();
    await ctx.db.insert(marketplaceQuestions).values({
      mlQuestionId: '9911',
      marketplaceAccountId: account!.id,
      companyId: companyA,
      mlItemId: 'MLM9911',
      partId: p.id,
      text: 'PREGUNTA-DE-UN-COMPRADOR',
      status: 'ANSWERED',
      askedAt: new Date(),
      answerText: 'RESPUESTA-DEL-YONKE',
    });

    const { status, text } = await anon(`/autopart/${p.id}`);
    expect(status).toBe(200);
    expect(text).toContain(
      '<dt>También le queda a</dt><dd>Nissan Tsuru 2005-2008, Volkswagen Jetta 2011</dd>',
    );
    for (const hidden of [
      '3VWFE21C04M000001',
      '4M000001',
      `VH-${donor.json.data.id}`,
      '38,765',
      '38765',
      'NOTA-DEL-VEHICULO',
      'PREGUNTA-DE-UN-COMPRADOR',
      'RESPUESTA-DEL-YONKE',
    ]) {
      expect(text, hidden).not.toContain(hidden);
    }
  });

  it('escapes script in names and descriptions', async () => {
    const p = await part({
      name: '<script>alert(1)</script>"onmouseover="x',
      description: '<img src=x onerror=alert(2)> & </textarea>',
    });
    const { status, text } = await anon(`/autopart/${p.id}`);
    expect(status).toBe(200);
    expect(text).not.toMatch(/<script/i);
    expect(text).not.toContain('<img src=x');
    expect(text).toContain('&lt;script&gt;alert(1)&lt;/script&gt;&quot;onmouseover=&quot;x');
    expect(text).toContain('&lt;img src=x onerror=alert(2)&gt; &amp; &lt;/textarea&gt;');
    expect(meta(text, 'og:title')).toContain('&lt;script&gt;');
  });

  it('survives NUL bytes and lone surrogates in stored text', async () => {
    const p = await part({ name: 'Espejo \uD800 roto', description: 'uno\u0001dos' });
    const { status, text } = await anon(`/autopart/${p.id}`);
    expect(status).toBe(200);
    expect(text).toContain('Espejo \uFFFD roto');
    expect(text).toContain('unodos');
  });

  it('answers Incompleto, deleted, unknown and malformed ids with the same friendly 404', async () => {
    const incomplete = await part({ statusId: 5 });
    const deleted = await part({ deletedAt: new Date() });
    const hiddenPhoto = await addPhoto(incomplete.id);
    const urls = [
      `/autopart/${incomplete.id}`,
      `/autopart/${deleted.id}`,
      '/autopart/999999999',
      '/autopart/abc',
      '/autopart/-1',
      '/autopart/0',
      '/autopart/1e3',
      '/autopart/99999999999999999999',
      `/autopart/${'9'.repeat(5000)}`,
      '/autopart/%00',
      '/autopart/%E0%A4%A',
    ];
    const bodies = new Set<string>();
    for (const url of urls) {
      const { status, text } = await anon(url);
      expect(status, url).toBe(404);
      expect(text, url).toContain('No encontramos esta autoparte');
      bodies.add(text);
    }
    // Nothing tells an Incompleto or deleted part apart from one that never existed.
    expect(bodies.size).toBe(1);
    expect((await ctx.app.request(`/p/vista/${hiddenPhoto.id}.jpg`)).status).toBe(404);
    expect((await ctx.app.request('/p/vista/abc.jpg')).status).toBe(404);
    expect((await ctx.app.request('/p/vista/1.png')).status).toBe(404);
  });

  it('publishes nothing of a company whose catalogue is off: its ids answer as unknown ones do', async () => {
    const hidden = await insertPart(ctx.db, {
      companyId: companyB,
      name: 'Motor de catalogo apagado',
      statusId: 1,
      salePrice: 45_000,
    });
    const sold = await insertPart(ctx.db, { companyId: companyB, name: 'Vendida de B', statusId: 4 });
    const photo = await addPhoto(hidden.id);
    const unknown = await anon('/autopart/999999998');
    for (const id of [hidden.id, sold.id]) {
      const page = await anon(`/autopart/${id}/Motor`);
      expect(page.status).toBe(404);
      // Byte for byte the unknown id's page: walking the ids tells nothing about the yard.
      expect(page.text).toBe(unknown.text);
      expect(page.text).toContain('Pregunta por ella directamente a la tienda');
      expect(page.text).not.toContain('Motor de catalogo apagado');
      expect(page.text).not.toContain('Yonke Sur');
    }
    expect((await ctx.app.request(`/p/vista/${photo.id}.jpg`)).status).toBe(404);
    // The yard's own staff still open it at the same address.
    expect((await adminB.get(`/autopart/${hidden.id}`)).text).toContain(STAFF_APP_MARKER);
  });

  it('shows a sold or separated part as Vendida / Apartada with similar available parts of the same yard', async () => {
    // A category no other test uses, so that the four similar parts are the ones made here.
    const [mirror] = await ctx.db
      .select({ id: categories.id })
      .from(categories)
      .where(sql`${categories.id} not in (${puertaCategory}, ${faroCategory})`)
      .orderBy(categories.id)
      .limit(1);
    const part = (values: Partial<typeof parts.$inferInsert>) =>
      partOf({ categoryId: mirror!.id, ...values });
    const sold = await part({
      name: 'Puerta Jetta vendida',
      statusId: 4,
      salePrice: 13_750,
      finalPrice: 9000,
    });
    const soldPhoto = await addPhoto(sold.id);
    const separated = await part({ name: 'Puerta Jetta apartada', statusId: 3 });
    const similar = await part({ name: 'Puerta Jetta similar disponible' });
    const otherMake = await part({
      name: 'Puerta Tsuru misma categoria',
      makeId: tsuru.makeId,
      modelId: tsuru.id,
    });
    await part({ name: 'Puerta Jetta incompleta', statusId: 5 });
    await part({ name: 'Puerta Jetta de otra empresa', companyId: companyB });
    await part({ name: 'Faro Jetta otra categoria', categoryId: faroCategory });
    await addPhoto(similar.id);

    const soldPage = (await anon(`/autopart/${sold.id}`)).text;
    expect(soldPage).toContain('Vendida');
    expect(soldPage).toContain('Ya se vendió');
    expect(soldPage).not.toContain('Comprar por WhatsApp');
    expect(soldPage).not.toContain('9,000');
    // Neither the price it was offered at nor its photos, in the page or its preview.
    expect(soldPage).not.toContain('13,750');
    expect(soldPage).not.toContain(soldPhoto.storageKey);
    expect(soldPage).not.toContain(soldPhoto.thumbnailKey);
    expect(soldPage).not.toContain('<p class="price">');
    expect(meta(soldPage, 'og:image')).toBeUndefined();
    expect((await ctx.app.request(`/p/vista/${soldPhoto.id}.jpg`)).status).toBe(404);
    expect(soldPage).toContain('Autopartes similares disponibles');
    expect(soldPage).toContain('Puerta Jetta similar disponible');
    expect(soldPage).toContain(`/autopart/${similar.id}/`);
    // Same model first.
    expect(soldPage.indexOf('Puerta Jetta similar disponible')).toBeLessThan(
      soldPage.indexOf('Puerta Tsuru misma categoria'),
    );
    expect(soldPage).toContain(`/autopart/${otherMake.id}/`);
    for (const absent of [
      'Puerta Jetta incompleta',
      'Puerta Jetta de otra empresa',
      'Faro Jetta otra categoria',
      'Puerta Jetta apartada',
    ]) {
      expect(soldPage, absent).not.toContain(absent);
    }
    expect(meta(soldPage, 'og:description')).toBe('Ya se vendió · Yonke Norte · Monterrey');

    const separatedPage = (await anon(`/autopart/${separated.id}`)).text;
    expect(separatedPage).toContain('Apartada');
    expect(separatedPage).not.toContain('Comprar por WhatsApp');
  });

  it('gives a signed-in staff member the staff app at the same URL; a forged cookie gets the public page', async () => {
    const p = await part({ name: 'Parte para staff' });
    const staff = await sellerA.get(`/autopart/${p.id}/Parte-para-staff`);
    expect(staff.status).toBe(200);
    expect(staff.text).toContain(STAFF_APP_MARKER);
    expect(staff.text).not.toContain('Comprar por WhatsApp');
    // Another company's staff too: the Buscador's read view opens any company's part.
    expect((await adminB.get(`/autopart/${p.id}`)).text).toContain(STAFF_APP_MARKER);
    // And the staff detail API still answers them as before.
    const api = await sellerA.get(`/api/autoparts/${p.id}`);
    expect(api.status).toBe(200);
    expect(api.json.name).toBe('Parte para staff');

    const forged = await anon(`/autopart/${p.id}`, { Cookie: 'yonke_session=forged-token' });
    expect(forged.text).toContain('Comprar por WhatsApp');
    expect(forged.text).not.toContain(STAFF_APP_MARKER);
    // The public page is never the API: anonymous API calls still need a session.
    expect((await anon(`/api/autoparts/${p.id}`)).status).toBe(401);
  });

  it('lets caches keep the page for a minute, separately for signed-in users', async () => {
    const p = await part({ name: 'Parte cacheable' });
    const first = await anon(`/autopart/${p.id}`);
    expect(first.headers.get('cache-control')).toBe('public, max-age=60');
    expect(first.headers.get('vary')).toContain('Cookie');
    const second = await anon(`/autopart/${p.id}`);
    expect(second.headers.get('x-cache')).toBe('hit');
    expect(second.text).toBe(first.text);
  });
});

describe('share base', () => {
  it('gives signed-in users the public base URL for Compartir', async () => {
    expect((await sellerA.get('/api/public-pages/base')).json).toEqual({ base_url: PUBLIC_URL });
    expect((await anon('/api/public-pages/base')).status).toBe(401);
  });
});

describe('Catálogo público settings', () => {
  // These start from a company that never opened its catalogue.
  beforeAll(async () => {
    await ctx.db.update(companies).set({ publicCatalogue: false }).where(eq(companies.id, companyA));
  });

  it('is refused to roles other than 1 and 2, and to anonymous callers', async () => {
    expect((await capturistA.get('/api/public-catalogue/companies')).status).toBe(403);
    expect(
      (
        await sellerA.put(`/api/public-catalogue/companies/${companyA}`, {
          slug: 'x',
          public_catalogue: true,
        })
      ).status,
    ).toBe(403);
    expect((await anon('/api/public-catalogue/companies')).status).toBe(401);
  });

  it('lists the own company for role 2 and every company for role 1', async () => {
    const own = await adminA.get('/api/public-catalogue/companies');
    expect(own.status).toBe(200);
    expect(own.json.data.map((row: { id: number }) => row.id)).toEqual([companyA]);
    expect(own.json.data[0]).toMatchObject({
      name: 'Yonke Norte',
      city: 'Monterrey',
      public_catalogue: false,
      suggested_slug: 'yonke-norte',
    });
    const all = await superadmin.get('/api/public-catalogue/companies');
    expect(all.json.data.map((row: { id: number }) => row.id)).toEqual(
      expect.arrayContaining([companyA, companyB]),
    );
  });

  it('refuses bad slugs and cities with per-field Spanish messages and saves nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ slug: '', public_catalogue: true }, 'slug'],
      [{ slug: 'Con Espacios', public_catalogue: true }, 'slug'],
      [{ slug: 'a'.repeat(61), public_catalogue: false }, 'slug'],
      [{ slug: 'ñandu', public_catalogue: false }, 'slug'],
      [{ slug: 'ok-slug', city: 'a'.repeat(81), public_catalogue: false }, 'city'],
      [{ slug: 'ok-slug', city: 'Mon\u0000terrey', public_catalogue: false }, 'city'],
      [{ slug: 'ok-slug', city: 'Mon\uD800terrey', public_catalogue: false }, 'city'],
      [{ slug: 'ok-slug', public_catalogue: 'sí' }, 'public_catalogue'],
    ];
    for (const [body, field] of cases) {
      const response = await adminA.put(`/api/public-catalogue/companies/${companyA}`, body);
      expect(response.status, JSON.stringify(body)).toBe(422);
      expect(Object.keys(response.json.errors), JSON.stringify(body)).toContain(field);
      expect(typeof response.json.errors[field][0]).toBe('string');
    }
    const [row] = await ctx.db.select().from(companies).where(eq(companies.id, companyA));
    expect([row!.slug, row!.publicCatalogue]).toEqual([null, false]);
  });

  it('keeps role 2 to its own company (another answers 404) and lets role 1 change any', async () => {
    const other = await adminA.put(`/api/public-catalogue/companies/${companyB}`, {
      slug: 'robado',
      public_catalogue: true,
    });
    expect(other.status).toBe(404);
    expect(
      (await adminA.put('/api/public-catalogue/companies/abc', { slug: 'x', public_catalogue: false }))
        .status,
    ).toBe(404);
    const saved = await superadmin.put(`/api/public-catalogue/companies/${companyB}`, {
      slug: 'yonke-sur',
      city: '  Puebla ',
      public_catalogue: false,
    });
    expect(saved.status).toBe(200);
    expect(saved.json).toMatchObject({
      slug: 'yonke-sur',
      city: 'Puebla',
      public_catalogue: false,
      url: `${PUBLIC_URL}/tienda/yonke-sur`,
    });
  });

  it('gives a slug to one company only, also when two save it at the same time', async () => {
    const taken = await adminA.put(`/api/public-catalogue/companies/${companyA}`, {
      slug: 'yonke-sur',
      public_catalogue: false,
    });
    expect(taken.status).toBe(422);
    expect(taken.json.errors.slug).toEqual(['Otra empresa ya usa esa dirección.']);

    const c1 = (await ctx.createCompany('Carrera 1')).id;
    const c2 = (await ctx.createCompany('Carrera 2')).id;
    const results = await Promise.all([
      superadmin.put(`/api/public-catalogue/companies/${c1}`, { slug: 'carrera', public_catalogue: true }),
      superadmin.put(`/api/public-catalogue/companies/${c2}`, { slug: 'carrera', public_catalogue: true }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 422]);
    const owners = await ctx.db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.slug, 'carrera'));
    expect(owners).toHaveLength(1);
  });
});

describe('public catalogue', () => {
  let available: Awaited<ReturnType<typeof part>>[] = [];

  it('is a 404 while the catalogue is off, and for unknown or absurd slugs', async () => {
    await adminA.put(`/api/public-catalogue/companies/${companyA}`, {
      slug: 'yonke-norte',
      city: 'Monterrey',
      public_catalogue: false,
    });
    for (const url of [
      '/tienda/yonke-norte',
      '/tienda/no-existe',
      `/tienda/${'x'.repeat(5000)}`,
      '/tienda/%00',
      '/tienda/yonke-norte/sitemap.xml',
    ]) {
      const response = await anon(url);
      expect(response.status, url).toBe(404);
    }
    expect((await anon('/tienda/yonke-norte')).text).toContain('Catálogo no encontrado');
  });

  it('lists only the company’s available parts, with search, filters and pagination', async () => {
    const turnedOn = await adminA.put(`/api/public-catalogue/companies/${companyA}`, {
      slug: 'yonke-norte',
      city: 'Monterrey',
      public_catalogue: true,
    });
    expect(turnedOn.status).toBe(200);
    await ctx.db.update(parts).set({ statusId: 2 }).where(eq(parts.companyId, companyA));
    available = [];
    for (let i = 0; i < 55; i++) {
      available.push(
        await part({ name: `Catalogo Puerta ${String(i).padStart(2, '0')}`, salePrice: 1000 + i }),
      );
    }
    const faro = await part({
      name: 'Catalogo Faro Tsuru',
      categoryId: faroCategory,
      makeId: tsuru.makeId,
      modelId: tsuru.id,
      years: [2012],
    });
    await part({ name: 'Catalogo Vendida', statusId: 4 });
    await part({ name: 'Catalogo Incompleta', statusId: 5 });
    await insertPart(ctx.db, { companyId: companyB, name: 'Catalogo de otra empresa', statusId: 1 });

    const first = await anon('/tienda/yonke-norte');
    expect(first.status).toBe(200);
    expect(first.text).toContain('Catálogo de Yonke Norte');
    expect(first.text).toContain('56 autopartes disponibles');
    expect(first.text).not.toContain('Catalogo Vendida');
    expect(first.text).not.toContain('Catalogo Incompleta');
    expect(first.text).not.toContain('Catalogo de otra empresa');
    expect(first.text).toContain('href="/tienda/yonke-norte?pagina=2"');
    expect(first.text).toContain(`<link rel="canonical" href="${PUBLIC_URL}/tienda/yonke-norte">`);
    expect(first.text).not.toMatch(/<script/i);
    expect(first.text).not.toContain('noindex');

    const second = await anon('/tienda/yonke-norte?pagina=2');
    expect(second.text.match(/class="card"/g)).toHaveLength(6);
    expect(second.text).toContain(`<link rel="canonical" href="${PUBLIC_URL}/tienda/yonke-norte?pagina=2">`);

    const searched = await anon(`/tienda/yonke-norte?q=${encodeURIComponent('faro tsuru')}`);
    expect(searched.text).toContain('1 autoparte disponible');
    expect(searched.text).toContain(`/autopart/${faro.id}/`);
    expect(searched.text).toContain('<meta name="robots" content="noindex">');
    // A visitor's search that finds nothing is the yard's lost demand too, recorded without a user.
    const missed = await anon(`/tienda/yonke-norte?q=${encodeURIComponent('marcha caribe 1985')}`);
    expect(missed.status).toBe(200);
    const misses = await ctx.db.execute<{ user_id: number | null; list: string }>(
      sql`select user_id, list from search_misses where company_id = ${companyA} and query = 'marcha caribe 1985'`,
    );
    expect(misses.rows).toEqual([{ user_id: null, list: 'public' }]);

    const byMake = await anon(
      `/tienda/yonke-norte?marca=${tsuru.makeId}&modelo=${tsuru.id}&anio=2012&categoria=${faroCategory}`,
    );
    expect(byMake.text).toContain('1 autoparte disponible');
    expect(byMake.text).toContain(`<option value="${tsuru.id}" selected>`);
    const noYear = await anon(`/tienda/yonke-norte?marca=${tsuru.makeId}&anio=1999`);
    expect(noYear.text).toContain('No encontramos lo que buscas');
  });

  it('never finds a part by its shelf or its donor vehicle, only by what its page shows', async () => {
    const shelf = await insertLocation(ctx.db, companyA, 'P1-C6-1B');
    const donor = await adminA.post('/api/vehicles', {
      vin: '3VWFE21C64M000777',
      make_id: jetta.makeId,
      model_id: jetta.id,
      year: 2004,
    });
    expect(donor.status, donor.text).toBe(200);
    const onShelf = await part({
      name: 'Calavera Jetta trasera',
      locationId: shelf.id,
      vehicleId: donor.json.data.id,
    });
    // The staff search does find it both ways (that is what the shelf and vehicle codes are for).
    const staff = await adminA.post('/api/autoparts/searchInventory', { number: 'P1-C6-1B' });
    expect(staff.status, staff.text).toBe(200);
    expect(staff.json.data.map((row: { id: number }) => row.id)).toContain(onShelf.id);
    for (const q of [
      'P1-C6-1B',
      'p1 c6 1b',
      'c6',
      `VH-${donor.json.data.id}`,
      '3VWFE21C64M000777',
      '4M000777',
    ]) {
      const found = await anon(`/tienda/yonke-norte?q=${encodeURIComponent(q)}`);
      expect(found.status, q).toBe(200);
      expect(found.text, q).not.toContain(`/autopart/${onShelf.id}/`);
      expect(found.text, q).toContain('No encontramos lo que buscas');
    }
    // What the page shows still finds it: its name, a word's start, its part's vehicle.
    for (const q of ['calavera jetta', 'calaveras', 'calav', 'trasera volkswagen']) {
      const found = await anon(`/tienda/yonke-norte?q=${encodeURIComponent(q)}`);
      expect(found.text, q).toContain(`/autopart/${onShelf.id}/`);
    }
  });

  it('ignores bad filter values instead of failing', async () => {
    for (const query of [
      'q=%00%00',
      'q=%ED%A0%80',
      'q=%E0%A4%A',
      `q=${'x'.repeat(5000)}`,
      'marca=abc&modelo=-1&anio=3000&categoria=1e9&pagina=0&orden=drop',
      'pagina=99999999999',
      'q=%25%5F%5C',
      `q=${encodeURIComponent('<script>alert(1)</script>')}`,
    ]) {
      const response = await anon(`/tienda/yonke-norte?${query}`);
      expect(response.status, query).toBe(200);
      expect(response.text, query).not.toMatch(/<script/i);
    }
  });

  it('publishes a sitemap and robots.txt for open catalogues', async () => {
    const sitemap = await anon('/tienda/yonke-norte/sitemap.xml');
    expect(sitemap.status).toBe(200);
    expect(sitemap.headers.get('content-type')).toContain('application/xml');
    expect(sitemap.text).toContain(`<loc>${PUBLIC_URL}/tienda/yonke-norte</loc>`);
    expect(sitemap.text).toContain(
      `<loc>${PUBLIC_URL}/autopart/${available[0]!.id}/Catalogo-Puerta-00</loc>`,
    );
    expect(sitemap.text).not.toContain('Catalogo-Vendida');
    const robots = await anon('/robots.txt');
    expect(robots.text).toContain(`Sitemap: ${PUBLIC_URL}/tienda/yonke-norte/sitemap.xml`);
    expect(robots.text).not.toContain('yonke-sur');
    expect(robots.text).toContain('Disallow: /\n');
    // An open catalogue's part pages are indexable.
    const page = await anon(`/autopart/${available[1]!.id}`);
    expect(page.text).not.toContain('noindex');
    expect(page.text).toContain('href="/tienda/yonke-norte"');
  });

  it('is a 404 again once turned off (the cached page is dropped)', async () => {
    expect((await anon('/tienda/yonke-norte')).status).toBe(200);
    await adminA.put(`/api/public-catalogue/companies/${companyA}`, {
      slug: 'yonke-norte',
      public_catalogue: false,
    });
    expect((await anon('/tienda/yonke-norte')).status).toBe(404);
  });
});

// Last: it spends this file's anonymous budget.
describe('throttling anonymous traffic', () => {
  it('refuses a burst of 1,000 anonymous requests beyond the budget while staff keep working', async () => {
    await ctx.db.update(companies).set({ publicCatalogue: true }).where(eq(companies.id, companyA));
    const p = await part({ name: 'Parte muy visitada' });
    const burst = Array.from({ length: 1000 }, (_, i) => ctx.app.request(`/autopart/${p.id}?v=${i}`));
    // Staff calls made in the middle of the burst.
    const staffDuring = [
      sellerA.get(`/api/autoparts/${p.id}`),
      sellerA.get(`/autopart/${p.id}`),
      adminA.post('/api/autoparts/search', {}),
    ];
    const responses = await Promise.all(burst);
    const statuses = responses.map((response) => response.status);
    const ok = statuses.filter((status) => status === 200).length;
    const limited = responses.filter((response) => response.status === 429);
    expect(ok).toBeLessThanOrEqual(PUBLIC_LIMITS.perClient);
    expect(ok).toBeGreaterThan(0);
    expect(ok + limited.length).toBe(1000);
    expect(Number(limited[0]!.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limited[0]!.headers.get('cache-control')).toBe('no-store');
    expect(await limited[0]!.text()).toContain('Demasiadas visitas en poco tiempo');

    const [api, app, search] = await Promise.all(staffDuring);
    expect(api!.status).toBe(200);
    expect(app!.status).toBe(200);
    expect(app!.text).toContain(STAFF_APP_MARKER);
    expect(search!.status).toBe(200);
    // And after the burst too.
    expect((await sellerA.get(`/autopart/${p.id}`)).text).toContain(STAFF_APP_MARKER);
    expect((await anon(`/autopart/${p.id}`)).status).toBe(429);
  });
});
