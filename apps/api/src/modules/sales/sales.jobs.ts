import { folio, lastDayLabel } from '@yonke/domain';
import type { AppDeps } from '../../lib/context.ts';
import type { JobQueue } from '../../lib/jobs.ts';
import { logger } from '../../lib/logger.ts';
import { requestMarketplaceSync } from '../marketplace/marketplace-sync.ts';
import * as queries from './sales.queries.ts';

export const QUOTE_HOLDS_QUEUE = 'sales-quote-holds';
/** Every five minutes: a hold lasts whole days, so a part is free again at most minutes after its date. */
export const QUOTE_HOLDS_CRON = '*/5 * * * *';

/**
 * Releases every quote hold whose date has passed: each in its own transaction on the quote's
 * locked row, so a conversion that got there first finishes (and the quote is no longer one), and
 * a conversion that comes after finds the quote expired. Returns the number of quotes released.
 */
export async function releaseLapsedHolds(deps: AppDeps): Promise<number> {
  let released = 0;
  for (;;) {
    const freed = await deps.db.transaction(async (tx) => {
      const quote = await queries.lockLapsedHold(tx);
      if (!quote) return undefined;
      const activity = `Se liberó: venció el apartado de la cotización ${folio(quote.series, quote.number)} (${lastDayLabel(quote.holdUntil)})`;
      return queries.listedParts(tx, await queries.releaseHold(tx, quote.id, activity));
    });
    if (freed === undefined) return released;
    released += 1;
    // After the commit: the marketplace job must see the parts Disponible again.
    for (const partId of freed) await requestMarketplaceSync(deps, partId);
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
