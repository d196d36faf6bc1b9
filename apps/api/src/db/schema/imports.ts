import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { companies, users } from './companies.ts';
import { parts } from './parts.ts';

export type ImportStatus = 'uploaded' | 'queued' | 'running' | 'completed' | 'cancelled' | 'failed';
export type ImportOutcome = 'created' | 'updated' | 'unchanged' | 'error' | 'skipped';

/** Spreadsheet imports of parts (migration 0009). */
export const imports = pgTable(
  'imports',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    userId: integer('user_id').references(() => users.id),
    fileName: text('file_name').notNull(),
    status: text('status').$type<ImportStatus>().notNull().default('uploaded'),
    headers: jsonb('headers').$type<string[]>().notNull(),
    mapping: jsonb('mapping').$type<Record<string, string | null>>(),
    options: jsonb('options').$type<Record<string, unknown>>(),
    totalRows: integer('total_rows').notNull(),
    rowsDone: integer('rows_done').notNull().default(0),
    createdCount: integer('created_count').notNull().default(0),
    updatedCount: integer('updated_count').notNull().default(0),
    unchangedCount: integer('unchanged_count').notNull().default(0),
    errorCount: integer('error_count').notNull().default(0),
    skippedCount: integer('skipped_count').notNull().default(0),
    cancelRequested: boolean('cancel_requested').notNull().default(false),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [index('imports_company_created_idx').on(table.companyId, table.createdAt.desc())],
);

/** The file's rows as read at upload, and what the import did with each. */
export const importRows = pgTable(
  'import_rows',
  {
    importId: integer('import_id')
      .notNull()
      .references(() => imports.id, { onDelete: 'cascade' }),
    rowNumber: integer('row_number').notNull(),
    cells: jsonb('cells').$type<string[]>().notNull(),
    outcome: text('outcome').$type<ImportOutcome>(),
    partId: integer('part_id').references(() => parts.id),
    message: text('message'),
  },
  (table) => [primaryKey({ name: 'import_rows_pkey', columns: [table.importId, table.rowNumber] })],
);

/** A row's reference (its SKU, or a hash of the row) → the part it made, per company. */
export const importReferences = pgTable(
  'import_references',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    reference: text('reference').notNull(),
    partId: integer('part_id')
      .notNull()
      .references(() => parts.id),
  },
  (table) => [primaryKey({ name: 'import_references_pkey', columns: [table.companyId, table.reference] })],
);

/** A company's column mapping and options per header layout (migration 0032). */
export const importProfiles = pgTable(
  'import_profiles',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    signature: text('signature').notNull(),
    mapping: jsonb('mapping').$type<(string | null)[]>().notNull(),
    options: jsonb('options').$type<Record<string, unknown>>().notNull().default({}),
    updatedAt: timestamp('updated_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (table) => [primaryKey({ name: 'import_profiles_pkey', columns: [table.companyId, table.signature] })],
);

/** A shop's category value mapped to one of ours, per company (migration 0032). */
export const importCategoryChoices = pgTable(
  'import_category_choices',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    valueKey: text('value_key').notNull(),
    categoryId: integer('category_id').notNull(),
  },
  (table) => [
    primaryKey({ name: 'import_category_choices_pkey', columns: [table.companyId, table.valueKey] }),
  ],
);
