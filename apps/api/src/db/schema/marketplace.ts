import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies, users } from './companies.ts';
import { marketplaceAccounts, parts } from './parts.ts';

// Buyer questions and listing health (migration 0016; docs/domain-rules.md).

/** A buyer's question on one of a company's listings, as the marketplace last told us. */
export const marketplaceQuestions = pgTable(
  'marketplace_questions',
  {
    id: serial('id').primaryKey(),
    mlQuestionId: text('ml_question_id').notNull(),
    marketplaceAccountId: integer('marketplace_account_id')
      .notNull()
      .references(() => marketplaceAccounts.id),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    mlItemId: text('ml_item_id').notNull(),
    partId: integer('part_id').references(() => parts.id),
    text: text('text').notNull(),
    status: text('status').notNull(),
    askedAt: timestamp('asked_at', { withTimezone: true }).notNull(),
    answerText: text('answer_text'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    answeredBy: integer('answered_by').references(() => users.id),
    answerState: text('answer_state'),
    answerError: text('answer_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('marketplace_questions_ml_id_unique').on(t.mlQuestionId),
    index('marketplace_questions_inbox_idx').on(t.companyId, t.status, t.askedAt),
    index('marketplace_questions_part_idx').on(t.partId, t.askedAt),
  ],
);

/** Answers a company saves to reuse ("Sí le queda"). */
export const quickAnswers = pgTable(
  'quick_answers',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    text: text('text').notNull(),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('quick_answers_company_text_unique').on(t.companyId, t.text)],
);

/** The last sync's outcome and the last read of a part's listing. */
export const listingHealth = pgTable(
  'listing_health',
  {
    partId: integer('part_id')
      .primaryKey()
      .references(() => parts.id, { onDelete: 'cascade' }),
    syncOk: boolean('sync_ok'),
    syncReason: text('sync_reason'),
    syncedAt: timestamp('synced_at', { withTimezone: true }),
    mlStatus: text('ml_status'),
    mlSubStatus: text('ml_sub_status').array().notNull().default(sql`'{}'`),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [index('listing_health_failed_idx').on(t.partId).where(sql`${t.syncOk} = false`)],
);
