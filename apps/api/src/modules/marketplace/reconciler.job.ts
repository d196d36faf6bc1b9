import { LISTING_STALE_HOURS } from '@yonke/domain';
import type { AppDeps } from '../../lib/context.ts';
import { logger } from '../../lib/logger.ts';
import type { MlClient } from '../../lib/ml-client.ts';
import { findAuthorizedAccountIds, listAuthorizedAccounts } from '../marketplace-accounts/account-lookup.ts';
import { NeedsAuthorizationError, type TokenService } from '../marketplace-accounts/tokens.ts';
import { listStaleListings } from '../marketplace-listings/listing-health.ts';
import { isQuestionKnown } from '../marketplace-questions/question-reader.ts';
import * as marketplaceQueries from './marketplace.queries.ts';

export const RECONCILE_QUEUE = 'marketplace-reconcile';
/** Every 15 minutes: missed_feeds keeps about two days, a lost sale or question waits at most this. */
export const RECONCILE_CRON = '*/15 * * * *';

/** missed_feeds pages of this size, at most this many pages a run (the rest on the next run). */
const PAGE_SIZE = 50;
const MAX_PAGES = 40;
/** Listings read again per run. */
const STALE_BATCH = 200;

interface MissedFeed {
  _id?: string;
  topic?: string;
  resource?: string;
  user_id?: number | string;
  application_id?: number | string;
}

interface MissedFeedsPage {
  messages?: MissedFeed[];
  total?: number;
}

export interface ReconcileOutcome {
  [key: string]: unknown;
  missed: number;
  stale: number;
  questions: number;
}

/** Unanswered questions read per account and run (pages of 50). */
const QUESTION_PAGES = 10;

interface QuestionsPage {
  total?: number;
  questions?: { id?: number | string; status?: string }[];
}

/**
 * The reconciler (docs/domain-rules.md, Marketplace): notifications the marketplace could not
 * deliver (GET /missed_feeds?app_id=…) and listings not read for LISTING_STALE_HOURS go into the
 * same inbox as the webhook's, so one worker processes them all and the inbox's dedupe applies.
 */
export function createReconcileJob(
  deps: AppDeps,
  client: MlClient,
  tokens: TokenService,
  enqueueNotification: (notificationId: number) => Promise<void>,
) {
  const { db, config } = deps;

  async function store(event: {
    topic: string;
    resource: string;
    mlUserId: string | null;
    payload: unknown;
  }): Promise<boolean> {
    const id = await marketplaceQueries.insertNotification(db, {
      ...event,
      applicationId: config.ml.clientId ?? '',
    });
    if (id === null) return false;
    await enqueueNotification(id);
    return true;
  }

  async function missedFeeds(): Promise<number> {
    const clientId = config.ml.clientId;
    if (!clientId) return 0;
    // missed_feeds belongs to the application; any authorised account's token reads it.
    for (const accountId of await findAuthorizedAccountIds(db)) {
      try {
        let stored = 0;
        for (let page = 0; page < MAX_PAGES; page += 1) {
          const answer: MissedFeedsPage = await tokens.withToken(accountId, (token) =>
            client.request<MissedFeedsPage>('GET', '/missed_feeds', {
              token,
              query: { app_id: clientId, offset: String(page * PAGE_SIZE), limit: String(PAGE_SIZE) },
            }),
          );
          const messages: MissedFeed[] = answer.messages ?? [];
          for (const message of messages) {
            if (!message.topic || !message.resource) continue;
            if (message.application_id !== undefined && String(message.application_id) !== clientId) continue;
            const added = await store({
              topic: message.topic.slice(0, 100),
              resource: message.resource.slice(0, 500),
              mlUserId: message.user_id === undefined ? null : String(message.user_id),
              payload: { ...message, source: 'missed_feeds' },
            });
            if (added) stored += 1;
          }
          if (messages.length < PAGE_SIZE) break;
        }
        return stored;
      } catch (error) {
        // This account's grant is gone; another account may still read the feed.
        if (error instanceof NeedsAuthorizationError) continue;
        throw error;
      }
    }
    return 0;
  }

  async function staleListings(): Promise<number> {
    const before = new Date(Date.now() - LISTING_STALE_HOURS * 3600_000);
    let stored = 0;
    for (const listing of await listStaleListings(db, before, STALE_BATCH)) {
      if (!listing.mlId) continue;
      const added = await store({
        topic: 'items',
        resource: `/items/${listing.mlId}`,
        mlUserId: listing.mlUserId,
        payload: { source: 'reconciler', resource: `/items/${listing.mlId}` },
      });
      if (added) stored += 1;
    }
    return stored;
  }

  /**
   * Each account's unanswered questions (docs "Gestiona preguntas y respuestas", GET
   * /questions/search?seller_id=…&status=UNANSWERED): a notification lost for longer than
   * missed_feeds keeps it would otherwise lose its question. Each goes into the inbox as a
   * questions notification; the inbox's dedupe makes one already known a no-op.
   */
  async function unansweredQuestions(): Promise<number> {
    let stored = 0;
    for (const account of await listAuthorizedAccounts(db)) {
      try {
        for (let page = 0; page < QUESTION_PAGES; page += 1) {
          const answer: QuestionsPage = await tokens.withToken(account.id, (token) =>
            client.request<QuestionsPage>('GET', '/questions/search', {
              token,
              query: {
                seller_id: account.mlUserId,
                status: 'UNANSWERED',
                api_version: '4',
                limit: String(PAGE_SIZE),
                offset: String(page * PAGE_SIZE),
              },
            }),
          );
          const list = answer.questions ?? [];
          for (const question of list) {
            if (question.id === undefined || question.id === null) continue;
            // Known already: the webhook or an earlier run brought it in.
            if (await isQuestionKnown(db, String(question.id))) continue;
            const resource = `/questions/${question.id}`;
            const added = await store({
              topic: 'questions',
              resource,
              mlUserId: account.mlUserId,
              payload: { source: 'questions_search', resource, user_id: account.mlUserId },
            });
            if (added) stored += 1;
          }
          if (list.length < PAGE_SIZE) break;
        }
      } catch (error) {
        if (error instanceof NeedsAuthorizationError) continue;
        logger.warn({ accountId: account.id, err: error }, 'búsqueda de preguntas fallida');
      }
    }
    return stored;
  }

  return async function runReconcileJob(): Promise<ReconcileOutcome> {
    const missed = await missedFeeds();
    const stale = await staleListings();
    const questions = await unansweredQuestions();
    if (missed + stale + questions > 0)
      logger.info({ missed, stale, questions }, 'reconciliación con Mercado Libre');
    return { missed, stale, questions };
  };
}
