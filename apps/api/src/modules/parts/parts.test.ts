import { isStatusChangeAllowed, STATUS_IDS } from '@yonke/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertLocation, insertPart, referenceIds } from '../../../test/factories.ts';
import { createTestContext } from '../../../test/helpers.ts';
import {
  bulbTechnologies,
  marketplaceAccounts,
  partActivities,
  partComments,
  partImages,
  parts,
  positions,
  shippingTypes,
} from '../../db/schema/index.ts';

let ctx: Awaited<ReturnType<typeof createTestContext>>;
let companyA: number;
let companyB: number;
let accountId: number;
let jetta: { id: number; makeId: number };
let sellerA: Awaited<ReturnType<typeof ctx.signedIn>>;
let adminA: Awaited<ReturnType<typeof ctx.signedIn>>;
let supervisorA: Awaited<ReturnType<typeof ctx.signedIn>>;
let capturistA: Awaited<ReturnType<typeof ctx.signedIn>>;
let adminB: Awaited<ReturnType<typeof ctx.signedIn>>;
let superadminB: Awaited<ReturnType<typeof ctx.signedIn>>;

const SECRET = 'SECRET';
const INVALID_AMOUNT = 'Debe ingresar un monto válido (número mayor a 0).';

beforeAll(async () => {
  ctx = await createTestContext();
  companyA = (await ctx.createCompany('Yonke A', '8112345678')).id;
  companyB = (await ctx.createCompany('Yonke B', '5550001111')).id;
  const [account] = await ctx.db
    .insert(marketplaceAccounts)
    .values({
      companyId: companyA,
      name: 'Tienda ML Norte',
      mlUserId: '123456',
      accessTokenEncrypted: SECRET,
      refreshTokenEncrypted: `${SECRET}-REFRESH`,
      lastError: `${SECRET}-ERROR`,
    })
    .returning();
  accountId = account!.id;
  jetta = await (await referenceIds(ctx.db)).model('Jetta');
  sellerA = await ctx.signedIn([4], companyA);
  adminA = await ctx.signedIn([2], companyA);
  supervisorA = await ctx.signedIn([5], companyA);
  capturistA = await ctx.signedIn([3], companyA);
  adminB = await ctx.signedIn([2], companyB);
  superadminB = await ctx.signedIn([1], companyB);
});

function part(values: Partial<typeof parts.$inferInsert> = {}) {
  return insertPart(ctx.db, {
    companyId: companyA,
    name: 'Puerta Jetta 2014-2016 Delantera Izquierda',
    categoryId: 1,
    makeId: jetta.makeId,
    modelId: jetta.id,
    years: [2016, 2014, 2015],
    salePrice: 3500,
    ...values,
  });
}

async function partRow(id: number) {
  const [row] = await ctx.db.select().from(parts).where(eq(parts.id, id));
  return row!;
}

async function commentsOf(id: number) {
  const rows = await ctx.db
    .select({ comment: partComments.comment })
    .from(partComments)
    .where(eq(partComments.partId, id))
    .orderBy(asc(partComments.id));
  return rows.map((row) => row.comment);
}

async function activitiesOf(id: number) {
  const rows = await ctx.db
    .select({ activity: partActivities.activity })
    .from(partActivities)
    .where(eq(partActivities.partId, id))
    .orderBy(asc(partActivities.id));
  return rows.map((row) => row.activity);
}

/** How many comments a part has and how many status changes its activity records. */
async function statusHistory(id: number) {
  const activities = await activitiesOf(id);
  return {
    comments: (await commentsOf(id)).length,
    activities: activities.filter((line) => line.startsWith('Estatus actualizado')).length,
  };
}

