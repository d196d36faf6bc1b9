import { generatePartName, STATUS } from '@yonke/domain';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertLocation, referenceIds } from '../../../test/factories.ts';
import { createTestContext } from '../../../test/helpers.ts';
import { partActivities, parts, vehicles } from '../../db/schema/index.ts';

let ctx: Awaited<ReturnType<typeof createTestContext>>;
let companyA: number;
let companyB: number;
let adminA: Awaited<ReturnType<typeof ctx.signedIn>>;
let capturistA: Awaited<ReturnType<typeof ctx.signedIn>>;
let sellerA: Awaited<ReturnType<typeof ctx.signedIn>>;
let adminB: Awaited<ReturnType<typeof ctx.signedIn>>;
let superadmin: Awaited<ReturnType<typeof ctx.signedIn>>;
let vw: number;
let jetta: number;
let nissan: number;
let locationA: number;
let locationB: number;

const JETTA_VIN = '3VWFE21C04M000001';

beforeAll(async () => {
  ctx = await createTestContext();
  companyA = (await ctx.createCompany('Yonke Norte')).id;
  companyB = (await ctx.createCompany('Yonke Sur')).id;
  adminA = await ctx.signedIn([2], companyA);
  capturistA = await ctx.signedIn([3], companyA);
  sellerA = await ctx.signedIn([4], companyA);
  adminB = await ctx.signedIn([2], companyB);
  superadmin = await ctx.signedIn([1], companyB);
  const refs = await referenceIds(ctx.db);
  vw = await refs.byName((await import('../../db/schema/index.ts')).makes, 'Volkswagen');
  nissan = await refs.byName((await import('../../db/schema/index.ts')).makes, 'Nissan');
  jetta = (await refs.model('Jetta')).id;
  locationA = (await insertLocation(ctx.db, companyA, 'Patio 1')).id;
  locationB = (await insertLocation(ctx.db, companyB, 'Patio Sur')).id;
});

const jettaBody = (extra: Record<string, unknown> = {}) => ({
  vin: JETTA_VIN,
  make_id: vw,
  model_id: jetta,
  year: 2004,
  acquisition: 'subasta',
  purchase_date: '2026-10-01',
  purchase_cost: 30000,
  ...extra,
});

async function createJetta(client = adminA, extra: Record<string, unknown> = {}) {
  const response = await client.post('/api/vehicles', jettaBody(extra));
  expect(response.status).toBe(200);
  return response.json.data;
}

