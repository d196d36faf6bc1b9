import { folio, lastDayLabel } from '@yonke/domain';
import type { AppDeps } from '../../lib/context.ts';
import type { JobQueue } from '../../lib/jobs.ts';
import { logger } from '../../lib/logger.ts';
import { requestMarketplaceSync } from '../marketplace/marketplace-sync.ts';
import * as queries from './sales.queries.ts';

export const QUOTE_HOLDS_QUEUE = 'sales-quote-holds';
/** Every five minutes: a hold lasts whole days, so a part is free again at most minutes after its date. */
export const QUOTE_HOLDS_CRON = '*/5 * * * *';

/** How many lapsed quotes one pass reads before locking them one by one. */
const RELEASE_BATCH = 100;

/**
 * Releases every quote hold whose date has passed: each in its own transaction on the quote's
 * locked row (the lock a conversion takes first too), so a conversion that got there first
 * finishes before the hold is judged again, and a conversion that comes after finds its parts
 * released and is refused as expired (`convert` in sales.service.ts). Returns the number of quotes
 * released.
 */
export async function releaseLapsedHolds(deps: AppDeps): Promise<number> {
  let released = 0;
  for (;;) {
    const candidates = await queries.lapsedHolds(deps.db, RELEASE_BATCH);
    let progress = false;
    for (const id of candidates) {
      const freed = await deps.db.transaction(async (tx) => {
        const quote = await queries.lockLapsedHold(tx, id);
        if (!quote) return undefined;
        const activity = `Se liberó: venció el apartado de la cotización ${folio(quote.series, quote.number)} (${lastDayLabel(quote.holdUntil)})`;
        const result = await queries.releaseHold(tx, quote.id, activity);
        // Another run released it while this one waited for the lock: nothing of it is counted.
        if (result.lines === 0) return undefined;
        return queries.listedParts(tx, result.parts);
      });
      if (freed === undefined) continue;
      progress = true;
      released += 1;
      // After the commit: the marketplace job must see the parts Disponible again.
      for (const partId of freed) await requestMarketplaceSync(deps, partId);
    }
    if (!progress || candidates.length < RELEASE_BATCH) return released;
  }
}

export async function startQuoteHoldRelease(deps: AppDeps & { jobs: JobQueue }): Promise<void> {
  const { jobs } = deps;
  // A run that fails is simply made again at the next occurrence.
  await jobs.defineQueue(QUOTE_HOLDS_QUEUE, { retryLimit: 0, retryDelaySeconds: 60, expireInSeconds: 600 });
  await jobs.work(QUOTE_HOLDS_QUEUE, 1, async () => {
    const released = await releaseLapsedHolds(deps);
    if (released > 0) logger.info({ released }, 'apartados de cotizaciones liberados');
    return { released };
  });
  await jobs.schedule(QUOTE_HOLDS_QUEUE, QUOTE_HOLDS_CRON, 'UTC');
  // Also once at start: holds that lapsed while the server was down are released now.
  await jobs.send(QUOTE_HOLDS_QUEUE, {});
}
