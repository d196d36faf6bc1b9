import { generatePartName } from '@yonke/domain';
import { asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertLocation, insertPart, referenceIds } from '../../../test/factories.ts';
import { createTestContext } from '../../../test/helpers.ts';
import {
  companies,
  marketplaceAccounts,
  partActivities,
  partCompatibilities,
  partImages,
  partMlCompatibilityResults,
  parts,
} from '../../db/schema/index.ts';

let ctx: Awaited<ReturnType<typeof createTestContext>>;
type Session = Awaited<ReturnType<typeof ctx.signedIn>>;
let companyA: number;
let companyB: number;
let accountA: number;
let accountA2: number;
let accountB: number;
let jetta: { id: number; makeId: number };
let civic: { id: number; makeId: number };
let locationA1: { id: number; name: string };
let locationA2: { id: number; name: string };
let locationB: { id: number; name: string };
let superadminA: Session;
let adminA: Session;
let capturistA: Session;
let sellerA: Session;
let supervisorA: Session;
let adminB: Session;

const CONFLICT =
  'La autoparte fue modificada por otra persona. Recarga la página para ver los cambios antes de guardar.';
const PRICE_MESSAGE = 'El precio debe ser un número entero sin decimales.';
const TEMPLATE = 'Autoparte usada original.\n• Garantía de 30 días.';

beforeAll(async () => {
  ctx = await createTestContext();
  companyA = (await ctx.createCompany('Yonke A', '8112345678')).id;
  companyB = (await ctx.createCompany('Yonke B', '5550001111')).id;
  await ctx.db.update(companies).set({ descriptionTemplate: TEMPLATE }).where(eq(companies.id, companyA));
  const accounts = await ctx.db
    .insert(marketplaceAccounts)
    .values([
      { companyId: companyA, name: 'Tienda Norte', mlUserId: '1' },
      { companyId: companyA, name: 'Tienda Sur', mlUserId: '2' },
      { companyId: companyB, name: 'Tienda B', mlUserId: '3' },
    ])
    .returning();
  [accountA, accountA2, accountB] = accounts.map((account) => account.id) as [number, number, number];
  const refs = await referenceIds(ctx.db);
  jetta = await refs.model('Jetta');
  civic = await refs.model('Civic');
  locationA1 = await insertLocation(ctx.db, companyA, 'P1-C1-1A');
  locationA2 = await insertLocation(ctx.db, companyA, 'P2-C3-2B');
  locationB = await insertLocation(ctx.db, companyB, 'B-1');
  superadminA = await ctx.signedIn([1], companyA);
  adminA = await ctx.signedIn([2], companyA);
  capturistA = await ctx.signedIn([3], companyA);
  sellerA = await ctx.signedIn([4], companyA);
  supervisorA = await ctx.signedIn([5], companyA);
  adminB = await ctx.signedIn([2], companyB);
});

function part(values: Partial<typeof parts.$inferInsert> = {}) {
  return insertPart(ctx.db, {
    companyId: companyA,
    name: 'Puerta Jetta 2014-2016',
    categoryId: 1,
    makeId: jetta.makeId,
    modelId: jetta.id,
    years: [2014, 2015, 2016],
    salePrice: 1200,
    description: 'Descripción original',
    autopartNumber: '5C6837461',
    locationId: locationA1.id,
    conditionId: 2,
    originId: 1,
    positionId: 1,
    sideId: 1,
    ...values,
  });
}

async function partRow(id: number) {
  const [row] = await ctx.db.select().from(parts).where(eq(parts.id, id));
  return row!;
}

async function activitiesOf(id: number) {
  const rows = await ctx.db
    .select({ activity: partActivities.activity, userId: partActivities.userId })
    .from(partActivities)
    .where(eq(partActivities.partId, id))
    .orderBy(asc(partActivities.id));
  return rows.map((row) => row.activity);
}

const newPart = (extra: Record<string, unknown> = {}) => ({
  make_id: jetta.makeId,
  category_id: 1,
  ...extra,
});

