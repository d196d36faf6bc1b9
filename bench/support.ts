import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { connect, type DatabaseHandle, runMigrations } from '../apps/api/src/db/client.ts';
import { findFreePort, startEmbeddedDatabase } from '../apps/api/src/db/embedded.ts';
import { companies, locations } from '../apps/api/src/db/schema/index.ts';
import { generateDemoParts } from '../apps/api/src/db/seed/demo-parts.ts';
import { loadReferenceData, seedReferenceData } from '../apps/api/src/db/seed/reference.ts';
import { createUser, DEMO_PASSWORD, demoLocationNames } from '../apps/api/src/db/seed/seed.ts';

export const ROOT = path.resolve(import.meta.dirname, '..');
/** BENCH_DIR puts a big data set (1M parts) in a folder of its own, to delete when done. */
export const BENCH_DIR = process.env.BENCH_DIR
  ? path.resolve(process.env.BENCH_DIR)
  : path.join(ROOT, '.tmp', 'bench');
export const BENCH_USER = 'bench@demo.mx';

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] as number;
}

export function summarize(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), max: sorted[sorted.length - 1] ?? 0 };
}

export const ms = (value: number) => `${value.toFixed(1)} ms`;

/**
 * A scratch database with N generated parts: an embedded PostgreSQL under .tmp/bench (or
 * BENCH_DATABASE_URL), one database per size, generated once and reused by later runs.
 */
export async function openBenchDatabase(parts: number, options: { fresh?: boolean } = {}) {
  mkdirSync(BENCH_DIR, { recursive: true });
  let adminUrl = process.env.BENCH_DATABASE_URL;
  let stop = async () => {};
  if (!adminUrl) {
    const embedded = await startEmbeddedDatabase(BENCH_DIR, { password: 'bench' });
    adminUrl = embedded.url('postgres');
    stop = embedded.stop;
  }
  const name = `bench_${parts}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  if (options.fresh) await admin.query(`drop database if exists "${name}" with (force)`);
  const exists = (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1;
  if (!exists) await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle: DatabaseHandle = connect(url.toString(), 40);
  await runMigrations(handle.db);
  // Bench databases generated before part_search_texts (migration 0024) was handled here kept a
  // trigram index on parts that production no longer has: searches and writes would differ.
  await handle.db.execute(sql`drop index if exists parts_search_text_trgm_idx`);
  const data = loadReferenceData();
  await seedReferenceData(handle.db, data);
  const count = Number(
    (await handle.db.execute<{ n: number }>(sql`select count(*)::int as n from parts`)).rows[0]?.n ?? 0,
  );
  let generatedIn: number | undefined;
  if (count < parts) {
    const started = performance.now();
    const [company] = await handle.db
      .insert(companies)
      .values({ name: 'Yonke de pruebas de carga', phone: '8110000000' })
      .returning();
    if (!company) throw new Error('company insert failed');
    const user = await createUser(handle.db, {
      companyId: company.id,
      name: 'Banco de pruebas',
      email: BENCH_USER,
      password: DEMO_PASSWORD,
      roles: [1],
    });
    const locationRows = await handle.db
      .insert(locations)
      .values(demoLocationNames().map((locationName) => ({ companyId: company.id, name: locationName })))
      .returning({ id: locations.id });
    const client = await handle.pool.connect();
    try {
      // Building the text indexes once at the end is far cheaper than updating them row by row.
      await client.query('drop index if exists part_search_texts_trgm_idx');
      await client.query('drop index if exists parts_search_words_idx');
      await client.query('drop index if exists parts_category_years_idx');
      await generateDemoParts(client, data, {
        companyId: company.id,
        count: parts - count,
        locationIds: locationRows.map((row) => row.id),
        userIds: [user.id],
        startIndex: count,
        batchSize: 10_000,
        onProgress: (done) => {
          if (done % 100_000 === 0)
            process.stdout.write(`  ${done.toLocaleString('en-US')} partes generadas\n`);
        },
      });
      await client.query("set maintenance_work_mem = '1GB'");
      await client.query(
        'create index part_search_texts_trgm_idx on part_search_texts using gin (search_text gin_trgm_ops) with (gin_pending_list_limit = 128)',
      );
      await client.query(
        'create index parts_search_words_idx on parts using gin (search_words) with (gin_pending_list_limit = 128)',
      );
      await client.query(
        'create index parts_category_years_idx on parts using gin (part_category_years(category_id, years)) with (gin_pending_list_limit = 128) where category_id is not null',
      );
      await client.query('vacuum analyze parts');
      await client.query('vacuum analyze part_search_texts');
    } finally {
      client.release();
    }
    generatedIn = performance.now() - started;
  }
  return {
    handle,
    generatedIn,
    close: async () => {
      await handle.close();
      await stop();
    },
  };
}

export function argValue(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  const value = index >= 0 ? Number(process.argv[index + 1]) : Number.NaN;
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

export function ensureDir(file: string) {
  const dir = path.dirname(file);
  if (!existsSync(dir)) mkdirSync(dir, { recursive: true });
}

/**
 * Starts the real API server process (`npm start` in production mode: one worker per core unless
 * WEB_CONCURRENCY says otherwise) of checkout `root` on a free port against the bench database,
 * and waits for its banner, which the primary prints once every worker listens. Answering one
 * request is not enough: the workers start one after another, and keep-alive clients that connect
 * while only the first listens all stay on it (bench:http measured one worker that way until
 * session 10). The process is stopped when the bench exits.
 */
export async function startBenchServer(
  databaseUrl: string,
  options: { root?: string; env?: Record<string, string>; nodeArgs?: string[]; startupSeconds?: number } = {},
): Promise<{ base: string; port: number; server: ChildProcess }> {
  const port = await findFreePort();
  const server = spawn(process.execPath, [...(options.nodeArgs ?? []), 'apps/api/src/server.ts'], {
    cwd: options.root ?? ROOT,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      SKIP_DEMO_SEED: '1',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let banner = '';
  server.stdout?.on('data', (chunk: Buffer) => {
    banner += chunk.toString('utf8');
  });
  process.on('exit', () => server.kill('SIGTERM'));
  const deadline = performance.now() + (options.startupSeconds ?? 120) * 1000;
  while (!banner.includes('Yonke está listo')) {
    if (server.exitCode !== null || performance.now() > deadline) throw new Error('the server did not start');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { base: `http://127.0.0.1:${port}`, port, server };
}

