import type { Database } from '../../db/client.ts';
import type { JobQueue } from '../../lib/jobs.ts';
import { logger } from '../../lib/logger.ts';
import { rebalanceNameSlices } from './search.queries.ts';

export const NAME_SLICES_QUEUE = 'search-name-slices';
/**
 * Every five minutes: slices grow with the parts written meanwhile, and a grown slice only makes
 * an A–Z search read more (never miss a part). A run with nothing to split counts every slice
 * through the name index: ~150 ms at 1,000,000 parts (docs/performance.md, tenth pass).
 */
export const NAME_SLICES_CRON = '*/5 * * * *';

/** The A–Z search's name slices (search.queries.ts, pageFromNameSlices) kept small, by a schedule. */
export async function startNameSliceSchedule(deps: { db: Database; jobs: JobQueue }): Promise<void> {
  const { db, jobs } = deps;
  // A run that fails is simply made again at the next occurrence.
  await jobs.defineQueue(NAME_SLICES_QUEUE, { retryLimit: 0, retryDelaySeconds: 60, expireInSeconds: 600 });
  await jobs.work(NAME_SLICES_QUEUE, 1, async () => {
    const splits = await rebalanceNameSlices(db);
    if (splits > 0) logger.info({ splits }, 'rebanadas de nombres divididas');
    return { splits };
  });
  await jobs.schedule(NAME_SLICES_QUEUE, NAME_SLICES_CRON, 'UTC');
  // Also once at start: a yard that imported its inventory and restarted need not wait.
  await jobs.send(NAME_SLICES_QUEUE, {});
}