describe('POST /api/autoparts/store', () => {
  it('needs a signed-in user with inventory access', async () => {
    const anonymous = ctx.client();
    await anonymous.get('/sanctum/csrf-cookie');
    expect((await anonymous.post('/api/autoparts/store', newPart())).status).toBe(401);
    const seller = await sellerA.post('/api/autoparts/store', newPart());
    expect(seller.status).toBe(403);
  });

  it('requires make and category with the spec’s messages', async () => {
    const response = await capturistA.post('/api/autoparts/store', { autopart_number: 'X1' });
    expect(response.status).toBe(422);
    expect(response.json.errors.make_id).toEqual(['El campo marca es requerido']);
    expect(response.json.errors.category_id).toEqual(['El campo autoparte es requerido']);
    const nulls = await capturistA.post('/api/autoparts/store', { make_id: null, category_id: '' });
    expect(nulls.status).toBe(422);
    expect(nulls.json.errors.make_id).toEqual(['El campo marca es requerido']);
    expect(nulls.json.errors.category_id).toEqual(['El campo autoparte es requerido']);
  });

  it('creates a part of the user’s company at status 5 with a generated name and activity', async () => {
    const response = await capturistA.post(
      '/api/autoparts/store',
      newPart({
        model_id: jetta.id,
        years: [{ name: '2016' }, '2014'],
        autopart_number: '  5C6837461 ',
        location_id: locationA1.id,
        position_id: 1,
        side_id: 1,
      }),
    );
    expect(response.status).toBe(201);
    const body = response.json;
    expect(body).toMatchObject({
      status_id: 5,
      status: { id: 5, name: 'Incompleto' },
      store: { id: companyA },
      category: { id: 1, name: 'Puertas' },
      model: { id: jetta.id, name: 'Jetta' },
      years: [
        { id: 2014, name: '2014' },
        { id: 2015, name: '2015' },
        { id: 2016, name: '2016' },
      ],
      autopart_number: '5C6837461',
      location: { id: locationA1.id, name: 'P1-C1-1A' },
      sale_price: 0,
      quality: 0,
      version: 1,
      images: [],
    });
    expect(body.name).toBe(
      generatePartName({
        category: 'Puertas',
        model: 'Jetta',
        years: [2014, 2015, 2016],
        position: 'Delantera',
        side: 'Izquierda',
        make: body.make.name,
      }),
    );
    // A capturist does not see the Actividad tab; the entry is there all the same.
    expect(body).not.toHaveProperty('activity');
    expect(await activitiesOf(body.id)).toEqual(['Autoparte creada']);
    const row = await partRow(body.id);
    expect(row.companyId).toBe(companyA);
    expect(row.createdBy).toBe(capturistA.user.id);
    expect(row.years).toEqual([2014, 2015, 2016]);
  });

  it('keeps a given name, allows 61 characters and refuses more than 120', async () => {
    const long = 'P'.repeat(61);
    const ok = await adminA.post('/api/autoparts/store', newPart({ name: long }));
    expect(ok.status).toBe(201);
    expect(ok.json.name).toBe(long);
    const tooLong = await adminA.post('/api/autoparts/store', newPart({ name: 'P'.repeat(121) }));
    expect(tooLong.status).toBe(422);
    expect(tooLong.json.errors.name).toEqual(['El nombre no puede tener más de 120 caracteres.']);
  });

  it('moves a complete new part to Disponible', async () => {
    const response = await adminA.post(
      '/api/autoparts/store',
      newPart({ model_id: jetta.id, sale_price: 1500, quality: 4, shipping_type_id: 3 }),
    );
    expect(response.status).toBe(201);
    expect(response.json).toMatchObject({ status_id: 1, sale_price: 1500, quality: 4, shipping_type_id: 3 });
  });

  it('lets roles 1, 2 and 5 choose the new part’s status: Disponible when complete, or Incompleto', async () => {
    const complete = newPart({ model_id: jetta.id, sale_price: 1500 });
    const available = await supervisorA.post('/api/autoparts/store', { ...complete, status_id: 1 });
    expect(available.status).toBe(201);
    expect(available.json.status_id).toBe(1);
    const kept = await superadminA.post('/api/autoparts/store', { ...complete, status_id: 5 });
    expect(kept.json.status_id).toBe(5);

    const noPrice = await adminA.post('/api/autoparts/store', newPart({ model_id: jetta.id, status_id: 1 }));
    expect(noPrice.status).toBe(422);
    expect(noPrice.json.errors.status_id).toEqual(['Para guardarla como Disponible le falta: precio.']);
    const sold = await adminA.post('/api/autoparts/store', { ...complete, status_id: 4 });
    expect(sold.status).toBe(422);
    expect(sold.json.errors.status_id).toEqual([
      'Una autoparte nueva se guarda como Disponible o Incompleto.',
    ]);
    // A capture clerk's part starts Incompleto; choosing its status is not the clerk's.
    const clerk = await capturistA.post(
      '/api/autoparts/store',
      newPart({ model_id: jetta.id, status_id: 1 }),
    );
    expect(clerk.status).toBe(403);
  });

  it('answers 422 per field for ids that do not exist', async () => {
    const response = await adminA.post('/api/autoparts/store', {
      make_id: 999_999,
      category_id: 999_999,
      model_id: 999_999,
      condition_id: 999,
      origin_id: 999,
      location_id: 999_999,
      store_ml_id: 999_999,
      shipping_type_id: 999,
    });
    expect(response.status).toBe(422);
    expect(response.json.errors).toMatchObject({
      make_id: ['La marca seleccionada no existe.'],
      category_id: ['La autoparte seleccionada no existe.'],
      model_id: ['El modelo seleccionado no existe.'],
      condition_id: ['La condición seleccionada no existe.'],
      origin_id: ['El origen seleccionado no existe.'],
      location_id: ['La ubicación seleccionada no existe.'],
      store_ml_id: ['La tienda de Mercado Libre seleccionada no existe.'],
      shipping_type_id: ['El tipo de envío seleccionado no existe.'],
    });
    const count = await ctx.db.select({ id: parts.id }).from(parts).where(eq(parts.makeId, 999_999));
    expect(count).toEqual([]);
  });

  it('refuses another company’s location and marketplace account as if they did not exist', async () => {
    const response = await adminA.post(
      '/api/autoparts/store',
      newPart({ location_id: locationB.id, store_ml_id: accountB }),
    );
    expect(response.status).toBe(422);
    expect(response.json.errors.location_id).toEqual(['La ubicación seleccionada no existe.']);
    expect(response.json.errors.store_ml_id).toEqual(['La tienda de Mercado Libre seleccionada no existe.']);
  });

  it('refuses a model of another make', async () => {
    const response = await adminA.post('/api/autoparts/store', newPart({ model_id: civic.id }));
    expect(response.status).toBe(422);
    expect(response.json.errors.model_id).toEqual(['El modelo no corresponde a la marca seleccionada.']);
  });

  it.each([
    [1500.5, PRICE_MESSAGE],
    ['1500.50', PRICE_MESSAGE],
    ['abc', PRICE_MESSAGE],
    ['12e3', PRICE_MESSAGE],
    [true, PRICE_MESSAGE],
    [-1, 'El precio no puede ser negativo.'],
    [100_000_000, 'El precio es demasiado grande.'],
  ])('refuses the price %s', async (price, message) => {
    const response = await adminA.post('/api/autoparts/store', newPart({ sale_price: price }));
    expect(response.status).toBe(422);
    expect(response.json.errors.sale_price).toEqual([message]);
  });

  it.each([[6], [-1], [2.5], ['cinco']])('refuses the quality %s', async (quality) => {
    const response = await adminA.post('/api/autoparts/store', newPart({ quality }));
    expect(response.status).toBe(422);
    expect(response.json.errors.quality).toEqual(['La calidad debe ser de 0 a 5 estrellas.']);
  });

  it('reads a typed price with $ and thousands separators', async () => {
    const response = await adminA.post('/api/autoparts/store', newPart({ sale_price: '$1,500' }));
    expect(response.status).toBe(201);
    expect(response.json.sale_price).toBe(1500);
  });

  it('refuses the "Administrador y Supervisor" fields from a capturist, unless left at their defaults', async () => {
    const price = await capturistA.post('/api/autoparts/store', newPart({ sale_price: 1500 }));
    expect(price.status).toBe(403);
    expect(price.json.message).toBe('Solo un administrador o supervisor puede cambiar el precio.');
    const shipping = await capturistA.post('/api/autoparts/store', newPart({ shipping_type_id: 3 }));
    expect(shipping.status).toBe(403);
    const defaults = await capturistA.post(
      '/api/autoparts/store',
      newPart({ sale_price: 0, quality: 0, store_ml_id: null, shipping_type_id: null }),
    );
    expect(defaults.status).toBe(201);
  });

  it('applies the category rules', async () => {
    const headlamp = await adminA.post(
      '/api/autoparts/store',
      newPart({ category_id: 71, position_id: 1, side_id: 1, bulb_tech_id: 1, bulb_pos_id: 1 }),
    );
    expect(headlamp.status).toBe(422);
    expect(headlamp.json.errors).toEqual({
      position_id: ['Esta autoparte no lleva posición.'],
      bulb_pos_id: ['La posición de luz solo aplica a luces stop.'],
    });

    const stopLight = await adminA.post(
      '/api/autoparts/store',
      newPart({ category_id: 144, side_id: 1, bulb_tech_id: 2, bulb_pos_id: 1 }),
    );
    expect(stopLight.status).toBe(422);
    expect(stopLight.json.errors).toEqual({ side_id: ['Esta autoparte no lleva lado.'] });

    const door = await adminA.post(
      '/api/autoparts/store',
      newPart({ includes_mirror: 1, bulb_tech_id: 1, shipping_type_id: 1 }),
    );
    expect(door.status).toBe(422);
    expect(door.json.errors).toEqual({
      bulb_tech_id: ['El tipo de bulbo solo aplica a faros, calaveras y luces stop.'],
      includes_mirror: ['La opción de luna solo aplica a espejos.'],
      shipping_type_id: ['Este tipo de envío no está disponible para esta autoparte.'],
    });

    const mirror = await adminA.post(
      '/api/autoparts/store',
      newPart({ category_id: 150, includes_mirror: 1, shipping_type_id: 1, position_id: 1, side_id: 2 }),
    );
    expect(mirror.status).toBe(201);
    expect(mirror.json).toMatchObject({ includes_mirror: true, shipping_type_id: 1, side_id: 2 });

    const lamp = await adminA.post(
      '/api/autoparts/store',
      newPart({ category_id: 71, side_id: 2, bulb_tech_id: 3, shipping_type_id: 2 }),
    );
    expect(lamp.status).toBe(201);
    expect(lamp.json).toMatchObject({ bulb_tech: { id: 3, name: 'LED' }, shipping_type_id: 2 });
  });

  it('limits the description to 10,000 characters and refuses a 10 MB body without a 500', async () => {
    const ok = await adminA.post('/api/autoparts/store', newPart({ description: 'a'.repeat(10_000) }));
    expect(ok.status).toBe(201);
    const tooLong = await adminA.post('/api/autoparts/store', newPart({ description: 'a'.repeat(10_001) }));
    expect(tooLong.status).toBe(422);
    expect(tooLong.json.errors.description).toEqual([
      'La descripción no puede tener más de 10,000 caracteres.',
    ]);
    const huge = await adminA.post(
      '/api/autoparts/store',
      newPart({ description: 'a'.repeat(10 * 1024 * 1024) }),
    );
    expect(huge.status).toBe(413);
    expect(huge.json.message).toBe('La solicitud es demasiado grande.');
  });

  it('refuses years outside 1900–2100', async () => {
    const response = await adminA.post('/api/autoparts/store', newPart({ years: [2015, 3000] }));
    expect(response.status).toBe(422);
    expect(response.json.errors['years.1']).toEqual(['Los años deben ser números entre 1900 y 2100.']);
  });
});

