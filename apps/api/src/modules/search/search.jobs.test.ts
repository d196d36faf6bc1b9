import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/helpers.ts';
import { companies } from '../../db/schema/index.ts';
import { startJobQueue } from '../../lib/jobs.ts';
import { NAME_SLICES_CRON, NAME_SLICES_QUEUE, startNameSliceSchedule } from './search.jobs.ts';
import { NAME_SLICE_PARTS } from './search.queries.ts';

describe('the name slices schedule', () => {
  it('is kept in pg-boss, and cuts the slices once at start', async () => {
    const database = await createTestDatabase();
    const { db } = database;
    const [company] = await db
      .insert(companies)
      .values({ name: 'Yonke rebanadas', phone: '8110000000' })
      .returning();
    // Three times the size of a slice, all in the first one (no slice has been cut yet).
    await db.execute(sql`
      insert into parts (company_id, name, sale_price, status_id)
      select ${company?.id}, 'Faro ' || n, 100, 1 from generate_series(1, ${3 * NAME_SLICE_PARTS}) as n`);
    const slices = async () =>
      (await db.execute<{ n: number }>(sql`select count(*)::int as n from name_slices`)).rows[0]?.n;
    expect(await slices()).toBe(1);

    const jobs = await startJobQueue(database.url);
    afterAll(() => jobs.stop());
    await startNameSliceSchedule({ db, jobs });

    await expect.poll(slices, { timeout: 20_000 }).toBe(3);
    const schedule = await db.execute<{ cron: string }>(
      sql`select cron from pgboss.schedule where name = ${NAME_SLICES_QUEUE}`,
    );
    expect(schedule.rows).toEqual([{ cron: NAME_SLICES_CRON }]);
  });
});
