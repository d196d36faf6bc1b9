import { asc, eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertLocation, insertPart } from '../../../test/factories.ts';
import { createTestContext } from '../../../test/helpers.ts';
import { partActivities, partImages, parts, stockChecks } from '../../db/schema/index.ts';

let ctx: Awaited<ReturnType<typeof createTestContext>>;
let companyA: number;
let companyB: number;
let capturistA: Awaited<ReturnType<typeof ctx.signedIn>>;
let adminA: Awaited<ReturnType<typeof ctx.signedIn>>;
let sellerA: Awaited<ReturnType<typeof ctx.signedIn>>;
let adminB: Awaited<ReturnType<typeof ctx.signedIn>>;
let superadminB: Awaited<ReturnType<typeof ctx.signedIn>>;

beforeAll(async () => {
  ctx = await createTestContext();
  companyA = (await ctx.createCompany('Yonke A')).id;
  companyB = (await ctx.createCompany('Yonke B')).id;
  capturistA = await ctx.signedIn([3], companyA);
  adminA = await ctx.signedIn([2], companyA);
  sellerA = await ctx.signedIn([4], companyA);
  adminB = await ctx.signedIn([2], companyB);
  superadminB = await ctx.signedIn([1], companyB);
});

let locationCounter = 0;
async function location(companyId = companyA) {
  locationCounter += 1;
  return insertLocation(ctx.db, companyId, `P${locationCounter}-C1-1A`);
}

function part(values: Partial<typeof parts.$inferInsert> & { companyId?: number } = {}) {
  return insertPart(ctx.db, { companyId: companyA, name: 'Faro Tsuru 2004-2008 Izquierdo', ...values });
}

async function partRow(id: number) {
  const [row] = await ctx.db.select().from(parts).where(eq(parts.id, id));
  return row!;
}

async function activitiesOf(id: number) {
  const rows = await ctx.db
    .select({ activity: partActivities.activity })
    .from(partActivities)
    .where(eq(partActivities.partId, id))
    .orderBy(asc(partActivities.id));
  return rows.map((row) => row.activity);
}

async function checksOf(locationId: number) {
  return ctx.db.select().from(stockChecks).where(eq(stockChecks.locationId, locationId));
}

type Row = { id: number; action?: 'found' | 'added' | null; [key: string]: unknown };
function save(session: typeof capturistA, loc: { id: number; name: string }, autoparts: Row[]) {
  return session.put('/api/autoparts/bulkUpdate', { autoparts, location: { id: loc.id, name: loc.name } });
}