async function uploadTemp(session: Session, color: string) {
  const bytes = await sharp({ create: { width: 64, height: 48, channels: 3, background: color } })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'foto.jpg');
  const response = await session.request('POST', '/api/autoparts/images/uploadTemp', form);
  expect(response.status).toBe(201);
  return response.json as { id: number };
}

describe('POST /api/autoparts/store with photos', () => {
  it('gives the temporary uploads to the new part in the order sent', async () => {
    const first = await uploadTemp(capturistA, '#ff0000');
    const second = await uploadTemp(capturistA, '#00ff00');
    const response = await capturistA.post(
      '/api/autoparts/store',
      newPart({ images: [{ id: second.id }, { id: first.id }] }),
    );
    expect(response.status).toBe(201);
    expect(response.json.images.map((image: { id: number }) => image.id)).toEqual([second.id, first.id]);
    expect(response.json.images.map((image: { order: number }) => image.order)).toEqual([0, 1]);
    expect(response.json.url_thumbnail).toBe(response.json.images[0].url_thumbnail);
  });

  it('creates nothing when a photo is not the user’s temporary upload', async () => {
    const others = await uploadTemp(adminA, '#0000ff');
    const before = await ctx.db.select({ id: parts.id }).from(parts);
    const response = await capturistA.post('/api/autoparts/store', newPart({ images: [{ id: others.id }] }));
    expect(response.status).toBe(422);
    expect(response.json.errors.images).toBeDefined();
    expect(await ctx.db.select({ id: parts.id }).from(parts)).toHaveLength(before.length);
  });
});

