import { beforeAll, describe, expect, it } from 'vitest';
import { insertLocation, insertPart, referenceIds } from '../../../test/factories.ts';
import { createTestContext } from '../../../test/helpers.ts';

let ctx: Awaited<ReturnType<typeof createTestContext>>;
let companyA: number;
let companyB: number;
type Session = Awaited<ReturnType<typeof ctx.signedIn>>;
let capturistA: Session;
let sellerA: Session;
let adminB: Session;
let superadminB: Session;
let jetta: { id: number; makeId: number };

beforeAll(async () => {
  ctx = await createTestContext();
  companyA = (await ctx.createCompany('Yonke A')).id;
  companyB = (await ctx.createCompany('Yonke B')).id;
  capturistA = await ctx.signedIn([3], companyA);
  sellerA = await ctx.signedIn([4], companyA);
  adminB = await ctx.signedIn([2], companyB);
  superadminB = await ctx.signedIn([1], companyB);
  jetta = await (await referenceIds(ctx.db)).model('Jetta');
});

const labelCount = (html: string) => html.match(/class="label"/g)?.length ?? 0;
const partIdsOf = (html: string) =>
  [...html.matchAll(/data-part-id="(\d+)"/g)].map((match) => Number(match[1]));

describe('GET /api/autoparts/qr/{id}', () => {
  it('renders a printable label with the QR, AV-id, name, vehicle and location', async () => {
    const shelf = await insertLocation(ctx.db, companyA, 'P1-C2-1A');
    const part = await insertPart(ctx.db, {
      companyId: companyA,
      name: 'Puerta delantera izquierda Jetta 2015-2018',
      makeId: jetta.makeId,
      modelId: jetta.id,
      years: [2015, 2016, 2017, 2018],
      locationId: shelf.id,
    });
    const response = await capturistA.get(`/api/autoparts/qr/${part.id}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('content-security-policy')).toMatch(/script-src 'nonce-/);
    const html = response.text;
    expect(html.match(/<svg/g)).toHaveLength(1);
    expect(html).toContain(`>AV-${part.id}<`);
    expect(html).toContain('Puerta delantera izquierda Jetta 2015-2018');
    expect(html).toContain('Volkswagen Jetta 2015-2018');
    expect(html).toContain('P1-C2-1A');
    expect(html).toContain(`data-part-id="${part.id}"`);
    expect(html).toContain(`<title>Etiqueta AV-${part.id}</title>`);
    expect(html).toContain('@page { size: 50mm 25mm; margin: 0; }');
    expect(html).toContain("addEventListener('load', () => window.print())");
  });

  it('offers the 4 × 2.4 in size and can skip printing on load', async () => {
    const part = await insertPart(ctx.db, { companyId: companyA, name: 'Faro' });
    const response = await capturistA.get(`/api/autoparts/qr/${part.id}?size=4x2.4in&print=0`);
    expect(response.status).toBe(200);
    expect(response.text).toContain('@page { size: 4in 2.4in; margin: 0; }');
    expect(response.text).not.toContain("addEventListener('load', () => window.print())");
    expect(response.text).toContain('Sin ubicación');
    const bad = await capturistA.get(`/api/autoparts/qr/${part.id}?size=A4`);
    expect(bad.status).toBe(422);
    expect(bad.text).toContain('El tamaño de etiqueta no es válido');
  });

  it('escapes the name so that a label cannot inject markup', async () => {
    const part = await insertPart(ctx.db, { companyId: companyA, name: '<script>alert("x")</script>&' });
    const response = await capturistA.get(`/api/autoparts/qr/${part.id}`);
    expect(response.text).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&amp;');
    expect(response.text).not.toContain('<script>alert');
  });

  it('prints for every role, within the company (role 1: all)', async () => {
    const part = await insertPart(ctx.db, { companyId: companyA });
    expect((await sellerA.get(`/api/autoparts/qr/${part.id}`)).status).toBe(200);
    const foreign = await adminB.get(`/api/autoparts/qr/${part.id}`);
    expect(foreign.status).toBe(404);
    expect(foreign.headers.get('content-type')).toMatch(/text\/html/);
    expect(foreign.text).toContain('No encontramos la autoparte.');
    expect((await superadminB.get(`/api/autoparts/qr/${part.id}`)).status).toBe(200);
    const deleted = await insertPart(ctx.db, { companyId: companyA, deletedAt: new Date() });
    expect((await capturistA.get(`/api/autoparts/qr/${deleted.id}`)).status).toBe(404);
    expect((await capturistA.get('/api/autoparts/qr/abc')).status).toBe(404);
    expect((await capturistA.get('/api/autoparts/qr/99999999999')).status).toBe(404);
  });

  it('shows a sign-in page when signed out', async () => {
    const part = await insertPart(ctx.db, { companyId: companyA });
    const response = await ctx.client().get(`/api/autoparts/qr/${part.id}`);
    expect(response.status).toBe(401);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    expect(response.text).toContain('Iniciar sesión');
  });
});

describe('GET /api/autoparts/labels', () => {
  it('prints the given parts in the given order, skipping other companies’ parts', async () => {
    const a = await insertPart(ctx.db, { companyId: companyA, name: 'Uno' });
    const b = await insertPart(ctx.db, { companyId: companyA, name: 'Dos' });
    const foreign = await insertPart(ctx.db, { companyId: companyB, name: 'Ajena' });
    const response = await capturistA.get(`/api/autoparts/labels?ids=${b.id},${foreign.id},${a.id}&print=0`);
    expect(response.status).toBe(200);
    expect(labelCount(response.text)).toBe(2);
    expect(response.text.match(/<svg/g)).toHaveLength(2);
    expect(partIdsOf(response.text)).toEqual([b.id, a.id]);
    expect(response.text).not.toContain('Ajena');
    expect(response.text).toContain('<title>Etiquetas de autopartes (2)</title>');
    expect(response.text).toContain('break-after: page');
    expect((await capturistA.get(`/api/autoparts/labels?ids=${foreign.id}`)).status).toBe(404);
  });

  it('prints every part on a location’s shelves: not sold, not deleted', async () => {
    const shelf = await insertLocation(ctx.db, companyA, 'P3-C1-1A');
    const other = await insertLocation(ctx.db, companyA, 'P3-C1-1B');
    const onShelf = [1, 2, 3, 5, 6];
    const ids: number[] = [];
    for (const statusId of onShelf) {
      ids.push((await insertPart(ctx.db, { companyId: companyA, locationId: shelf.id, statusId })).id);
    }
    await insertPart(ctx.db, { companyId: companyA, locationId: shelf.id, statusId: 4 });
    await insertPart(ctx.db, { companyId: companyA, locationId: shelf.id, deletedAt: new Date() });
    await insertPart(ctx.db, { companyId: companyA, locationId: other.id });
    const response = await capturistA.get(`/api/autoparts/labels?location=${shelf.id}&print=0`);
    expect(response.status).toBe(200);
    expect(partIdsOf(response.text)).toEqual(ids);

    const empty = await insertLocation(ctx.db, companyA, 'P3-vacía');
    const nothing = await capturistA.get(`/api/autoparts/labels?location=${empty.id}`);
    expect(nothing.status).toBe(404);
    expect(nothing.text).toContain('No hay autopartes para imprimir.');
    expect((await adminB.get(`/api/autoparts/labels?location=${shelf.id}`)).status).toBe(404);
    expect((await superadminB.get(`/api/autoparts/labels?location=${shelf.id}`)).status).toBe(200);
  });

  it('refuses a request that names nothing or names it badly', async () => {
    const none = await capturistA.get('/api/autoparts/labels');
    expect(none.status).toBe(422);
    expect(none.text).toContain('Indica las autopartes (ids) o la ubicación (location) a imprimir.');
    expect((await capturistA.get('/api/autoparts/labels?ids=1,x')).status).toBe(422);
    expect((await capturistA.get('/api/autoparts/labels?location=abc')).status).toBe(422);
    const signedOut = await ctx.client().get('/api/autoparts/labels?ids=1');
    expect(signedOut.status).toBe(401);
    expect(signedOut.text).toContain('Iniciar sesión');
  });
});
