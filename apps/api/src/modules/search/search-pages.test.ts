import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestContext } from '../../../test/helpers.ts';
import { COUNT_CAP } from './search-strategy.ts';

// A broad search (more matches than COUNT_CAP) pages by walking its sort's index. With `after`
// (the previous page's last part) the page continues from that part instead of skipping N×50.
let ctx: Awaited<ReturnType<typeof createTestContext>>;
let session: Awaited<ReturnType<typeof ctx.signedIn>>;
const MATCHES = COUNT_CAP + 600;
/**
 * Every tenth part is Incompleto (5): Autopartes lists it, the Buscador never does (docs/domain-rules.md,
 * "Buscador scope").
 */
let incomplete = new Set<number>();

type Page = { data: { id: number }[]; total_exact: boolean; current_page: number };

beforeAll(async () => {
  ctx = await createTestContext();
  const company = (await ctx.createCompany('Yonke páginas')).id;
  session = await ctx.signedIn([2], company);
  // Prices and names repeat, so the id must break every tie the same way in both paths.
  await ctx.db.execute(sql`
    insert into parts (company_id, name, sale_price, status_id, created_at)
    select ${company}, 'Bujía zzpagina ' || (n % 37), (n % 11) * 100, case when n % 10 = 0 then 5 else 1 end,
           now() - (n % 97) * interval '1 hour'
    from generate_series(1, ${MATCHES}) as n`);
  incomplete = new Set(
    (await ctx.db.execute<{ id: number }>(sql`select id from parts where status_id = 5`)).rows.map(
      (row) => row.id,
    ),
  );
  await ctx.db.execute(sql`analyze parts`);
});

async function page(
  sort: string,
  number: number,
  after?: number,
  list: 'searchInventory' | 'search' = 'searchInventory',
): Promise<Page> {
  const response = await session.post(`/api/autoparts/${list}?page=${number}`, {
    number: 'zzpagina',
    sort,
    after,
  });
  expect(response.status).toBe(200);
  return response.json as Page;
}
const idsOf = (result: Page) => result.data.map((row) => row.id);

describe('paging a broad search after the previous page’s last part', () => {
  for (const sort of ['latest', 'oldest', 'pricetohigh', 'pricetolow', 'atoz', 'ztoa']) {
    it(`gives the same pages as the page number alone (${sort})`, async () => {
      let previous = await page(sort, 1);
      expect(previous.total_exact).toBe(false); // the broad path
      for (const number of [2, 3, 7]) {
        const byNumber = await page(sort, number);
        // Pages 2 and 3 follow the page before; 7 follows 6, read by number first.
        const before = number === 7 ? await page(sort, 6) : previous;
        const byAfter = await page(sort, number, before.data.at(-1)?.id);
        expect(idsOf(byAfter)).toEqual(idsOf(byNumber));
        expect(byAfter.data).toHaveLength(50);
        previous = byNumber;
      }
    });
  }

  it('continues after the part given, whatever the page number says', async () => {
    const first = await page('latest', 1);
    const second = await page('latest', 2);
    expect(idsOf(await page('latest', 5, first.data.at(-1)?.id))).toEqual(idsOf(second));
  });

  it('falls back to the page number when the part given no longer exists or is not a number', async () => {
    const byNumber = await page('latest', 3);
    expect(idsOf(await page('latest', 3, 2_000_000_000))).toEqual(idsOf(byNumber));
    const text = await session.post('/api/autoparts/searchInventory?page=3', {
      number: 'zzpagina',
      after: 'x',
    });
    expect(text.status).toBe(422);
  });

  it('is ignored on page 1', async () => {
    const first = await page('latest', 1);
    expect(idsOf(await page('latest', 1, first.data.at(-1)?.id))).toEqual(idsOf(first));
  });
});

describe('the Buscador paged after the last part shown', () => {
  it('never lists an Incompleto part, also when the part given is one', async () => {
    expect(incomplete.size).toBe(MATCHES / 10);
    const shown = (result: Page) => result.data.filter((row) => incomplete.has(row.id));
    for (const sort of ['latest', 'pricetohigh', 'atoz']) {
      let previous = await page(sort, 1, undefined, 'search');
      expect(previous.total_exact, sort).toBe(false); // the broad path, where `after` is used
      for (const number of [2, 3]) {
        const byAfter = await page(sort, number, previous.data.at(-1)?.id, 'search');
        expect(byAfter.data).toHaveLength(50);
        expect(shown(byAfter), `${sort} p${number}`).toEqual([]);
        previous = byAfter;
      }
      // An Incompleto part's id as `after` (a stale or crafted one) only places the page.
      const fromIncomplete = await page(sort, 2, [...incomplete][5], 'search');
      expect(fromIncomplete.data.length).toBeGreaterThan(0);
      expect(shown(fromIncomplete)).toEqual([]);
    }
    // Autopartes, for the same company, does list them.
    const inventory = await page('latest', 1);
    expect(shown(inventory).length).toBeGreaterThan(0);
  });
});
