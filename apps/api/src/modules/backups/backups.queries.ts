import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type pg from 'pg';
import type { Database } from '../../db/client.ts';
import { backupRuns } from '../../db/schema/index.ts';
import { transaction } from '../../lib/transaction.ts';

/** Tables that describe this installation's backup files, not the business: never backed up. */
export const TABLES_NOT_BACKED_UP = ['backup_runs'];

/** One advisory lock for every process and instance: two backups never run at once. */
const BACKUP_LOCK_KEY = 7_310_014;

export async function tryBackupLock(client: pg.PoolClient): Promise<boolean> {
  const result = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [
    BACKUP_LOCK_KEY,
  ]);
  return result.rows[0]?.locked === true;
}

/** Runs `work` on one pooled connection inside a transaction opened by `begin`. */
export async function inTransaction<T>(
  pool: pg.Pool,
  begin: string,
  work: (client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  try {
    return await transaction(client, begin, work);
  } finally {
    client.release();
  }
}

export async function releaseBackupLock(client: pg.PoolClient): Promise<void> {
  await client.query('select pg_advisory_unlock($1)', [BACKUP_LOCK_KEY]);
}

export interface TableInfo {
  name: string;
  /** Stored columns in order; generated columns are recomputed by PostgreSQL. */
  columns: string[];
}

/** Plain and partitioned tables of the public schema, parents before the tables that point at them. */
export async function listTables(client: pg.PoolClient): Promise<TableInfo[]> {
  const tables = await client.query<{ name: string; columns: string[] }>(
    `select c.relname as name,
            array_agg(a.attname::text order by a.attnum) as columns
       from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
       join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
      where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition
      group by c.relname
      order by c.relname`,
  );
  const references = await client.query<{ child: string; parent: string }>(
    `select child.relname as child, parent.relname as parent
       from pg_constraint k
       join pg_class child on child.oid = k.conrelid
       join pg_class parent on parent.oid = k.confrelid
       join pg_namespace n on n.oid = k.connamespace
      where k.contype = 'f' and n.nspname = 'public' and k.conrelid <> k.confrelid`,
  );
  const wanted = tables.rows.filter((table) => !TABLES_NOT_BACKED_UP.includes(table.name));
  const parentsOf = new Map<string, Set<string>>(wanted.map((table) => [table.name, new Set()]));
  for (const { child, parent } of references.rows) parentsOf.get(child)?.add(parent);
  const ordered: TableInfo[] = [];
  const placed = new Set<string>();
  // Kahn's order; a reference cycle (none today) would leave tables, placed last in name order.
  while (ordered.length < wanted.length) {
    const ready = wanted.filter(
      (table) =>
        !placed.has(table.name) &&
        [...(parentsOf.get(table.name) ?? [])].every(
          (parent) => placed.has(parent) || !parentsOf.has(parent),
        ),
    );
    const next = ready.length > 0 ? ready : wanted.filter((table) => !placed.has(table.name));
    for (const table of next) {
      ordered.push(table);
      placed.add(table.name);
    }
  }
  return ordered;
}

export interface SequenceValue {
  name: string;
  lastValue: number | null;
}

export async function listSequences(client: pg.PoolClient): Promise<SequenceValue[]> {
  const result = await client.query<{ name: string; last_value: string | null }>(
    `select sequencename as name, last_value::text from pg_sequences where schemaname = 'public' order by sequencename`,
  );
  return result.rows.map((row) => ({
    name: row.name,
    lastValue: row.last_value === null ? null : Number(row.last_value),
  }));
}

/** `when` values of the applied migrations (drizzle keeps the journal's `when` as created_at). */
export async function appliedMigrations(client: pg.PoolClient | pg.Pool): Promise<number[]> {
  const exists = await client.query<{ found: boolean }>(
    `select to_regclass('drizzle.__drizzle_migrations') is not null as found`,
  );
  if (!exists.rows[0]?.found) return [];
  const result = await client.query<{ created_at: string }>(
    'select created_at::text from drizzle.__drizzle_migrations order by created_at',
  );
  return result.rows.map((row) => Number(row.created_at));
}

export async function serverVersion(client: pg.PoolClient): Promise<string> {
  const result = await client.query<{ version: string }>(
    `select current_setting('server_version') as version`,
  );
  return result.rows[0]?.version ?? '';
}

/** Whether the installation holds a business yet (a company); a fresh database needs no backup. */
export async function hasBusinessData(client: pg.Pool): Promise<boolean> {
  const result = await client.query<{ found: boolean }>(
    `select to_regclass('public.companies') is not null as found`,
  );
  if (!result.rows[0]?.found) return false;
  const rows = await client.query('select 1 from companies limit 1');
  return (rows.rowCount ?? 0) > 0;
}

/** An old schema (before migration 0006) has no backup_runs table: such a backup is not recorded. */
export async function hasRunsTable(client: pg.PoolClient): Promise<boolean> {
  const result = await client.query<{ found: boolean }>(
    `select to_regclass('public.backup_runs') is not null as found`,
  );
  return result.rows[0]?.found === true;
}

/** Tables in the public schema: a database with none is empty and may be restored into. */
export async function publicTableCount(client: pg.PoolClient | pg.Client): Promise<number> {
  const result = await client.query<{ count: string }>(
    `select count(*)::text as count from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p')`,
  );
  return Number(result.rows[0]?.count ?? 0);
}

/**
 * Columns that hold storage keys of files in the photo folder: part, vehicle and returned-part
 * photos with their thumbnails, avatars and company logos. Link-preview images are not listed: they are derived
 * from a part photo and made again when missing.
 */
export const PHOTO_KEY_COLUMNS: readonly { table: string; column: string }[] = [
  { table: 'part_images', column: 'storage_key' },
  { table: 'part_images', column: 'thumbnail_key' },
  { table: 'vehicle_images', column: 'storage_key' },
  { table: 'vehicle_images', column: 'thumbnail_key' },
  { table: 'sale_return_images', column: 'storage_key' },
  { table: 'sale_return_images', column: 'thumbnail_key' },
  { table: 'users', column: 'avatar_key' },
  { table: 'companies', column: 'logo_key' },
];

/**
 * Storage keys the snapshot's rows point at, read in the snapshot transaction. Only the columns
 * the backed-up schema has (an older installation may predate vehicles or avatars).
 */
export async function referencedPhotoKeys(client: pg.PoolClient, tables: TableInfo[]): Promise<string[]> {
  const present = PHOTO_KEY_COLUMNS.filter(({ table, column }) =>
    tables.some((info) => info.name === table && info.columns.includes(column)),
  );
  if (present.length === 0) return [];
  const selects = present.map(
    ({ table, column }) =>
      `select ${quoteIdent(column)} as key from ${quoteIdent(table)} where ${quoteIdent(column)} is not null`,
  );
  const result = await client.query<{ key: string }>(selects.join(' union '));
  return result.rows.map((row) => row.key);
}

/**
 * Indexes of the public schema that no constraint owns (search, list and foreign-key indexes):
 * a restore drops them, loads the rows and builds them once, far faster than row by row.
 */
export async function secondaryIndexes(
  client: pg.PoolClient,
): Promise<{ name: string; definition: string }[]> {
  const result = await client.query<{ name: string; definition: string }>(
    `select i.indexname as name, i.indexdef as definition
       from pg_indexes i
      where i.schemaname = 'public'
        and not exists (
          select 1 from pg_constraint c
           where c.conindid = (quote_ident(i.schemaname) || '.' || quote_ident(i.indexname))::regclass
        )
      order by i.indexname`,
  );
  return result.rows;
}

export const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

// backup_runs

export async function insertRun(db: Database, trigger: 'automatic' | 'manual' | 'pre-migration') {
  const [row] = await db.insert(backupRuns).values({ trigger, status: 'running' }).returning();
  if (!row) throw new Error('backup run insert failed');
  return row;
}

export async function finishRun(
  db: Database,
  id: number,
  values: {
    status: 'succeeded' | 'failed';
    fileName?: string;
    sizeBytes?: number;
    counts?: Record<string, number>;
    error?: string;
  },
) {
  await db
    .update(backupRuns)
    .set({ ...values, finishedAt: sql`now()` })
    .where(eq(backupRuns.id, id));
}

/** Runs left 'running' by a process that died: called while holding the lock, so none is alive. */
export async function failInterruptedRuns(db: Database, message: string) {
  await db
    .update(backupRuns)
    .set({ status: 'failed', error: message, finishedAt: sql`now()` })
    .where(eq(backupRuns.status, 'running'));
}

export async function succeededRuns(db: Database) {
  return db
    .select()
    .from(backupRuns)
    .where(eq(backupRuns.status, 'succeeded'))
    .orderBy(desc(backupRuns.startedAt))
    .limit(500);
}

export async function latestRuns(db: Database) {
  const [failed] = await db
    .select()
    .from(backupRuns)
    .where(eq(backupRuns.status, 'failed'))
    .orderBy(desc(backupRuns.startedAt))
    .limit(1);
  const [succeeded] = await db
    .select()
    .from(backupRuns)
    .where(eq(backupRuns.status, 'succeeded'))
    .orderBy(desc(backupRuns.startedAt))
    .limit(1);
  const [running] = await db
    .select()
    .from(backupRuns)
    .where(eq(backupRuns.status, 'running'))
    .orderBy(desc(backupRuns.startedAt))
    .limit(1);
  return { failed, succeeded, running };
}

export async function forgetFiles(db: Database, fileNames: string[]) {
  if (fileNames.length === 0) return;
  await db
    .delete(backupRuns)
    .where(and(eq(backupRuns.status, 'succeeded'), inArray(backupRuns.fileName, fileNames)));
}
