import { beforeAll, describe, expect, it } from 'vitest';
import { insertPart, referenceIds } from '../../../test/factories.ts';
import { createMarketplaceContext, eventually } from '../../../test/marketplace-kit.ts';
import { partImages } from '../../db/schema/index.ts';

// Vehicle compatibilities, marketplace categories and required attributes (docs/product.md §10, compatibilities)
// against the fake Mercado Libre (apps/api/test/fake-ml/catalog.ts).

let t: Awaited<ReturnType<typeof createMarketplaceContext>>;
let accountId: number;
let ref: Awaited<ReturnType<typeof referenceIds>>;
const CATEGORY_DOORS = 1;
const CATEGORY_HEADLIGHTS = 71;

beforeAll(async () => {
  t = await createMarketplaceContext();
  accountId = (await t.connectedAccount()).id;
  ref = await referenceIds(t.db);
  // These first cases are the products search by chunks, as it worked until 2026-07-15; the
  // fake's default (and the last describe) is the documented replacement by domain and attributes.
  t.fake.state.catalog.chunksOff = false;
  // The strict categories of the fake (discovery suggests lenient ones): doors require
  // compatibilities, headlights a part number.
  expect(
    (await t.admin.put(`/api/ml/categories/${CATEGORY_DOORS}`, { ml_category_id: 'MLM191833' })).status,
  ).toBe(200);
  expect(
    (await t.admin.put(`/api/ml/categories/${CATEGORY_HEADLIGHTS}`, { ml_category_id: 'MLM194237' })).status,
  ).toBe(200);
});

/** A part for sale with one photo (a listing type that requires pictures is refused without). */
async function part(values: Record<string, unknown>) {
  const jetta = await ref.model('Jetta');
  const row = await insertPart(t.db, {
    companyId: t.admin.companyId,
    name: 'Puerta delantera izquierda Volkswagen Jetta',
    categoryId: CATEGORY_DOORS,
    makeId: jetta.makeId,
    modelId: jetta.id,
    years: [2012, 2013, 2014],
    conditionId: 2,
    sideId: 1,
    statusId: 1,
    salePrice: 3500,
    ...values,
  });
  await t.db.insert(partImages).values({
    partId: row.id,
    storageKey: `parts/${row.id}/a.jpg`,
    thumbnailKey: `t/${row.id}.webp`,
    width: 10,
    height: 10,
    sizeBytes: 1,
    position: 0,
  });
  return row;
}

async function list(partId: number, version: number) {
  return t.admin.put(`/api/autoparts/update/${partId}`, { version, store_ml_id: accountId });
}