describe('GET /api/autoparts/{id}', () => {
  it('needs a signed-in user', async () => {
    const { id } = await part();
    const response = await ctx.client().get(`/api/autoparts/${id}`);
    expect(response.status).toBe(401);
  });

  it('answers the spec shape with names, sorted years, images and the store phone', async () => {
    const location = await insertLocation(ctx.db, companyA, 'P1-C1-1A');
    const [front] = await ctx.db.select().from(positions).where(eq(positions.name, 'Delantera'));
    const [bulb] = await ctx.db.select().from(bulbTechnologies).limit(1);
    const [shipping] = await ctx.db.select().from(shippingTypes).limit(1);
    const created = await part({
      agId: 88120,
      description: 'Línea uno\nLínea dos',
      autopartNumber: '5C6837461',
      locationId: location.id,
      positionId: front!.id,
      bulbTechId: bulb!.id,
      shippingTypeId: shipping!.id,
      marketplaceAccountId: accountId,
      mlId: 'MLM1500000001',
      mlStatus: 'active',
      quality: 4,
    });
    await ctx.db.insert(partImages).values([
      {
        partId: created.id,
        storageKey: 'parts/b.jpg',
        thumbnailKey: 'parts/b.webp',
        width: 10,
        height: 10,
        sizeBytes: 1,
        position: 1,
      },
      {
        partId: created.id,
        storageKey: 'parts/a.jpg',
        thumbnailKey: 'parts/a.webp',
        width: 10,
        height: 10,
        sizeBytes: 1,
        position: 0,
      },
    ]);

    const response = await sellerA.get(`/api/autoparts/${created.id}`);
    expect(response.status).toBe(200);
    const body = response.json;
    expect(body).toMatchObject({
      id: created.id,
      ag_id: 88120,
      name: 'Puerta Jetta 2014-2016 Delantera Izquierda',
      description: 'Línea uno\nLínea dos',
      autopart_number: '5C6837461',
      category: { id: 1 },
      make: { id: jetta.makeId },
      model: { id: jetta.id, name: 'Jetta' },
      years: [
        { id: 2014, name: '2014' },
        { id: 2015, name: '2015' },
        { id: 2016, name: '2016' },
      ],
      position: { id: front!.id, name: 'Delantera' },
      side: null,
      location: { id: location.id, name: 'P1-C1-1A' },
      status: { id: 1, name: 'Disponible' },
      status_id: 1,
      quality: 4,
      sale_price: 3500,
      final_price: null,
      store: { id: companyA, name: 'Yonke A', phone: '8112345678' },
      store_ml: { id: accountId, name: 'Tienda ML Norte' },
      ml_id: 'MLM1500000001',
      ml_status: 'active',
      bulb_tech: { id: bulb!.id, name: bulb!.name },
      shipping_type: { id: shipping!.id, name: shipping!.name },
      version: 1,
    });
    expect(body.images).toEqual([
      { id: expect.any(Number), url: '/media/parts/a.jpg', url_thumbnail: '/media/parts/a.webp', order: 0 },
      { id: expect.any(Number), url: '/media/parts/b.jpg', url_thumbnail: '/media/parts/b.webp', order: 1 },
    ]);
    expect(body.url_thumbnail).toBe('/media/parts/a.webp');
    expect(new Date(body.created_at).toISOString()).toBe(body.created_at);
    // The store is named, never serialised whole.
    expect(Object.keys(body.store).sort()).toEqual(['id', 'name', 'phone']);
    expect(Object.keys(body.store_ml).sort()).toEqual(['id', 'name']);
  });

  it('never sends a marketplace secret, from any endpoint', async () => {
    const created = await part({
      marketplaceAccountId: accountId,
      mlId: 'MLM1500000002',
      mlStatus: 'active',
    });
    const responses = [
      await sellerA.get(`/api/autoparts/${created.id}`),
      await adminB.get(`/api/autoparts/${created.id}`),
      await adminA.get(`/api/autoparts/showByUser/${created.id}`),
      await superadminB.get(`/api/autoparts/showByUser/${created.id}`),
      await adminA.put(`/api/autoparts/updateStatus/${created.id}`, { status_id: 2, reason: 'Revisión' }),
    ];
    for (const response of responses) {
      expect(response.status).toBe(200);
      expect(response.text).not.toContain(SECRET);
      expect(response.text).not.toMatch(/token|secret|password/i);
    }
  });

  it('sends comments to the company, activity only to roles 1, 2 and 5, and neither to other companies', async () => {
    const created = await part({ statusId: 4, finalPrice: 3200 });
    await ctx.db.insert(partComments).values([
      { partId: created.id, userId: sellerA.user.id, comment: 'Primero' },
      { partId: created.id, userId: adminA.user.id, comment: 'Segundo' },
    ]);
    await ctx.db
      .insert(partActivities)
      .values({ partId: created.id, userId: null, activity: 'Autoparte creada' });

    const seller = (await sellerA.get(`/api/autoparts/${created.id}`)).json;
    expect(seller.comments.map((c: { comment: string }) => c.comment)).toEqual(['Segundo', 'Primero']);
    expect(seller.comments[0]).toEqual({
      id: expect.any(Number),
      comment: 'Segundo',
      created_at: expect.any(String),
      user: { name: 'Usuario 2', avatar_url: null },
    });
    expect(seller).not.toHaveProperty('activity');
    expect(seller.final_price).toBe(3200);

    const supervisor = (await supervisorA.get(`/api/autoparts/${created.id}`)).json;
    expect(supervisor.activity).toEqual([
      { id: expect.any(Number), activity: 'Autoparte creada', created_at: expect.any(String), user: null },
    ]);

    const outsider = await adminB.get(`/api/autoparts/${created.id}`);
    expect(outsider.status).toBe(200);
    expect(outsider.json).not.toHaveProperty('comments');
    expect(outsider.json).not.toHaveProperty('activity');
    expect(outsider.json.final_price).toBeNull();
    expect(outsider.text).not.toContain('Primero');

    const superadmin = (await superadminB.get(`/api/autoparts/${created.id}`)).json;
    expect(superadmin.comments).toHaveLength(2);
    expect(superadmin.activity).toHaveLength(1);
    expect(superadmin.final_price).toBe(3200);
  });

  it.each([['abc'], ['0'], ['-5'], ['1.5'], ['99999999999'], ['2147483648']])(
    'answers a Spanish 404 for the id %s',
    async (id) => {
      const response = await sellerA.get(`/api/autoparts/${id}`);
      expect(response.status).toBe(404);
      expect(response.json.message).toMatch(
        /^(No encontramos la autoparte\.|La dirección solicitada no existe\.)$/,
      );
      const scoped = await sellerA.get(`/api/autoparts/showByUser/${id}`);
      expect(scoped.status).toBe(404);
      expect(scoped.json.message).toBe('No encontramos la autoparte.');
    },
  );

  it('answers 404 for an unknown or deleted part', async () => {
    const deleted = await part({ deletedAt: new Date() });
    for (const path of [
      `/api/autoparts/${deleted.id}`,
      `/api/autoparts/showByUser/${deleted.id}`,
      '/api/autoparts/2147483647',
    ]) {
      const response = await sellerA.get(path);
      expect(response.status).toBe(404);
      expect(response.json.message).toBe('No encontramos la autoparte.');
    }
  });
});

