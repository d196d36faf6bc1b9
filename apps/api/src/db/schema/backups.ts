import { bigint, index, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Backup attempts of this installation (migration 0006); files live in BACKUP_DIR. */
export const backupRuns = pgTable(
  'backup_runs',
  {
    id: serial('id').primaryKey(),
    trigger: text('trigger').$type<'automatic' | 'manual' | 'pre-migration'>().notNull(),
    status: text('status').$type<'running' | 'succeeded' | 'failed'>().notNull(),
    fileName: text('file_name'),
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
    counts: jsonb('counts').$type<Record<string, number>>(),
    error: text('error'),
    startedAt: timestamp('started_at', { withTimezone: true }).defaultNow().notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [index('backup_runs_started_at_idx').on(table.startedAt.desc())],
);
