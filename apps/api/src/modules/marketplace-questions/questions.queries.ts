import { and, asc, desc, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { coverKey } from '../../db/cover-photo.ts';
import {
  listingHealth,
  locations,
  marketplaceAccounts,
  marketplaceQuestions,
  parts,
  quickAnswers,
  users,
} from '../../db/schema/index.ts';

// Preguntas and listing health (docs/product.md §10): the only SQL of questions.service.ts,
// listing-health.service.ts and the reconciler.

/** The part a question or a problem is shown beside. */
const partColumns = {
  partId: parts.id,
  partName: parts.name,
  partSalePrice: parts.salePrice,
  partStatusId: parts.statusId,
  partMlId: parts.mlId,
  partMlStatus: parts.mlStatus,
  partLocation: locations.name,
  partThumbnailKey: coverKey('part_images', parts.id),
};

const questionColumns = {
  id: marketplaceQuestions.id,
  mlQuestionId: marketplaceQuestions.mlQuestionId,
  mlItemId: marketplaceQuestions.mlItemId,
  companyId: marketplaceQuestions.companyId,
  accountId: marketplaceQuestions.marketplaceAccountId,
  accountName: marketplaceAccounts.name,
  text: marketplaceQuestions.text,
  status: marketplaceQuestions.status,
  askedAt: marketplaceQuestions.askedAt,
  answerText: marketplaceQuestions.answerText,
  answeredAt: marketplaceQuestions.answeredAt,
  answeredByName: users.name,
  answerState: marketplaceQuestions.answerState,
  answerError: marketplaceQuestions.answerError,
  ...partColumns,
};

export type QuestionRow = {
  id: number;
  mlQuestionId: string;
  mlItemId: string;
  companyId: number;
  accountId: number;
  accountName: string;
  text: string;
  status: string;
  askedAt: Date;
  answerText: string | null;
  answeredAt: Date | null;
  answeredByName: string | null;
  answerState: string | null;
  answerError: string | null;
  partId: number | null;
  partName: string | null;
  partSalePrice: number | null;
  partStatusId: number | null;
  partMlId: string | null;
  partMlStatus: string | null;
  partLocation: string | null;
  partThumbnailKey: string | null;
};

function selectQuestions(db: Executor) {
  return db
    .select(questionColumns)
    .from(marketplaceQuestions)
    .innerJoin(marketplaceAccounts, eq(marketplaceAccounts.id, marketplaceQuestions.marketplaceAccountId))
    .leftJoin(users, eq(users.id, marketplaceQuestions.answeredBy))
    .leftJoin(parts, eq(parts.id, marketplaceQuestions.partId))
    .leftJoin(locations, eq(locations.id, parts.locationId));
}

const ofCompany = (companyId: number | null) =>
  companyId === null ? undefined : eq(marketplaceQuestions.companyId, companyId);

/** The inbox: unanswered questions (and those being answered) of live accounts, newest first. */
export async function listUnanswered(db: Executor, companyId: number | null, limit: number) {
  return (await selectQuestions(db)
    .where(
      and(
        ofCompany(companyId),
        eq(marketplaceQuestions.status, 'UNANSWERED'),
        isNull(marketplaceAccounts.deletedAt),
      ),
    )
    .orderBy(desc(marketplaceQuestions.askedAt), desc(marketplaceQuestions.id))
    .limit(limit)) as QuestionRow[];
}

export async function countUnanswered(db: Executor, companyId: number | null): Promise<number> {
  const [row] = await db
    .select({ value: sql<number>`count(*)::int` })
    .from(marketplaceQuestions)
    .innerJoin(marketplaceAccounts, eq(marketplaceAccounts.id, marketplaceQuestions.marketplaceAccountId))
    .where(
      and(
        ofCompany(companyId),
        eq(marketplaceQuestions.status, 'UNANSWERED'),
        isNull(marketplaceAccounts.deletedAt),
      ),
    );
  return row?.value ?? 0;
}

export async function findQuestion(db: Executor, id: number, companyId: number | null) {
  const [row] = await selectQuestions(db)
    .where(and(eq(marketplaceQuestions.id, id), ofCompany(companyId)))
    .limit(1);
  return row as QuestionRow | undefined;
}

/** A part's questions, newest first (the part detail's history). */
export async function listPartQuestions(db: Executor, partId: number, limit: number) {
  return (await selectQuestions(db)
    .where(eq(marketplaceQuestions.partId, partId))
    .orderBy(desc(marketplaceQuestions.askedAt), desc(marketplaceQuestions.id))
    .limit(limit)) as QuestionRow[];
}

/**
 * Claims the question for one answer, in one statement: only an unanswered question nobody is
 * answering moves to `sending`, so of a double click or two users only one gets the row back.
 */
export async function claimAnswer(
  db: Executor,
  id: number,
  companyId: number | null,
  values: { text: string; userId: number },
): Promise<boolean> {
  const rows = await db
    .update(marketplaceQuestions)
    .set({
      answerState: 'sending',
      answerText: values.text,
      answeredBy: values.userId,
      answerError: null,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(marketplaceQuestions.id, id),
        ofCompany(companyId),
        eq(marketplaceQuestions.status, 'UNANSWERED'),
        or(isNull(marketplaceQuestions.answerState), eq(marketplaceQuestions.answerState, 'failed')),
      ),
    )
    .returning({ id: marketplaceQuestions.id });
  return rows.length === 1;
}

/** What the answer job needs: the question, its account and the text being sent. */
export async function findQuestionForAnswer(db: Executor, id: number) {
  const [row] = await db
    .select({
      id: marketplaceQuestions.id,
      mlQuestionId: marketplaceQuestions.mlQuestionId,
      accountId: marketplaceQuestions.marketplaceAccountId,
      status: marketplaceQuestions.status,
      answerState: marketplaceQuestions.answerState,
      answerText: marketplaceQuestions.answerText,
    })
    .from(marketplaceQuestions)
    .where(eq(marketplaceQuestions.id, id));
  return row;
}

/** The question row locked until the transaction ends: one answer job at a time. */
export async function lockQuestionForAnswer(tx: Executor, id: number) {
  const [row] = await tx
    .select({ answerState: marketplaceQuestions.answerState, answerText: marketplaceQuestions.answerText })
    .from(marketplaceQuestions)
    .where(eq(marketplaceQuestions.id, id))
    .for('update');
  return row;
}

/** Answers left `sending` (their job lost): queued again when the workers start. */
export async function listSendingAnswers(db: Executor, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: marketplaceQuestions.id })
    .from(marketplaceQuestions)
    .where(eq(marketplaceQuestions.answerState, 'sending'))
    .orderBy(asc(marketplaceQuestions.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

export async function markAnswered(
  db: Executor,
  id: number,
  values: { text: string | null; answeredAt: Date | null },
): Promise<void> {
  await db
    .update(marketplaceQuestions)
    .set({
      status: 'ANSWERED',
      answerState: null,
      answerError: null,
      answerText: sql`coalesce(${values.text}, ${marketplaceQuestions.answerText})`,
      answeredAt: values.answeredAt ?? sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(eq(marketplaceQuestions.id, id));
}

/** The marketplace will not take an answer any more (deleted, banned, closed): shown as such. */
export async function markClosed(db: Executor, id: number, status: string): Promise<void> {
  await db
    .update(marketplaceQuestions)
    .set({ status, answerState: null, answerText: null, answeredBy: null, updatedAt: sql`now()` })
    .where(eq(marketplaceQuestions.id, id));
}

export async function markAnswerFailed(db: Executor, id: number, error: string): Promise<void> {
  await db
    .update(marketplaceQuestions)
    .set({ answerState: 'failed', answerError: error, updatedAt: sql`now()` })
    .where(eq(marketplaceQuestions.id, id));
}

export async function recordAnswerError(db: Executor, id: number, error: string): Promise<void> {
  await db
    .update(marketplaceQuestions)
    .set({ answerError: error, updatedAt: sql`now()` })
    .where(eq(marketplaceQuestions.id, id));
}

/** Our part carrying the listing through this account, if any. */
export async function findPartByListing(db: Executor, mlItemId: string, accountId: number) {
  const [row] = await db
    .select({ id: parts.id })
    .from(parts)
    .where(and(eq(parts.mlId, mlItemId), eq(parts.marketplaceAccountId, accountId)))
    .orderBy(asc(isNotNull(parts.deletedAt)), desc(parts.id))
    .limit(1);
  return row?.id ?? null;
}

/**
 * The question as the marketplace last gave it. An answered question never goes back to
 * unanswered (a read taken before our answer landed may arrive after it), and an answer being
 * sent is left alone while the marketplace still says unanswered.
 */
export async function upsertQuestion(
  db: Executor,
  values: {
    mlQuestionId: string;
    accountId: number;
    companyId: number;
    mlItemId: string;
    partId: number | null;
    text: string;
    status: string;
    askedAt: Date;
    answerText: string | null;
    answeredAt: Date | null;
  },
): Promise<void> {
  const q = marketplaceQuestions;
  await db
    .insert(q)
    .values({
      mlQuestionId: values.mlQuestionId,
      marketplaceAccountId: values.accountId,
      companyId: values.companyId,
      mlItemId: values.mlItemId,
      partId: values.partId,
      text: values.text,
      status: values.status,
      askedAt: values.askedAt,
      answerText: values.answerText,
      answeredAt: values.answeredAt,
    })
    .onConflictDoUpdate({
      target: q.mlQuestionId,
      set: {
        status: sql`case when ${q.status} = 'ANSWERED' and excluded.status = 'UNANSWERED' then ${q.status} else excluded.status end`,
        text: sql`case when excluded.text = '' then ${q.text} else excluded.text end`,
        partId: sql`coalesce(excluded.part_id, ${q.partId})`,
        answerText: sql`coalesce(excluded.answer_text, ${q.answerText})`,
        answeredAt: sql`coalesce(excluded.answered_at, ${q.answeredAt})`,
        answerState: sql`case when excluded.status = 'UNANSWERED' then ${q.answerState} else null end`,
        updatedAt: sql`now()`,
      },
    });
}

export async function findQuestionByMlId(db: Executor, mlQuestionId: string) {
  const [row] = await db
    .select({ id: marketplaceQuestions.id })
    .from(marketplaceQuestions)
    .where(eq(marketplaceQuestions.mlQuestionId, mlQuestionId));
  return row;
}

// ---------------------------------------------------------------- quick answers

export async function listQuickAnswers(db: Executor, companyId: number) {
  return db
    .select({ id: quickAnswers.id, text: quickAnswers.text })
    .from(quickAnswers)
    .where(eq(quickAnswers.companyId, companyId))
    .orderBy(asc(quickAnswers.text), asc(quickAnswers.id));
}

/** Null when the company already saved that text. */
export async function insertQuickAnswer(
  db: Executor,
  values: { companyId: number; text: string; createdBy: number },
): Promise<{ id: number; text: string } | null> {
  const [row] = await db
    .insert(quickAnswers)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: quickAnswers.id, text: quickAnswers.text });
  return row ?? null;
}

export async function deleteQuickAnswer(db: Executor, id: number, companyId: number): Promise<boolean> {
  const rows = await db
    .delete(quickAnswers)
    .where(and(eq(quickAnswers.id, id), eq(quickAnswers.companyId, companyId)))
    .returning({ id: quickAnswers.id });
  return rows.length === 1;
}

// ---------------------------------------------------------------- listing health

const healthColumns = {
  syncOk: listingHealth.syncOk,
  syncReason: listingHealth.syncReason,
  syncedAt: listingHealth.syncedAt,
  healthMlStatus: listingHealth.mlStatus,
  mlSubStatus: listingHealth.mlSubStatus,
  readAt: listingHealth.readAt,
  accountId: marketplaceAccounts.id,
  accountName: marketplaceAccounts.name,
};

export type HealthRow = {
  syncOk: boolean | null;
  syncReason: string | null;
  syncedAt: Date | null;
  healthMlStatus: string | null;
  mlSubStatus: string[] | null;
  readAt: Date | null;
  accountId: number | null;
  accountName: string | null;
};

export async function findPartHealth(db: Executor, partId: number) {
  const [row] = await db
    .select({ companyId: parts.companyId, deletedAt: parts.deletedAt, ...partColumns, ...healthColumns })
    .from(parts)
    .leftJoin(listingHealth, eq(listingHealth.partId, parts.id))
    .leftJoin(marketplaceAccounts, eq(marketplaceAccounts.id, parts.marketplaceAccountId))
    .leftJoin(locations, eq(locations.id, parts.locationId))
    .where(eq(parts.id, partId));
  return row;
}

/** Publicaciones con problemas: the last sync failed, or the marketplace is reviewing the listing. */
export async function listProblems(db: Executor, companyId: number | null, limit: number) {
  return db
    .select({ ...partColumns, ...healthColumns })
    .from(parts)
    .leftJoin(listingHealth, eq(listingHealth.partId, parts.id))
    .leftJoin(marketplaceAccounts, eq(marketplaceAccounts.id, parts.marketplaceAccountId))
    .leftJoin(locations, eq(locations.id, parts.locationId))
    .where(
      and(
        isNull(parts.deletedAt),
        companyId === null ? undefined : eq(parts.companyId, companyId),
        or(eq(listingHealth.syncOk, false), eq(parts.mlStatus, 'under_review')),
      ),
    )
    .orderBy(sql`${listingHealth.syncedAt} desc nulls last`, desc(parts.id))
    .limit(limit);
}