describe('vehicle compatibilities on a listing', () => {
  it('lists a door (compatibilities required) with its vehicles and reports the unknown one', async () => {
    const door = await part({});
    const golf = await ref.model('Golf');
    const focus = await ref.model('Focus');
    const saved = await t.admin.put(`/api/autoparts/${door.id}/compatibilities`, {
      compatibilities: [
        { make_id: golf.makeId, model_id: golf.id, year_from: 2015, year_to: 2016 },
        { make_id: focus.makeId, model_id: focus.id, year_from: 2010, year_to: 2011 },
      ],
    });
    expect(saved.status).toBe(200);
    expect(saved.json.compatibilities).toHaveLength(2);

    const listed = await list(door.id, door.version);
    expect(listed.status).toBe(200);
    expect(listed.json.sync).toBe(true);
    const row = await t.partRow(door.id);
    const item = t.fake.state.items.get(row.mlId ?? '');
    expect(item?.category_id).toBe('MLM191833');
    expect(item?.status).toBe('active');
    // Accepted: the item no longer carries the incomplete_compatibilities tag.
    expect(item?.tags).toEqual([]);
    const sent = t.fake.state.catalog.compatibilities.get(item?.id ?? '') ?? [];
    // Jetta 2012-2014 and Golf 2015-2016, two versions a year; Focus is unknown to the fake.
    expect(sent).toHaveLength(10);
    expect(sent.map((entry) => entry.product_id)).toContain('MLM824043220121');
    // Position and side go in the restrictions where the category takes them (restrictions_status).
    expect(sent[0]?.note).toBeNull();
    expect(sent[0]?.restrictions).toEqual([
      { attribute_id: 'POSITION', attribute_values: [{ values: [{ value_name: 'Izquierdo' }] }] },
    ]);

    const shown = await t.admin.get(`/api/autoparts/${door.id}/compatibilities`);
    expect(shown.status).toBe(200);
    expect(shown.json.ml.results).toEqual([
      { label: 'Volkswagen Jetta 2012-2014', status: 'accepted' },
      { label: 'Volkswagen Golf 2015-2016', status: 'accepted' },
      { label: 'Ford Focus 2010-2011', status: 'not_found' },
    ]);
  });

  it('sends only new vehicles when a listed part gets another one', async () => {
    const door = await part({ name: 'Puerta trasera Jetta' });
    await list(door.id, door.version);
    const mlId = (await t.partRow(door.id)).mlId ?? '';
    expect(t.fake.state.catalog.compatibilities.get(mlId)).toHaveLength(6);
    const before = t.received(`/items/${mlId}/compatibilities`, 'POST').length;
    const vento = await ref.model('Vento');
    const saved = await t.admin.put(`/api/autoparts/${door.id}/compatibilities`, {
      compatibilities: [{ make_id: vento.makeId, model_id: vento.id, year_from: 2016, year_to: 2016 }],
    });
    expect(saved.status).toBe(200);
    await eventually(() => expect(t.fake.state.catalog.compatibilities.get(mlId)).toHaveLength(8));
    const calls = t.received(`/items/${mlId}/compatibilities`, 'POST').slice(before);
    expect(calls).toHaveLength(1);
    expect((calls[0]?.body as { products: unknown[] } | undefined)?.products).toHaveLength(2);
  });

  it('lists a door whose vehicle Mercado Libre does not know and reports it as an exception, once', async () => {
    const focus = await ref.model('Focus');
    const door = await part({ name: 'Puerta Focus', makeId: focus.makeId, modelId: focus.id, years: [2010] });
    const listed = await list(door.id, door.version);
    expect(listed.json.sync).toBe(true);
    const mlId = (await t.partRow(door.id)).mlId ?? '';
    expect(mlId).not.toBe('');
    const path = `/items/${mlId}/compatibilities/exception`;
    expect(t.received(path, 'POST').map((r) => r.body)).toEqual([
      { comment: 'Vehículo no disponible en el catálogo de Mercado Libre: Ford Focus 2010' },
    ]);
    expect(t.received(`/items/${mlId}/compatibilities`, 'POST').filter((r) => r.path !== path)).toHaveLength(
      0,
    );
    expect(t.fake.state.items.get(mlId)?.tags).not.toContain('incomplete_compatibilities');
    expect((await t.activityOf(door.id)).join('\n')).toContain('se informó como excepción de compatibilidad');
    // A later sync (a price change) neither asks again nor reports it twice.
    const before = t.received(path, 'GET').length;
    const current = await t.partRow(door.id);
    const changed = await t.admin.put(`/api/autoparts/update/${door.id}`, {
      version: current.version,
      sale_price: 3600,
    });
    expect(changed.status).toBe(200);
    await eventually(async () => expect(t.fake.state.items.get(mlId)?.price).toBe(3600));
    expect(t.received(path, 'POST')).toHaveLength(1);
    expect(t.received(path, 'GET')).toHaveLength(before);
  });

  it('a door without years is still refused before listing, in words', async () => {
    const door = await part({ name: 'Puerta sin años', years: [] });
    const creates = t.received('/items', 'POST').filter((r) => r.path === '/items').length;
    const listed = await list(door.id, door.version);
    expect(listed.json.sync).toBe(false);
    await eventually(async () =>
      expect((await t.activityOf(door.id)).join('\n')).toContain(
        'Mercado Libre exige vehículos compatibles en esta categoría y la pieza no tiene marca, modelo y años',
      ),
    );
    expect(t.received('/items', 'POST').filter((r) => r.path === '/items')).toHaveLength(creates);
  });

  it('lists a headlight (compatibilities optional) whose only vehicle ML does not know', async () => {
    const focus = await ref.model('Focus');
    const faro = await part({
      name: 'Faro Focus',
      categoryId: CATEGORY_HEADLIGHTS,
      autopartNumber: 'F0CU5',
      makeId: focus.makeId,
      modelId: focus.id,
      years: [2010],
    });
    const listed = await list(faro.id, faro.version);
    expect(listed.json.sync).toBe(true);
    const mlId = (await t.partRow(faro.id)).mlId ?? '';
    expect(t.fake.state.items.get(mlId)?.category_id).toBe('MLM194237');
    expect(t.received(`/items/${mlId}/compatibilities`, 'POST')).toHaveLength(0);
    const shown = await t.admin.get(`/api/autoparts/${faro.id}/compatibilities`);
    expect(shown.json.ml.results).toEqual([{ label: 'Ford Focus 2010', status: 'not_found' }]);
  });

  it('retries with back-off when the vehicle search is down, then lists with the vehicles', async () => {
    const sentra = await ref.model('Sentra');
    const door = await part({
      name: 'Puerta Sentra',
      makeId: sentra.makeId,
      modelId: sentra.id,
      years: [2015],
    });
    t.fake.state.faults.push({
      rule: { status: 503, path: '/catalog_compatibilities/products_search' },
      remaining: 3,
      until: null,
    });
    const listed = await list(door.id, door.version);
    expect(listed.json.sync).toBe(false);
    const mlId = await eventually(async () => {
      const row = await t.partRow(door.id);
      expect(row.mlId).toMatch(/^MLM/);
      return row.mlId ?? '';
    });
    expect((await t.activityOf(door.id)).join('\n')).toContain('(se reintentará)');
    await eventually(() => expect(t.fake.state.catalog.compatibilities.get(mlId)).toHaveLength(2));
    t.fake.state.faults.length = 0;
  });

  it('caches the vehicle resolution: a second part of the same model asks nothing again', async () => {
    const before = t.received('/catalog_compatibilities/products_search/chunks').length;
    const door = await part({ name: 'Puerta Jetta otra' });
    await list(door.id, door.version);
    expect((await t.partRow(door.id)).mlId).toMatch(/^MLM/);
    expect(t.received('/catalog_compatibilities/products_search/chunks')).toHaveLength(before);
  });
});

