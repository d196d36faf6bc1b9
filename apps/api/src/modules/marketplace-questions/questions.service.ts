import {
  checkAnswerText,
  listingState,
  QUESTION_MESSAGES,
  questionStatusLabel,
  STATUS_NAMES,
} from '@yonke/domain';
import type { ListingHealth, Question, QuickAnswer } from '@yonke/domain/schemas';
import { companyScope, inCompanyScope } from '../../lib/company-scope.ts';
import type { AppDeps, SessionUser } from '../../lib/context.ts';
import { AppError, conflict, fieldError, notFound } from '../../lib/errors.ts';
import { logger } from '../../lib/logger.ts';
import { mediaUrl } from '../../lib/media.ts';
import { requestSync } from '../marketplace-listings/listings.jobs.ts';
import { ANSWER_QUEUE, type AnswerJobData, type AnswerOutcome } from './answer.job.ts';
import * as queries from './questions.queries.ts';

// Preguntas and listing health (docs/product.md §10, docs/domain-rules.md «Preguntas»).

/** The inbox shows at most this many questions; older ones wait until these are answered. */
const INBOX_LIMIT = 200;
const PART_HISTORY_LIMIT = 100;
const PROBLEMS_LIMIT = 200;

function iso(value: Date | null): string | null {
  return value ? value.toISOString() : null;
}

type PartSummaryRow = {
  partId: number | null;
  partName: string | null;
  partSalePrice: number | null;
  partStatusId: number | null;
  partMlId: string | null;
  partLocation: string | null;
  partThumbnailKey: string | null;
};

function partSummary(row: PartSummaryRow) {
  if (row.partId === null) return null;
  const statusId = row.partStatusId ?? 0;
  return {
    id: row.partId,
    name: row.partName ?? '',
    sale_price: row.partSalePrice,
    status_id: statusId,
    status_name: STATUS_NAMES[statusId as keyof typeof STATUS_NAMES] ?? '',
    location: row.partLocation,
    url_thumbnail: mediaUrl(row.partThumbnailKey),
    ml_id: row.partMlId,
  };
}

export function toQuestion(row: queries.QuestionRow): Question {
  const answered = row.status === 'ANSWERED' && row.answerText !== null;
  return {
    id: row.id,
    ml_question_id: row.mlQuestionId,
    ml_item_id: row.mlItemId,
    text: row.text,
    status: row.status,
    status_label: questionStatusLabel(row.status),
    asked_at: row.askedAt.toISOString(),
    answer: answered
      ? { text: row.answerText ?? '', answered_at: iso(row.answeredAt), by: row.answeredByName }
      : null,
    answer_state: row.answerState === 'sending' || row.answerState === 'failed' ? row.answerState : null,
    answer_error: row.answerError,
    account: { id: row.accountId, name: row.accountName },
    part: partSummary(row),
  };
}

function toHealth(
  row: queries.HealthRow & { partMlId: string | null; partMlStatus: string | null },
): ListingHealth {
  const mlStatus = row.partMlStatus ?? row.healthMlStatus;
  return {
    ml_id: row.partMlId,
    ml_status: mlStatus,
    ml_sub_status: row.mlSubStatus ?? [],
    state: listingState({ mlId: row.partMlId, mlStatus, syncOk: row.syncOk }),
    last_sync: row.syncOk === null ? null : { ok: row.syncOk, reason: row.syncReason, at: iso(row.syncedAt) },
    read_at: iso(row.readAt),
    account: row.accountId === null ? null : { id: row.accountId, name: row.accountName ?? '' },
  };
}