describe('PUT /api/autoparts/update/{id}', () => {
  it('requires the version', async () => {
    const created = await part();
    const response = await adminA.put(`/api/autoparts/update/${created.id}`, { sale_price: 1500 });
    expect(response.status).toBe(422);
    expect(response.json.errors.version).toEqual([
      'Falta la versión de la autoparte. Recarga la página e inténtalo de nuevo.',
    ]);
    expect((await partRow(created.id)).salePrice).toBe(1200);
  });

  it('answers 409 for a stale version and writes nothing', async () => {
    const created = await part();
    const first = await adminA.put(`/api/autoparts/update/${created.id}`, { sale_price: 1500, version: 1 });
    expect(first.status).toBe(200);
    expect(first.json.autopart.version).toBe(2);
    const activityBefore = await activitiesOf(created.id);

    const second = await supervisorA.put(`/api/autoparts/update/${created.id}`, {
      sale_price: 999,
      description: 'Otra',
      version: 1,
    });
    expect(second.status).toBe(409);
    expect(second.json.message).toBe(CONFLICT);
    const row = await partRow(created.id);
    expect(row.salePrice).toBe(1500);
    expect(row.description).toBe('Descripción original');
    expect(row.version).toBe(2);
    expect(await activitiesOf(created.id)).toEqual(activityBefore);
  });

  it('keeps the fields the body leaves out', async () => {
    const created = await part({ quality: 3, shippingTypeId: 3, marketplaceAccountId: accountA });
    const response = await adminA.put(`/api/autoparts/update/${created.id}`, {
      sale_price: 1500,
      version: 1,
    });
    expect(response.status).toBe(200);
    const row = await partRow(created.id);
    expect(row).toMatchObject({
      salePrice: 1500,
      description: 'Descripción original',
      autopartNumber: '5C6837461',
      locationId: locationA1.id,
      modelId: jetta.id,
      conditionId: 2,
      originId: 1,
      positionId: 1,
      sideId: 1,
      quality: 3,
      shippingTypeId: 3,
      marketplaceAccountId: accountA,
      years: [2014, 2015, 2016],
      name: 'Puerta Jetta 2014-2016',
    });
  });

  it('writes one activity entry naming every change, and bumps the version', async () => {
    const created = await part();
    const response = await adminA.put(`/api/autoparts/update/${created.id}`, {
      sale_price: 1500,
      location_id: locationA2.id,
      side_id: null,
      years: [2013, 2016],
      description: 'Nueva descripción',
      version: 1,
    });
    expect(response.status).toBe(200);
    expect(response.json.sync).toBe(false);
    expect(response.json.autopart).toMatchObject({ version: 2, sale_price: 1500, side: null });
    expect(await activitiesOf(created.id)).toEqual([
      [
        'Descripción actualizada',
        'Años: 2014-2016 → 2013-2016',
        'Lado: Izquierda → (vacío)',
        'Ubicación: P1-C1-1A → P2-C3-2B',
        'Precio: $1,200 → $1,500',
      ].join('\n'),
    ]);
    expect((await partRow(created.id)).years).toEqual([2013, 2014, 2015, 2016]);
  });

  it('writes nothing when nothing changed', async () => {
    const created = await part();
    const response = await adminA.put(`/api/autoparts/update/${created.id}`, {
      sale_price: 1200,
      location_id: locationA1.id,
      years: ['2014', '2016'],
      version: 1,
    });
    expect(response.status).toBe(200);
    expect(response.json.autopart.version).toBe(1);
    expect(await activitiesOf(created.id)).toEqual([]);
  });

  it('moves an incomplete part to Disponible once it has a price, category, make and model', async () => {
    const created = await part({ statusId: 5, salePrice: 0 });
    const response = await supervisorA.put(`/api/autoparts/update/${created.id}`, {
      sale_price: 800,
      version: 1,
    });
    expect(response.status).toBe(200);
    expect(response.json.autopart.status).toEqual({ id: 1, name: 'Disponible' });
    expect(await activitiesOf(created.id)).toEqual(['Precio: $0 → $800\nEstatus: Incompleto → Disponible']);

    const noModel = await part({ statusId: 5, salePrice: 0, modelId: null });
    const stays = await supervisorA.put(`/api/autoparts/update/${noModel.id}`, {
      sale_price: 800,
      version: 1,
    });
    expect(stays.json.autopart.status_id).toBe(5);
  });

  it('lets the status selector set any status, the chosen 5 included', async () => {
    const created = await part({ statusId: 1 });
    const response = await adminA.put(`/api/autoparts/update/${created.id}`, { status_id: 5, version: 1 });
    expect(response.status).toBe(200);
    expect(response.json.autopart.status_id).toBe(5);
    const unknown = await adminA.put(`/api/autoparts/update/${created.id}`, { status_id: 99, version: 2 });
    expect(unknown.status).toBe(422);
    expect(unknown.json.errors.status_id).toEqual(['El estatus seleccionado no existe.']);
  });

  it('locks a sold part for everyone, role 1 included', async () => {
    const sold = await part({ statusId: 4 });
    for (const session of [superadminA, adminA, supervisorA, capturistA]) {
      const response = await session.put(`/api/autoparts/update/${sold.id}`, { name: 'Otro', version: 1 });
      expect(response.status).toBe(403);
      expect(response.json.message).toBe('La autoparte está vendida y ya no se puede editar.');
    }
    expect((await partRow(sold.id)).name).toBe('Puerta Jetta 2014-2016');
  });

  it('lets a capturist edit only at status 1 or 5, and never the admin fields', async () => {
    const available = await part({ statusId: 1 });
    const ok = await capturistA.put(`/api/autoparts/update/${available.id}`, {
      autopart_number: 'NUEVO-1',
      sale_price: 1200,
      quality: 0,
      version: 1,
    });
    expect(ok.status).toBe(200);
    expect(ok.json.autopart.autopart_number).toBe('NUEVO-1');

    const price = await capturistA.put(`/api/autoparts/update/${available.id}`, {
      sale_price: 1,
      version: 2,
    });
    expect(price.status).toBe(403);
    expect(price.json.message).toBe('Solo un administrador o supervisor puede cambiar el precio.');
    const status = await capturistA.put(`/api/autoparts/update/${available.id}`, {
      status_id: 2,
      version: 2,
    });
    expect(status.status).toBe(403);

    for (const statusId of [2, 3, 6]) {
      const locked = await part({ statusId });
      const response = await capturistA.put(`/api/autoparts/update/${locked.id}`, { name: 'X', version: 1 });
      expect(response.status).toBe(403);
      expect(response.json.message).toBe('Con tu rol no puedes editar esta autoparte en su estatus actual.');
    }
    const incomplete = await part({ statusId: 5, salePrice: 0 });
    const response = await capturistA.put(`/api/autoparts/update/${incomplete.id}`, {
      name: 'Y',
      version: 1,
    });
    expect(response.status).toBe(200);
  });

  it('locks a reserved part for administrators and supervisors, not for role 1', async () => {
    const reserved = await part({ statusId: 3 });
    expect((await adminA.put(`/api/autoparts/update/${reserved.id}`, { name: 'A', version: 1 })).status).toBe(
      403,
    );
    expect(
      (await supervisorA.put(`/api/autoparts/update/${reserved.id}`, { name: 'A', version: 1 })).status,
    ).toBe(403);
    expect(
      (await superadminA.put(`/api/autoparts/update/${reserved.id}`, { name: 'A', version: 1 })).status,
    ).toBe(200);
  });

  it('refuses a seller, and another company’s part', async () => {
    const created = await part();
    expect((await sellerA.put(`/api/autoparts/update/${created.id}`, { name: 'A', version: 1 })).status).toBe(
      403,
    );
    const outsider = await adminB.put(`/api/autoparts/update/${created.id}`, { name: 'A', version: 1 });
    expect(outsider.status).toBe(404);
    expect(outsider.json.message).toBe('No encontramos la autoparte.');
  });

  it('changes a listed part’s marketplace account only for role 1', async () => {
    const listed = await part({ marketplaceAccountId: accountA, mlId: 'MLM123', mlStatus: 'active' });
    const admin = await adminA.put(`/api/autoparts/update/${listed.id}`, {
      store_ml_id: accountA2,
      version: 1,
    });
    expect(admin.status).toBe(403);
    const same = await adminA.put(`/api/autoparts/update/${listed.id}`, {
      store_ml_id: accountA,
      sale_price: 1300,
      version: 1,
    });
    expect(same.status).toBe(200);
    expect(same.json.sync).toBe(false);
    const superadmin = await superadminA.put(`/api/autoparts/update/${listed.id}`, {
      marketplace_account_id: accountA2,
      version: 2,
    });
    expect(superadmin.status).toBe(200);
    expect(superadmin.json.autopart.store_ml).toEqual({ id: accountA2, name: 'Tienda Sur' });
    expect((await activitiesOf(listed.id)).at(-1)).toBe('Tienda de Mercado Libre: Tienda Norte → Tienda Sur');

    const unlisted = await part({ marketplaceAccountId: accountA });
    const ok = await adminA.put(`/api/autoparts/update/${unlisted.id}`, {
      store_ml_id: accountA2,
      version: 1,
    });
    expect(ok.status).toBe(200);
  });

  it('follows the listing status when the selector changes a listed part’s status', async () => {
    const listed = await part({ mlId: 'MLM124', mlStatus: 'active' });
    const response = await adminA.put(`/api/autoparts/update/${listed.id}`, { status_id: 2, version: 1 });
    expect(response.status).toBe(200);
    expect(response.json.autopart.ml_status).toBe('paused');
  });

  it('clears what a new category does not take, and refuses it when sent', async () => {
    const door = await part({ shippingTypeId: 3, bulbTechId: null });
    const response = await adminA.put(`/api/autoparts/update/${door.id}`, { category_id: 144, version: 1 });
    expect(response.status).toBe(200);
    expect(response.json.autopart).toMatchObject({
      category_id: 144,
      position_id: null,
      side_id: null,
      shipping_type_id: 3,
    });
    expect(await activitiesOf(door.id)).toEqual([
      'Autoparte: Puertas → Luces stop\nPosición: Delantera → (vacío)\nLado: Izquierda → (vacío)',
    ]);

    const other = await part();
    const sent = await adminA.put(`/api/autoparts/update/${other.id}`, {
      category_id: 144,
      position_id: 1,
      version: 1,
    });
    expect(sent.status).toBe(422);
    expect(sent.json.errors).toEqual({ position_id: ['Esta autoparte no lleva posición.'] });
    expect((await partRow(other.id)).categoryId).toBe(1);
  });

  it('clears the model with a new make unless the body names one of that make', async () => {
    const created = await part();
    const response = await adminA.put(`/api/autoparts/update/${created.id}`, {
      make_id: civic.makeId,
      version: 1,
    });
    expect(response.status).toBe(200);
    expect(response.json.autopart.model).toBeNull();
    const wrong = await adminA.put(`/api/autoparts/update/${created.id}`, { model_id: jetta.id, version: 2 });
    expect(wrong.status).toBe(422);
    expect(wrong.json.errors.model_id).toEqual(['El modelo no corresponde a la marca seleccionada.']);
  });

  it('validates references and another company’s location', async () => {
    const created = await part();
    const response = await adminA.put(`/api/autoparts/update/${created.id}`, {
      location_id: locationB.id,
      condition_id: 999,
      side_id: 'abc',
      version: 1,
    });
    expect(response.status).toBe(422);
    expect(response.json.errors.side_id).toEqual(['El lado seleccionado no existe.']);
    const references = await adminA.put(`/api/autoparts/update/${created.id}`, {
      location_id: locationB.id,
      condition_id: 999,
      version: 1,
    });
    expect(references.status).toBe(422);
    expect(references.json.errors).toEqual({
      location_id: ['La ubicación seleccionada no existe.'],
      condition_id: ['La condición seleccionada no existe.'],
    });
  });

  it('regenerates an emptied name and allows a long one', async () => {
    const created = await part();
    const emptied = await adminA.put(`/api/autoparts/update/${created.id}`, { name: '  ', version: 1 });
    expect(emptied.status).toBe(200);
    expect(emptied.json.autopart.name).toBe(
      generatePartName({
        category: 'Puertas',
        model: 'Jetta',
        years: [2014, 2015, 2016],
        position: 'Delantera',
        side: 'Izquierda',
        make: emptied.json.autopart.make.name,
      }),
    );
    const long = 'N'.repeat(61);
    const ok = await adminA.put(`/api/autoparts/update/${created.id}`, { name: long, version: 2 });
    expect(ok.status).toBe(200);
    expect(ok.json.autopart.name).toBe(long);
  });

  it('answers 404 for a deleted part and a bad id', async () => {
    const deleted = await part({ deletedAt: new Date() });
    expect((await adminA.put(`/api/autoparts/update/${deleted.id}`, { name: 'A', version: 1 })).status).toBe(
      404,
    );
    expect((await adminA.put('/api/autoparts/update/abc', { name: 'A', version: 1 })).status).toBe(404);
  });
});

