import { normalizeQuestionStatus } from '@yonke/domain';
import type { AppDeps } from '../../lib/context.ts';
import { logger } from '../../lib/logger.ts';
import { type MlClient, MlHttpError } from '../../lib/ml-client.ts';
import { NeedsAuthorizationError, type TokenService } from '../marketplace-accounts/tokens.ts';
import * as queries from './questions.queries.ts';

export const ANSWER_QUEUE = 'marketplace-answer';

/** A question as GET /questions/{id} (api_version 4) gives it. */
export interface RemoteQuestion {
  id: number | string;
  item_id: string;
  seller_id?: number | string;
  status: string;
  text?: string;
  date_created?: string;
  answer?: { text?: string; status?: string; date_created?: string } | null;
}

export interface AnswerJobData {
  questionId: number;
  /** Queued again at start-up for an answer left `sending`: the marketplace is asked first. */
  resume?: boolean;
}

export interface AnswerOutcome {
  [key: string]: unknown;
  state: 'answered' | 'deleted' | 'closed' | 'failed' | 'skipped';
  message?: string;
}

const GAVE_UP = 'Mercado Libre no respondió a tiempo; la respuesta no se envió. Vuelve a intentarlo.';

/**
 * Sends one claimed answer (POST /answers) — docs/domain-rules.md «Preguntas». The question row
 * is locked while the call runs, so a second job for the same question (start-up re-queue, a
 * pg-boss expiry) waits and then finds it answered. Any try after the first asks the marketplace
 * first: the previous try may have been answered and its reply lost, and answering twice is what
 * must never happen. 429/5xx and no answer are retried by pg-boss with back-off.
 */
export function createAnswerJob(deps: AppDeps, client: MlClient, tokens: TokenService) {
  const { db } = deps;

  async function readRemote(accountId: number, mlQuestionId: string): Promise<RemoteQuestion | null> {
    try {
      return await tokens.withToken(accountId, (token) =>
        client.request<RemoteQuestion>('GET', `/questions/${mlQuestionId}`, {
          token,
          query: { api_version: '4' },
        }),
      );
    } catch (error) {
      if (error instanceof MlHttpError && error.status === 404) return null;
      throw error;
    }
  }

  /** Applies what the marketplace says when it is no longer unanswered; null when it still is. */
  async function settle(
    executor: Parameters<typeof queries.markAnswered>[0],
    questionId: number,
    remote: RemoteQuestion | null,
  ): Promise<AnswerOutcome | null> {
    if (!remote) {
      await queries.markClosed(executor, questionId, 'DELETED');
      return { state: 'deleted' };
    }
    const status = normalizeQuestionStatus(remote.status);
    if (status === 'UNANSWERED') return null;
    if (status === 'ANSWERED') {
      await queries.markAnswered(executor, questionId, {
        text: remote.answer?.text || null,
        answeredAt: remote.answer?.date_created ? new Date(remote.answer.date_created) : null,
      });
      return { state: 'answered' };
    }
    await queries.markClosed(executor, questionId, status);
    return { state: status === 'DELETED' ? 'deleted' : 'closed' };
  }

  return async function runAnswerJob(
    data: AnswerJobData,
    job: { retryCount: number; retryLimit: number },
  ): Promise<AnswerOutcome> {
    const first = await queries.findQuestionForAnswer(db, data.questionId);
    if (first?.answerState !== 'sending') return { state: 'skipped' };
    const accountId = first.accountId;
    try {
      return await db.transaction(async (tx) => {
        const row = await queries.lockQuestionForAnswer(tx, data.questionId);
        if (row?.answerState !== 'sending' || !row.answerText) return { state: 'skipped' } as const;
        if (job.retryCount > 0 || data.resume) {
          const settled = await settle(tx, data.questionId, await readRemote(accountId, first.mlQuestionId));
          if (settled) return settled;
        }
        const text = row.answerText;
        await tokens.withToken(accountId, (token) =>
          client.request('POST', '/answers', {
            token,
            json: { question_id: Number(first.mlQuestionId), text },
            // A retry inside the call could answer twice; the job's retry asks first instead.
            retries: 0,
          }),
        );
        await queries.markAnswered(tx, data.questionId, { text, answeredAt: new Date() });
        return { state: 'answered' } as const;
      });
    } catch (error) {
      if (error instanceof NeedsAuthorizationError) {
        await queries.markAnswerFailed(db, data.questionId, error.message);
        return { state: 'failed', message: error.message };
      }
      if (error instanceof MlHttpError && !error.retryable) {
        // Refused: the buyer deleted it, it was answered elsewhere, or the text was not accepted.
        let remote: RemoteQuestion | null | undefined;
        try {
          remote = await readRemote(accountId, first.mlQuestionId);
        } catch {
          remote = undefined;
        }
        if (remote !== undefined) {
          const settled = await settle(db, data.questionId, remote);
          if (settled) return settled;
        }
        const message = `Mercado Libre rechazó la respuesta (${error.detail}).`;
        await queries.markAnswerFailed(db, data.questionId, message);
        return { state: 'failed', message };
      }
      const detail = error instanceof MlHttpError ? error.detail : 'error inesperado';
      if (!(error instanceof MlHttpError))
        logger.error({ err: error, questionId: data.questionId }, 'answer job failed');
      if (job.retryCount >= job.retryLimit) {
        await queries.markAnswerFailed(db, data.questionId, GAVE_UP);
        return { state: 'failed', message: GAVE_UP };
      }
      await queries.recordAnswerError(db, data.questionId, `Reintentando: ${detail}`);
      throw error;
    }
  };
}
