import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestContext } from '../../../test/helpers.ts';

let ctx: Awaited<ReturnType<typeof createTestContext>>;

/** How many statements a spy on the pool's query saw whose text matches (string or config form). */
function sentMatching(query: { mock: { calls: unknown[][] } }, pattern: RegExp): number {
  return query.mock.calls.filter(([config]) => {
    const text = typeof config === 'string' ? config : (config as { text?: string } | undefined)?.text;
    return pattern.test(text ?? '');
  }).length;
}

beforeAll(async () => {
  ctx = await createTestContext();
});

describe('the planner estimate of a search', () => {
  it('is asked once while the same search is paged through, and again for another search', async () => {
    const company = (await ctx.createCompany('Yonke estimaciones')).id;
    await ctx.db.execute(sql`
      insert into parts (company_id, name, sale_price, status_id)
      select ${company}, 'Moldura zzestimada ' || n, 100 * n, 1 from generate_series(1, 60) as n`);
    const session = await ctx.signedIn([2], company);
    // A spy, not a stand-in: every query still reaches PostgreSQL; it only counts the EXPLAINs.
    const query = vi.spyOn(ctx.db.$client, 'query');
    const explains = () => sentMatching(query, /^explain/);
    try {
      const first = await session.post('/api/autoparts/searchInventory?page=1', {
        number: 'moldura zzestimada',
      });
      expect(first.json.total).toBe(60);
      const asked = explains();
      expect(asked).toBe(1);
      const second = await session.post('/api/autoparts/searchInventory?page=2', {
        number: 'moldura zzestimada',
      });
      expect(second.json.data.length).toBeGreaterThan(0);
      expect(explains()).toBe(asked);
      await session.post('/api/autoparts/searchInventory?page=1', { number: 'moldura zzestimada 5' });
      expect(explains()).toBeGreaterThan(asked);
    } finally {
      query.mockRestore();
    }
  });
});

describe('a broad search, bounded by the date statistics or sorted by price', () => {
  it('gives the same pages as the plain walk, also when the bound misses the matches', async () => {
    const company = (await ctx.createCompany('Yonke cotas')).id;
    // 2,100 parts with the word among 42,000: broad (over COUNT_CAP) yet rare, so that walking the
    // date index would read ~20 parts per match. They are the newest parts, so the bound of the
    // oldest-first order finds none and the page is asked again without it; and the dearest, so a
    // walk of the price index from the cheap end would pass every other part first.
    await ctx.db.execute(sql`
      insert into parts (company_id, name, sale_price, status_id, created_at)
      select ${company}, case when n % 20 = 0 then 'Cofre zzcota ' || n else 'Relleno ' || n end,
        case when n % 20 = 0 then 90000 + n else n % 5000 end, 1,
        case when n % 20 = 0 then now() - n * interval '1 second' else now() - n * interval '1 hour' end
      from generate_series(1, 42000) as n`);
    await ctx.db.execute(sql`analyze parts`);
    const session = await ctx.signedIn([2], company);
    // A spy, not a stand-in: every query still reaches PostgreSQL; it only records their text.
    const query = vi.spyOn(ctx.db.$client, 'query');
    const bounded = () => sentMatching(query, /p\.(created_at|sale_price) (>=|<=)/);
    const sorted = () => sentMatching(query, /order by p\.sale_price \+ 0/);
    const expected = async (order: string, offset: number) =>
      (
        await ctx.db.execute<{ id: number }>(
          sql.raw(`select id from parts where company_id = ${company} and name like 'Cofre zzcota%'
            order by ${order} limit 50 offset ${offset}`),
        )
      ).rows.map((row) => row.id);
    const ids = (json: { data: { id: number }[] }) => json.data.map((row) => row.id);
    try {
      for (const [sort, order] of [
        ['latest', 'created_at desc, id desc'],
        ['oldest', 'created_at asc, id asc'],
        ['pricetolow', 'sale_price asc, id asc'],
        ['pricetohigh', 'sale_price desc, id desc'],
      ] as const) {
        for (const page of [1, 3]) {
          const before = { bounded: bounded(), sorted: sorted() };
          const result = await session.post(`/api/autoparts/searchInventory?page=${page}`, {
            number: 'zzcota',
            sort,
          });
          expect(result.status).toBe(200);
          expect(ids(result.json), `${sort}, page ${page}`).toEqual(await expected(order, (page - 1) * 50));
          // By date, each page was asked with a bound first (oldest first, the bound finds no match
          // and the page is asked again without it); by price, the 2,100 matches were sorted.
          const byPrice = sort.startsWith('price');
          expect(bounded(), `${sort}, page ${page}`).toBe(before.bounded + (byPrice ? 0 : 1));
          expect(sorted(), `${sort}, page ${page}`).toBe(before.sorted + (byPrice ? 1 : 0));
        }
      }
    } finally {
      query.mockRestore();
    }
  });
});

describe('the indexes a broad search walks', () => {
  it('give every list order with its id tie-break, so the walk stops after its page', async () => {
    // Prices come in steps and an import gives its whole batch one created_at: with the column
    // alone in the index, a walk would read every part tied with the page's last one and sort
    // them (an Incremental Sort in the plan). Scans other than an index walk are switched off so
    // the plan shows whether an index gives the whole order.
    const walks = [
      'order by p.created_at desc, p.id desc',
      'order by p.created_at asc, p.id asc',
      'order by p.sale_price asc, p.id asc',
      'order by p.sale_price desc, p.id desc',
      'order by p.name asc, p.id asc',
      'order by p.name desc, p.id desc',
      'where p.company_id = 1 order by p.created_at desc, p.id desc',
    ];
    const client = await ctx.db.$client.connect();
    try {
      await client.query('begin');
      await client.query('set local enable_seqscan = off');
      await client.query('set local enable_bitmapscan = off');
      for (const walk of walks) {
        const plan = await client.query(`explain select p.id from parts p ${walk} limit 50`);
        const text = plan.rows.map((row: { 'QUERY PLAN': string }) => row['QUERY PLAN']).join('\n');
        expect(text, walk).toMatch(/Index (Only )?Scan/);
        expect(text, walk).not.toMatch(/Sort/);
      }
    } finally {
      await client.query('rollback');
      client.release();
    }
  });
});
