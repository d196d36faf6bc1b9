import { asc, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertLocation, insertPart, referenceIds } from '../../../test/factories.ts';
import { createTestContext } from '../../../test/helpers.ts';
import { marketplaceAccounts, partActivities, parts } from '../../db/schema/index.ts';

let ctx: Awaited<ReturnType<typeof createTestContext>>;
type Session = Awaited<ReturnType<typeof ctx.signedIn>>;
let companyA: number;
let companyB: number;
let accountA: number;
let jetta: { id: number; makeId: number };
let locationA1: { id: number; name: string };
let locationA2: { id: number; name: string };
let locationB: { id: number; name: string };
let superadminA: Session;
let adminA: Session;
let capturistA: Session;
let sellerA: Session;
let adminB: Session;

beforeAll(async () => {
  ctx = await createTestContext();
  companyA = (await ctx.createCompany('Yonke A', '8112345678')).id;
  companyB = (await ctx.createCompany('Yonke B', '5550001111')).id;
  const [account] = await ctx.db
    .insert(marketplaceAccounts)
    .values([{ companyId: companyA, name: 'Tienda Norte', mlUserId: '1' }])
    .returning();
  accountA = account!.id;
  jetta = await (await referenceIds(ctx.db)).model('Jetta');
  locationA1 = await insertLocation(ctx.db, companyA, 'P1-C1-1A');
  locationA2 = await insertLocation(ctx.db, companyA, 'P2-C3-2B');
  locationB = await insertLocation(ctx.db, companyB, 'B-1');
  superadminA = await ctx.signedIn([1], companyA);
  adminA = await ctx.signedIn([2], companyA);
  capturistA = await ctx.signedIn([3], companyA);
  sellerA = await ctx.signedIn([4], companyA);
  adminB = await ctx.signedIn([2], companyB);
});

function part(values: Partial<typeof parts.$inferInsert> = {}) {
  return insertPart(ctx.db, {
    companyId: companyA,
    name: 'Calavera trasera izquierda Jetta 2011-2014 Volkswagen',
    categoryId: 34,
    makeId: jetta.makeId,
    modelId: jetta.id,
    years: [2011, 2012, 2013, 2014],
    salePrice: 1_005,
    statusId: 1,
    locationId: locationA1.id,
    ...values,
  });
}

async function rowsOf(ids: number[]) {
  return ctx.db.select().from(parts).where(inArray(parts.id, ids)).orderBy(asc(parts.id));
}

async function activitiesOf(id: number) {
  const rows = await ctx.db
    .select({ activity: partActivities.activity })
    .from(partActivities)
    .where(eq(partActivities.partId, id))
    .orderBy(asc(partActivities.id));
  return rows.map((row) => row.activity);
}

const versionsOf = (preview: { rows: { id: number; version: number }[] }) =>
  preview.rows.map((row) => ({ id: row.id, version: row.version }));

