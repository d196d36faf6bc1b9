import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { insertLocation, insertPart } from '../../../test/factories.ts';
import { createTestContext } from '../../../test/helpers.ts';
import { connect } from '../../db/client.ts';
import { categories, parts, statuses } from '../../db/schema/index.ts';
import { findPartDetail } from '../parts/parts.queries.ts';
import { referenceCache } from './reference-cache.ts';

let ctx: Awaited<ReturnType<typeof createTestContext>>;
let companyA: number;
let companyB: number;

beforeAll(async () => {
  ctx = await createTestContext();
  companyA = (await ctx.createCompany('Yonke A')).id;
  companyB = (await ctx.createCompany('Yonke B')).id;
});

describe('reference names cache', () => {
  it('reads the lists once, and again after any change to them, in this and another process', async () => {
    const part = await insertPart(ctx.db, { companyId: companyA, name: 'Faro Versa', categoryId: 71 });
    const session = await ctx.signedIn([2], companyA);
    const categoryName = async () => (await session.get(`/api/autoparts/${part.id}`)).json.category.name;
    const cache = referenceCache(ctx.db);
    const original = await categoryName();
    const loads = cache.loads;
    await categoryName();
    await categoryName();
    expect(cache.loads).toBe(loads);

    // A second pool stands in for another process: it has its own cache and its own listener.
    const other = connect(ctx.database.url, 2);
    try {
      expect((await findPartDetail(other.db, part.id))?.category?.name).toBe(original);
      // Changed by plain SQL, as an operator or a later release would: the triggers notify everyone.
      await ctx.db.update(categories).set({ name: 'Faro delantero' }).where(eq(categories.id, 71));
      await vi.waitFor(async () => expect(await categoryName()).toBe('Faro delantero'), { timeout: 10_000 });
      await vi.waitFor(
        async () => expect((await findPartDetail(other.db, part.id))?.category?.name).toBe('Faro delantero'),
        { timeout: 10_000 },
      );
      expect(cache.loads).toBeGreaterThan(loads);
    } finally {
      await other.close();
      await ctx.db.update(categories).set({ name: original }).where(eq(categories.id, 71));
    }
  });

  it('a renamed status is seen by the detail and the lists', async () => {
    const part = await insertPart(ctx.db, { companyId: companyA, name: 'Calavera Tsuru', statusId: 1 });
    const session = await ctx.signedIn([2], companyA);
    expect((await session.get(`/api/autoparts/${part.id}`)).json.status.name).toBe('Disponible');
    await ctx.db.update(statuses).set({ name: 'Lista para vender' }).where(eq(statuses.id, 1));
    try {
      await vi.waitFor(
        async () => {
          expect((await session.get(`/api/autoparts/${part.id}`)).json.status.name).toBe('Lista para vender');
          const list = await session.post('/api/autoparts/searchInventory?page=1', { number: 'calavera' });
          expect(list.json.data[0].status.name).toBe('Lista para vender');
        },
        { timeout: 10_000 },
      );
    } finally {
      await ctx.db.update(statuses).set({ name: 'Disponible' }).where(eq(statuses.id, 1));
    }
  });

  it('keeps the lists’ answers (/api/models…) until a change to a list is announced', async () => {
    const session = await ctx.signedIn([3], companyA);
    const modelNames = async () =>
      (await session.get('/api/models')).json.map((row: { name: string }) => row.name) as string[];
    const before = await modelNames();
    const models = await ctx.db.execute<{ id: number; name: string }>(
      sql`select id, name from models order by id limit 1`,
    );
    const model = models.rows[0];
    if (!model) throw new Error('no models');
    const response = await session.get('/api/models');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await modelNames()).toEqual(before);

    // Changed with the triggers off (nothing announced): the kept answer is still given, which shows it
    // is kept. Then an announced change (any row of the table) drops it.
    await ctx.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`update models set name = 'Modelo renombrado' where id = ${model.id}`);
    });
    try {
      expect(await modelNames()).toEqual(before);
      await ctx.db.execute(sql`update models set name = name where id = ${model.id}`);
      await vi.waitFor(async () => expect(await modelNames()).toContain('Modelo renombrado'), {
        timeout: 10_000,
      });
    } finally {
      await ctx.db.execute(sql`update models set name = ${model.name} where id = ${model.id}`);
    }
    await vi.waitFor(async () => expect(await modelNames()).toEqual(before), { timeout: 10_000 });
  });

  it('drops its copy when its listener connection is lost, and reads afresh meanwhile', async () => {
    const cache = referenceCache(ctx.db);
    await cache.get();
    const loads = cache.loads;
    await ctx.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'yonke-reference-listener' and datname = current_database()`,
    );
    await vi.waitFor(async () => {
      await cache.get();
      expect(cache.loads).toBeGreaterThan(loads);
    });
    // Listening again: a later change is still noticed.
    const part = await insertPart(ctx.db, { companyId: companyA, name: 'Espejo', categoryId: 150 });
    const before = (await findPartDetail(ctx.db, part.id))?.category?.name;
    await ctx.db.update(categories).set({ name: 'Espejo lateral' }).where(eq(categories.id, 150));
    try {
      await vi.waitFor(
        async () => expect((await findPartDetail(ctx.db, part.id))?.category?.name).toBe('Espejo lateral'),
        { timeout: 10_000 },
      );
    } finally {
      await ctx.db
        .update(categories)
        .set({ name: before ?? '' })
        .where(eq(categories.id, 150));
    }
  });
});

describe('what is never cached', () => {
  it('another company’s part, a deleted part and a sold part answer as they are now', async () => {
    const shelf = await insertLocation(ctx.db, companyB, 'B-1');
    const theirs = await insertPart(ctx.db, {
      companyId: companyB,
      name: 'Puerta Jetta ajena',
      locationId: shelf.id,
      finalPrice: 900,
    });
    const mine = await insertPart(ctx.db, {
      companyId: companyA,
      name: 'Puerta Jetta propia',
      salePrice: 1500,
    });
    const seller = await ctx.signedIn([2], companyA);
    const owner = await ctx.signedIn([2], companyB);

    // Warm everything up as the other company first.
    expect((await owner.get(`/api/autoparts/showByUser/${theirs.id}`)).json.final_price).toBe(900);
    const asSeller = await seller.get(`/api/autoparts/${theirs.id}`);
    expect(asSeller.status).toBe(200);
    expect(asSeller.json.final_price).toBeNull();
    expect(asSeller.json.comments).toBeUndefined();
    expect((await seller.get(`/api/autoparts/showByUser/${theirs.id}`)).status).toBe(404);
    const own = await seller.post('/api/autoparts/searchInventory?page=1', { number: 'puerta jetta' });
    expect(own.json.data.map((row: { id: number }) => row.id)).toEqual([mine.id]);

    // Sold: the detail and the Buscador show it at once.
    const buscador = async () =>
      (await seller.post('/api/autoparts/search?page=1', { number: 'puerta jetta propia' })).json.data.map(
        (row: { id: number }) => row.id,
      );
    expect(await buscador()).toEqual([mine.id]);
    const sold = await seller.put(`/api/autoparts/updateStatus/${mine.id}`, {
      status_id: 4,
      reason: 'Vendida en mostrador',
      final_price: 1400,
    });
    expect(sold.status).toBe(200);
    expect((await seller.get(`/api/autoparts/${mine.id}`)).json.status).toEqual({ id: 4, name: 'Vendido' });
    expect(await buscador()).toEqual([]);

    // Deleted: gone from the detail and the lists right after.
    await ctx.db.update(parts).set({ deletedAt: sql`now()` }).where(eq(parts.id, mine.id));
    expect((await seller.get(`/api/autoparts/${mine.id}`)).status).toBe(404);
    const after = await seller.post('/api/autoparts/searchInventory?page=1', { number: 'puerta jetta' });
    expect(after.json.data).toEqual([]);
  });
});
