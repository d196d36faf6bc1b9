import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { companies, users } from './companies.ts';

// Searches that found nothing (migration 0034): the lost demand shown in Reportes.
export const searchMisses = pgTable(
  'search_misses',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    list: text('list').notNull(),
    query: text('query').notNull(),
    normalized: text('normalized').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('search_misses_company_created_idx').on(t.companyId, t.createdAt.desc()),
    index('search_misses_user_normalized_idx').on(t.userId, t.normalized, t.createdAt.desc()),
  ],
);
