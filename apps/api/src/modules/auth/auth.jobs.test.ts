import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestContext } from '../../../test/helpers.ts';
import { sessions } from '../../db/schema/index.ts';
import { startJobQueue } from '../../lib/jobs.ts';
import { EXPIRED_SESSIONS_CRON, EXPIRED_SESSIONS_QUEUE, startExpiredSessionCleanup } from './auth.jobs.ts';

describe('the expired sessions schedule', () => {
  it('is kept in pg-boss, and deletes expired sessions while live ones keep working', async () => {
    const ctx = await createTestContext();
    const { db } = ctx;
    const expired = await ctx.signedIn([2]);
    const live = await ctx.signedIn([2], expired.companyId);
    await db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(sessions.userId, expired.user.id));
    const sessionsOf = async (userId: number) =>
      (await db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, userId))).length;
    expect(await sessionsOf(expired.user.id)).toBe(1);

    const jobs = await startJobQueue(ctx.database.url);
    afterAll(() => jobs.stop());
    await startExpiredSessionCleanup({ db, jobs });

    await expect.poll(() => sessionsOf(expired.user.id), { timeout: 20_000 }).toBe(0);
    expect(await sessionsOf(live.user.id)).toBe(1);
    expect((await live.get('/api/user')).status).toBe(200);
    expect((await expired.get('/api/user')).status).toBe(401);
    const schedule = await db.execute<{ cron: string; timezone: string }>(
      sql`select cron, timezone from pgboss.schedule where name = ${EXPIRED_SESSIONS_QUEUE}`,
    );
    expect(schedule.rows).toEqual([{ cron: EXPIRED_SESSIONS_CRON, timezone: 'UTC' }]);
  });
});
