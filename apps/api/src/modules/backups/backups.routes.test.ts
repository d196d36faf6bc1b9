import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { desc } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestContext } from '../../../test/helpers.ts';
import { buildApp } from '../../app.ts';
import { connect, MIGRATIONS_FOLDER, MigrationFailedError, openDatabase } from '../../db/client.ts';
import { findFreePort } from '../../db/embedded.ts';
import { backupRuns } from '../../db/schema/index.ts';
import { logger } from '../../lib/logger.ts';
import { backupFileName, readJournal } from './archive.ts';
import { BACKUP_MESSAGES } from './backup.ts';
import { backupBeforeMigrating, DAILY_BACKUP_QUEUE, dailyCron, startBackupSchedule } from './backups.jobs.ts';

let ctx: Awaited<ReturnType<typeof createTestContext>>;
let work: string;
let app: ReturnType<typeof buildApp>;
let config: Awaited<ReturnType<typeof createTestContext>>['config'];
type Session = Awaited<ReturnType<typeof ctx.signedIn>>;
let superadmin: Session;
let admin: Session;

// Registered at the top level so it runs once every other after-hook has closed its connections.
afterAll(async () => {
  if (work) await fs.rm(work, { recursive: true, force: true, maxRetries: 5 });
});

beforeAll(async () => {
  ctx = await createTestContext({ jobs: true });
  work = await fs.mkdtemp(path.join(os.tmpdir(), 'yonke-backup-routes-'));
  config = {
    ...ctx.config,
    storage: { driver: 'local', root: ctx.mediaDir },
    backup: {
      ...ctx.config.backup,
      dir: path.join(work, 'backups'),
      keepDaily: 2,
      keepWeekly: 1,
      timeZone: 'UTC',
    },
  };
  app = buildApp({ db: ctx.db, config, storage: ctx.storage, jobs: ctx.jobs });
  const client = (session: Awaited<ReturnType<typeof ctx.signedIn>>) => session;
  superadmin = client(await ctx.signedIn([1]));
  admin = client(await ctx.signedIn([2, 5], superadmin.companyId));
});

/** The test context's client talks to ctx.app; these calls go to the app with this file's config. */
async function call(session: Session, method: string, url: string) {
  const cookie = [...session.jar].map(([key, value]) => `${key}=${value}`).join('; ');
  const response = await app.request(url, {
    method,
    headers: {
      Accept: 'application/json',
      Cookie: cookie,
      'X-XSRF-TOKEN': decodeURIComponent(session.jar.get('XSRF-TOKEN') ?? ''),
      'X-Requested-With': 'XMLHttpRequest',
    },
  });
  return response;
}

async function waitForIdle() {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    const list = (await (await call(superadmin, 'GET', '/api/backups')).json()) as { running: unknown };
    if (!list.running) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('backup still running');
}