describe('GET /api/autoparts/showReinventory/{id} and showReinventoryAg/{agId}', () => {
  it('answers a part of the company in any status, with images and years', async () => {
    const sold = await part({ statusId: 4, years: [2008, 2004], agId: 7001 });
    await ctx.db.insert(partImages).values({
      partId: sold.id,
      storageKey: 'a.jpg',
      thumbnailKey: 'a-thumb.webp',
      width: 10,
      height: 10,
      sizeBytes: 10,
    });
    const response = await capturistA.get(`/api/autoparts/showReinventory/${sold.id}`);
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({
      id: sold.id,
      ag_id: 7001,
      status_id: 4,
      years: [
        { id: 2004, name: '2004' },
        { id: 2008, name: '2008' },
      ],
      url_thumbnail: '/media/a-thumb.webp',
    });
    expect(response.json.images).toHaveLength(1);
    expect(response.json).not.toHaveProperty('activity');

    const byAg = await capturistA.get('/api/autoparts/showReinventoryAg/7001');
    expect(byAg.status).toBe(200);
    expect(byAg.json.id).toBe(sold.id);
  });

  it('answers 404 for another company’s part, a deleted part and an unknown id', async () => {
    const foreign = await part({ companyId: companyB, agId: 7002 });
    const deleted = await part({ deletedAt: new Date(), agId: 7003 });
    for (const path of [
      `/api/autoparts/showReinventory/${foreign.id}`,
      `/api/autoparts/showReinventory/${deleted.id}`,
      '/api/autoparts/showReinventory/999999999',
      '/api/autoparts/showReinventory/99999999999',
      '/api/autoparts/showReinventoryAg/7002',
      '/api/autoparts/showReinventoryAg/7003',
    ]) {
      const response = await capturistA.get(path);
      expect(response.status, path).toBe(404);
      expect(response.json.message).toBe('No encontramos la autoparte.');
    }
  });

  it('scopes the lookup to the counted location’s company when it is given', async () => {
    const locB = await location(companyB);
    const partB = await part({ companyId: companyB, agId: 7004 });
    const partA = await part({ agId: 7004 });
    // Role 1 may count any company; the AG id is looked up in the location's company.
    const byAg = await superadminB.get(`/api/autoparts/showReinventoryAg/7004?location=${locB.id}`);
    expect(byAg.json.id).toBe(partB.id);
    const foreign = await superadminB.get(`/api/autoparts/showReinventory/${partA.id}?location=${locB.id}`);
    expect(foreign.status).toBe(404);
    const other = await capturistA.get(`/api/autoparts/showReinventory/${partA.id}?location=${locB.id}`);
    expect(other.status).toBe(404);
    expect(other.json.message).toBe('La ubicación no existe o no pertenece a tu empresa.');
  });

  it('is refused to roles without the stock check', async () => {
    const own = await part();
    expect((await sellerA.get(`/api/autoparts/showReinventory/${own.id}`)).status).toBe(403);
    expect((await sellerA.get('/api/stock-checks')).status).toBe(403);
    const loc = await location();
    expect((await save(sellerA, loc, [])).status).toBe(403);
    expect((await ctx.client().get(`/api/autoparts/showReinventory/${own.id}`)).status).toBe(401);
  });
});

