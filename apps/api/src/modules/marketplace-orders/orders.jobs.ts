import type { AppDeps } from '../../lib/context.ts';
import { logger } from '../../lib/logger.ts';
import type { MlClient } from '../../lib/ml-client.ts';
import type { TokenService } from '../marketplace-accounts/tokens.ts';
import { createClaimReader } from './claims.reader.ts';
import { createFiscalDocumentUploader, FISCAL_DOCUMENT_QUEUE } from './fiscal-documents.service.ts';
import { createOrderReader } from './order-reader.ts';
import { searchOrders } from './orders.search.ts';

export const ORDER_SEARCH_QUEUE = 'marketplace-order-search';
/** Every 10 minutes: an order whose notification was lost is stored within that. */
export const ORDER_SEARCH_CRON = '*/10 * * * *';

/** Declares the search queue (also when the marketplace is not configured) and unschedules it then. */
export async function defineOrderQueues(deps: AppDeps): Promise<void> {
  const { jobs, config } = deps;
  if (!jobs) return;
  // A run that fails is simply made again at the next occurrence.
  await jobs.defineQueue(ORDER_SEARCH_QUEUE, { retryLimit: 0, retryDelaySeconds: 60, expireInSeconds: 600 });
  if (!config.ml.clientId) await jobs.unschedule(ORDER_SEARCH_QUEUE);
  // The invoice's upload to the pack: no answer is tried again with the marketplace's back-off
  // (ML_RETRY_DELAY_SECONDS, ML_RETRY_LIMIT); after the last attempt the order is left «error».
  await jobs.defineQueue(FISCAL_DOCUMENT_QUEUE, {
    retryLimit: config.ml.retryLimit,
    retryDelaySeconds: config.ml.retryDelaySeconds,
    expireInSeconds: 120,
  });
}

export async function startOrderWorkers(
  deps: AppDeps,
  client: MlClient,
  tokens: TokenService,
): Promise<void> {
  const { jobs, db } = deps;
  if (!jobs) return;
  const reader = createOrderReader(db, client, tokens);
  const claimReader = createClaimReader(db, client, tokens);
  await jobs.work(ORDER_SEARCH_QUEUE, 1, async () => {
    const outcome = await searchOrders(db, client, tokens, reader, null);
    if (outcome.stored > 0) logger.info(outcome, 'ventas de Mercado Libre conciliadas');
    // Claims after orders, so a claim of an order found by this run is linked to it.
    const claims = await claimReader.search(null);
    if (claims.stored > 0) logger.info(claims, 'reclamos de Mercado Libre conciliados');
    return { ...outcome, claims };
  });
  await jobs.schedule(ORDER_SEARCH_QUEUE, ORDER_SEARCH_CRON, 'UTC');
  const uploader = createFiscalDocumentUploader(db, client, tokens);
  await jobs.work<{ orderId: number }>(FISCAL_DOCUMENT_QUEUE, 1, async (data, job) => ({
    state: await uploader.upload(data.orderId, job.retryCount >= job.retryLimit),
  }));
}