/** Signs the bench user in once, as the web app does: the session cookies and the XSRF header value. */
export async function benchSignIn(base: string): Promise<{ cookie: string; xsrf: string }> {
  const csrf = await fetch(`${base}/sanctum/csrf-cookie`);
  const xsrf = /XSRF-TOKEN=([^;]+)/.exec(csrf.headers.getSetCookie().join(';'))?.[1] ?? '';
  const login = await fetch(`${base}/login`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-XSRF-TOKEN': decodeURIComponent(xsrf),
      Cookie: `XSRF-TOKEN=${xsrf}`,
    },
    body: JSON.stringify({ email: BENCH_USER, password: 'demo1234' }),
  });
  if (login.status !== 204) throw new Error(`sign-in failed: ${login.status}`);
  const cookie = login.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
  return { cookie, xsrf: decodeURIComponent(/XSRF-TOKEN=([^;]+)/.exec(cookie)?.[1] ?? xsrf) };
}

/**
 * A scratch PostgreSQL of the benchmark's own in `.tmp/<folder>` (unless BENCH_DATABASE_URL is
 * given), for benchmarks that rewrite data the shared bench data set must not see, or that must
 * not stop a server a longer benchmark is using. Returns how to stop it.
 */
export async function useOwnBenchServer(folder: string): Promise<() => Promise<void>> {
  if (process.env.BENCH_DATABASE_URL) return async () => {};
  const own = await startEmbeddedDatabase(path.join(ROOT, '.tmp', folder), { password: 'bench' });
  process.env.BENCH_DATABASE_URL = own.url('postgres');
  return own.stop;
}

/** The first row of a query. */
export async function firstRow<T extends Record<string, unknown>>(
  db: DatabaseHandle['db'],
  query: ReturnType<typeof sql>,
): Promise<T> {
  return (await db.execute<T>(query)).rows[0] as T;
}