describe('POST /api/autoparts/clone', () => {
  it('copies the descriptive fields into a new part at status 5, without photos or listing', async () => {
    const source = await part({
      agId: 8812,
      statusId: 1,
      quality: 4,
      shippingTypeId: 3,
      marketplaceAccountId: accountA,
      mlId: 'MLM999',
      mlStatus: 'active',
    });
    await ctx.db.insert(partImages).values({
      partId: source.id,
      storageKey: 'parts/a.jpg',
      thumbnailKey: 'parts/a.webp',
      width: 1,
      height: 1,
      sizeBytes: 1,
    });
    const response = await capturistA.post('/api/autoparts/clone', { id: source.id, name: 'ignorado' });
    expect(response.status).toBe(201);
    const clone = response.json;
    expect(clone.id).not.toBe(source.id);
    expect(clone).toMatchObject({
      name: 'Puerta Jetta 2014-2016',
      description: 'Descripción original',
      autopart_number: '5C6837461',
      category_id: 1,
      model_id: jetta.id,
      location_id: locationA1.id,
      position_id: 1,
      side_id: 1,
      condition_id: 2,
      origin_id: 1,
      quality: 4,
      sale_price: 1200,
      shipping_type_id: 3,
      status_id: 5,
      ag_id: null,
      ml_id: null,
      ml_status: null,
      store_ml: null,
      images: [],
      version: 1,
    });
    expect(await activitiesOf(clone.id)).toEqual([`Autoparte duplicada desde AV-${source.id}`]);
    expect(await activitiesOf(source.id)).toEqual([`Autoparte duplicada como AV-${clone.id}`]);
  });

  it('copies «También le queda a» with its search keys, never the marketplace’s verdicts', async () => {
    // A yard duplicates a left headlamp to list the right one: same vehicles (docs/product.md §10).
    const source = await part({ statusId: 1, mlId: 'MLM4242', mlStatus: 'active' });
    const vehicles = [
      { make_id: civic.makeId, model_id: civic.id, year_from: 2012, year_to: 2015 },
      { make_id: jetta.makeId, model_id: jetta.id, year_from: 2008, year_to: 2009 },
    ];
    const saved = await adminA.put(`/api/autoparts/${source.id}/compatibilities`, {
      compatibilities: vehicles,
    });
    expect(saved.status).toBe(200);
    await ctx.db.insert(partMlCompatibilityResults).values({
      partId: source.id,
      mlId: 'MLM4242',
      results: [],
      sentProductIds: ['P1'],
    });

    const response = await capturistA.post('/api/autoparts/clone', { id: source.id });
    expect(response.status).toBe(201);
    const cloneId: number = response.json.id;
    const shown = await capturistA.get(`/api/autoparts/${cloneId}/compatibilities`);
    expect(shown.status).toBe(200);
    expect(
      shown.json.compatibilities.map((row: Record<string, { id: number } | number>) => ({
        make_id: (row.make as { id: number }).id,
        model_id: (row.model as { id: number }).id,
        year_from: row.year_from,
        year_to: row.year_to,
      })),
    ).toEqual(vehicles);
    expect(shown.json.ml).toBeNull();
    expect(
      await ctx.db
        .select()
        .from(partMlCompatibilityResults)
        .where(eq(partMlCompatibilityResults.partId, cloneId)),
    ).toEqual([]);

    const [original, copy] = await Promise.all([partRow(source.id), partRow(cloneId)]);
    expect(copy.compatKeys).toEqual(original.compatKeys);
    expect(copy.compatKeys).toContain(`md:${civic.id}:2013`);
    expect(copy.compatText).toEqual(original.compatText);

    // Search by a vehicle only the compatibilities name finds the copy, by filter and by text.
    const byFilter = await adminA.post('/api/autoparts/searchInventory?page=1', {
      make: civic.makeId,
      model: civic.id,
      years: [2013],
    });
    expect(byFilter.json.data.map((row: { id: number }) => row.id)).toEqual(
      expect.arrayContaining([source.id, cloneId]),
    );
    const byText = await adminA.post('/api/autoparts/searchInventory?page=1', { number: 'civic 2014' });
    expect(byText.json.data.map((row: { id: number }) => row.id)).toContain(cloneId);

    // The copy's vehicles are its own: changing them leaves the original's alone.
    const changed = await adminA.put(`/api/autoparts/${cloneId}/compatibilities`, { compatibilities: [] });
    expect(changed.status).toBe(200);
    expect(
      await ctx.db.select().from(partCompatibilities).where(eq(partCompatibilities.partId, source.id)),
    ).toHaveLength(2);
  });

  it('duplicates a part without other vehicles with none', async () => {
    const source = await part({ statusId: 1 });
    const response = await adminA.post('/api/autoparts/clone', { id: source.id });
    expect(response.status).toBe(201);
    expect(
      await ctx.db.select().from(partCompatibilities).where(eq(partCompatibilities.partId, response.json.id)),
    ).toEqual([]);
    const copy = await partRow(response.json.id);
    expect(copy.compatKeys).toBeNull();
    expect(copy.compatText).toBeNull();
  });

  it('lets every role duplicate a part of its own company, at status 5 in that company', async () => {
    // docs/product.md §6: "All roles may use comments, description template, duplicate…".
    const source = await part({ statusId: 1 });
    for (const session of [superadminA, adminA, capturistA, sellerA, supervisorA]) {
      const response = await session.post('/api/autoparts/clone', { id: source.id });
      expect(response.status, `roles ${session.user.email}`).toBe(201);
      expect(response.json).toMatchObject({ status_id: 5, store: { id: companyA } });
      const [copy] = await ctx.db.select().from(parts).where(eq(parts.id, response.json.id));
      expect(copy).toMatchObject({ companyId: companyA, statusId: 5, createdBy: session.user.id });
    }
  });

  it('lets role 1 duplicate another company’s part, which stays in that company', async () => {
    const source = await part({ companyId: companyB, locationId: locationB.id, statusId: 1 });
    const response = await superadminA.post('/api/autoparts/clone', { id: source.id });
    expect(response.status).toBe(201);
    const [copy] = await ctx.db.select().from(parts).where(eq(parts.id, response.json.id));
    expect(copy).toMatchObject({ companyId: companyB, statusId: 5, locationId: locationB.id });
  });

  it('needs an existing part of the company', async () => {
    const source = await part();
    expect((await adminB.post('/api/autoparts/clone', { id: source.id })).status).toBe(404);
    const sellerB = await ctx.signedIn([4], companyB);
    expect((await sellerB.post('/api/autoparts/clone', { id: source.id })).status).toBe(404);
    const missing = await adminA.post('/api/autoparts/clone', {});
    expect(missing.status).toBe(422);
    expect(missing.json.errors.id).toEqual(['Indica la autoparte.']);
  });
});