describe('creating and reading', () => {
  it('creates a vehicle with its code, figures and the default checklist', async () => {
    const vehicle = await createJetta(adminA, { vin: '3vw-fe21c04m000001 ', color: ' Rojo ' });
    expect(vehicle).toMatchObject({
      code: `VH-${vehicle.id}`,
      vin: JETTA_VIN,
      make: { id: vw, name: 'Volkswagen' },
      model: { id: jetta, name: 'Jetta' },
      year: 2004,
      color: 'Rojo',
      status: 'en_patio',
      acquisition: 'subasta',
      purchase_cost: 30000,
      days_in_yard: 0,
      money: { purchase_cost: 30000, other_costs: 0, cost: 30000, income: 0, margin: -30000 },
    });
    expect(vehicle.checklist.length).toBe(31);
    expect(vehicle.counts).toEqual({ pulled: 0, sold: 0, available: 0, missing: 31, stock_value: 0 });
    const [row] = await ctx.db.select().from(vehicles).where(eq(vehicles.id, vehicle.id));
    expect(row?.companyId).toBe(companyA);
    expect(row?.createdBy).toBe(adminA.user.id);
  });

  it('warns about a repeated VIN in the same company with the other vehicle, not in another one', async () => {
    const first = await createJetta();
    const second = await createJetta();
    expect(second.same_vin).toContainEqual({ id: first.id, code: `VH-${first.id}` });
    const lookup = await adminA.get(`/api/vehicles/vin/${JETTA_VIN}`);
    expect(lookup.json.data.same_vin.map((v: { id: number }) => v.id)).toContain(first.id);
    const elsewhere = await adminB.get(`/api/vehicles/vin/${JETTA_VIN}`);
    expect(elsewhere.json.data.same_vin).toEqual([]);
  });

  it('saves a VIN whose check digit does not compute once the user confirms, and warns', async () => {
    const message = 'El dígito verificador no corresponde. ¿Guardar de todas formas?';
    // A 1990s GM-Mexico medium truck: a letter in position 9, which no check digit can be.
    const kodiak = jettaBody({ vin: '3GCM7H1MDVM500841', year: 1997 });
    const asked = await adminA.post('/api/vehicles', kodiak);
    expect(asked.status).toBe(422);
    expect(asked.json.errors.vin).toEqual([message]);
    const saved = await adminA.post('/api/vehicles', { ...kodiak, vin_confirmed: true });
    expect(saved.status).toBe(200);
    expect(saved.json.data.vin).toBe('3GCM7H1MDVM500841');
    expect(saved.json.data.vin_warnings).toEqual([message]);
    // Editing the vehicle again does not ask twice about the VIN it already has.
    const edited = await adminA.put(`/api/vehicles/${saved.json.data.id}`, { ...kodiak, color: 'Blanco' });
    expect(edited.status).toBe(200);
    const foreign = await createJetta(adminA, { vin: 'WVWZZZ1JZXW000001', vin_confirmed: true });
    expect(foreign.vin_warnings).toEqual([message]);
  });

  it('offers the corrected VIN for a capture error and decodes the model year by the 30-year cycle', async () => {
    const typo = await adminA.get('/api/vehicles/vin/3N1AB7AP5HY327O47');
    expect(typo.json.data).toMatchObject({ valid: false, suggestion: '3N1AB7AP5HY327047' });
    expect(typo.json.data.errors).toContain('¿Quisiste decir 3N1AB7AP5HY327047?');
    const brazil = await adminA.get('/api/vehicles/vin/9BWZZZ377VT004251');
    expect(brazil.json.data).toMatchObject({ valid: true, year: 1997, make: { name: 'Volkswagen' } });
  });

  it('lets a vehicle have no VIN', async () => {
    const vehicle = await createJetta(adminA, { vin: null });
    expect(vehicle.vin).toBeNull();
  });
});