describe('Respaldos API', () => {
  it('is for role 1 only', async () => {
    expect((await app.request('/api/backups', { headers: { Accept: 'application/json' } })).status).toBe(401);
    expect((await call(admin, 'GET', '/api/backups')).status).toBe(403);
    expect((await call(admin, 'POST', '/api/backups')).status).toBe(403);
    const list = await call(superadmin, 'GET', '/api/backups');
    expect(list.status).toBe(200);
    expect(await list.json()).toMatchObject({
      backups: [],
      running: null,
      last_failure: null,
      schedule: { time: '03:00', time_zone: 'UTC', keep_daily: 2, keep_weekly: 1 },
    });
  });

  it('starts one backup for a double click, lists it with counts and downloads it', async () => {
    const [first, second] = await Promise.all([
      call(superadmin, 'POST', '/api/backups'),
      call(superadmin, 'POST', '/api/backups'),
    ]);
    expect([first.status, second.status].sort()).toEqual([202, 409]);
    const refused = first.status === 409 ? first : second;
    expect(await refused.json()).toEqual({ message: BACKUP_MESSAGES.busy });
    await waitForIdle();

    const list = (await (await call(superadmin, 'GET', '/api/backups')).json()) as {
      backups: { name: string; size_bytes: number; trigger: string; counts: Record<string, number> }[];
    };
    expect(list.backups).toHaveLength(1);
    const [backup] = list.backups;
    expect(backup).toMatchObject({
      trigger: 'manual',
      counts: expect.objectContaining({ users: 2, parts: 0 }),
    });

    const download = await call(superadmin, 'GET', `/api/backups/${backup?.name}/download`);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/gzip');
    expect(download.headers.get('content-disposition')).toBe(`attachment; filename="${backup?.name}"`);
    const bytes = Buffer.from(await download.arrayBuffer());
    expect(bytes).toEqual(await fs.readFile(path.join(config.backup.dir, backup?.name ?? '')));
    expect((await call(admin, 'GET', `/api/backups/${backup?.name}/download`)).status).toBe(403);
  });

  it('answers 404 for names that are not backups, including path tricks', async () => {
    await fs.writeFile(path.join(work, 'secreto.tar.gz'), 'no');
    for (const name of [
      '..%2Fsecreto.tar.gz',
      '%2E%2E%2F%2E%2E%2Fetc%2Fpasswd',
      'yonke-respaldo-20261122-000000000Z-manual.tar.gz%00',
      'yonke-respaldo-20261122-000000000Z-manual.tar.gz',
      '%F0%9F%92%A9',
    ]) {
      const response = await call(superadmin, 'GET', `/api/backups/${name}/download`);
      // A NUL byte is refused by the input check before the route looks at the name.
      expect([404, 422], name).toContain(response.status);
      expect(response.status === 404 || name.includes('%00'), name).toBe(true);
    }
  });

  it('shows the last failure until a later backup succeeds', async () => {
    await ctx.db.insert(backupRuns).values({
      trigger: 'automatic',
      status: 'failed',
      error: BACKUP_MESSAGES.diskFull,
      finishedAt: new Date(),
    });
    const failing = (await (await call(superadmin, 'GET', '/api/backups')).json()) as {
      last_failure: unknown;
    };
    expect(failing.last_failure).toMatchObject({ trigger: 'automatic', message: BACKUP_MESSAGES.diskFull });
    expect((await call(superadmin, 'POST', '/api/backups')).status).toBe(202);
    await waitForIdle();
    const fixed = (await (await call(superadmin, 'GET', '/api/backups')).json()) as { last_failure: unknown };
    expect(fixed.last_failure).toBeNull();
  });
});

describe('daily backup job', () => {
  it('turns the time into a cron', () => {
    expect(dailyCron('03:00')).toBe('0 3 * * *');
    expect(dailyCron('23:45')).toBe('45 23 * * *');
  });

  it('is scheduled in PostgreSQL, makes an automatic backup and prunes old automatic ones only', async () => {
    const jobs = ctx.jobs;
    if (!jobs) throw new Error('jobs not started');
    const dir = config.backup.dir;
    await fs.mkdir(dir, { recursive: true });
    // Old automatic backups on ten consecutive days, and an old manual one that must stay.
    const old: string[] = [];
    for (let day = 1; day <= 10; day += 1) {
      const name = backupFileName('automatic', new Date(Date.UTC(2026, 0, day, 3)));
      old.push(name);
      await fs.writeFile(path.join(dir, name), 'x');
    }
    const manual = backupFileName('manual', new Date(Date.UTC(2025, 0, 1, 3)));
    await fs.writeFile(path.join(dir, manual), 'x');

    await startBackupSchedule({ db: ctx.db, config, jobs });
    const schedules = await ctx.database.pool.query(`select name, cron, timezone from pgboss.schedule`);
    expect(schedules.rows).toContainEqual({ name: DAILY_BACKUP_QUEUE, cron: '0 3 * * *', timezone: 'UTC' });

    const id = await jobs.send(DAILY_BACKUP_QUEUE, {});
    const outcome = await jobs.waitForOutcome(DAILY_BACKUP_QUEUE, id, 60_000);
    expect(outcome?.state).toBe('completed');
    const names = (await fs.readdir(dir)).sort();
    const automatic = names.filter((name) => name.endsWith('-automatico.tar.gz'));
    // Keep 2 daily (today's and Jan 10) and 1 weekly (the newest of an earlier week, Jan 4).
    expect(automatic).toHaveLength(3);
    expect(automatic).toContain(old[9]);
    expect(automatic).toContain(old[3]);
    expect(names).toContain(manual);
  });
});

