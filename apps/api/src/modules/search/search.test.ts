import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertLocation, insertPart, referenceIds, searchTextOf } from '../../../test/factories.ts';
import { createTestContext } from '../../../test/helpers.ts';

let ctx: Awaited<ReturnType<typeof createTestContext>>;
let companyA: number;
let companyB: number;
const ids: Record<string, number> = {};

beforeAll(async () => {
  ctx = await createTestContext();
  companyA = (await ctx.createCompany('Yonke A')).id;
  companyB = (await ctx.createCompany('Yonke B')).id;
  const ref = await referenceIds(ctx.db);
  const jetta = await ref.model('Jetta');
  const tsuru = await ref.model('Tsuru');
  const versa = await ref.model('Versa');
  const sentra = await ref.model('Sentra');
  const front = await ref.byName((await import('../../db/schema/index.ts')).positions, 'Delantera');
  const { sides } = await import('../../db/schema/index.ts');
  const left = await ref.byName(sides, 'Izquierda');
  const right = await ref.byName(sides, 'Derecha');
  const shelf = await insertLocation(ctx.db, companyA, 'P1-C2-3B');
  const make = (model: { makeId: number; id: number }) => ({ makeId: model.makeId, modelId: model.id });

  ids.door = (
    await insertPart(ctx.db, {
      companyId: companyA,
      name: 'Puerta Jetta 2014-2016 Delantera Izquierda',
      categoryId: 1,
      ...make(jetta),
      years: [2014, 2015, 2016],
      positionId: front,
      sideId: left,
      locationId: shelf.id,
      salePrice: 3500,
      agId: 88120,
      autopartNumber: '5C6837461',
    })
  ).id;
  ids.calavera = (
    await insertPart(ctx.db, {
      companyId: companyA,
      name: 'Calavera Tsuru 2004',
      categoryId: 34,
      ...make(tsuru),
      years: [2004],
      salePrice: 800,
    })
  ).id;
  ids.faro = (
    await insertPart(ctx.db, {
      companyId: companyB,
      name: 'Faro Versa 2016-2019',
      categoryId: 71,
      ...make(versa),
      years: [2016, 2017, 2018, 2019],
      salePrice: 2200,
      mlId: 'MLM123456789',
      mlStatus: 'active',
    })
  ).id;
  ids.espejo = (
    await insertPart(ctx.db, {
      companyId: companyB,
      name: 'Espejo lateral Sentra 2013',
      categoryId: 150,
      ...make(sentra),
      years: [2013],
      sideId: right,
      salePrice: 1200,
    })
  ).id;
  ids.cofre = (
    await insertPart(ctx.db, {
      companyId: companyA,
      name: 'Cofre Tsuru 2010',
      categoryId: 44,
      ...make(tsuru),
      years: [2010],
      salePrice: 2500,
    })
  ).id;
  ids.sold = (
    await insertPart(ctx.db, {
      companyId: companyA,
      name: 'Calavera Tsuru 2005 vendida',
      categoryId: 34,
      ...make(tsuru),
      years: [2005],
      statusId: 4,
    })
  ).id;
  ids.reserved = (
    await insertPart(ctx.db, {
      companyId: companyA,
      name: 'Calavera Tsuru 2006 separada',
      categoryId: 34,
      ...make(tsuru),
      statusId: 3,
    })
  ).id;
  ids.incomplete = (
    await insertPart(ctx.db, {
      companyId: companyA,
      name: 'Calavera Tsuru 2007 incompleta',
      categoryId: 34,
      ...make(tsuru),
      statusId: 5,
      salePrice: 0,
    })
  ).id;
  ids.deleted = (
    await insertPart(ctx.db, {
      companyId: companyA,
      name: 'Calavera Tsuru borrada',
      categoryId: 34,
      ...make(tsuru),
      deletedAt: new Date(),
    })
  ).id;
  ids.wildcard = (
    await insertPart(ctx.db, { companyId: companyA, name: 'Moldura 50% descuento_especial', salePrice: 10 })
  ).id;
});

const namesOf = (response: { json: { data: { name: string }[] } }) =>
  response.json.data.map((row) => row.name);
const idsOf = (response: { json: { data: { id: number }[] } }) => response.json.data.map((row) => row.id);