export function createQuestionsService(deps: AppDeps) {
  const { db, config, jobs } = deps;

  async function questionOrNotFound(user: SessionUser, id: number) {
    const row = await queries.findQuestion(db, id, companyScope(user));
    if (!row) throw notFound(QUESTION_MESSAGES.notFound);
    return row;
  }

  return {
    async list(user: SessionUser) {
      const scope = companyScope(user);
      const [rows, unanswered] = await Promise.all([
        queries.listUnanswered(db, scope, INBOX_LIMIT),
        queries.countUnanswered(db, scope),
      ]);
      return { data: rows.map(toQuestion), unanswered };
    },

    async count(user: SessionUser) {
      return { unanswered: await queries.countUnanswered(db, companyScope(user)) };
    },

    /**
     * Answers a question once: the claim (one statement) lets one request through, the job sends
     * it, and the request waits for the marketplace up to the sync budget. Past that the answer
     * stays `sending` and the job keeps trying with back-off.
     */
    async answer(user: SessionUser, id: number, rawText: string): Promise<Question> {
      const checked = checkAnswerText(rawText);
      if (checked.error !== null) throw fieldError('text', checked.error);
      const current = await questionOrNotFound(user, id);
      if (!config.ml.clientId || !jobs) throw new AppError(503, QUESTION_MESSAGES.notConfigured);
      const claimed = await queries.claimAnswer(db, id, companyScope(user), {
        text: checked.text,
        userId: user.id,
      });
      if (!claimed) {
        if (current.status === 'ANSWERED') throw conflict(QUESTION_MESSAGES.alreadyAnswered);
        if (current.status === 'DELETED') throw conflict(QUESTION_MESSAGES.deletedByBuyer);
        if (current.status !== 'UNANSWERED') throw conflict(QUESTION_MESSAGES.notAnswerable);
        throw conflict(QUESTION_MESSAGES.beingAnswered);
      }
      let outcome: AnswerOutcome | null = null;
      try {
        const data: AnswerJobData = { questionId: id };
        const jobId = await jobs.send(ANSWER_QUEUE, data);
        const result = await jobs.waitForOutcome(ANSWER_QUEUE, jobId, config.ml.syncBudgetMs);
        if (result?.state === 'completed') outcome = result.output as AnswerOutcome | null;
      } catch (error) {
        // The claim stands; the answer is queued again when the workers start (answer.job.ts).
        logger.error({ err: error, questionId: id }, 'no se pudo encolar la respuesta');
      }
      if (outcome?.state === 'deleted') throw conflict(QUESTION_MESSAGES.deletedByBuyer);
      if (outcome?.state === 'closed') throw conflict(QUESTION_MESSAGES.notAnswerable);
      if (outcome?.state === 'failed')
        throw fieldError('text', outcome.message ?? QUESTION_MESSAGES.notAnswerable);
      return toQuestion(await questionOrNotFound(user, id));
    },

    async quickAnswers(user: SessionUser): Promise<QuickAnswer[]> {
      return queries.listQuickAnswers(db, user.companyId);
    },

    async addQuickAnswer(user: SessionUser, rawText: string): Promise<QuickAnswer> {
      const checked = checkAnswerText(rawText);
      if (checked.error !== null) {
        throw fieldError(
          'text',
          rawText.trim() === '' ? QUESTION_MESSAGES.quickAnswerRequired : checked.error,
        );
      }
      const row = await queries.insertQuickAnswer(db, {
        companyId: user.companyId,
        text: checked.text,
        createdBy: user.id,
      });
      if (!row) throw fieldError('text', QUESTION_MESSAGES.quickAnswerDuplicate);
      return row;
    },

    async deleteQuickAnswer(user: SessionUser, id: number): Promise<void> {
      if (!(await queries.deleteQuickAnswer(db, id, user.companyId))) {
        throw notFound(QUESTION_MESSAGES.quickAnswerNotFound);
      }
    },

    /** The part's listing health and its questions (the detail's history). */
    async partMarketplace(user: SessionUser, partId: number) {
      const row = await queries.findPartHealth(db, partId);
      if (!row || row.deletedAt !== null || !inCompanyScope(user, row.companyId)) {
        throw notFound('La autoparte no existe.');
      }
      const questions = await queries.listPartQuestions(db, partId, PART_HISTORY_LIMIT);
      return { health: toHealth(row), questions: questions.map(toQuestion) };
    },

    async problems(user: SessionUser) {
      const rows = await queries.listProblems(db, companyScope(user), PROBLEMS_LIMIT);
      return {
        data: rows.map((row) => ({ part: partSummary(row) ?? never(), health: toHealth(row) })),
      };
    },

    /** Reintentar: the part's sync queued again; `synced` when the marketplace took it within the budget. */
    async retry(user: SessionUser, partId: number) {
      const row = await queries.findPartHealth(db, partId);
      if (!row || row.deletedAt !== null || !inCompanyScope(user, row.companyId)) {
        throw notFound('La autoparte no existe.');
      }
      if (row.accountId === null) {
        throw fieldError('store_ml_id', 'La autoparte no tiene una tienda de Mercado Libre.');
      }
      if (!config.ml.clientId || !jobs) throw new AppError(503, QUESTION_MESSAGES.notConfigured);
      const synced = await requestSync(deps, partId);
      return { queued: true, synced };
    },
  };
}

function never(): never {
  throw new Error('a problem row always has its part');
}
