import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { connect, runMigrations } from '../src/db/client.ts';
import { type EmbeddedDatabase, startEmbeddedDatabase } from '../src/db/embedded.ts';
import { seedReferenceData } from '../src/db/seed/reference.ts';

export const TEMPLATE_DATABASE = 'yonke_test_template';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseAdminUrl: string;
    templateDatabase: string;
  }
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/**
 * One PostgreSQL per test run: DATABASE_URL when given (CI runs the suite once more against
 * Debian's PostgreSQL 15), otherwise an embedded server in a temporary folder. A template
 * database is migrated and seeded once; each test file clones it.
 */
export default async function setup(project: TestProject) {
  let embedded: EmbeddedDatabase | undefined;
  let dataDir: string | undefined;
  let adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'yonke-test-'));
    embedded = await startEmbeddedDatabase(dataDir, { password: 'test-password' });
    adminUrl = embedded.url('postgres');
  }
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(
    `select pg_terminate_backend(pid) from pg_stat_activity where datname like 'yonke_test_%' and pid <> pg_backend_pid()`,
  );
  const stale = await admin.query(`select datname from pg_database where datname like 'yonke_test_%'`);
  // FORCE: a client that reconnects between the terminate above and the drop (a leftover
  // LISTEN connection of an earlier run) must not fail the whole run.
  for (const row of stale.rows) await admin.query(`drop database if exists "${row.datname}" with (force)`);
  await admin.query(`create database "${TEMPLATE_DATABASE}"`);
  await admin.end();

  const template = connect(withDatabase(adminUrl, TEMPLATE_DATABASE), 2);
  await runMigrations(template.db);
  await seedReferenceData(template.db);
  await template.close();

  project.provide('databaseAdminUrl', adminUrl);
  project.provide('templateDatabase', TEMPLATE_DATABASE);

  return async () => {
    if (embedded) await embedded.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  };
}