describe('free text', () => {
  it('matches every word across name, category, make, model, position, side variants and years', async () => {
    const session = await ctx.signedIn([1], companyA);
    const search = (number: string) => session.post('/api/autoparts/search?page=1', { number });
    expect(idsOf(await search('puerta delantera izq jetta 2015'))).toEqual([ids.door]);
    expect(idsOf(await search('CALAVERA tsuru'))).toEqual([ids.calavera]);
    expect(idsOf(await search('faro versa 2018'))).toEqual([ids.faro]);
    expect(idsOf(await search('espejo derecho sentra'))).toEqual([ids.espejo]);
    expect(idsOf(await search('volkswagen puerta'))).toEqual([ids.door]);
  });

  it('finds Cofre by its variant "capo", with or without the accent', async () => {
    const session = await ctx.signedIn([1], companyA);
    expect(idsOf(await session.post('/api/autoparts/search', { number: 'capo' }))).toEqual([ids.cofre]);
    expect(idsOf(await session.post('/api/autoparts/search', { number: 'Capó tsuru' }))).toEqual([ids.cofre]);
  });

  it('still finds the part with a small typo', async () => {
    const session = await ctx.signedIn([1], companyA);
    expect(idsOf(await session.post('/api/autoparts/search', { number: 'calavera tzuru' }))).toEqual([
      ids.calavera,
    ]);
    expect(idsOf(await session.post('/api/autoparts/search', { number: 'calabera tsuru' }))).toEqual([
      ids.calavera,
    ]);
  });

  it('keeps the search document current when the location is renamed', async () => {
    const session = await ctx.signedIn([1], companyA);
    expect(idsOf(await session.post('/api/autoparts/searchInventory', { number: 'p1-c2-3b' }))).toEqual([
      ids.door,
    ]);
    expect(await searchTextOf(ctx.db, ids.door as number)).toContain('puerta');
  });

  it('keeps the fragment index’s copy of the document in step, and a sale does not rewrite it (migration 0024)', async () => {
    const copyOf = async (id: number) =>
      (
        await ctx.db.execute<{ search_text: string; version: string }>(
          sql`select search_text, xmin::text as version from part_search_texts where part_id = ${id}`,
        )
      ).rows[0];
    const shelf = await insertLocation(ctx.db, companyA, 'Rack Norte 7');
    const part = await insertPart(ctx.db, {
      companyId: companyA,
      name: 'Moldura Sentra 2012',
      locationId: shelf.id,
    });
    const written = await copyOf(part.id);
    expect(written?.search_text).toBe(await searchTextOf(ctx.db, part.id));

    // A status change leaves the document, and so its copy, untouched.
    await ctx.db.execute(sql`update parts set status_id = 3, sold_at = now() where id = ${part.id}`);
    expect(await copyOf(part.id)).toEqual(written);

    // A new name or a renamed location rewrite both, and a fragment finds the part by them.
    await ctx.db.execute(
      sql`update parts set name = 'Moldurita Sentra 2012', status_id = 1 where id = ${part.id}`,
    );
    await ctx.db.execute(sql`update locations set name = 'Rack Sur 9' where id = ${shelf.id}`);
    const renamed = await copyOf(part.id);
    expect(renamed?.search_text).toBe(await searchTextOf(ctx.db, part.id));
    expect(renamed?.search_text).toContain('moldurita');
    expect(renamed?.search_text).toContain('rack sur 9');
    const session = await ctx.signedIn([1], companyA);
    expect(idsOf(await session.post('/api/autoparts/searchInventory', { number: 'oldurit' }))).toEqual([
      part.id,
    ]);

    // A part removed from the table takes its copy with it (a statement trigger since migration
    // 0026, which dropped the foreign key), and one statement removing several takes exactly theirs.
    await ctx.db.execute(sql`delete from parts where id = ${part.id}`);
    expect(await copyOf(part.id)).toBeUndefined();
    const [first, second, kept] = await Promise.all(
      ['Faro uno', 'Faro dos', 'Faro tres'].map((name) => insertPart(ctx.db, { companyId: companyA, name })),
    );
    await ctx.db.execute(sql`delete from parts where id in (${first?.id}, ${second?.id})`);
    expect(await copyOf(first?.id ?? 0)).toBeUndefined();
    expect(await copyOf(second?.id ?? 0)).toBeUndefined();
    expect((await copyOf(kept?.id ?? 0))?.search_text).toContain('faro tres');
  });

  it('treats LIKE wildcards and quotes as plain text', async () => {
    const session = await ctx.signedIn([1], companyA);
    expect(idsOf(await session.post('/api/autoparts/search', { number: '50%' }))).toEqual([ids.wildcard]);
    expect(idsOf(await session.post('/api/autoparts/search', { number: 'descuento_' }))).toEqual([
      ids.wildcard,
    ]);
    expect(idsOf(await session.post('/api/autoparts/search', { number: '%' }))).toEqual([ids.wildcard]);
    expect((await session.post('/api/autoparts/search', { number: '100%' })).json.total).toBe(0);
    expect((await session.post('/api/autoparts/search', { number: "' or 1=1 --" })).status).toBe(200);
  });

  it('finds whole words, and falls back to word starts and fragments inside words', async () => {
    const session = await ctx.signedIn([1], companyA);
    const inventory = async (number: string) =>
      idsOf(await session.post('/api/autoparts/searchInventory', { number }));
    expect(await inventory('puerta delantera izquierda jetta')).toEqual([ids.door]);
    // Word starts: "izq" and "delan" begin words of the door's document.
    expect(await inventory('puerta delan izq jetta')).toEqual([ids.door]);
    // Nothing starts with "lantera" or "etta": each word is then looked for anywhere.
    expect(await inventory('lantera etta')).toEqual([ids.door]);
    // tsquery operators typed by the user are plain text, never syntax.
    for (const text of ['puerta & !jetta', "jetta:* | ''", 'puerta\\ (jetta)', '!', '&|']) {
      const response = await session.post('/api/autoparts/searchInventory', { number: text });
      expect(response.status).toBe(200);
    }
    expect(await inventory('jetta:*')).toEqual([ids.door]);
  });

  it('finds the singular for a plural and the plural for a singular, as whole words', async () => {
    const ref = await referenceIds(ctx.db);
    const sentra = await ref.model('Sentra');
    const doors = (
      await insertPart(ctx.db, {
        companyId: companyB,
        name: 'Puertas traseras Sentra 2013',
        categoryId: 1,
        makeId: sentra.makeId,
        modelId: sentra.id,
        years: [2013],
        salePrice: 4100,
      })
    ).id;
    const session = await ctx.signedIn([1], companyA);
    const inventory = async (number: string) =>
      idsOf(await session.post('/api/autoparts/searchInventory', { number })).sort();
    // "puerta" exists as a whole word (the Jetta door): the plural one must be found as well.
    expect(await inventory('puerta')).toEqual([ids.door, doors].sort());
    expect(await inventory('puertas')).toEqual([ids.door, doors].sort());
    expect(await inventory('faros versa')).toEqual([ids.faro]);
    expect(await inventory('puertas traseras sentra')).toEqual([doors]);
  });

  it('answers category + years the same through the (category, year) index', async () => {
    const session = await ctx.signedIn([1], companyA);
    const inventory = async (body: object) =>
      idsOf(await session.post('/api/autoparts/searchInventory', body));
    expect(await inventory({ category: 1, years: [2015, 2030] })).toEqual([ids.door]);
    expect(await inventory({ category: 1, years: [2030] })).toEqual([]);
    expect(await inventory({ category: 34, years: [2016] })).toEqual([]);
    expect(await inventory({ category: 2_147_483_647, years: [2016] })).toEqual([]);
  });
});