describe('PUT /api/autoparts/bulkUpdate', () => {
  it('applies found, added and missing with an activity entry per part and a stock-check record', async () => {
    const here = await location();
    const elsewhere = await location();
    const foundAvailable = await part({ locationId: here.id, statusId: 1 });
    const foundUnavailable = await part({ locationId: here.id, statusId: 2 });
    const added = await part({ locationId: elsewhere.id, statusId: 2 });
    const addedNowhere = await part({ locationId: null, statusId: 1 });
    const missingListed = await part({
      locationId: here.id,
      statusId: 1,
      mlId: 'MLM123',
      mlStatus: 'active',
    });
    const missingNull = await part({ locationId: here.id, statusId: 1 });
    const missingUnavailable = await part({ locationId: here.id, statusId: 2 });
    const missingIncomplete = await part({ locationId: here.id, statusId: 5 });
    const soldHere = await part({ locationId: here.id, statusId: 4 });
    const versionBefore = (await partRow(foundUnavailable.id)).version;

    const response = await save(capturistA, here, [
      {
        id: foundAvailable.id,
        action: 'found',
        status_id: 1,
        location_id: here.id,
        ml_id: null,
        ml_status: null,
      },
      { id: foundUnavailable.id, action: 'found' },
      { id: added.id, action: 'added' },
      { id: addedNowhere.id, action: 'added' },
      { id: missingNull.id, action: null },
    ]);
    expect(response.status).toBe(200);

    expect(await partRow(foundAvailable.id)).toMatchObject({ statusId: 1, locationId: here.id });
    const unavailableNow = await partRow(foundUnavailable.id);
    expect(unavailableNow).toMatchObject({ statusId: 1, locationId: here.id });
    expect(unavailableNow.version).toBe(versionBefore + 1);
    expect(await partRow(added.id)).toMatchObject({ statusId: 1, locationId: here.id });
    expect(await partRow(addedNowhere.id)).toMatchObject({ statusId: 1, locationId: here.id });
    expect(await partRow(missingListed.id)).toMatchObject({ statusId: 2, mlStatus: 'paused' });
    expect(await partRow(missingNull.id)).toMatchObject({ statusId: 2 });
    expect(await partRow(missingUnavailable.id)).toMatchObject({ statusId: 2 });
    expect(await partRow(missingIncomplete.id)).toMatchObject({ statusId: 5 });
    expect(await partRow(soldHere.id)).toMatchObject({ statusId: 4 });

    expect(await activitiesOf(foundAvailable.id)).toEqual([`Inventario: encontrada en ${here.name}`]);
    expect(await activitiesOf(foundUnavailable.id)).toEqual([
      `Inventario: encontrada en ${here.name}; Estatus actualizado: No disponible → Disponible`,
    ]);
    expect(await activitiesOf(added.id)).toEqual([
      `Inventario: movida de ${elsewhere.name} a ${here.name}; Estatus actualizado: No disponible → Disponible`,
    ]);
    expect(await activitiesOf(addedNowhere.id)).toEqual([
      `Inventario: movida de sin ubicación a ${here.name}`,
    ]);
    expect(await activitiesOf(missingListed.id)).toEqual([
      `Inventario: no encontrada en ${here.name}; Estatus actualizado: Disponible → No disponible; Estatus de Mercado Libre actualizado: Activo → Pausado`,
    ]);
    expect(await activitiesOf(missingNull.id)).toEqual([
      `Inventario: no encontrada en ${here.name}; Estatus actualizado: Disponible → No disponible`,
    ]);
    expect(await activitiesOf(missingIncomplete.id)).toEqual([`Inventario: no encontrada en ${here.name}`]);
    expect(await activitiesOf(soldHere.id)).toEqual([]);

    // The moved part now counts in its new location's search document.
    const searchText = await ctx.db.execute<{ search_text: string }>(
      sql`select search_text from parts where id = ${added.id}`,
    );
    expect(searchText.rows[0]?.search_text).toContain(here.name.toLowerCase());

    const [check] = await checksOf(here.id);
    expect(check).toMatchObject({
      companyId: companyA,
      userId: capturistA.user.id,
      foundCount: 2,
      addedCount: 2,
      missingCount: 4,
      changedCount: 5,
    });
    expect(check?.fingerprint).toMatch(/^[0-9a-f]{64}$/);

    const rows = response.json.autoparts as { id: number }[];
    expect(rows).toHaveLength(8);
    expect(rows.find((row) => row.id === added.id)).toEqual({
      id: added.id,
      status_id: 1,
      status: { id: 1, name: 'Disponible' },
      location_id: here.id,
      location: { id: here.id, name: here.name },
    });
    expect(rows.find((row) => row.id === missingListed.id)).toMatchObject({
      status_id: 2,
      status: { id: 2, name: 'No disponible' },
    });
    expect(response.json.stock_check).toMatchObject({
      id: check?.id,
      location: { id: here.id, name: here.name },
      user: { id: capturistA.user.id, name: 'Usuario 3' },
      found: 2,
      added: 2,
      missing: 4,
      changed: 5,
      repeated: false,
    });
  });

  it('changes nothing when the same count is sent again, and answers the same rows', async () => {
    const here = await location();
    const elsewhere = await location();
    const found = await part({ locationId: here.id, statusId: 2 });
    const added = await part({ locationId: elsewhere.id, statusId: 1 });
    const missing = await part({ locationId: here.id, statusId: 1 });
    const count = [
      { id: found.id, action: 'found' as const },
      { id: added.id, action: 'added' as const },
      { id: missing.id, action: null },
    ];
    const first = await save(adminA, here, count);
    expect(first.status).toBe(200);
    const activityCount = async () =>
      (
        await ctx.db
          .select({ id: partActivities.id })
          .from(partActivities)
          .where(inArray(partActivities.partId, [found.id, added.id, missing.id]))
      ).length;
    const activitiesAfterFirst = await activityCount();
    const rowsAfterFirst = await Promise.all([found.id, added.id, missing.id].map(partRow));

    // Same count, rows in another order, the null row left out: the same count.
    const second = await save(adminA, here, [count[1]!, count[0]!]);
    expect(second.status).toBe(200);
    expect(second.json.autoparts).toEqual(first.json.autoparts);
    expect(second.json.stock_check).toMatchObject({ id: first.json.stock_check.id, repeated: true });
    expect(await checksOf(here.id)).toHaveLength(1);
    expect(await activityCount()).toBe(activitiesAfterFirst);
    expect(await Promise.all([found.id, added.id, missing.id].map(partRow))).toEqual(rowsAfterFirst);
  });

  it('stores a new count when the same count would change something again', async () => {
    const here = await location();
    const missing = await part({ locationId: here.id, statusId: 1 });
    await save(adminA, here, []);
    expect((await partRow(missing.id)).statusId).toBe(2);
    // Someone made it available meanwhile; the same (empty) count marks it missing again.
    await ctx.db.update(parts).set({ statusId: 1 }).where(eq(parts.id, missing.id));
    const again = await save(adminA, here, []);
    expect(again.json.stock_check.repeated).toBe(false);
    expect((await partRow(missing.id)).statusId).toBe(2);
    expect(await checksOf(here.id)).toHaveLength(2);
  });

  it('refuses a part sent twice with 422 and changes nothing', async () => {
    const here = await location();
    const one = await part({ locationId: here.id, statusId: 1 });
    const response = await save(adminA, here, [
      { id: one.id, action: 'found' },
      { id: one.id, action: null },
    ]);
    expect(response.status).toBe(422);
    expect(response.json.errors.autoparts[0]).toContain(`AV-${one.id}`);
    expect(await checksOf(here.id)).toHaveLength(0);
  });

  it('refuses ids of deleted parts, unknown parts and other companies with 422 and changes nothing', async () => {
    const here = await location();
    const mine = await part({ locationId: here.id, statusId: 1 });
    const deleted = await part({ deletedAt: new Date() });
    const foreign = await part({ companyId: companyB });
    for (const bad of [deleted.id, foreign.id, 2_000_000_000]) {
      const response = await save(adminA, here, [
        { id: mine.id, action: null },
        { id: bad, action: 'added' },
      ]);
      expect(response.status, String(bad)).toBe(422);
      expect(response.json.errors.autoparts[0]).toContain(`AV-${bad}`);
    }
    expect((await partRow(mine.id)).statusId).toBe(1);
    expect(await checksOf(here.id)).toHaveLength(0);
    expect(await activitiesOf(mine.id)).toEqual([]);
  });

  it('answers 404 for a location of another company or one that does not exist', async () => {
    const foreign = await location(companyB);
    const foreignPart = await part({ companyId: companyB, locationId: foreign.id, statusId: 1 });
    const response = await save(adminA, foreign, []);
    expect(response.status).toBe(404);
    expect(response.json.message).toBe('La ubicación no existe o no pertenece a tu empresa.');
    expect((await save(adminA, { id: 2_000_000_000, name: 'X' }, [])).status).toBe(404);
    expect((await partRow(foreignPart.id)).statusId).toBe(1);
  });

  it('lets role 1 count another company’s location with that company’s parts', async () => {
    const here = await location(companyA);
    const one = await part({ locationId: here.id, statusId: 2 });
    const response = await save(superadminB, here, [{ id: one.id, action: 'found' }]);
    expect(response.status).toBe(200);
    expect((await partRow(one.id)).statusId).toBe(1);
    const [check] = await checksOf(here.id);
    expect(check).toMatchObject({ companyId: companyA, userId: superadminB.user.id });
  });

  it('refuses malformed rows with Spanish field errors', async () => {
    const here = await location();
    const response = await adminA.put('/api/autoparts/bulkUpdate', {
      autoparts: [{ id: 'x', action: 'perdida' }],
      location: { id: here.id },
    });
    expect(response.status).toBe(422);
    expect(response.json.errors['autoparts.0.id']).toEqual(['Debe ser un identificador válido.']);
    expect(response.json.errors['autoparts.0.action']).toEqual(['La acción debe ser found, added o vacía.']);
    const noLocation = await adminA.put('/api/autoparts/bulkUpdate', { autoparts: [] });
    expect(noLocation.status).toBe(422);
    expect(noLocation.json.errors.location).toEqual(['La ubicación es obligatoria.']);
  });

  it('applies a count in one transaction: a failure at the end leaves every part as it was', async () => {
    const here = await location();
    const elsewhere = await location();
    const found = await part({ locationId: here.id, statusId: 2 });
    const added = await part({ locationId: elsewhere.id, statusId: 2 });
    const missing = await part({ locationId: here.id, statusId: 1 });
    // The stock-check record is written last; make exactly that insert fail.
    await ctx.db.execute(
      sql.raw(`
        create or replace function fail_stock_check() returns trigger language plpgsql as $$
        begin
          if new.location_id = ${here.id} then raise exception 'fallo de prueba'; end if;
          return new;
        end $$;
        create trigger fail_stock_check before insert on stock_checks
          for each row execute function fail_stock_check();
      `),
    );
    try {
      const response = await save(adminA, here, [
        { id: found.id, action: 'found' },
        { id: added.id, action: 'added' },
      ]);
      expect(response.status).toBe(500);
    } finally {
      await ctx.db.execute(sql.raw('drop trigger fail_stock_check on stock_checks'));
    }
    expect(await partRow(found.id)).toMatchObject({ statusId: 2, locationId: here.id, version: 1 });
    expect(await partRow(added.id)).toMatchObject({ statusId: 2, locationId: elsewhere.id });
    expect(await partRow(missing.id)).toMatchObject({ statusId: 1 });
    for (const id of [found.id, added.id, missing.id]) expect(await activitiesOf(id)).toEqual([]);
    expect(await checksOf(here.id)).toHaveLength(0);
  });

  it('saves 500 rows in one request', async () => {
    const here = await location();
    const values = Array.from({ length: 500 }, (_, index) => ({
      companyId: companyA,
      name: `Parte ${index}`,
      locationId: here.id,
      statusId: index % 3 === 0 ? 2 : 1,
    }));
    const inserted = await ctx.db.insert(parts).values(values).returning({ id: parts.id });
    const response = await save(
      adminA,
      here,
      inserted.map((row, index) => ({ id: row.id, action: index % 10 === 0 ? null : 'found' })),
    );
    expect(response.status).toBe(200);
    expect(response.json.stock_check).toMatchObject({ found: 450, missing: 50 });
  });
});

