import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, TEST_PASSWORD } from '../test/helpers.ts';
import {
  httpClient,
  logEntries,
  type ServerProcess,
  sameBrowser,
  startServerProcess,
} from '../test/processes.ts';
import { workerCount, workerExecArgv } from './cluster.ts';
import { openDatabase } from './db/client.ts';
import { companies, partComments, parts, userRoles, users } from './db/schema/index.ts';
import { createUser } from './db/seed/seed.ts';
import { PUBLIC_LIMITS } from './modules/public-pages/public-traffic.ts';

/** A GET on a connection of its own (no keep-alive), answered with its status. */
function statusOnNewConnection(url: string, timeout = 10_000): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent: false, timeout }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.on('timeout', () => request.destroy(new Error('timeout')));
    request.on('error', reject);
  });
}

describe('WEB_CONCURRENCY', () => {
  it('defaults to one worker per core, one in tests, and refuses nonsense in Spanish', () => {
    expect(workerCount({ NODE_ENV: 'production' })).toBe(os.availableParallelism());
    expect(workerCount({ NODE_ENV: 'test' })).toBe(1);
    expect(workerCount({ NODE_ENV: 'test', WEB_CONCURRENCY: '3' })).toBe(3);
    for (const bad of ['0', '-1', 'dos', '1.5', '9999', ' ', '2\u0000']) {
      if (bad.trim() === '') expect(workerCount({ WEB_CONCURRENCY: bad, NODE_ENV: 'test' })).toBe(1);
      else expect(() => workerCount({ WEB_CONCURRENCY: bad })).toThrow(/WEB_CONCURRENCY debe ser/);
    }
  });
});

describe('worker heap', () => {
  it('caps the young generation at 16 MB unless the operator chose a size', () => {
    expect(workerExecArgv(['--enable-source-maps'])).toEqual([
      '--enable-source-maps',
      '--max-semi-space-size=16',
    ]);
    expect(workerExecArgv(['--max-semi-space-size=32'])).toEqual(['--max-semi-space-size=32']);
    expect(workerExecArgv([], '--max_semi_space_size=8')).toEqual([]);
    expect(workerExecArgv([], '--max-old-space-size=512')).toEqual(['--max-semi-space-size=16']);
  });
});

describe('two instances on one database', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let first: ServerProcess;
  let second: ServerProcess;
  let companyId: number;

  beforeAll(async () => {
    database = await createTestDatabase();
    const env = { DATABASE_URL: database.url, WEB_CONCURRENCY: '1' };
    // One after the other: these tests are about sessions across instances. Two instances
    // starting at the same instant exited once with code 1 in CI (cause not found yet); that
    // start race needs a test of its own.
    first = await startServerProcess(env);
    second = await startServerProcess(env);
    const [company] = await database.db.insert(companies).values({ name: 'Yonke compartido' }).returning();
    companyId = company?.id ?? 0;
  }, 180_000);

  async function signedInOnBoth(roles: number[]) {
    const email = `u${Math.random().toString(36).slice(2, 10)}@prueba.mx`;
    const user = await createUser(database.db, {
      companyId,
      name: 'Usuaria compartida',
      email,
      password: TEST_PASSWORD,
      roles,
    });
    const onFirst = httpClient(first.base);
    expect((await onFirst.login(email, TEST_PASSWORD)).status).toBe(204);
    const onSecond = sameBrowser(onFirst, second.base);
    expect((await onSecond.get('/api/user')).status).toBe(200);
    return { user, onFirst, onSecond };
  }

  it('keeps an idle connection open longer than a reverse proxy does (65 s, not Node’s 5 s)', async () => {
    // A proxy or client sending on a connection just as the app closes it gets a reset instead
    // of an answer; the app must be the side that closes last.
    const header = await new Promise<string>((resolve, reject) => {
      http
        .get(`${first.base}/api/openapi.json`, { agent: new http.Agent({ keepAlive: true }) }, (response) => {
          response.resume();
          resolve(String(response.headers['keep-alive']));
        })
        .on('error', reject);
    });
    expect(header).toBe('timeout=65');
  });

  it('signing out on one instance ends the session on the other at once', async () => {
    const { onFirst, onSecond } = await signedInOnBoth([2]);
    // Both instances have just read (and could have kept) this session.
    expect((await onFirst.get('/api/user')).status).toBe(200);
    expect((await onFirst.post('/logout')).status).toBe(204);
    expect((await onSecond.get('/api/user')).status).toBe(401);
    expect((await onSecond.post('/api/autoparts/searchInventory?page=1', {})).status).toBe(401);
  });

  it('deactivating a user or changing their roles takes effect at once on both', async () => {
    const { user, onFirst, onSecond } = await signedInOnBoth([2]);
    expect((await onSecond.post('/api/autoparts/searchSales?page=1', {})).status).toBe(200);
    // Role 2 (admin) becomes role 3 (capturist), who may not open Ventas.
    await database.db.update(userRoles).set({ roleId: 3 }).where(eq(userRoles.userId, user.id));
    expect((await onSecond.get('/api/user')).json.roles).toEqual([{ role_id: 3 }]);
    expect((await onFirst.post('/api/autoparts/searchSales?page=1', {})).status).toBe(403);
    expect((await onSecond.post('/api/autoparts/searchSales?page=1', {})).status).toBe(403);
    await database.db.update(users).set({ active: false }).where(eq(users.id, user.id));
    expect((await onFirst.get('/api/user')).status).toBe(401);
    expect((await onSecond.get('/api/user')).status).toBe(401);
  });
});

