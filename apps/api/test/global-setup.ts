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
    /** How a test file clones the template (CREATE DATABASE … STRATEGY). */
    cloneStrategy: 'file_copy' | 'wal_log';
  }
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/**
 * The embedded server of a test run lives in a temporary folder deleted at the end: nothing in it
 * has to survive a crash, so it stops waiting for the disk. Each test file creates and drops a
 * database, and each of those is a checkpoint that, synced, took seconds on a busy machine (20
 * clones and drops of the template: 97 s synced, 11 s not, docs/contributing.md «How long the tests
 * take»). The settings are PostgreSQL's own non-durable ones
 * (https://www.postgresql.org/docs/current/non-durability.html), set on the running server so that
 * the app's own start-up flags (db/embedded.ts) stay as production runs them.
 */
async function throwAwayDurability(admin: pg.Client): Promise<void> {
  for (const setting of ['fsync', 'synchronous_commit', 'full_page_writes']) {
    await admin.query(`alter system set ${setting} = off`);
  }
  await admin.query('select pg_reload_conf()');
}

interface TestServer {
  adminUrl: string;
  embedded: boolean;
  /** Projects of this run using it (each has its own global setup and teardown). */
  users: number;
  stop: () => Promise<void>;
}

/**
 * Both API projects (api, api-isolated) run this global setup, one after the other in Vitest's
 * main process, and each loads this module afresh: the server is kept on globalThis so that the
 * second project uses the first one's server and template instead of starting, migrating and
 * seeding a second PostgreSQL before any test runs.
 */
const SHARED = Symbol.for('yonke.test-database-server');
type Holder = { [SHARED]?: Promise<TestServer> };

/**
 * One PostgreSQL per test run: DATABASE_URL when given (CI runs the suite once more against
 * Debian's PostgreSQL 15), otherwise an embedded server in a temporary folder. A template
 * database is migrated and seeded once; each test file clones it.
 */
async function startTestServer(): Promise<TestServer> {
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
  if (embedded) await throwAwayDurability(admin);
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

  return {
    adminUrl,
    embedded: embedded !== undefined,
    users: 0,
    stop: async () => {
      if (embedded) await embedded.stop();
      if (dataDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export default async function setup(project: TestProject) {
  const holder = globalThis as Holder;
  holder[SHARED] ??= startTestServer();
  const server = await holder[SHARED];
  server.users += 1;

  project.provide('databaseAdminUrl', server.adminUrl);
  project.provide('templateDatabase', TEMPLATE_DATABASE);
  // A file copy of the template is cheap once checkpoints no longer wait for the disk; on a server
  // that still syncs (DATABASE_URL), each one would force two synced checkpoints, and PostgreSQL's
  // default (WAL_LOG: the template written through the WAL) is cheaper there.
  project.provide('cloneStrategy', server.embedded ? 'file_copy' : 'wal_log');

  return async () => {
    server.users -= 1;
    if (server.users > 0) return;
    delete holder[SHARED];
    await server.stop();
  };
}