describe('identifiers', () => {
  it('AV-n opens exactly that part', async () => {
    const session = await ctx.signedIn([1], companyA);
    for (const text of [`AV-${ids.door}`, `av ${ids.door}`]) {
      expect(idsOf(await session.post('/api/autoparts/searchInventory', { number: text }))).toEqual([
        ids.door,
      ]);
    }
  });

  it('AG-n, a bare AG number, MLM ids and part numbers find their part first', async () => {
    const session = await ctx.signedIn([1], companyA);
    const first = async (number: string) =>
      idsOf(await session.post('/api/autoparts/searchInventory', { number }))[0];
    expect(await first('AG-88120')).toBe(ids.door);
    expect(await first('88120')).toBe(ids.door);
    expect(await first('MLM-123456789')).toBe(ids.faro);
    expect(await first('mlm123456789')).toBe(ids.faro);
    expect(await first('5c6837461')).toBe(ids.door);
    expect(await first(String(ids.calavera))).toBe(ids.calavera);
  });

  it('AG- with six digits finds the AG id, though it also reads like the last 8 of a VIN', async () => {
    // Another company and sold, so that the other tests' lists do not see it; role 1 sees it.
    const part = await insertPart(ctx.db, {
      companyId: companyB,
      name: 'Marcha de prueba AG',
      agId: 654321,
      statusId: 4,
    });
    const session = await ctx.signedIn([1], companyA);
    for (const number of ['AG-654321', 'ag 654321']) {
      expect(idsOf(await session.post('/api/autoparts/searchInventory', { number }))).toEqual([part.id]);
    }
  });

  it('has an index for AG ids across every company (the Buscador and role 1 look them up)', async () => {
    // The unique (company, AG id) index cannot serve a search of every company; without this one
    // a bare number read every part (bench:load "búsqueda AG-n", docs/performance.md).
    const index = await ctx.db.execute<{ indexdef: string }>(
      sql`select indexdef from pg_indexes where tablename = 'parts' and indexname = 'parts_ag_id_idx'`,
    );
    expect(index.rows[0]?.indexdef).toMatch(/USING btree \(ag_id\) WHERE \(ag_id IS NOT NULL\)/);
  });
});