describe('bulk edit of Autopartes', () => {
  it('previews a +10 % price change of 31 parts exactly, writes nothing, then applies it with one activity line each', async () => {
    const created = [];
    for (let i = 0; i < 31; i++) created.push(await part({ salePrice: 1_005 + i * 10 }));
    const ids = created.map((item) => item.id);
    const changes = { price: { mode: 'percent', basisPoints: 1_000 } };

    const preview = await adminA.post('/api/autoparts/bulk/preview', { ids, changes });
    expect(preview.status).toBe(200);
    expect(preview.json.changing).toBe(31);
    expect(preview.json.skipped).toBe(0);
    // 1,005 × 1.10 = 1,105.5 → 1,106 (half up, no float error).
    expect(preview.json.rows[0]).toMatchObject({
      id: ids[0],
      before: { sale_price: 1_005 },
      after: { sale_price: 1_106 },
      changed: ['sale_price'],
      skipped: null,
    });
    expect((await rowsOf(ids)).map((row) => row.salePrice)).toEqual(created.map((_, i) => 1_005 + i * 10));

    const applied = await adminA.post('/api/autoparts/bulk/apply', {
      parts: versionsOf(preview.json),
      changes,
    });
    expect(applied.status).toBe(200);
    expect(applied.json).toEqual({ updated: 31, skipped: 0 });
    const after = await rowsOf(ids);
    expect(after.map((row) => row.salePrice)).toEqual(
      preview.json.rows.map((row: { after: { sale_price: number } }) => row.after.sale_price),
    );
    expect(await activitiesOf(ids[0]!)).toEqual(['Edición masiva: Precio: $1,005 → $1,106']);
  });

  it('sets status, location, store and quality at once, within the company', async () => {
    const a = await part({ statusId: 5 });
    const b = await part({ statusId: 1, quality: 3 });
    const changes = { status_id: 2, location_id: locationA2.id, store_ml_id: accountA, quality: 4 };
    const preview = await adminA.post('/api/autoparts/bulk/preview', { ids: [a.id, b.id], changes });
    expect(preview.status).toBe(200);
    expect(preview.json.rows[0].after).toMatchObject({
      status: { id: 2, name: 'No disponible' },
      location: { id: locationA2.id, name: 'P2-C3-2B' },
      store_ml: { id: accountA, name: 'Tienda Norte' },
      quality: 4,
    });
    const applied = await adminA.post('/api/autoparts/bulk/apply', {
      parts: versionsOf(preview.json),
      changes,
    });
    expect(applied.json).toEqual({ updated: 2, skipped: 0 });
    for (const row of await rowsOf([a.id, b.id])) {
      expect(row).toMatchObject({
        statusId: 2,
        locationId: locationA2.id,
        marketplaceAccountId: accountA,
        quality: 4,
      });
    }
    // Another company's location is refused like a missing one.
    const foreign = await adminA.post('/api/autoparts/bulk/preview', {
      ids: [a.id],
      changes: { location_id: locationB.id },
    });
    expect(foreign.json.rows[0].skipped).toBe('Es de otra empresa que la ubicación o la tienda elegida.');
  });

  it('leaves sold parts, and incomplete ones made Disponible, as they are, and says why', async () => {
    const sold = await part({ statusId: 4 });
    const noPrice = await part({ statusId: 5, salePrice: 0 });
    const ok = await part({ statusId: 5 });
    const changes = { status_id: 1 };
    const preview = await adminA.post('/api/autoparts/bulk/preview', {
      ids: [sold.id, noPrice.id, ok.id],
      changes,
    });
    expect(preview.json.rows.map((row: { skipped: string | null }) => row.skipped)).toEqual([
      'Vendida: ya no se puede editar.',
      'Le falta precio, categoría, marca o modelo para estar Disponible.',
      null,
    ]);
    expect(preview.json).toMatchObject({ changing: 1, skipped: 2 });
    const applied = await adminA.post('/api/autoparts/bulk/apply', {
      parts: versionsOf(preview.json),
      changes,
    });
    expect(applied.json).toEqual({ updated: 1, skipped: 2 });
    expect((await rowsOf([sold.id, noPrice.id, ok.id])).map((row) => row.statusId)).toEqual([4, 5, 1]);
  });

  it('checks each role’s rights on the server', async () => {
    const a = await part();
    const price = { price: { mode: 'set', amount: 500 } };
    // A capture clerk may move parts but not price them; a seller may not edit at all.
    expect(
      (await capturistA.post('/api/autoparts/bulk/preview', { ids: [a.id], changes: price })).status,
    ).toBe(403);
    expect(
      (
        await capturistA.post('/api/autoparts/bulk/apply', {
          parts: [{ id: a.id, version: 1 }],
          changes: price,
        })
      ).status,
    ).toBe(403);
    const move = await capturistA.post('/api/autoparts/bulk/preview', {
      ids: [a.id],
      changes: { location_id: locationA2.id },
    });
    expect(move.status).toBe(200);
    expect((await sellerA.post('/api/autoparts/bulk/preview', { ids: [a.id], changes: price })).status).toBe(
      403,
    );
    // Another company's parts are not there.
    const other = await adminB.post('/api/autoparts/bulk/preview', { ids: [a.id], changes: price });
    expect(other.status).toBe(422);
    expect(other.json.errors.ids).toEqual(['Una de las autopartes elegidas ya no existe.']);
    const anonymous = ctx.client();
    await anonymous.get('/sanctum/csrf-cookie');
    expect(
      (await anonymous.post('/api/autoparts/bulk/preview', { ids: [a.id], changes: price })).status,
    ).toBe(401);
  });

  it('writes nothing when a part changed since the preview, or the change is invalid', async () => {
    const a = await part({ salePrice: 700 });
    const b = await part({ salePrice: 800 });
    const changes = { price: { mode: 'set', amount: 999 } };
    const preview = await adminA.post('/api/autoparts/bulk/preview', { ids: [a.id, b.id], changes });
    await ctx.db.update(parts).set({ version: 99 }).where(eq(parts.id, b.id));
    const stale = await adminA.post('/api/autoparts/bulk/apply', {
      parts: versionsOf(preview.json),
      changes,
    });
    expect(stale.status).toBe(409);
    expect((await rowsOf([a.id, b.id])).map((row) => row.salePrice)).toEqual([700, 800]);

    const empty = await adminA.post('/api/autoparts/bulk/preview', { ids: [a.id], changes: {} });
    expect(empty.status).toBe(422);
    const sold = await adminA.post('/api/autoparts/bulk/preview', { ids: [a.id], changes: { status_id: 4 } });
    expect(sold.status).toBe(422);
    const fraction = await adminA.post('/api/autoparts/bulk/preview', {
      ids: [a.id],
      changes: { price: { mode: 'set', amount: 10.5 } },
    });
    expect(fraction.status).toBe(422);
  });

  it('lets only role 1 move a listed part to another store', async () => {
    const listed = await part({ mlId: 'MLM123456789', marketplaceAccountId: null });
    const changes = { store_ml_id: accountA };
    const byAdmin = await adminA.post('/api/autoparts/bulk/preview', { ids: [listed.id], changes });
    expect(byAdmin.json.rows[0].skipped).toBe(
      'Publicada en Mercado Libre: solo un superadministrador cambia su tienda.',
    );
    const bySuper = await superadminA.post('/api/autoparts/bulk/preview', { ids: [listed.id], changes });
    expect(bySuper.json.rows[0].skipped).toBeNull();
  });
});
