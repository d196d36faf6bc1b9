import type { AppDeps } from '../../lib/context.ts';
import { logger } from '../../lib/logger.ts';
import { type MlClient, MlHttpError } from '../../lib/ml-client.ts';
import { findAccountByMlUserId } from '../marketplace-accounts/account-lookup.ts';
import { NeedsAuthorizationError, type TokenService } from '../marketplace-accounts/tokens.ts';
import { recordListingRead } from '../marketplace-listings/listing-health.ts';
import type { RemoteItem } from '../marketplace-listings/listing-payload.ts';
import { applyRemoteItem } from '../marketplace-listings/remote-item.ts';
import { createClaimReader } from '../marketplace-orders/claims.reader.ts';
import { createMessageReader } from '../marketplace-orders/messages.service.ts';
import { createOrderReader } from '../marketplace-orders/order-reader.ts';
import { createQuestionReader } from '../marketplace-questions/question-reader.ts';
import * as queries from './marketplace.queries.ts';

export const NOTIFICATION_QUEUE = 'marketplace-notification';

export interface NotificationJobData {
  notificationId: number;
}

export const ITEM_RESOURCE = /^\/items\/(MLM\d+)$/;
export const ORDER_RESOURCE = /^\/orders\/(\d+)$/;
export const QUESTION_RESOURCE = /^\/questions\/(\d{1,20})$/;
export const SHIPMENT_RESOURCE = /^\/shipments\/(\d{1,20})$/;
/**
 * The post_purchase topic (actions claims, claims_actions; «claims» before) names the claim
 * (Notificaciones, «Post Purchase»): now with the /post-purchase prefix, before without; the page's
 * own example writes it without the leading slash.
 */
export const CLAIM_RESOURCE = /^\/?(?:post-purchase\/)?v1\/claims\/(\d{1,20})$/;
/** A `messages` notification names the message by its id alone (productos-recibe-notificaciones). */
export const MESSAGE_RESOURCE = /^\/?(?:messages\/)?([A-Za-z0-9_-]{1,80})$/;

/**
 * Processes one stored notification. A notification carries no data, only the resource that
 * changed, so the resource is read again with the account's token (research §3, facts 17–19) and
 * only the marketplace's own fields are applied. Unknown accounts and items are logged and marked
 * processed; 429/5xx are retried by pg-boss with back-off.
 */
export function createNotificationJob(deps: AppDeps, client: MlClient, tokens: TokenService) {
  const { db } = deps;
  const questions = createQuestionReader(db, client, tokens);
  const orders = createOrderReader(db, client, tokens);
  const claims = createClaimReader(db, client, tokens);
  const messages = createMessageReader(db, client, tokens);

  function itemIdsOf(topic: string, resource: string): string[] | null {
    const item = ITEM_RESOURCE.exec(resource);
    if (item?.[1] && (topic === 'items' || topic === 'item')) return [item[1]];
    return null;
  }

  return async function runNotificationJob(
    data: NotificationJobData,
    job: { retryCount: number; retryLimit: number },
  ): Promise<{ [key: string]: unknown; processed: boolean; result: string }> {
    const row = await queries.findNotification(db, data.notificationId);
    if (!row) return { processed: false, result: 'missing' };
    if (row.processedAt) return { processed: true, result: 'already processed' };
    await queries.countNotificationAttempt(db, row.id);
    const finish = async (result: string, error: string | null = null) => {
      await queries.finishNotification(db, row.id, error);
      return { processed: true, result };
    };

    const account = row.mlUserId ? await findAccountByMlUserId(db, row.mlUserId) : undefined;
    if (!account) {
      logger.warn({ notificationId: row.id, topic: row.topic }, 'notificación de una cuenta desconocida');
      return finish('unknown account', 'cuenta de Mercado Libre desconocida');
    }
    try {
      if (row.topic === 'questions') {
        // A buyer asked, or an answer changed: the question is read again and stored (Preguntas).
        const question = QUESTION_RESOURCE.exec(row.resource);
        if (!question?.[1]) return finish('ignored topic', `recurso no procesado: ${row.resource}`);
        const result = await questions.refresh(account, question[1]);
        return finish(result === 'deleted' ? 'question deleted' : 'question stored');
      }
      if (row.topic === 'orders_v2' || row.topic === 'orders') {
        // A sale: the order is stored with its items, fees and shipment, and makes its own ledger
        // sale (modules/marketplace-orders), which marks the parts Vendido.
        const order = ORDER_RESOURCE.exec(row.resource);
        if (!order?.[1]) return finish('ignored topic', `recurso no procesado: ${row.resource}`);
        const result = await orders.refresh({ ...account, mlUserId: row.mlUserId ?? '' }, order[1]);
        return finish(result === 'missing' ? 'order missing' : 'order stored');
      }
      if (row.topic === 'post_purchase' || row.topic === 'claims') {
        // A claim opened or moved: read again and stored once by its id (modules/marketplace-orders).
        const claim = CLAIM_RESOURCE.exec(row.resource);
        if (!claim?.[1]) return finish('ignored topic', `recurso no procesado: ${row.resource}`);
        const result = await claims.refresh({ ...account, mlUserId: row.mlUserId ?? '' }, claim[1]);
        return finish(result === 'missing' ? 'claim missing' : 'claim stored');
      }
      if (row.topic === 'messages') {
        // A post-sale message: its conversation is read again and stored (modules/marketplace-orders).
        const message = MESSAGE_RESOURCE.exec(row.resource);
        if (!message?.[1]) return finish('ignored topic', `recurso no procesado: ${row.resource}`);
        const result = await messages.fromNotification(account, message[1]);
        return finish(result === 'stored' ? 'message stored' : 'unknown order');
      }
      if (row.topic === 'shipments') {
        const shipment = SHIPMENT_RESOURCE.exec(row.resource);
        if (!shipment?.[1]) return finish('ignored topic', `recurso no procesado: ${row.resource}`);
        const count = await orders.refreshShipment({ ...account, mlUserId: row.mlUserId ?? '' }, shipment[1]);
        return finish(count > 0 ? 'shipment stored' : 'unknown shipment');
      }
      const itemIds = itemIdsOf(row.topic, row.resource);
      if (!itemIds) return finish('ignored topic', `tema no procesado: ${row.topic}`);
      let matched = 0;
      for (const itemId of itemIds) {
        let item: RemoteItem;
        try {
          item = await tokens.withToken(account.id, (token) =>
            client.request<RemoteItem>('GET', `/items/${itemId}`, { token }),
          );
        } catch (error) {
          if (error instanceof MlHttpError && (error.status === 404 || error.status === 403)) continue;
          throw error;
        }
        await recordListingRead(db, item, account.id);
        matched += (await applyRemoteItem(db, item, account.id)).matched;
      }
      if (matched === 0) {
        logger.info(
          { notificationId: row.id, resource: row.resource },
          'notificación de una publicación desconocida',
        );
        return finish('unknown item', 'publicación sin autoparte');
      }
      return finish('applied');
    } catch (error) {
      if (error instanceof NeedsAuthorizationError) return finish('not authorized', error.message);
      if (error instanceof MlHttpError && !error.retryable) return finish('refused', error.detail);
      const message = error instanceof MlHttpError ? error.detail : 'error inesperado';
      if (!(error instanceof MlHttpError))
        logger.error({ err: error, notificationId: row.id }, 'notification job failed');
      if (job.retryCount >= job.retryLimit) return finish('gave up', message);
      await queries.recordNotificationError(db, row.id, message);
      throw error;
    }
  };
}