describe('DELETE /api/autoparts/destroy/{id}', () => {
  it('is for role 1 only', async () => {
    const created = await part();
    for (const session of [adminA, supervisorA, capturistA, sellerA]) {
      expect((await session.delete(`/api/autoparts/destroy/${created.id}`)).status).toBe(403);
    }
    expect((await partRow(created.id)).deletedAt).toBeNull();
  });

  it('soft deletes with an activity entry; the part is gone from the screens', async () => {
    const created = await part({ mlId: 'MLM555', mlStatus: 'active' });
    const response = await superadminA.delete(`/api/autoparts/destroy/${created.id}`);
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ data: true });
    const row = await partRow(created.id);
    expect(row.deletedAt).toBeInstanceOf(Date);
    expect(await activitiesOf(created.id)).toEqual(['Autoparte eliminada']);
    expect((await superadminA.get(`/api/autoparts/showByUser/${created.id}`)).status).toBe(404);
    expect((await superadminA.delete(`/api/autoparts/destroy/${created.id}`)).status).toBe(404);
  });
});

describe('POST /api/autoparts/republish', () => {
  it('only republishes a listing under review', async () => {
    const active = await part({ mlId: 'MLM1', mlStatus: 'active' });
    const refused = await adminA.post('/api/autoparts/republish', { id: active.id });
    expect(refused.status).toBe(422);
    expect(refused.json.errors.ml_status).toEqual([
      'Solo se puede republicar una autoparte que Mercado Libre tiene en revisión.',
    ]);

    const review = await part({ mlId: 'MLM2', mlStatus: 'under_review' });
    const response = await capturistA.post('/api/autoparts/republish', { id: review.id });
    expect(response.status).toBe(200);
    expect(response.json.sync).toBe(false);
    expect(response.json.autopart.id).toBe(review.id);
    expect(await activitiesOf(review.id)).toEqual(['Republicación solicitada en Mercado Libre']);
    expect((await sellerA.post('/api/autoparts/republish', { id: review.id })).status).toBe(403);
  });
});

describe('GET /api/autoparts/description', () => {
  it('answers the company’s description template', async () => {
    const response = await capturistA.get('/api/autoparts/description');
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ description: TEMPLATE });
    expect((await adminB.get('/api/autoparts/description')).json).toEqual({ description: '' });
    expect((await ctx.client().get('/api/autoparts/description')).status).toBe(401);
  });

  it('is listed in the OpenAPI document with the other form calls', async () => {
    const response = await ctx.client().get('/api/openapi.json');
    expect(response.status).toBe(200);
    expect(Object.keys(response.json.paths)).toEqual(
      expect.arrayContaining([
        '/api/autoparts/store',
        '/api/autoparts/update/{id}',
        '/api/autoparts/clone',
        '/api/autoparts/destroy/{id}',
        '/api/autoparts/republish',
        '/api/autoparts/description',
      ]),
    );
  });
});
