import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { logger } from '../lib/logger.ts';
import { startEmbeddedDatabase } from './embedded.ts';
import * as schema from './schema/index.ts';

export type Database = NodePgDatabase<typeof schema> & { $client: pg.Pool };

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

export function connect(url: string, max = 10): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max, application_name: 'yonke' });
  pool.on('error', (error) => logger.error({ err: error }, 'idle database client error'));
  const db = drizzle(pool, { schema }) as Database;
  return { db, pool, url, close: () => pool.end() };
}

export async function runMigrations(db: Database): Promise<void> {
  await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
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
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  reuseRunning?: boolean;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const handle = connect(options.databaseUrl);
    await runMigrations(handle.db);
    return handle;
  }
  const password = await readOrCreateSecret(path.join(options.dataDir, 'pg-password'));
  const embedded = await startEmbeddedDatabase(options.dataDir, {
    password,
    reuseRunning: options.reuseRunning,
  });
  try {
    await ensureDatabase(embedded.url('postgres'), 'yonke');
    const handle = connect(embedded.url('yonke'));
    await runMigrations(handle.db);
    return {
      ...handle,
      close: async () => {
        await handle.pool.end();
        await embedded.stop();
      },
    };
  } catch (error) {
    await embedded.stop();
    throw error;
  }
}