describe('GET /api/autoparts/showByUser/{id}', () => {
  it('opens the own company’s part with comments and activity', async () => {
    const created = await part();
    const response = await adminA.get(`/api/autoparts/showByUser/${created.id}`);
    expect(response.status).toBe(200);
    expect(response.json.id).toBe(created.id);
    expect(response.json.comments).toEqual([]);
    expect(response.json.activity).toEqual([]);
  });

  it('answers 404 for another company’s part, except to role 1', async () => {
    const created = await part();
    const outsider = await adminB.get(`/api/autoparts/showByUser/${created.id}`);
    expect(outsider.status).toBe(404);
    expect(outsider.json.message).toBe('No encontramos la autoparte.');
    const superadmin = await superadminB.get(`/api/autoparts/showByUser/${created.id}`);
    expect(superadmin.status).toBe(200);
    expect(superadmin.json.store.id).toBe(companyA);
  });
});

describe('PUT /api/autoparts/updateStatus/{id}', () => {
  it('sells a part: final price, reason comment, activity, version, and sync false without a marketplace', async () => {
    const created = await part({ mlId: 'MLM1500000003', mlStatus: 'active' });
    const response = await sellerA.put(`/api/autoparts/updateStatus/${created.id}`, {
      status_id: 4,
      status: 'Vendido',
      final_price: 3199.999,
      reason: '  Cliente de mostrador  ',
    });
    expect(response.status).toBe(200);
    expect(response.json.sync).toBe(false);
    expect(response.json.autopart).toMatchObject({
      id: created.id,
      status_id: 4,
      status: { id: 4, name: 'Vendido' },
      sale_price: 3500,
      final_price: 3200,
      ml_status: 'closed',
      version: 2,
    });

    const row = await partRow(created.id);
    expect(row.statusId).toBe(4);
    expect(row.salePrice).toBe(3500);
    expect(row.finalPrice).toBe(3200);
    expect(row.version).toBe(2);
    expect(row.updatedBy).toBe(sellerA.user.id);
    expect(row.updatedAt.getTime()).toBeGreaterThan(created.updatedAt.getTime());
    expect(await commentsOf(created.id)).toEqual(['Motivo de estatus Vendido: Cliente de mostrador']);
    expect(await activitiesOf(created.id)).toEqual([
      'Estatus actualizado: Disponible → Vendido',
      'Precio final actualizado: sin precio final → $3,200',
      'Estatus de Mercado Libre actualizado: Activo → Finalizado',
    ]);
  });

  it('keeps cents of the sale amount', async () => {
    const created = await part();
    const response = await adminA.put(`/api/autoparts/updateStatus/${created.id}`, {
      status_id: 4,
      final_price: 1450.5,
      reason: 'Venta',
    });
    expect(response.status).toBe(200);
    expect(response.json.autopart.final_price).toBe(1450.5);
    expect((await partRow(created.id)).finalPrice).toBe(1450.5);
  });

  it('separates a part and pauses its listing', async () => {
    const created = await part({ mlId: 'MLM1500000004', mlStatus: 'active' });
    const response = await supervisorA.put(`/api/autoparts/updateStatus/${created.id}`, {
      status_id: 2,
      final_price: 999,
      reason: 'Apartada por cliente',
    });
    expect(response.status).toBe(200);
    expect(response.json.autopart).toMatchObject({ status_id: 2, ml_status: 'paused', final_price: null });
    expect(await commentsOf(created.id)).toEqual(['Motivo de estatus No disponible: Apartada por cliente']);
    expect(await activitiesOf(created.id)).toEqual([
      'Estatus actualizado: Disponible → No disponible',
      'Estatus de Mercado Libre actualizado: Activo → Pausado',
    ]);
  });

  it('reactivates a sold part: clears the sale amount and follows the listing', async () => {
    const created = await part({
      statusId: 4,
      finalPrice: 1450.5,
      mlId: 'MLM1500000005',
      mlStatus: 'closed',
    });
    const response = await adminA.put(`/api/autoparts/updateStatus/${created.id}`, {
      status_id: 1,
      reason: 'Devolución',
    });
    expect(response.status).toBe(200);
    expect(response.json.autopart).toMatchObject({
      status_id: 1,
      final_price: null,
      sale_price: 3500,
      ml_status: 'active',
    });
    expect(await activitiesOf(created.id)).toEqual([
      'Estatus actualizado: Vendido → Disponible',
      'Precio final actualizado: $1,450.50 → sin precio final',
      'Estatus de Mercado Libre actualizado: Finalizado → Activo',
    ]);
  });

  it('leaves ml_status alone for a part without a listing', async () => {
    const created = await part();
    const response = await adminA.put(`/api/autoparts/updateStatus/${created.id}`, {
      status_id: 2,
      reason: 'x',
    });
    expect(response.json.autopart.ml_status).toBeNull();
    expect(response.json.sync).toBe(false);
  });

  it('accepts exactly the changes the detail buttons offer from each status', async () => {
    for (const from of STATUS_IDS) {
      for (const to of STATUS_IDS) {
        const created = await part({ statusId: from });
        const response = await adminA.put(`/api/autoparts/updateStatus/${created.id}`, {
          status_id: to,
          final_price: 100,
          reason: 'Prueba',
        });
        const allowed = isStatusChangeAllowed(from, to);
        expect([from, to, response.status]).toEqual([from, to, allowed ? 200 : 422]);
        expect((await partRow(created.id)).statusId).toBe(allowed ? to : from);
        if (!allowed) {
          expect(response.json.errors.status_id[0]).toMatch(
            /^No es posible cambiar el estatus de «.+» a «.+»/,
          );
          expect(await commentsOf(created.id)).toEqual([]);
          expect(await activitiesOf(created.id)).toEqual([]);
        }
      }
    }
  });

  it.each([
    ['the text "abc"', { final_price: 'abc' }],
    ['zero', { final_price: 0 }],
    ['"0" as text', { final_price: '0' }],
    ['a negative amount', { final_price: -5 }],
    ['no amount', {}],
    ['a null amount', { final_price: null }],
  ])('refuses a sale with %s, saving nothing', async (_label, amount) => {
    const created = await part();
    const response = await adminA.put(`/api/autoparts/updateStatus/${created.id}`, {
      status_id: 4,
      reason: 'Venta',
      ...amount,
    });
    expect(response.status).toBe(422);
    expect(response.json.errors.final_price).toEqual([INVALID_AMOUNT]);
    const row = await partRow(created.id);
    expect([row.statusId, row.finalPrice, row.version]).toEqual([1, null, 1]);
    expect(await commentsOf(created.id)).toEqual([]);
    expect(await activitiesOf(created.id)).toEqual([]);
  });

  it('refuses an amount that is not finite (1e309)', async () => {
    const created = await part();
    const response = await adminA.request(
      'PUT',
      `/api/autoparts/updateStatus/${created.id}`,
      '{"status_id": 4, "reason": "Venta", "final_price": 1e309}',
      { 'Content-Type': 'application/json' },
    );
    expect(response.status).toBe(422);
    expect(response.json.errors.final_price).toEqual([INVALID_AMOUNT]);
    expect((await partRow(created.id)).statusId).toBe(1);
  });

  it('refuses an absurdly large amount', async () => {
    const created = await part();
    const response = await adminA.put(`/api/autoparts/updateStatus/${created.id}`, {
      status_id: 4,
      reason: 'Venta',
      final_price: 1e12,
    });
    expect(response.status).toBe(422);
    expect(response.json.errors.final_price).toEqual(['El monto es demasiado grande.']);
  });

  it('accepts the spec’s request without a reason: the part with status_id and final_price; no comment, activity written', async () => {
    // docs/product.md §7: "part including status_id and final_price"; the comment is optional there.
    const created = await part();
    const shown = (await sellerA.get(`/api/autoparts/showByUser/${created.id}`)).json;
    const sold = await sellerA.put(`/api/autoparts/updateStatus/${created.id}`, {
      ...shown,
      status_id: 4,
      status: { id: 4, name: 'Vendido' },
      final_price: 3000,
    });
    expect(sold.status).toBe(200);
    expect(sold.json.autopart).toMatchObject({ status_id: 4, final_price: 3000, version: 2 });
    expect(await commentsOf(created.id)).toEqual([]);
    expect(await activitiesOf(created.id)).toEqual([
      'Estatus actualizado: Disponible → Vendido',
      'Precio final actualizado: sin precio final → $3,000',
    ]);

    const other = await part();
    const shownOther = (await adminA.get(`/api/autoparts/showByUser/${other.id}`)).json;
    const separated = await adminA.put(`/api/autoparts/updateStatus/${other.id}`, {
      ...shownOther,
      status_id: 2,
      reason: null,
    });
    expect(separated.status).toBe(200);
    expect((await partRow(other.id)).statusId).toBe(2);
    expect(await commentsOf(other.id)).toEqual([]);
    expect(await activitiesOf(other.id)).toEqual(['Estatus actualizado: Disponible → No disponible']);
  });

  it.each([
    ['only spaces', { reason: '     ' }],
    ['an empty text', { reason: '' }],
    ['a number', { reason: 12 }],
  ])('refuses a change with a reason of %s', async (_label, reason) => {
    const created = await part();
    const response = await adminA.put(`/api/autoparts/updateStatus/${created.id}`, {
      status_id: 2,
      ...reason,
    });
    expect(response.status).toBe(422);
    expect(response.json.errors.reason).toEqual(['Escribe el motivo del cambio de estatus.']);
    expect((await partRow(created.id)).statusId).toBe(1);
    expect(await commentsOf(created.id)).toEqual([]);
  });

  it('refuses a 100,000-character reason with 422, not 413', async () => {
    const created = await part();
    const response = await adminA.put(`/api/autoparts/updateStatus/${created.id}`, {
      status_id: 2,
      reason: 'x'.repeat(100_000),
    });
    expect(response.status).toBe(422);
    expect(response.json.errors.reason).toEqual(['El motivo no puede tener más de 1,000 caracteres.']);
  });

  it.each([[99], [0], [-1], ['4'], [1.5], [null]])('refuses the status id %s', async (statusId) => {
    const created = await part();
    const response = await adminA.put(`/api/autoparts/updateStatus/${created.id}`, {
      status_id: statusId,
      reason: 'Prueba',
      final_price: 100,
    });
    expect(response.status).toBe(422);
    expect(response.json.errors.status_id).toEqual(['El estatus seleccionado no existe.']);
    expect((await partRow(created.id)).statusId).toBe(1);
  });

  it('refuses roles that cannot sell (403) before reading the body', async () => {
    const created = await part();
    const response = await capturistA.put(`/api/autoparts/updateStatus/${created.id}`, { status_id: 'x' });
    expect(response.status).toBe(403);
    expect(response.json.message).toBe('No tienes permiso para realizar esta acción.');
    expect((await partRow(created.id)).statusId).toBe(1);
  });

  it('answers 404 for another company’s part, except to role 1', async () => {
    const created = await part();
    const outsider = await adminB.put(`/api/autoparts/updateStatus/${created.id}`, {
      status_id: 2,
      reason: 'x',
    });
    expect(outsider.status).toBe(404);
    expect(outsider.json.message).toBe('No encontramos la autoparte.');
    expect((await partRow(created.id)).statusId).toBe(1);
    const superadmin = await superadminB.put(`/api/autoparts/updateStatus/${created.id}`, {
      status_id: 2,
      reason: 'x',
    });
    expect(superadmin.status).toBe(200);
  });

  it('answers 404 for a deleted, unknown or non-numeric part', async () => {
    const deleted = await part({ deletedAt: new Date() });
    for (const id of [String(deleted.id), '2147483647', 'abc', '99999999999']) {
      const response = await adminA.put(`/api/autoparts/updateStatus/${id}`, { status_id: 2, reason: 'x' });
      expect(response.status).toBe(404);
      expect(response.json.message).toBe('No encontramos la autoparte.');
    }
    expect(await commentsOf(deleted.id)).toEqual([]);
  });

  it('needs the XSRF header and a session', async () => {
    const created = await part();
    const forged = await adminA.request(
      'PUT',
      `/api/autoparts/updateStatus/${created.id}`,
      { status_id: 2, reason: 'x' },
      { 'X-XSRF-TOKEN': 'forged' },
    );
    expect(forged.status).toBe(419);
    const anonymous = ctx.client();
    await anonymous.get('/sanctum/csrf-cookie');
    expect(
      (await anonymous.put(`/api/autoparts/updateStatus/${created.id}`, { status_id: 2, reason: 'x' }))
        .status,
    ).toBe(401);
    expect((await partRow(created.id)).statusId).toBe(1);
  });

  it('lets only one of two simultaneous sales through', async () => {
    const created = await part();
    const body = { status_id: 4, final_price: 3000, reason: 'Venta' };
    const results = await Promise.all([
      adminA.put(`/api/autoparts/updateStatus/${created.id}`, body),
      sellerA.put(`/api/autoparts/updateStatus/${created.id}`, body),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 422]);
    const [{ count }] = (
      await ctx.db.execute<{ count: number }>(
        sql`select count(*)::int as count from part_comments where part_id = ${created.id}`,
      )
    ).rows as [{ count: number }];
    expect(count).toBe(1);
    expect((await partRow(created.id)).version).toBe(2);
  });

  it('lets one sale of a burst of eight through, with one comment, one activity set and one version', async () => {
    const created = await part();
    const body = { status_id: 4, final_price: 2500, reason: 'Venta en ráfaga' };
    const clients = [adminA, sellerA];
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        (clients[index % 2] as typeof adminA).put(`/api/autoparts/updateStatus/${created.id}`, body),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 422, 422, 422, 422, 422, 422, 422]);
    const refused = results.find((r) => r.status === 422);
    expect(refused?.json.errors.status_id[0]).toBe(
      'No es posible cambiar el estatus de «Vendido» a «Vendido» desde esta pantalla.',
    );
    expect(await statusHistory(created.id)).toEqual({ comments: 1, activities: 1 });
    expect(await partRow(created.id)).toMatchObject({ version: 2, statusId: 4, finalPrice: 2500 });
  });

  it('judges a sale against the part as it is when written, not as it was read', async () => {
    // Two people press Reactivar on a sold part at once: the second is judged against «Disponible».
    const created = await part();
    const sold = await adminA.put(`/api/autoparts/updateStatus/${created.id}`, {
      status_id: 4,
      final_price: 900,
    });
    expect(sold.status).toBe(200);
    const [reactivate, sellAgain] = await Promise.all([
      adminA.put(`/api/autoparts/updateStatus/${created.id}`, { status_id: 1, reason: 'Devuelta' }),
      sellerA.put(`/api/autoparts/updateStatus/${created.id}`, { status_id: 1, reason: 'Devuelta' }),
    ]);
    expect([reactivate.status, sellAgain.status].sort()).toEqual([200, 422]);
    expect(await partRow(created.id)).toMatchObject({ statusId: 1, finalPrice: null, version: 3 });
  });

  it('answers 409 and writes nothing when the part keeps changing under five attempts', async () => {
    const created = await part();
    // A real trigger stands in for other writers: it drops every write to this part, so each
    // compare-and-set finds nothing to update, as when the part changed after it was read.
    await ctx.db.execute(
      sql.raw(`create function skip_part_write() returns trigger language plpgsql as $$ begin return null; end $$;
        create trigger skip_part_write before update on parts for each row
        when (old.id = ${created.id}) execute function skip_part_write()`),
    );
    try {
      const response = await sellerA.put(`/api/autoparts/updateStatus/${created.id}`, {
        status_id: 4,
        final_price: 1000,
        reason: 'Venta',
      });
      expect(response.status).toBe(409);
      expect(response.json.message).toBe(
        'La autoparte fue modificada por otra persona. Recarga la página para ver los cambios antes de guardar.',
      );
    } finally {
      await ctx.db.execute(sql.raw('drop trigger skip_part_write on parts; drop function skip_part_write()'));
    }
    expect(await statusHistory(created.id)).toEqual({ comments: 0, activities: 0 });
    expect(await partRow(created.id)).toMatchObject({ statusId: 1, version: 1 });
  });

  it('returns the autopart with the new comment first', async () => {
    const created = await part();
    await ctx.db
      .insert(partComments)
      .values({ partId: created.id, userId: adminA.user.id, comment: 'Antes' });
    const response = await adminA.put(`/api/autoparts/updateStatus/${created.id}`, {
      status_id: 2,
      reason: 'Nuevo',
    });
    expect(response.json.autopart.comments[0].comment).toBe('Motivo de estatus No disponible: Nuevo');
    expect(response.json.autopart.activity[0].activity).toBe(
      'Estatus actualizado: Disponible → No disponible',
    );
    const stored = await ctx.db
      .select()
      .from(partActivities)
      .where(and(eq(partActivities.partId, created.id), eq(partActivities.userId, adminA.user.id)));
    expect(stored).toHaveLength(1);
  });
});

describe('OpenAPI', () => {
  it('lists the part endpoints', async () => {
    const response = await ctx.client().get('/api/openapi.json');
    expect(response.status).toBe(200);
    const paths = Object.keys(response.json.paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/autoparts/{id}',
        '/api/autoparts/showByUser/{id}',
        '/api/autoparts/updateStatus/{id}',
      ]),
    );
  });
});