describe('bad input', () => {
  const cases: [string, Record<string, unknown>, string, string][] = [
    ['a short VIN', { vin: '3VWFE21C04M00000' }, 'vin', 'El VIN debe tener 17 caracteres.'],
    [
      'letters I, O or Q',
      { vin: '3VWFE21C04M00000O' },
      'vin',
      'El VIN solo lleva letras y números, sin I, O ni Q.',
    ],
    [
      'a bad check digit',
      { vin: '3VWFE21C14M000001' },
      'vin',
      'El dígito verificador no corresponde. ¿Guardar de todas formas?',
    ],
    [
      'a negative cost',
      { purchase_cost: -1 },
      'purchase_cost',
      'El costo debe ser un número entre 0 y 99,999,999.',
    ],
    [
      'an absurd cost',
      { purchase_cost: 1e12 },
      'purchase_cost',
      'El costo debe ser un número entre 0 y 99,999,999.',
    ],
    ['a year outside our years', { year: 1850 }, 'year', 'El año debe estar entre 1900 y 2100.'],
    [
      'a text cost',
      { purchase_cost: '100' },
      'purchase_cost',
      'El costo debe ser un número entre 0 y 99,999,999.',
    ],
    ['no model', { model_id: null }, 'model_id', 'Elige el modelo.'],
    ['an unknown status', { status: 'perdido' }, 'status', 'El estatus del vehículo no es válido.'],
    ['a bad date', { purchase_date: '2026-02-30' }, 'purchase_date', 'La fecha de compra no es válida.'],
  ];
  for (const [label, extra, field, message] of cases) {
    it(`refuses ${label} with a Spanish message and writes nothing`, async () => {
      const before = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(vehicles);
      const response = await adminA.post('/api/vehicles', jettaBody(extra));
      expect(response.status).toBe(422);
      expect(response.json.errors[field]).toEqual([message]);
      const after = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(vehicles);
      expect(after[0]?.n).toBe(before[0]?.n);
    });
  }

  it('refuses a model of another make and another company’s location', async () => {
    const response = await adminA.post(
      '/api/vehicles',
      jettaBody({ make_id: nissan, location_id: locationB }),
    );
    expect(response.status).toBe(422);
    expect(response.json.errors.model_id).toEqual(['El modelo no corresponde a la marca elegida.']);
    expect(response.json.errors.location_id).toEqual(['La ubicación no existe o no pertenece a tu empresa.']);
  });

  it('refuses a NUL byte in a text field at the edge', async () => {
    const response = await adminA.post('/api/vehicles', jettaBody({ notes: 'a\u0000b' }));
    expect(response.status).toBe(422);
  });

  it('refuses a cost line of 0, negative or without concept', async () => {
    const vehicle = await createJetta();
    for (const line of [
      { concept: 'Grúa', amount: 0 },
      { concept: 'Grúa', amount: -5 },
      { concept: '  ', amount: 500 },
    ]) {
      const response = await adminA.post(`/api/vehicles/${vehicle.id}/costs`, line);
      expect(response.status).toBe(422);
    }
  });
});

describe('access and company scoping', () => {
  it('keeps Vehículos away from role 4 (it would show costs)', async () => {
    expect((await sellerA.get('/api/vehicles')).status).toBe(403);
    expect((await sellerA.post('/api/vehicles', jettaBody())).status).toBe(403);
  });

  it('lets a capturist register and list vehicles', async () => {
    const vehicle = await createJetta(capturistA);
    const list = await capturistA.get('/api/vehicles');
    expect(list.json.data.map((v: { id: number }) => v.id)).toContain(vehicle.id);
  });

  it('answers another company’s vehicle as missing, for every action', async () => {
    const vehicle = await createJetta();
    const item = vehicle.checklist[0].id;
    expect((await adminB.get(`/api/vehicles/${vehicle.id}`)).status).toBe(404);
    expect((await adminB.put(`/api/vehicles/${vehicle.id}`, jettaBody())).status).toBe(404);
    expect(
      (await adminB.post(`/api/vehicles/${vehicle.id}/costs`, { concept: 'Grúa', amount: 1 })).status,
    ).toBe(404);
    expect((await adminB.post(`/api/vehicles/${vehicle.id}/parts`, { item_ids: [item] })).status).toBe(404);
    expect((await adminB.post(`/api/vehicles/${vehicle.id}/archive`, { archived: true })).status).toBe(404);
    expect((await adminB.delete(`/api/vehicles/${vehicle.id}`)).status).toBe(404);
    expect((await adminB.get(`/api/vehicles/${vehicle.id}/label`)).status).toBe(404);
    const list = await adminB.get('/api/vehicles');
    expect(list.json.data.map((v: { id: number }) => v.id)).not.toContain(vehicle.id);
    // Role 1 sees every company's.
    expect((await superadmin.get(`/api/vehicles/${vehicle.id}`)).status).toBe(200);
  });

  it('answers ids that cannot exist as missing', async () => {
    expect((await adminA.get('/api/vehicles/99999999999')).status).toBe(404);
    expect((await adminA.get('/api/vehicles/-1')).status).toBe(404);
  });
});

