import type { AppDeps } from '../../lib/context.ts';
import { logger } from '../../lib/logger.ts';
import { ANSWER_QUEUE, type AnswerJobData, createAnswerJob } from './answer.job.ts';
import * as queries from './marketplace.queries.ts';
import { createMlClient } from './ml-client.ts';
import { createNotificationJob, NOTIFICATION_QUEUE, type NotificationJobData } from './notifications.job.ts';
import { listSendingAnswers } from './questions.queries.ts';
import { createReconcileJob, RECONCILE_CRON, RECONCILE_QUEUE } from './reconciler.job.ts';
import { createSyncJob, SYNC_QUEUE, type SyncJobData } from './sync.job.ts';
import { createTokenService } from './tokens.ts';

/** Workers per instance; more instances add theirs. */
const SYNC_WORKERS = 4;
const NOTIFICATION_WORKERS = 2;

/**
 * Declares the marketplace queues and starts this instance's workers. With no ML_CLIENT_ID no
 * worker starts: jobs queued while the marketplace was configured wait, untouched, until it is
 * configured again.
 */
export async function startMarketplaceWorkers(deps: AppDeps): Promise<void> {
  const { jobs, config } = deps;
  if (!jobs) return;
  const queueOptions = {
    retryLimit: config.ml.retryLimit,
    retryDelaySeconds: config.ml.retryDelaySeconds,
    expireInSeconds: 120,
  };
  await jobs.defineQueue(SYNC_QUEUE, queueOptions);
  await jobs.defineQueue(NOTIFICATION_QUEUE, queueOptions);
  await jobs.defineQueue(ANSWER_QUEUE, queueOptions);
  // A run that fails is simply made again at the next occurrence.
  await jobs.defineQueue(RECONCILE_QUEUE, { retryLimit: 0, retryDelaySeconds: 60, expireInSeconds: 600 });
  if (!config.ml.clientId) {
    await jobs.unschedule(RECONCILE_QUEUE);
    return;
  }
  const client = createMlClient(config);
  const tokens = createTokenService(deps, client);
  await jobs.work<SyncJobData>(SYNC_QUEUE, SYNC_WORKERS, createSyncJob(deps, client, tokens));
  await jobs.work<NotificationJobData>(
    NOTIFICATION_QUEUE,
    NOTIFICATION_WORKERS,
    createNotificationJob(deps, client, tokens),
  );
  await jobs.work<AnswerJobData>(ANSWER_QUEUE, NOTIFICATION_WORKERS, createAnswerJob(deps, client, tokens));
  await jobs.work(
    RECONCILE_QUEUE,
    1,
    createReconcileJob(deps, client, tokens, (id) => enqueueNotification(deps, id)),
  );
  await jobs.schedule(RECONCILE_QUEUE, RECONCILE_CRON, 'UTC');
  // Answers left `sending` by a stopped instance: the job asks the marketplace before answering.
  for (const questionId of await listSendingAnswers(deps.db, 1000)) {
    const data: AnswerJobData = { questionId, resume: true };
    await jobs.send(ANSWER_QUEUE, data);
  }
  // Notifications stored while their job could not be queued (or whose job was lost) are queued
  // again; processing is idempotent, so one queued twice changes nothing.
  const pending = await queries.listUnprocessedNotifications(deps.db, 1000);
  for (const notificationId of pending) await enqueueNotification(deps, notificationId);
  if (pending.length > 0) logger.info({ count: pending.length }, 'notificaciones pendientes encoladas');
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

export async function enqueueNotification(deps: AppDeps, notificationId: number): Promise<void> {
  if (!deps.jobs) return;
  const data: NotificationJobData = { notificationId };
  await deps.jobs.send(NOTIFICATION_QUEUE, data);
}