describe('npm start with two workers and the embedded PostgreSQL', () => {
  let dataDir: string;
  let server: ServerProcess;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'yonke-cluster-'));
    server = await startServerProcess({
      DATA_DIR: dataDir,
      WEB_CONCURRENCY: '2',
      DATABASE_URL: '',
      PG_SHARED_BUFFERS: '64MB',
    });
  }, 260_000);

  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('keeps every acknowledged write and replaces a killed worker while the other serves; Ctrl+C stops all', async () => {
    const started = () => logEntries(server.lines, 'worker listening');
    // Logs are written asynchronously: the banner may come out before the last of them.
    await server.waitForLine(() => started().length === 2);
    expect(started().map((entry) => entry.worker)).toEqual([1, 2]);
    const client = httpClient(server.base);
    // The banner names the first administrator; a generated password goes to a private file
    // under DATA_DIR, never to the output (docs/domain-rules.md, "What the logs never hold").
    const banner = server.lines.find((line) => line.includes('Administrador:')) ?? '';
    const [, email] = /Administrador: (\S+)/.exec(banner) ?? [];
    expect(banner).toContain('admin-password.txt');
    const password = (await readFile(path.join(dataDir, 'admin-password.txt'), 'utf8')).trim();
    expect(server.lines.join('\n')).not.toContain(password);
    expect((await client.login(email ?? '', password ?? '')).status).toBe(204);

    // The app's own database, shared the way `npm run user` shares it with a running app.
    const database = await openDatabase({ dataDir, reuseRunning: true });
    // The embedded PostgreSQL was started with the configured page cache.
    const cache = await database.pool.query<{ shared_buffers: string }>('show shared_buffers');
    expect(cache.rows[0]?.shared_buffers).toBe('64MB');
    const [admin] = await database.db
      .select()
      .from(users)
      .where(eq(users.email, email ?? ''));
    const [part] = await database.db
      .insert(parts)
      .values({ companyId: admin?.companyId ?? 0, name: 'Faro Versa', statusId: 1, salePrice: 900 })
      .returning();

    // Comments sent while a worker is killed: each one acknowledged must be stored.
    const victim = started().find((entry) => entry.worker === 2)?.pid as number;
    const sent = Array.from({ length: 24 }, async (_, index) => {
      if (index === 12) process.kill(victim, 'SIGKILL');
      try {
        const response = await client.post(
          '/api/autoparts/comments/store',
          { autopart_id: part?.id, comment: `Comentario ${index}` },
          15_000,
        );
        return response.status === 201 ? `Comentario ${index}` : null;
      } catch {
        return null; // cut off with the worker: never acknowledged
      }
    });
    const acknowledged = (await Promise.all(sent)).filter((text): text is string => text !== null);
    expect(acknowledged.length).toBeGreaterThan(0);
    const stored = await database.db
      .select({ comment: partComments.comment })
      .from(partComments)
      .where(eq(partComments.partId, part?.id ?? 0));
    expect(stored.map((row) => row.comment)).toEqual(expect.arrayContaining(acknowledged));
    await database.close();

    await server.waitForLine((line) => line.includes('worker died; starting another'));
    // Whichever worker is left answers every request meanwhile.
    for (let request = 0; request < 10; request += 1) {
      expect((await client.get('/api/user')).status).toBe(200);
    }
    // A new worker 2: the standby taking over, or a fresh one when the standby was not ready yet.
    await server.waitForLine((line) => {
      const entry = line.startsWith('{') ? JSON.parse(line) : null;
      return (
        ['worker listening', 'standby worker took over'].includes(entry?.msg) &&
        entry.worker === 2 &&
        entry.pid !== victim
      );
    });
    for (let request = 0; request < 10; request += 1) {
      expect((await client.get('/api/user')).status).toBe(200);
    }
    expect(started().filter((entry) => entry.worker === 1)).toHaveLength(1);

    // The anonymous budget is one for both workers: 120 a minute per address, not 120 each.
    // Every request on a connection of its own, so the primary hands them to both workers.
    const statuses = await Promise.all(
      Array.from({ length: PUBLIC_LIMITS.perClient + 10 }, () =>
        statusOnNewConnection(`${server.base}/robots.txt`),
      ),
    );
    expect(statuses.filter((status) => status === 200)).toHaveLength(PUBLIC_LIMITS.perClient);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10);

    // Both serving workers killed at once: the standby serves before any new worker has loaded.
    // A standby that has not taken a place yet (one may already have replaced the worker above).
    await server.waitForLine(
      () =>
        logEntries(server.lines, 'standby worker ready').length >
        logEntries(server.lines, 'standby worker took over').length,
      240_000,
    );
    const serving = new Map<number, number>();
    for (const entry of [
      ...logEntries(server.lines, 'worker listening'),
      ...logEntries(server.lines, 'standby worker took over'),
    ]) {
      serving.set(entry.worker as number, entry.pid as number);
    }
    const coldStartsBefore = started().length;
    for (const pid of serving.values()) process.kill(pid, 'SIGKILL');
    let answered = false;
    while (!answered) {
      // A connection made while no worker was left may hang: it is dropped and another made.
      answered = (await statusOnNewConnection(`${server.base}/health`, 500).catch(() => 0)) === 200;
      if (!answered) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(logEntries(server.lines, 'standby worker took over').length).toBeGreaterThan(0);
    expect(started()).toHaveLength(coldStartsBefore);

    // Ctrl+C reaches the primary: it stops the workers, then the embedded PostgreSQL.
    server.child.kill('SIGINT');
    expect(await server.exited).toBe(0);
    expect(existsSync(path.join(dataDir, 'pg', 'postmaster.pid'))).toBe(false);
    await expect(fetch(`${server.base}/api/user`)).rejects.toThrow();
  }, 300_000);
});
