import type { AppDeps } from '../../lib/context.ts';
import { logger } from '../../lib/logger.ts';
import { createMlClient } from '../../lib/ml-client.ts';
import { createTokenService } from '../marketplace-accounts/tokens.ts';
import { defineListingQueues, startListingWorkers } from '../marketplace-listings/listings.jobs.ts';
import { defineOrderQueues, startOrderWorkers } from '../marketplace-orders/orders.jobs.ts';
import { defineQuestionQueues, startQuestionWorkers } from '../marketplace-questions/questions.jobs.ts';
import * as queries from './marketplace.queries.ts';
import { createNotificationJob, NOTIFICATION_QUEUE, type NotificationJobData } from './notifications.job.ts';
import { createReconcileJob, RECONCILE_CRON, RECONCILE_QUEUE } from './reconciler.job.ts';

/** Workers per instance; more instances add theirs. */
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
  await defineListingQueues(deps, queueOptions);
  await jobs.defineQueue(NOTIFICATION_QUEUE, queueOptions);
  await defineQuestionQueues(deps, queueOptions);
  await defineOrderQueues(deps);
  // A run that fails is simply made again at the next occurrence.
  await jobs.defineQueue(RECONCILE_QUEUE, { retryLimit: 0, retryDelaySeconds: 60, expireInSeconds: 600 });
  if (!config.ml.clientId) {
    await jobs.unschedule(RECONCILE_QUEUE);
    return;
  }
  const client = createMlClient(config);
  const tokens = createTokenService(deps, client);
  await startListingWorkers(deps, client, tokens);
  await jobs.work<NotificationJobData>(
    NOTIFICATION_QUEUE,
    NOTIFICATION_WORKERS,
    createNotificationJob(deps, client, tokens),
  );
  await startQuestionWorkers(deps, client, tokens);
  await startOrderWorkers(deps, client, tokens);
  await jobs.work(
    RECONCILE_QUEUE,
    1,
    createReconcileJob(deps, client, tokens, (id) => enqueueNotification(deps, id)),
  );
  await jobs.schedule(RECONCILE_QUEUE, RECONCILE_CRON, 'UTC');
  // Notifications stored while their job could not be queued (or whose job was lost) are queued
  // again; processing is idempotent, so one queued twice changes nothing.
  const pending = await queries.listUnprocessedNotifications(deps.db, 1000);
  for (const notificationId of pending) await enqueueNotification(deps, notificationId);
  if (pending.length > 0) logger.info({ count: pending.length }, 'notificaciones pendientes encoladas');
}

export async function enqueueNotification(deps: AppDeps, notificationId: number): Promise<void> {
  if (!deps.jobs) return;
  const data: NotificationJobData = { notificationId };
  await deps.jobs.send(NOTIFICATION_QUEUE, data);
}