describe('upgrades', () => {
  async function copyOf(name: string) {
    const adminUrl = new URL(ctx.database.url);
    adminUrl.pathname = '/postgres';
    const client = new pg.Client({ connectionString: adminUrl.toString() });
    await client.connect();
    const source = new URL(ctx.database.url).pathname.slice(1);
    // A template copy needs the source idle: this file's pool is paused by a fresh database instead.
    await client.query(`create database "${name}" template template0`);
    await client.end();
    const target = new URL(ctx.database.url);
    target.pathname = `/${name}`;
    afterAll(async () => {
      const cleanup = new pg.Client({ connectionString: adminUrl.toString() });
      await cleanup.connect();
      await cleanup.query(`drop database if exists "${name}" with (force)`);
      await cleanup.end();
    });
    void source;
    return target.toString();
  }

  it('backs up a database with data before pending migrations, and not a new or current one', async () => {
    const url = await copyOf(`yonke_test_upgrade_${Date.now()}`);
    const dataDir = path.join(work, 'upgrade');
    const upgradeConfig = { ...config, databaseUrl: url, dataDir };
    // A brand-new database: nothing to back up.
    const fresh = connect(url, 2);
    expect(await backupBeforeMigrating(fresh, upgradeConfig)).toBeNull();
    await fresh.close();
    const current = await openDatabase({ databaseUrl: url, dataDir });
    await current.pool.query(`insert into companies (name) values ('Yonke con datos')`);
    expect(await backupBeforeMigrating(current, upgradeConfig)).toBeNull();

    // The same data one version back: the last migration is pending.
    const last = readJournal(MIGRATIONS_FOLDER).at(-1);
    await current.pool.query('delete from drizzle.__drizzle_migrations where created_at = $1', [last?.when]);
    const file = await backupBeforeMigrating(current, upgradeConfig);
    expect(file).toMatch(/-antes-de-actualizar\.tar\.gz$/);
    expect(existsSync(file ?? '')).toBe(true);
    await current.close();
  });

  it('leaves the database as it was when a migration fails, and says so', async () => {
    const url = await copyOf(`yonke_test_failing_${Date.now()}`);
    const dataDir = path.join(work, 'failing');
    const first = await openDatabase({ databaseUrl: url, dataDir });
    await first.pool.query(`insert into companies (name) values ('Antes de la actualización')`);
    await first.close();

    const folder = path.join(work, 'migrations-with-a-bad-one');
    await fs.cp(MIGRATIONS_FOLDER, folder, { recursive: true });
    const journalFile = path.join(folder, 'meta', '_journal.json');
    const journal = JSON.parse(await fs.readFile(journalFile, 'utf8'));
    journal.entries.push(
      { idx: 900, version: '7', when: 9_000_000_000_001, tag: '0900_good', breakpoints: true },
      { idx: 901, version: '7', when: 9_000_000_000_002, tag: '0901_bad', breakpoints: true },
    );
    await fs.writeFile(journalFile, JSON.stringify(journal));
    await fs.writeFile(path.join(folder, '0900_good.sql'), 'CREATE TABLE "upgrade_probe" ("id" integer);');
    await fs.writeFile(path.join(folder, '0901_bad.sql'), 'UPDATE companies SET name = name || 1/0;');

    let backedUp = false;
    const attempt = openDatabase({
      databaseUrl: url,
      dataDir,
      migrationsFolder: folder,
      beforeMigrating: async () => {
        backedUp = true;
      },
    });
    await expect(attempt).rejects.toBeInstanceOf(MigrationFailedError);
    await expect(attempt).rejects.toThrow('no se aplicó ningún cambio (la base quedó como estaba)');
    expect(backedUp).toBe(true);
    const check = new pg.Client({ connectionString: url });
    await check.connect();
    const probe = await check.query(`select to_regclass('public.upgrade_probe') as found`);
    const names = await check.query('select name from companies');
    const count = await check.query('select count(*)::int as count from drizzle.__drizzle_migrations');
    await check.end();
    expect(probe.rows[0].found).toBeNull();
    expect(names.rows).toEqual([{ name: 'Antes de la actualización' }]);
    expect(count.rows[0].count).toBe(readJournal(MIGRATIONS_FOLDER).length);
  });
});