describe('scoping', () => {
  it('the Buscador searches every company but hides reserved, sold, incomplete and deleted parts', async () => {
    for (const [roles, company] of [
      [[4], companyB],
      [[4], companyA],
      [[1], companyA],
    ] as const) {
      const session = await ctx.signedIn([...roles], company);
      const names = namesOf(await session.post('/api/autoparts/search', { number: 'calavera tsuru' }));
      expect(names).toEqual(['Calavera Tsuru 2004']);
      // Not even its exact id brings an Incompleto part into the Buscador.
      expect(idsOf(await session.post('/api/autoparts/search', { number: `AV-${ids.incomplete}` }))).toEqual(
        [],
      );
    }
  });

  it('Autopartes and Ventas show only the own company, with every status', async () => {
    const admin = await ctx.signedIn([2], companyA);
    const inventory = idsOf(await admin.post('/api/autoparts/searchInventory', { number: 'tsuru' }));
    expect(inventory.sort()).toEqual(
      [ids.calavera, ids.cofre, ids.sold, ids.reserved, ids.incomplete].sort(),
    );
    expect(idsOf(await admin.post('/api/autoparts/searchInventory', { number: 'versa' }))).toEqual([]);
    const sales = idsOf(await admin.post('/api/autoparts/searchSales', { number: 'tsuru' }));
    expect(sales.sort()).toEqual([ids.calavera, ids.cofre, ids.sold, ids.reserved, ids.incomplete].sort());
    const other = await ctx.signedIn([2], companyB);
    expect(idsOf(await other.post('/api/autoparts/searchSales', { number: 'tsuru' }))).toEqual([]);
  });

  it('role 1 sees every company and may filter by company', async () => {
    const root = await ctx.signedIn([1], companyA);
    expect(idsOf(await root.post('/api/autoparts/searchInventory', { number: 'versa' }))).toEqual([ids.faro]);
    expect(
      idsOf(await root.post('/api/autoparts/searchInventory', { store: { id: companyB }, number: 'versa' })),
    ).toEqual([ids.faro]);
    expect(
      idsOf(await root.post('/api/autoparts/searchInventory', { store: companyA, number: 'versa' })),
    ).toEqual([]);
  });

  it('refuses the lists a role may not open', async () => {
    const seller = await ctx.signedIn([4], companyA);
    expect((await seller.post('/api/autoparts/searchInventory', {})).status).toBe(403);
    const capturist = await ctx.signedIn([3], companyA);
    expect((await capturist.post('/api/autoparts/searchSales', {})).status).toBe(403);
    expect((await ctx.client().post('/api/autoparts/search', {})).status).toBe(419);
  });
});

