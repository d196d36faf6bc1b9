import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { Config } from '../config.ts';
import { logger } from '../lib/logger.ts';
import { transaction } from '../lib/transaction.ts';
import { startEmbeddedDatabase } from './embedded.ts';
import * as schema from './schema/index.ts';

export type Database = NodePgDatabase<typeof schema> & { $client: pg.Pool };

/** The pool or an open transaction: query functions take either, so the caller decides what is atomic. */
export type Executor = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

export interface DatabaseHandle {
  db: Database;
  pool: pg.Pool;
  url: string;
  close: () => Promise<void>;
}

export const MIGRATIONS_FOLDER = path.resolve(import.meta.dirname, 'migrations');

// PostgreSQL returns bigint and numeric as strings; counts and money here fit in a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number.parseFloat(value));

const closeHooks = new WeakMap<Database, (() => Promise<void>)[]>();

/** Runs `hook` when the handle of `db` closes (connections of its own, such as a LISTEN client). */
export function onDatabaseClose(db: Database, hook: () => Promise<void>): void {
  const hooks = closeHooks.get(db) ?? [];
  hooks.push(hook);
  closeHooks.set(db, hooks);
}

export function connect(url: string, max = 10): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max, application_name: 'yonke' });
  pool.on('error', (error) => logger.error({ err: error }, 'idle database client error'));
  const db = drizzle(pool, { schema }) as Database;
  const close = async () => {
    await Promise.all((closeHooks.get(db) ?? []).map((hook) => hook().catch(() => undefined)));
    await pool.end();
  };
  return { db, pool, url, close };
}

export async function runMigrations(db: Database, migrationsFolder = MIGRATIONS_FOLDER): Promise<void> {
  await applySkippedMigrations(db, migrationsFolder);
  await migrate(db, { migrationsFolder });
}

/**
 * drizzle applies only the migrations newer than the newest one recorded, so a migration merged after
 * a newer one had already run (two branches, each with its own migration) would be skipped forever
 * and the server would see it pending at every start. Those are applied first, oldest first, in one
 * transaction, and recorded the way drizzle records its own.
 */
async function applySkippedMigrations(db: Database, migrationsFolder: string): Promise<void> {
  const table = await db.$client.query<{ found: boolean }>(
    `select to_regclass('drizzle.__drizzle_migrations') is not null as found`,
  );
  if (!table.rows[0]?.found) return;
  const recorded = await db.$client.query<{ created_at: string }>(
    'select created_at::text from drizzle.__drizzle_migrations',
  );
  const applied = new Set(recorded.rows.map((row) => Number(row.created_at)));
  const newest = Math.max(0, ...applied);
  const skipped = readMigrationFiles({ migrationsFolder }).filter(
    (migration) => migration.folderMillis < newest && !applied.has(migration.folderMillis),
  );
  if (skipped.length === 0) return;
  const client = await db.$client.connect();
  try {
    await transaction(client, 'begin', async () => {
      for (const migration of skipped) {
        for (const statement of migration.sql) if (statement.trim()) await client.query(statement);
        await client.query('insert into drizzle.__drizzle_migrations (hash, created_at) values ($1, $2)', [
          migration.hash,
          migration.folderMillis,
        ]);
      }
    });
  } finally {
    client.release();
  }
}

export class MigrationFailedError extends Error {
  constructor(cause: unknown) {
    super(
      `No se pudo actualizar la base de datos: la actualización falló y no se aplicó ningún cambio (la base quedó como estaba). Detalle: ${cause instanceof Error ? cause.message : String(cause)}`,
      { cause },
    );
    this.name = 'MigrationFailedError';
  }
}

interface OpenOptions {
  databaseUrl?: string;
  dataDir: string;
  /** shared_buffers of the embedded PostgreSQL (config.embeddedSharedBuffers). */
  sharedBuffers?: string;
  reuseRunning?: boolean;
  /** false: open as it is (restore, backup from the command line). */
  migrate?: boolean;
  /** Runs before migrations are applied (the server takes a backup there when some are pending). */
  beforeMigrating?: (handle: DatabaseHandle) => Promise<void>;
  migrationsFolder?: string;
}

/** Where the configuration says the database is: DATABASE_URL, or the embedded one under DATA_DIR. */
export function databaseOf(config: Pick<Config, 'databaseUrl' | 'dataDir' | 'embeddedSharedBuffers'>) {
  return {
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    sharedBuffers: config.embeddedSharedBuffers,
  };
}

/** Migrations run in one transaction (drizzle), so a failure leaves the database as it was. */
async function migrateOpened(handle: DatabaseHandle, options: OpenOptions): Promise<void> {
  if (options.migrate === false) return;
  await options.beforeMigrating?.(handle);
  try {
    await runMigrations(handle.db, options.migrationsFolder);
  } catch (error) {
    throw new MigrationFailedError(error);
  }
}

async function readOrCreateSecret(file: string): Promise<string> {
  if (existsSync(file)) return (await fs.readFile(file, 'utf8')).trim();
  const secret = randomBytes(24).toString('base64url');
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.writeFile(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

async function ensureDatabase(adminUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`create database "${name}"`);
  } finally {
    await client.end();
  }
}

/**
 * Opens the database the configuration names: DATABASE_URL when set, otherwise an embedded
 * PostgreSQL under DATA_DIR. Migrations are applied before anything else uses it.
 */
export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const handle = connect(options.databaseUrl);
    try {
      await migrateOpened(handle, options);
    } catch (error) {
      await handle.close();
      throw error;
    }
    return handle;
  }
  const password = await readOrCreateSecret(path.join(options.dataDir, 'pg-password'));
  const embedded = await startEmbeddedDatabase(options.dataDir, {
    password,
    reuseRunning: options.reuseRunning,
    sharedBuffers: options.sharedBuffers,
  });
  try {
    await ensureDatabase(embedded.url('postgres'), 'yonke');
    const handle = connect(embedded.url('yonke'));
    try {
      await migrateOpened(handle, options);
    } catch (error) {
      await handle.close();
      throw error;
    }
    return {
      ...handle,
      close: async () => {
        await handle.close();
        await embedded.stop();
      },
    };
  } catch (error) {
    await embedded.stop();
    throw error;
  }
}