describe('required attributes', () => {
  it('does not send a part missing a required attribute and says what is missing', async () => {
    const requirements = await t.admin.get(`/api/ml/requirements?category_id=${CATEGORY_HEADLIGHTS}`);
    expect(requirements.status).toBe(200);
    expect(requirements.json).toMatchObject({
      available: true,
      ml_category_id: 'MLM194237',
      compatibilities_required: false,
      // What the part form checks before saving, with the sync's words (packages/domain).
      requires_picture: true,
      minimum_price: 35,
      pictures_public: true,
    });
    expect(requirements.json.condition_values.map((v: { name: string }) => v.name)).toContain('Nuevo');
    expect(t.received('/categories/MLM194237', 'GET').some((r) => r.path === '/categories/MLM194237')).toBe(
      true,
    );
    expect(requirements.json.required_attributes.map((a: { id: string }) => a.id)).toEqual([
      'BRAND',
      'PART_NUMBER',
    ]);

    const faro = await part({
      name: 'Faro Jetta sin número',
      categoryId: CATEGORY_HEADLIGHTS,
      autopartNumber: null,
    });
    const creates = t.received('/items', 'POST').filter((r) => r.path === '/items').length;
    const listed = await list(faro.id, faro.version);
    expect(listed.json.sync).toBe(false);
    await eventually(async () =>
      expect(await t.activityOf(faro.id)).toContain(
        'Mercado Libre: error — Para publicar en Mercado Libre falta: Número de parte (no se reintentará)',
      ),
    );
    expect(t.received('/items', 'POST').filter((r) => r.path === '/items')).toHaveLength(creates);
    expect((await t.partRow(faro.id)).mlId).toBeNull();
  });

  it('the fake refuses POST /items without a required attribute in Mercado Libre’s shape', async () => {
    const token = [...t.fake.state.accessTokens.keys()].at(-1) ?? '';
    const response = await fetch(`${t.fake.url}/items`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        family_name: 'Faro',
        price: 100,
        category_id: 'MLM194237',
        pictures: [{ source: 'https://http2.mlstatic.com/D_1-O.jpg' }],
        attributes: [],
      }),
    });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body).toMatchObject({ message: 'Validation error', error: 'validation_error', status: 400 });
    expect(body.cause[0].code).toBe('item.attributes.missing_required');
    expect(body.cause[0].message).toContain('[BRAND, PART_NUMBER]');
  });

  it('says so when our category has no marketplace category and discovery suggests none', async () => {
    await fetch(`${t.fake.url}/_fake/catalog/no-suggestion`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ q: 'Calaveras' }),
    });
    const requirements = await t.admin.get('/api/ml/requirements?category_id=34');
    expect(requirements.status).toBe(200);
    expect(requirements.json.message).toContain('no tiene categoría de Mercado Libre');
    expect(requirements.json.ml_category_id).toBeNull();
  });
});

