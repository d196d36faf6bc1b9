import type { AppDeps } from '../../lib/context.ts';
import { logger } from '../../lib/logger.ts';
import type { MlClient } from '../../lib/ml-client.ts';
import type { TokenService } from '../marketplace-accounts/tokens.ts';
import { createSyncJob, SYNC_QUEUE, type SyncJobData } from './sync.job.ts';

/** Workers per instance; more instances add theirs. */
const SYNC_WORKERS = 4;

/** Declares the sync queue (also when the marketplace is not configured: queued jobs wait). */
export async function defineListingQueues(
  deps: AppDeps,
  queueOptions: { retryLimit: number; retryDelaySeconds: number; expireInSeconds: number },
): Promise<void> {
  await deps.jobs?.defineQueue(SYNC_QUEUE, queueOptions);
}

export async function startListingWorkers(
  deps: AppDeps,
  client: MlClient,
  tokens: TokenService,
): Promise<void> {
  await deps.jobs?.work<SyncJobData>(SYNC_QUEUE, SYNC_WORKERS, createSyncJob(deps, client, tokens));
}

/**
 * Queues a sync of the part and waits up to the request's budget (ML_SYNC_BUDGET_MS) for the
 * marketplace's answer. True only when the marketplace accepted the change in that time; the job
 * carries on (and retries) after the request has answered.
 */
export async function requestSync(
  deps: AppDeps,
  partId: number,
  options: { republish?: boolean } = {},
): Promise<boolean> {
  const { jobs, config } = deps;
  if (!config.ml.clientId || !jobs) return false;
  try {
    const data: SyncJobData = options.republish ? { partId, republish: true } : { partId };
    const id = await jobs.send(SYNC_QUEUE, data);
    const result = await jobs.waitForOutcome(SYNC_QUEUE, id, config.ml.syncBudgetMs);
    return result?.state === 'completed' && result.output?.synced === true;
  } catch (error) {
    // The part's own change is already saved; a queue problem only means "not synced yet".
    logger.error({ err: error, partId }, 'no se pudo encolar la sincronización con Mercado Libre');
    return false;
  }
}
