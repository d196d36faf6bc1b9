import http from 'node:http';
import os from 'node:os';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, TEST_PASSWORD } from '../test/helpers.ts';
import { httpClient, type ServerProcess, sameBrowser, startServerProcess } from '../test/processes.ts';
import { workerCount, workerExecArgv } from './cluster.ts';
import { companies, userRoles, users } from './db/schema/index.ts';
import { createUser } from './db/seed/seed.ts';

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