describe('category mapping (role 1)', () => {
  it('lists and corrects a mapping; other roles are refused', async () => {
    // Espejos laterales: asked once to domain discovery, then kept.
    expect((await t.admin.get('/api/ml/requirements?category_id=150')).json.ml_category_id).toBe('MLM191101');
    const discoveries = t.received('/domain_discovery').length;
    await t.admin.get('/api/ml/requirements?category_id=150');
    expect(t.received('/domain_discovery')).toHaveLength(discoveries);
    const list = await t.admin.get('/api/ml/categories');
    expect(list.status).toBe(200);
    const row = (id: number) =>
      list.json.data.find((entry: { category: { id: number } }) => entry.category.id === id);
    expect(row(150)).toMatchObject({ ml_category_id: 'MLM191101', source: 'discovery' });
    expect(row(71)).toMatchObject({ ml_category_id: 'MLM194237', source: 'manual' });
    const fixed = await t.admin.put('/api/ml/categories/71', { ml_category_id: ' mlm2232 ' });
    expect(fixed.status).toBe(200);
    expect(fixed.json).toMatchObject({ ml_category_id: 'MLM2232', source: 'manual' });
    const bad = await t.admin.put('/api/ml/categories/71', { ml_category_id: 'MLM1\u0000' });
    expect(bad.status).toBe(422);
    const wrong = await t.admin.put('/api/ml/categories/71', { ml_category_id: 'MLA1234' });
    expect(wrong.status).toBe(422);
    expect(wrong.json.message).toContain('MLM1234');
    expect((await t.admin.put('/api/ml/categories/999999', { ml_category_id: 'MLM1' })).status).toBe(404);
    const manager = await t.signedIn([2], t.admin.companyId);
    expect((await manager.get('/api/ml/categories')).status).toBe(403);
    expect((await manager.put('/api/ml/categories/71', { ml_category_id: 'MLM1' })).status).toBe(403);
    await t.admin.put('/api/ml/categories/71', { ml_category_id: 'MLM194237' });
  });
});