describe('operations', () => {
  it('GET /health answers 200 without a session, and 503 with nothing more when migrations are pending', async () => {
    const ok = await app.request('/health');
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ status: 'ok' });
    const last = readJournal(MIGRATIONS_FOLDER).at(-1);
    const [row] = (
      await ctx.database.pool.query(
        'delete from drizzle.__drizzle_migrations where created_at = $1 returning *',
        [last?.when],
      )
    ).rows;
    try {
      const pending = await app.request('/health');
      expect(pending.status).toBe(503);
      expect(await pending.json()).toEqual({ status: 'unavailable' });
    } finally {
      await ctx.database.pool.query(
        'insert into drizzle.__drizzle_migrations (hash, created_at) values ($1, $2)',
        [row.hash, row.created_at],
      );
    }
    const down = buildApp({
      db: connect('postgres://nadie:x@127.0.0.1:1/none', 1).db,
      config,
      storage: ctx.storage,
    });
    const unavailable = await down.request('/health');
    expect(unavailable.status).toBe(503);
    expect(await unavailable.json()).toEqual({ status: 'unavailable' });
  });

  it('logs one line per request with id, method, route, status and time, and no personal data', async () => {
    const info = vi.spyOn(logger, 'info');
    try {
      const response = await app.request('/api/backups/yonke-respaldo-x/download?token=secreto', {
        headers: {
          Accept: 'application/json',
          Cookie: 'yonke_session=abc',
          'X-Request-Id': 'proxy-id-12345',
        },
      });
      expect(response.status).toBe(401);
      expect(response.headers.get('x-request-id')).toBe('proxy-id-12345');
      const lines = info.mock.calls.filter(([line]) => (line as { route?: string })?.route !== undefined);
      expect(lines).toHaveLength(1);
      const [line] = lines[0] ?? [];
      expect(line).toEqual({
        reqId: 'proxy-id-12345',
        method: 'GET',
        route: '/api/backups/:name/download',
        status: 401,
        ms: expect.any(Number),
      });
      expect(JSON.stringify(lines)).not.toMatch(/secreto|abc|yonke-respaldo-x/);
    } finally {
      info.mockRestore();
    }
    // A malformed or oversized incoming id is replaced by one of ours.
    for (const bad of ['tab\there-12345678', 'x'.repeat(200), 'id con espacios', '<script>']) {
      const response = await app.request('/health', { headers: { 'X-Request-Id': bad } });
      expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('finishes a request in flight when asked to stop, then exits', async () => {
    const port = await findFreePort();
    const child = spawn(process.execPath, [path.resolve('apps/api/src/server.ts')], {
      env: {
        ...process.env,
        NODE_ENV: 'test',
        LOG_LEVEL: 'info',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: ctx.database.url,
        DATA_DIR: path.join(work, 'server'),
        SKIP_DEMO_SEED: '1',
        BACKUP_TIME: 'off',
        WEB_CONCURRENCY: '1',
        WEB_DIST: '.tmp/no-web',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    const seen = (text: string) =>
      new Promise<void>((resolve, reject) => {
        const check = () => output.includes(text) && resolve();
        child.stdout.on('data', check);
        child.on('exit', (code) => reject(new Error(`server exited (${code}) before «${text}»: ${output}`)));
        check();
      });
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    await seen('Yonke está listo');

    // A sign-in whose body is still arriving when SIGTERM comes: the handler is waiting for it.
    const csrf = await fetch(`http://127.0.0.1:${port}/sanctum/csrf-cookie`);
    const cookies = csrf.headers.getSetCookie().map((cookie) => cookie.split(';')[0] ?? '');
    const xsrf = decodeURIComponent(
      cookies.find((cookie) => cookie.startsWith('XSRF-TOKEN='))?.slice(11) ?? '',
    );
    const socket = net.connect(port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    const body = JSON.stringify({ email: 'nadie@prueba.mx', password: 'x' });
    socket.write(
      `POST /login HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: application/json\r\nContent-Type: application/json\r\nCookie: ${cookies.join('; ')}\r\nX-XSRF-TOKEN: ${xsrf}\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 5)}`,
    );
    let answer = '';
    socket.on('error', (error) => {
      answer += `socket error: ${error.message}`;
    });
    socket.on('data', (chunk) => {
      answer += chunk.toString();
    });
    const closed = new Promise((resolve) => socket.once('close', resolve));
    child.kill('SIGTERM');
    await seen('apagando');
    socket.write(body.slice(5));
    await closed;
    // Answered by the sign-in itself (wrong credentials), not cut off; nothing was logged for it before the signal.
    expect(answer).toMatch(/^HTTP\/1\.1 (401|422) /);
    expect(output.indexOf('"route":"/login"')).toBeGreaterThan(output.indexOf('apagando'));
    expect(await exited, output).toBe(0);
  });
});

describe('backup_runs', () => {
  it('records every attempt', async () => {
    const runs = await ctx.db.select().from(backupRuns).orderBy(desc(backupRuns.id));
    expect(runs.some((run) => run.status === 'succeeded' && run.trigger === 'automatic')).toBe(true);
  });
});
