import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { connect, type DatabaseHandle } from '../src/db/client.ts';
import { companies } from '../src/db/schema/index.ts';
import { createUser } from '../src/db/seed/seed.ts';
import { type JobQueue, startJobQueue } from '../src/lib/jobs.ts';
import { createLocalStorage } from '../src/lib/storage.ts';
import { startMarketplaceWorkers } from '../src/modules/marketplace/marketplace.jobs.ts';
import { jsonOrNull, storeCookies } from './cookie-jar.ts';

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** A database of this test file's own, cloned from the migrated template and dropped afterwards. */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const adminUrl = inject('databaseAdminUrl');
  const name = `yonke_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(
    `create database "${name}" template "${inject('templateDatabase')}" strategy ${inject('cloneStrategy')}`,
  );
  await admin.end();
  const handle = connect(withDatabase(adminUrl, name), 5);
  afterAll(async () => {
    await handle.close();
    const cleanup = new pg.Client({ connectionString: adminUrl });
    await cleanup.connect();
    await cleanup.query(`drop database if exists "${name}" with (force)`);
    await cleanup.end();
  });
  return handle;
}

export const TEST_PASSWORD = 'clave-de-prueba-1';

export interface TestContextOptions {
  /** More environment for loadConfig (ML_*, SECRET_KEY…). */
  env?: Record<string, string>;
  /** Start pg-boss against this file's database, with the marketplace workers (stopped afterwards). */
  jobs?: boolean;
}

export async function createTestContext(options: TestContextOptions = {}) {
  const database = await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST: '.tmp/no-web',
    ...options.env,
  } as NodeJS.ProcessEnv);
  // Photos of this test file go to a folder of its own, removed afterwards.
  const mediaDir = await mkdtemp(path.join(os.tmpdir(), 'yonke-media-'));
  afterAll(() => rm(mediaDir, { recursive: true, force: true }));
  const storage = createLocalStorage(mediaDir);
  let jobs: JobQueue | undefined;
  if (options.jobs) {
    const queue = await startJobQueue(database.url);
    jobs = queue;
    // Registered after the database's own afterAll, so it runs first (after-hooks run as a stack).
    afterAll(() => queue.stop());
    await startMarketplaceWorkers({ db: database.db, config, storage, jobs: queue });
  }
  const app = buildApp({ db: database.db, config, storage, jobs });
  const db = database.db;

  async function createCompany(name = 'Yonke de prueba', phone = '8110000000') {
    const [company] = await db.insert(companies).values({ name, phone }).returning();
    if (!company) throw new Error('company insert failed');
    return company;
  }

  const cashRegisters = new Map<number, Promise<number>>();
  /**
   * The company's «Caja 1» with an open session (cash is always taken into one), as a store
   * starts its day: its id, for the `register_id` of a payment in cash.
   */
  function openCashRegister(companyId: number): Promise<number> {
    let found = cashRegisters.get(companyId);
    if (!found) {
      found = (async () => {
        const register = await db.execute<{ id: number }>(sql`
          insert into cash_registers (company_id, name) values (${companyId}, 'Caja 1')
          on conflict (company_id, name) do update set name = excluded.name
          returning id`);
        const id = Number(register.rows[0]?.id);
        await db.execute(sql`
          insert into cash_sessions (company_id, register_id, float_cents)
          select ${companyId}, ${id}, 0
          where not exists (select 1 from cash_sessions where register_id = ${id} and status <> 'cerrada')`);
        return id;
      })();
      cashRegisters.set(companyId, found);
    }
    return found;
  }

  async function createUserWithRoles(companyId: number, roles: number[], email?: string) {
    const address = email ?? `u${randomBytes(4).toString('hex')}@prueba.mx`;
    const user = await createUser(db, {
      companyId,
      name: `Usuario ${roles.join('-')}`,
      email: address,
      password: TEST_PASSWORD,
      roles,
    });
    return { id: user.id, email: address };
  }

  /** A browser-like client: keeps cookies and echoes the XSRF cookie in its header. */
  function client() {
    const jar = new Map<string, string>();
    const cookieHeader = () => [...jar].map(([key, value]) => `${key}=${value}`).join('; ');
    async function request(
      method: string,
      path: string,
      body?: unknown,
      headers: Record<string, string> = {},
    ) {
      const init: RequestInit = {
        method,
        headers: {
          Accept: 'application/json',
          'X-Requested-With': 'XMLHttpRequest',
          ...(jar.has('XSRF-TOKEN')
            ? { 'X-XSRF-TOKEN': decodeURIComponent(jar.get('XSRF-TOKEN') ?? '') }
            : {}),
          ...(jar.size > 0 ? { Cookie: cookieHeader() } : {}),
          ...(body !== undefined && !(body instanceof FormData) && typeof body !== 'string'
            ? { 'Content-Type': 'application/json' }
            : {}),
          ...headers,
        },
        body:
          body === undefined
            ? undefined
            : body instanceof FormData || typeof body === 'string'
              ? body
              : JSON.stringify(body),
      };
      const response = await app.request(path, init);
      storeCookies(jar, response);
      const text = await response.text();
      return { status: response.status, headers: response.headers, json: jsonOrNull(text), text };
    }
    return {
      jar,
      request,
      get: (path: string) => request('GET', path),
      post: (path: string, body?: unknown) => request('POST', path, body ?? {}),
      put: (path: string, body?: unknown) => request('PUT', path, body ?? {}),
      delete: (path: string) => request('DELETE', path),
      async login(email: string, password = TEST_PASSWORD) {
        await request('GET', '/sanctum/csrf-cookie');
        return request('POST', '/login', { email, password });
      },
    };
  }

  async function signedIn(roles: number[], companyId?: number) {
    const company = companyId ?? (await createCompany()).id;
    const user = await createUserWithRoles(company, roles);
    const session = client();
    const response = await session.login(user.email);
    if (response.status !== 204) throw new Error(`login failed: ${response.status} ${response.text}`);
    return { ...session, user, companyId: company };
  }

  return {
    app,
    db,
    database,
    config,
    storage,
    mediaDir,
    jobs,
    createCompany,
    openCashRegister,
    createUserWithRoles,
    client,
    signedIn,
  };
}