describe('the compatibilities endpoint', () => {
  it('refuses bad input in Spanish and keeps nothing half-written', async () => {
    const door = await part({ name: 'Puerta validación' });
    const golf = await ref.model('Golf');
    const jetta = await ref.model('Jetta');
    const put = (compatibilities: unknown) =>
      t.admin.put(`/api/autoparts/${door.id}/compatibilities`, { compatibilities });
    const forty = await put([{ make_id: golf.makeId, model_id: golf.id, year_from: 1980, year_to: 2019 }]);
    expect(forty.status).toBe(422);
    expect(forty.json.message).toBe('El rango de años no puede ser de más de 30 años.');
    const reversed = await put([{ make_id: golf.makeId, model_id: golf.id, year_from: 2019, year_to: 2010 }]);
    expect(reversed.status).toBe(422);
    const focus = await ref.model('Focus');
    const wrongMake = await put([
      { make_id: golf.makeId, model_id: golf.id, year_from: 2015, year_to: 2016 },
      { make_id: golf.makeId, model_id: focus.id, year_from: 2015, year_to: 2016 },
    ]);
    expect(wrongMake.status).toBe(422);
    expect(wrongMake.json.errors['compatibilities.1.model_id']).toEqual([
      'El modelo no corresponde a la marca.',
    ]);
    expect((await t.admin.get(`/api/autoparts/${door.id}/compatibilities`)).json.compatibilities).toEqual([]);
    const text = await put([{ make_id: 'Golf\u0000', model_id: golf.id, year_from: 2015, year_to: 2016 }]);
    expect(text.status).toBe(422);

    // Duplicates collapse; two saves at once both succeed and leave one list.
    const row = { make_id: jetta.makeId, model_id: jetta.id, year_from: 2015, year_to: 2016 };
    const [a, b] = await Promise.all([put([row, row]), put([row])]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(
      (await t.admin.get(`/api/autoparts/${door.id}/compatibilities`)).json.compatibilities,
    ).toHaveLength(1);
  });

  it('checks company and role', async () => {
    const door = await part({ name: 'Puerta ajena' });
    const golf = await ref.model('Golf');
    const body = {
      compatibilities: [{ make_id: golf.makeId, model_id: golf.id, year_from: 2015, year_to: 2016 }],
    };
    const other = await t.signedIn([2]);
    expect((await other.get(`/api/autoparts/${door.id}/compatibilities`)).status).toBe(404);
    expect((await other.put(`/api/autoparts/${door.id}/compatibilities`, body)).status).toBe(404);
    const seller = await t.signedIn([4], t.admin.companyId);
    expect((await seller.put(`/api/autoparts/${door.id}/compatibilities`, body)).status).toBe(403);
    expect((await seller.get(`/api/autoparts/${door.id}/compatibilities`)).status).toBe(200);
    const sold = await part({ name: 'Puerta vendida', statusId: 3 });
    const manager = await t.signedIn([2], t.admin.companyId);
    expect((await manager.put(`/api/autoparts/${sold.id}/compatibilities`, body)).status).toBe(403);
    expect((await t.admin.get('/api/autoparts/abc/compatibilities')).status).toBe(404);
    expect((await seller.get('/api/ml/requirements?category_id=1')).status).toBe(403);
  });
});

describe('search by extra compatible vehicles', () => {
  it('finds a part by a vehicle of its compatibility list, by text and by filters', async () => {
    const golf = await ref.model('Golf');
    const jetta = await ref.model('Jetta');
    const mirror = await insertPart(t.db, {
      companyId: t.admin.companyId,
      name: 'Espejo lateral zzcompat',
      makeId: golf.makeId,
      modelId: golf.id,
      years: [2016],
      statusId: 1,
      categoryId: 1,
    });
    const search = (body: Record<string, unknown>) => t.admin.post('/api/autoparts/searchInventory', body);
    const ids = (response: { json: { data: { id: number }[] } }) => response.json.data.map((row) => row.id);
    expect(ids(await search({ number: 'zzcompat jetta 2012' }))).toEqual([]);

    const saved = await t.admin.put(`/api/autoparts/${mirror.id}/compatibilities`, {
      compatibilities: [{ make_id: jetta.makeId, model_id: jetta.id, year_from: 2011, year_to: 2013 }],
    });
    expect(saved.status).toBe(200);
    expect(ids(await search({ number: 'zzcompat jetta 2012' }))).toEqual([mirror.id]);
    expect(ids(await search({ model: jetta.id, years: [2012] }))).toContain(mirror.id);
    expect(ids(await search({ model: jetta.id, years: [2015] }))).not.toContain(mirror.id);
    // Its own vehicle still matches.
    expect(ids(await search({ model: golf.id, years: [2016] }))).toContain(mirror.id);
    // Category + years (answered by the (category, year) index and the compatibilities' index).
    expect(ids(await search({ category: 1, years: [2012] }))).toContain(mirror.id);
    expect(ids(await search({ category: 1, years: [2016] }))).toContain(mirror.id);
    expect(ids(await search({ category: 1, years: [2015] }))).not.toContain(mirror.id);
    // Removing the vehicle removes the match.
    await t.admin.put(`/api/autoparts/${mirror.id}/compatibilities`, { compatibilities: [] });
    expect(ids(await search({ model: jetta.id, years: [2012] }))).not.toContain(mirror.id);
    expect(ids(await search({ number: 'zzcompat jetta 2012' }))).toEqual([]);
  });
});

describe('compatibilities by domain and attributes (the search by chunks gone since 2026-07-15)', () => {
  beforeAll(() => {
    t.fake.state.catalog.chunksOff = true;
  });

  it('sends 300 vehicles in calls of at most 200, with positions as restrictions', async () => {
    const toyota = await Promise.all(
      [
        'Corolla',
        'Camry',
        'Hilux',
        'RAV4',
        'Tacoma',
        'Sienna',
        'Avanza',
        'Prius',
        'Highlander',
        'Tundra',
        'Yaris',
      ].map((name) => ref.model(name)),
    );
    const corolla = toyota[0]!;
    const door = await part({
      name: 'Puerta delantera izquierda Toyota',
      makeId: corolla.makeId,
      modelId: corolla.id,
      years: [2010],
      positionId: 1,
    });
    // Rows of at most 30 years each (the form's limit); 300 model-years in all.
    const spans: [string, number, number][] = [
      ['Corolla', 1993, 2009],
      ['Corolla', 2010, 2026],
      ['Camry', 1992, 2009],
      ['Camry', 2010, 2026],
      ['Hilux', 2005, 2026],
      ['RAV4', 1996, 2010],
      ['RAV4', 2011, 2026],
      ['Tacoma', 1995, 2010],
      ['Tacoma', 2011, 2026],
      ['Sienna', 1998, 2026],
      ['Avanza', 2007, 2026],
      ['Prius', 2004, 2026],
      ['Highlander', 2001, 2026],
      ['Tundra', 2000, 2026],
      ['Yaris', 2006, 2026],
    ];
    const byName = new Map(
      [
        'Corolla',
        'Camry',
        'Hilux',
        'RAV4',
        'Tacoma',
        'Sienna',
        'Avanza',
        'Prius',
        'Highlander',
        'Tundra',
        'Yaris',
      ].map((name, index) => [name, toyota[index]!]),
    );
    const rows = spans.map(([name, from, to]) => ({
      make_id: byName.get(name)!.makeId,
      model_id: byName.get(name)!.id,
      year_from: from,
      year_to: to,
      name,
    }));
    const vehicles = rows.reduce((sum, row) => sum + row.year_to - row.year_from + 1, 0);
    expect(vehicles).toBe(300);
    const saved = await t.admin.put(`/api/autoparts/${door.id}/compatibilities`, {
      compatibilities: rows.map(({ name: _name, ...row }) => row),
    });
    expect(saved.status).toBe(200);
    const listed = await list(door.id, door.version);
    expect(listed.status).toBe(200);
    const mlId = await eventually(async () => {
      const row = await t.partRow(door.id);
      expect(row.mlId).toMatch(/^MLM/);
      return row.mlId ?? '';
    });
    await eventually(() => expect(t.fake.state.catalog.compatibilities.get(mlId)).toHaveLength(300));
    const calls = t.received(`/items/${mlId}/compatibilities`, 'POST');
    const sizes = calls.map(
      (call) => (call.body as { products_families?: unknown[] }).products_families?.length,
    );
    expect(sizes).toEqual([200, 100]);
    const first = (calls[0]?.body as { products_families: Record<string, unknown>[] } | undefined)
      ?.products_families[0];
    expect(first).toMatchObject({
      domain_id: 'MLM-CARS_AND_VANS_FOR_COMPATIBILITIES',
      attributes: [
        { id: 'BRAND', value_id: expect.any(String) },
        { id: 'CAR_AND_VAN_MODEL', value_id: expect.any(String) },
        { id: 'YEAR', value_name: expect.stringMatching(/^\d{4}$/) },
      ],
      restrictions: [
        {
          attribute_id: 'POSITION',
          // One combination (front and left), as the documentation's MLM example.
          attribute_values: [{ values: [{ value_name: 'Delantero' }, { value_name: 'Izquierdo' }] }],
        },
      ],
    });
    expect(t.fake.state.items.get(mlId)?.tags).toEqual([]);
  }, 40_000);

  it('a door without position is listed, tagged incomplete by the marketplace, and the part says why', async () => {
    const versa = await ref.model('Versa');
    const door = await part({
      name: 'Puerta Versa',
      makeId: versa.makeId,
      modelId: versa.id,
      years: [2015],
      sideId: null,
    });
    await list(door.id, door.version);
    const mlId = await eventually(async () => {
      const row = await t.partRow(door.id);
      expect(row.mlId).toMatch(/^MLM/);
      return row.mlId ?? '';
    });
    expect(t.fake.state.items.get(mlId)?.tags).toContain('incomplete_position_compatibilities');
    expect((await t.activityOf(door.id)).join('\n')).toContain('Mercado Libre pide la posición');
  });

  it('a vehicle lookup that fails after the update never fails the sync that sent it', async () => {
    const kicks = await ref.model('Kicks');
    const door = await part({ name: 'Puerta Kicks', makeId: kicks.makeId, modelId: kicks.id, years: [2018] });
    await list(door.id, door.version);
    const row = await eventually(async () => {
      const current = await t.partRow(door.id);
      expect(current.mlId).toMatch(/^MLM/);
      return current;
    });
    // A vehicle of a make not looked up yet, whose lookup fails (top values answer 500 more
    // times than a call retries).
    const civic = await ref.model('Civic');
    t.fake.state.faults.push({ rule: { status: 500, path: '/top_values' }, remaining: 3, until: null });
    const saved = await t.admin.put(`/api/autoparts/${door.id}/compatibilities`, {
      compatibilities: [{ make_id: civic.makeId, model_id: civic.id, year_from: 2010, year_to: 2011 }],
    });
    expect(saved.status).toBe(200);
    const priced = await t.admin.put(`/api/autoparts/update/${door.id}`, {
      version: (await t.partRow(door.id)).version,
      sale_price: 3900,
    });
    expect(priced.status).toBe(200);
    await eventually(() => expect(t.fake.state.items.get(row.mlId ?? '')?.price).toBe(3900));
    await eventually(async () => {
      const activity = (await t.activityOf(door.id)).join('\n');
      expect(activity).toContain('No se pudieron enviar los vehículos compatibles');
    });
    t.fake.state.faults.length = 0;
  });

  it('reports a vehicle the marketplace does not know, by domain too', async () => {
    const focus = await ref.model('Focus');
    const march = await ref.model('March');
    const door = await part({ name: 'Puerta March', makeId: march.makeId, modelId: march.id, years: [2015] });
    await t.admin.put(`/api/autoparts/${door.id}/compatibilities`, {
      compatibilities: [{ make_id: focus.makeId, model_id: focus.id, year_from: 2010, year_to: 2010 }],
    });
    await list(door.id, door.version);
    await eventually(async () => expect((await t.partRow(door.id)).mlId).toMatch(/^MLM/));
    const shown = await t.admin.get(`/api/autoparts/${door.id}/compatibilities`);
    expect(shown.json.ml.results).toEqual([
      { label: 'Nissan March 2015', status: 'accepted' },
      { label: 'Ford Focus 2010', status: 'not_found' },
    ]);
  });
});