describe('filters, sorting and pages', () => {
  it('combines filters given as objects or ids, years as OR', async () => {
    const session = await ctx.signedIn([1], companyA);
    const ref = await referenceIds(ctx.db);
    const tsuru = await ref.model('Tsuru');
    const result = await session.post('/api/autoparts/searchInventory', {
      make: { id: tsuru.makeId, name: 'Nissan' },
      model: tsuru.id,
      category: { id: 34 },
      years: [{ name: '2004' }, { name: '2005' }],
      status: [{ id: 1 }, { id: 4 }],
    });
    expect(idsOf(result).sort()).toEqual([ids.calavera, ids.sold].sort());
    const listed = await session.post('/api/autoparts/searchInventory', { status_ml: 'active' });
    expect(idsOf(listed)).toEqual([ids.faro]);
  });

  it('sorts by each option', async () => {
    const session = await ctx.signedIn([1], companyA);
    const prices = async (sort: string) =>
      (await session.post('/api/autoparts/searchInventory', { sort, status: [1] })).json.data.map(
        (row: { sale_price: number }) => row.sale_price,
      );
    const high = await prices('pricetohigh');
    expect(high).toEqual([...high].sort((a, b) => b - a));
    const low = await prices('pricetolow');
    expect(low).toEqual([...low].sort((a, b) => a - b));
    const az = namesOf(await session.post('/api/autoparts/searchInventory', { sort: 'atoz', status: [1] }));
    expect(az).toEqual([...az].sort((a, b) => (a < b ? -1 : 1)));
    const latest = idsOf(await session.post('/api/autoparts/searchInventory', { sort: 'latest' }));
    const oldest = idsOf(await session.post('/api/autoparts/searchInventory', { sort: 'oldest' }));
    expect(latest).toEqual([...oldest].reverse());
  });

  it('answers the spec page shape and rows without secrets', async () => {
    const session = await ctx.signedIn([1], companyA);
    const response = await session.post('/api/autoparts/searchInventory?page=1', { number: 'jetta' });
    expect(response.json).toMatchObject({
      from: 1,
      to: 1,
      total: 1,
      per_page: 50,
      current_page: 1,
      last_page: 1,
    });
    expect(response.json.data[0]).toMatchObject({
      id: ids.door,
      name: 'Puerta Jetta 2014-2016 Delantera Izquierda',
      sale_price: 3500,
      status: { id: 1, name: 'Disponible' },
      store: 'Yonke A',
      location: { name: 'P1-C2-3B' },
      ag_id: 88120,
      url_thumbnail: null,
    });
    const beyond = await session.post('/api/autoparts/searchInventory?page=99999', {});
    expect(beyond.status).toBe(200);
    expect(beyond.json.data).toEqual([]);
    expect(beyond.json.from).toBeNull();
  });
});

describe('bad input', () => {
  it('answers 422 in Spanish for unknown sorts, bad pages and wrong filter types', async () => {
    const session = await ctx.signedIn([1], companyA);
    const unknownSort = await session.post('/api/autoparts/search', { sort: 'cheapest' });
    expect(unknownSort.status).toBe(422);
    expect(unknownSort.json.errors.sort[0]).toBe('El orden no es válido.');
    for (const page of ['-1', '0', 'abc', '1.5', '100000000']) {
      const response = await session.post(`/api/autoparts/search?page=${page}`, {});
      expect(response.status).toBe(422);
      expect(response.json.errors.page[0]).toMatch(/página/);
    }
    const wrongTypes = await session.post('/api/autoparts/search', {
      make: 'Nissan',
      years: ['dos mil'],
      status: 'x',
    });
    expect(wrongTypes.status).toBe(422);
    expect(Object.keys(wrongTypes.json.errors).sort()).toEqual(['make', 'status', 'years']);
  });

  it('searches a 10,000-character text without failing', async () => {
    const session = await ctx.signedIn([1], companyA);
    const response = await session.post('/api/autoparts/search', { number: 'puerta '.repeat(1428) });
    expect(response.status).toBe(200);
    const tooLong = await session.post('/api/autoparts/search', { number: 'x'.repeat(10_001) });
    expect(tooLong.status).toBe(422);
  });
});