describe('GET /api/stock-checks', () => {
  it('lists a location’s counts newest first with who and the counts', async () => {
    const here = await location();
    const one = await part({ locationId: here.id, statusId: 1 });
    await save(capturistA, here, [{ id: one.id, action: 'found' }]);
    await save(adminA, here, []);
    const response = await adminA.get(`/api/stock-checks?location=${here.id}`);
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({ total: 2, per_page: 25, current_page: 1, last_page: 1 });
    expect(response.json.data.map((row: { user: { name: string } }) => row.user.name)).toEqual([
      'Usuario 2',
      'Usuario 3',
    ]);
    expect(response.json.data[1]).toMatchObject({
      location: { id: here.id, name: here.name },
      found: 1,
      added: 0,
      missing: 0,
    });
    expect(Date.parse(response.json.data[0].created_at)).not.toBeNaN();
  });

  it('keeps each company’s history to itself', async () => {
    const here = await location();
    await save(adminA, here, []);
    const foreign = await adminB.get(`/api/stock-checks?location=${here.id}`);
    expect(foreign.status).toBe(404);
    const all = await adminB.get('/api/stock-checks');
    expect(all.status).toBe(200);
    expect(all.json.data).toEqual([]);
    expect((await superadminB.get(`/api/stock-checks?location=${here.id}`)).json.total).toBe(1);
    expect((await adminA.get('/api/stock-checks?location=abc')).status).toBe(422);
  });
});
