import type { Database } from '../../db/client.ts';
import type { JobQueue } from '../../lib/jobs.ts';
import { logger } from '../../lib/logger.ts';
import { deleteExpiredSessions } from './auth.queries.ts';

export const EXPIRED_SESSIONS_QUEUE = 'auth-expired-sessions';
/**
 * Hourly: an expired session is already refused on every request (findSessionUser compares
 * expires_at), so deleting it only keeps the table from growing with every sign-in; the delete
 * walks sessions_expires_idx, so an hour's worth is a cheap run.
 */
export const EXPIRED_SESSIONS_CRON = '17 * * * *';

/** Expired sessions deleted by a schedule kept in pg-boss (one run per hour however many instances). */
export async function startExpiredSessionCleanup(deps: { db: Database; jobs: JobQueue }): Promise<void> {
  const { db, jobs } = deps;
  // A run that fails is simply made again at the next occurrence.
  await jobs.defineQueue(EXPIRED_SESSIONS_QUEUE, {
    retryLimit: 0,
    retryDelaySeconds: 60,
    expireInSeconds: 600,
  });
  await jobs.work(EXPIRED_SESSIONS_QUEUE, 1, async () => {
    const deleted = await deleteExpiredSessions(db);
    if (deleted > 0) logger.info({ deleted }, 'sesiones vencidas borradas');
    return { deleted };
  });
  await jobs.schedule(EXPIRED_SESSIONS_QUEUE, EXPIRED_SESSIONS_CRON, 'UTC');
  // Also once at start: a server that was off for days clears what expired meanwhile.
  await jobs.send(EXPIRED_SESSIONS_QUEUE, {});
}