describe('checklist → parts', () => {
  it('creates the ticked parts in one step, named by the part rules, Incompleto, linked and logged', async () => {
    const vehicle = await createJetta();
    const items = vehicle.checklist.slice(0, 10);
    const response = await adminA.post(`/api/vehicles/${vehicle.id}/parts`, {
      item_ids: items.map((i: { id: number }) => i.id),
      location_id: locationA,
    });
    expect(response.status).toBe(200);
    const { created, skipped, vehicle: after } = response.json.data;
    expect(created).toHaveLength(10);
    expect(skipped).toBe(0);
    expect(after.counts).toMatchObject({ pulled: 10, missing: 21 });
    const rows = await ctx.db.select().from(parts).where(eq(parts.vehicleId, vehicle.id));
    expect(rows).toHaveLength(10);
    const door = items[0];
    const doorRow = rows.find((r) => r.id === after.checklist[0].part.id);
    expect(doorRow).toMatchObject({
      statusId: STATUS.INCOMPLETE,
      makeId: vw,
      modelId: jetta,
      years: [2004],
      locationId: locationA,
      companyId: companyA,
      categoryId: door.category.id,
      positionId: door.position.id,
      sideId: door.side.id,
      name: generatePartName({
        category: door.category.name,
        model: 'Jetta',
        years: [2004],
        position: door.position.name,
        side: door.side.name,
        make: 'Volkswagen',
      }),
    });
    const [activity] = await ctx.db
      .select()
      .from(partActivities)
      .where(eq(partActivities.partId, doorRow?.id ?? 0));
    expect(activity?.activity).toBe(`Autoparte creada desde el vehículo VH-${vehicle.id}`);
  });

  it('creates one set only when the same request arrives twice at once (double click) or again later', async () => {
    const vehicle = await createJetta();
    const ids = vehicle.checklist.map((i: { id: number }) => i.id);
    const [a, b] = await Promise.all([
      adminA.post(`/api/vehicles/${vehicle.id}/parts`, { item_ids: ids }),
      adminA.post(`/api/vehicles/${vehicle.id}/parts`, { item_ids: ids }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.json.data.created.length + b.json.data.created.length).toBe(31);
    const again = await adminA.post(`/api/vehicles/${vehicle.id}/parts`, { item_ids: ids });
    expect(again.json.data).toMatchObject({ created: [], skipped: 31 });
    const rows = await ctx.db.select({ id: parts.id }).from(parts).where(eq(parts.vehicleId, vehicle.id));
    expect(rows).toHaveLength(31);
  });

  it('creates nothing when one item is not of the checklist or the location is another company’s', async () => {
    const vehicle = await createJetta();
    const first = vehicle.checklist[0].id;
    const bad = await adminA.post(`/api/vehicles/${vehicle.id}/parts`, { item_ids: [first, 999999] });
    expect(bad.status).toBe(422);
    expect(bad.json.errors.item_ids).toEqual([
      'Alguna de las piezas marcadas no es de la lista de este vehículo.',
    ]);
    const other = await adminA.post(`/api/vehicles/${vehicle.id}/parts`, {
      item_ids: [first],
      location_id: locationB,
    });
    expect(other.status).toBe(422);
    const empty = await adminA.post(`/api/vehicles/${vehicle.id}/parts`, { item_ids: [] });
    expect(empty.json.errors.item_ids).toEqual(['Marca al menos una pieza de la lista.']);
    const tooMany = await adminA.post(`/api/vehicles/${vehicle.id}/parts`, {
      item_ids: Array.from({ length: 301 }, (_, i) => i + 1),
    });
    expect(tooMany.status).toBe(422);
    const rows = await ctx.db.select({ id: parts.id }).from(parts).where(eq(parts.vehicleId, vehicle.id));
    expect(rows).toHaveLength(0);
  });
});

describe('profitability', () => {
  it('adds purchase and other costs, sums the final price of sold parts and counts what remains', async () => {
    const vehicle = await createJetta(adminA, { purchase_cost: 20000 });
    await adminA.post(`/api/vehicles/${vehicle.id}/costs`, { concept: 'Grúa', amount: 1500.5 });
    const withCosts = await adminA.post(`/api/vehicles/${vehicle.id}/costs`, {
      concept: 'Trámites',
      amount: 499.5,
    });
    expect(withCosts.json.data.money).toMatchObject({ other_costs: 2000, cost: 22000, margin: -22000 });
    const created = await adminA.post(`/api/vehicles/${vehicle.id}/parts`, {
      item_ids: vehicle.checklist.slice(0, 4).map((i: { id: number }) => i.id),
    });
    const [p1, p2, p3, p4] = created.json.data.created as number[];
    await ctx.db
      .update(parts)
      .set({ salePrice: 3000, statusId: STATUS.AVAILABLE })
      .where(eq(parts.id, p3 ?? 0));
    await ctx.db
      .update(parts)
      .set({ salePrice: 700 })
      .where(eq(parts.id, p4 ?? 0));
    await ctx.db
      .update(parts)
      .set({ statusId: STATUS.SOLD, finalPrice: 15000 })
      .where(eq(parts.id, p1 ?? 0));
    await ctx.db
      .update(parts)
      .set({ statusId: STATUS.SOLD, finalPrice: 9500.25 })
      .where(eq(parts.id, p2 ?? 0));
    const response = await adminA.get(`/api/vehicles/${vehicle.id}`);
    expect(response.json.data.money).toEqual({
      purchase_cost: 20000,
      other_costs: 2000,
      cost: 22000,
      income: 24500.25,
      margin: 2500.25,
    });
    expect(response.json.data.counts).toEqual({
      pulled: 4,
      sold: 2,
      available: 1,
      missing: 27,
      stock_value: 3700,
    });
    const costId = response.json.data.costs[0].id;
    const removed = await adminA.delete(`/api/vehicles/${vehicle.id}/costs/${costId}`);
    expect(removed.json.data.money.other_costs).toBe(499.5);

    const list = await adminA.get('/api/vehicles?sort=margin');
    const margins = list.json.data.map((v: { money: { margin: number } }) => v.money.margin);
    expect(margins).toEqual([...margins].sort((a: number, b: number) => b - a));
    expect(list.json.data[0].id).toBe(vehicle.id);
  });

  it('sorts by days in yard, oldest first', async () => {
    const old = await createJetta();
    await ctx.db
      .update(vehicles)
      .set({ createdAt: new Date(Date.now() - 40 * 86_400_000) })
      .where(eq(vehicles.id, old.id));
    const list = await adminA.get('/api/vehicles?sort=days');
    expect(list.json.data[0]).toMatchObject({ id: old.id, days_in_yard: 40 });
  });

  it('finds vehicles by the VIN’s last 8', async () => {
    const vehicle = await createJetta(adminA, {
      vin: '3N1AB7AP5HY327047',
      make_id: nissan,
      model_id: (await referenceIds(ctx.db).then((r) => r.model('Versa'))).id,
      year: 2017,
    });
    const list = await adminA.get('/api/vehicles?vin=HY327047');
    expect(list.json.data.map((v: { id: number }) => v.id)).toEqual([vehicle.id]);
  });
});

describe('delete and archive', () => {
  it('refuses to delete a vehicle with parts, in Spanish, and lets it be archived', async () => {
    const vehicle = await createJetta();
    await adminA.post(`/api/vehicles/${vehicle.id}/parts`, { item_ids: [vehicle.checklist[0].id] });
    const response = await adminA.delete(`/api/vehicles/${vehicle.id}`);
    expect(response.status).toBe(422);
    expect(response.json.message).toBe(
      'No es posible eliminar un vehículo que tiene autopartes registradas. Puedes archivarlo para quitarlo de la lista.',
    );
    const archived = await adminA.post(`/api/vehicles/${vehicle.id}/archive`, { archived: true });
    expect(archived.json.data.archived).toBe(true);
    const list = await adminA.get('/api/vehicles');
    expect(list.json.data.map((v: { id: number }) => v.id)).not.toContain(vehicle.id);
    const archivedList = await adminA.get('/api/vehicles?archived=1');
    expect(archivedList.json.data.map((v: { id: number }) => v.id)).toContain(vehicle.id);
    const refused = await adminA.post(`/api/vehicles/${vehicle.id}/parts`, {
      item_ids: [vehicle.checklist[1].id],
    });
    expect(refused.status).toBe(422);
  });

  it('deletes a vehicle without parts, with its cost lines', async () => {
    const vehicle = await createJetta();
    await adminA.post(`/api/vehicles/${vehicle.id}/costs`, { concept: 'Grúa', amount: 800 });
    expect((await adminA.delete(`/api/vehicles/${vehicle.id}`)).status).toBe(200);
    expect((await adminA.get(`/api/vehicles/${vehicle.id}`)).status).toBe(404);
  });
});

describe('VIN lookup and label', () => {
  it('decodes a Mexican VIN offline and maps the make to our list', async () => {
    const response = await adminA.get('/api/vehicles/vin/3n1ab7ap5hy327047');
    expect(response.json.data).toMatchObject({
      vin: '3N1AB7AP5HY327047',
      valid: true,
      manufacturer: 'Nissan Mexicana',
      make: { id: nissan, name: 'Nissan' },
      year: 2017,
      missing: ['model'],
    });
  });

  it('explains a VIN whose check digit does not compute', async () => {
    const response = await adminA.get('/api/vehicles/vin/3N1AB7AP6HY327047');
    expect(response.json.data).toMatchObject({ valid: true, check_digit_mismatch: true, suggestion: null });
    expect(response.json.data.warnings).toEqual([
      'El dígito verificador no corresponde. ¿Guardar de todas formas?',
    ]);
  });

  it('prints a QR label with the vehicle code', async () => {
    const vehicle = await createJetta();
    const response = await adminA.get(`/api/vehicles/${vehicle.id}/label`);
    expect(response.status).toBe(200);
    expect(response.text).toContain(`data-vehicle-id="${vehicle.id}"`);
    expect(response.text).toContain(`VH-${vehicle.id}`);
    expect(response.text).toContain('VIN …4M000001');
  });
});

describe('search by vehicle', () => {
  it('finds a vehicle’s parts by VH-{id}, its VIN and the VIN’s last 8, within the company', async () => {
    const versa = (await referenceIds(ctx.db).then((r) => r.model('Versa'))).id;
    const vin = '3N1AB7AP5HY327047';
    const vehicle = await createJetta(adminA, { vin, make_id: nissan, model_id: versa, year: 2017 });
    const made = await adminA.post(`/api/vehicles/${vehicle.id}/parts`, {
      item_ids: vehicle.checklist.slice(0, 7).map((i: { id: number }) => i.id),
    });
    const ids = [...made.json.data.created].sort((a: number, b: number) => a - b);
    for (const text of [`VH-${vehicle.id}`, `vh ${vehicle.id}`, vin, 'HY327047']) {
      const response = await adminA.post('/api/autoparts/searchInventory?page=1', { number: text });
      expect(response.status).toBe(200);
      const found = response.json.data
        .map((row: { id: number }) => row.id)
        .sort((a: number, b: number) => a - b);
      expect(found, text).toEqual(ids);
    }
    const elsewhere = await adminB.post('/api/autoparts/searchInventory?page=1', { number: 'HY327047' });
    expect(elsewhere.json.data).toEqual([]);

    // The Buscador keeps Incompleto parts out, by vehicle code and VIN too (docs/domain-rules.md, "Buscador
    // scope"): the parts just made from the checklist appear there only once one is ready to sell.
    const buscador = async (text: string) =>
      (await sellerA.post('/api/autoparts/search?page=1', { number: text })).json.data.map(
        (row: { id: number }) => row.id,
      );
    for (const text of [`VH-${vehicle.id}`, vin, 'HY327047']) expect(await buscador(text), text).toEqual([]);
    await ctx.db
      .update(parts)
      .set({ statusId: STATUS.AVAILABLE, salePrice: 900 })
      .where(eq(parts.id, ids[0]));
    for (const text of [`VH-${vehicle.id}`, vin, 'HY327047']) {
      expect(await buscador(text), text).toEqual([ids[0]]);
    }
  });
});

describe('traceability', () => {
  it('shows a part’s donor (code, VIN’s last 8, intake date) to the company, a seller included', async () => {
    const vehicle = await createJetta();
    const made = await adminA.post(`/api/vehicles/${vehicle.id}/parts`, {
      item_ids: [vehicle.checklist[0].id],
    });
    const partId = made.json.data.created[0];
    const donor = await sellerA.get(`/api/vehicles/of-part/${partId}`);
    expect(donor.status).toBe(200);
    expect(donor.json.data).toEqual({
      id: vehicle.id,
      code: `VH-${vehicle.id}`,
      title: 'Volkswagen Jetta 2004',
      vin_tail: '4M000001',
      intake_date: vehicle.created_at,
    });
    expect((await adminB.get(`/api/vehicles/of-part/${partId}`)).status).toBe(404);
  });

  it('links a part made from the part form to a vehicle and back, logged in its activity', async () => {
    const vehicle = await createJetta();
    const [part] = await ctx.db
      .insert(parts)
      .values({ companyId: companyA, name: 'Faro suelto' })
      .returning();
    const id = part?.id ?? 0;
    expect((await adminA.get(`/api/vehicles/of-part/${id}`)).json.data).toBeNull();
    const linked = await adminA.put(`/api/vehicles/of-part/${id}`, { vehicle_id: vehicle.id });
    expect(linked.json.data.code).toBe(`VH-${vehicle.id}`);
    const detail = await adminA.get(`/api/vehicles/${vehicle.id}`);
    expect(detail.json.data.parts.map((p: { id: number }) => p.id)).toContain(id);
    const unlinked = await adminA.put(`/api/vehicles/of-part/${id}`, { vehicle_id: null });
    expect(unlinked.json.data).toBeNull();
    const lines = await ctx.db.select().from(partActivities).where(eq(partActivities.partId, id));
    expect(lines.map((line) => line.activity)).toEqual([
      `Vinculada al vehículo VH-${vehicle.id}`,
      `Desvinculada del vehículo VH-${vehicle.id}`,
    ]);
  });

  it('refuses linking across companies and for a seller', async () => {
    const vehicleB = await createJetta(adminB);
    const [part] = await ctx.db.insert(parts).values({ companyId: companyA, name: 'Calavera' }).returning();
    const id = part?.id ?? 0;
    expect((await adminA.put(`/api/vehicles/of-part/${id}`, { vehicle_id: vehicleB.id })).status).toBe(404);
    expect((await adminB.put(`/api/vehicles/of-part/${id}`, { vehicle_id: vehicleB.id })).status).toBe(404);
    const cross = await superadmin.put(`/api/vehicles/of-part/${id}`, { vehicle_id: vehicleB.id });
    expect(cross.status).toBe(422);
    expect(cross.json.errors.vehicle_id).toEqual([
      'La autoparte y el vehículo deben ser de la misma empresa.',
    ]);
    expect((await sellerA.put(`/api/vehicles/of-part/${id}`, { vehicle_id: null })).status).toBe(403);
    expect((await adminA.put(`/api/vehicles/of-part/${id}`, { vehicle_id: 'x' })).status).toBe(422);
  });
});

describe('checklist templates', () => {
  it('starts from the default list, and a company’s own version applies to vehicles registered after it', async () => {
    const company = (await ctx.createCompany('Yonke Plantillas')).id;
    const admin = await ctx.signedIn([2], company);
    const initial = await admin.get('/api/vehicles/checklist-template');
    expect(initial.json.data.own).toBe(false);
    expect(initial.json.data.items).toHaveLength(31);
    const before = await createJetta(admin);
    const made = await admin.post(`/api/vehicles/${before.id}/parts`, { item_ids: [before.checklist[0].id] });
    expect(made.status).toBe(200);

    const saved = await admin.put('/api/vehicles/checklist-template', {
      items: [{ category_id: 71, side_id: 1 }, { category_id: 71, side_id: 2 }, { category_id: 247 }],
    });
    expect(saved.status).toBe(200);
    expect(saved.json.data).toEqual({
      own: true,
      items: [
        { category: { id: 71, name: 'Faros' }, position: null, side: { id: 1, name: 'Izquierda' } },
        { category: { id: 71, name: 'Faros' }, position: null, side: { id: 2, name: 'Derecha' } },
        { category: { id: 247, name: 'Motores' }, position: null, side: null },
      ],
    });
    const after = await createJetta(admin);
    expect(after.checklist.map((i: { category: { name: string } }) => i.category.name)).toEqual([
      'Faros',
      'Faros',
      'Motores',
    ]);
    // The vehicle registered before keeps its list and the part it already pulled.
    const old = await admin.get(`/api/vehicles/${before.id}`);
    expect(old.json.data.checklist).toHaveLength(31);
    expect(old.json.data.checklist[0].part).not.toBeNull();
    // Other companies keep the default.
    expect((await adminB.get('/api/vehicles/checklist-template')).json.data.own).toBe(false);
  });

  it('refuses items the part form would refuse, repeats, an empty list, and roles 3 and 4', async () => {
    const response = await adminA.put('/api/vehicles/checklist-template', {
      items: [
        { category_id: 999999 },
        { category_id: 44, position_id: 1 },
        { category_id: 70, side_id: 1 },
        { category_id: 1, position_id: 1, side_id: 1 },
        { category_id: 1, position_id: 1, side_id: 1 },
      ],
    });
    expect(response.status).toBe(422);
    expect(response.json.errors.items).toEqual([
      'Pieza 1: la categoría no existe.',
      'Pieza 2: esa posición no existe o la categoría no lleva posición.',
      'Pieza 3: ese lado no existe o la categoría no lleva lado.',
      'Pieza 5: está repetida en la lista.',
    ]);
    expect((await adminA.put('/api/vehicles/checklist-template', { items: [] })).status).toBe(422);
    expect(
      (await capturistA.put('/api/vehicles/checklist-template', { items: [{ category_id: 1 }] })).status,
    ).toBe(403);
    expect((await sellerA.get('/api/vehicles/checklist-template')).status).toBe(403);
    expect((await adminA.get('/api/vehicles/checklist-template')).json.data.own).toBe(false);
  });
});

describe('part label', () => {
  it('carries the donor vehicle’s code next to the part’s', async () => {
    const vehicle = await createJetta();
    const made = await adminA.post(`/api/vehicles/${vehicle.id}/parts`, {
      item_ids: [vehicle.checklist[0].id],
    });
    const partId = made.json.data.created[0];
    const label = await adminA.get(`/api/autoparts/qr/${partId}`);
    expect(label.status).toBe(200);
    expect(label.text).toContain(`AV-${partId} · VH-${vehicle.id}</div>`);
  });
});

describe('capturist', () => {
  it('pulls parts from the checklist into a location, as the part form would let them', async () => {
    const vehicle = await createJetta(capturistA);
    const response = await capturistA.post(`/api/vehicles/${vehicle.id}/parts`, {
      item_ids: vehicle.checklist.slice(0, 3).map((i: { id: number }) => i.id),
      location_id: locationA,
    });
    expect(response.status).toBe(200);
    expect(response.json.data.created).toHaveLength(3);
    // Roles 1, 2, 3 and 5 see the figures; only role 4 never does.
    expect(response.json.data.vehicle.money).not.toBeNull();
  });
});
