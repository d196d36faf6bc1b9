import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestContext } from '../../../test/helpers.ts';

let ctx: Awaited<ReturnType<typeof createTestContext>>;

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
    const explains = () =>
      query.mock.calls.filter(([text]) => typeof text === 'string' && text.startsWith('explain')).length;
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
