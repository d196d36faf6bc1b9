import { eq } from 'drizzle-orm';
import { afterAll, expect } from 'vitest';
import { marketplaceAccounts, partActivities, parts } from '../src/db/schema/index.ts';
import { type FakeMl, startFakeMl } from './fake-ml/fake-ml-server.ts';
import { createTestContext } from './helpers.ts';

export const ML_CLIENT_ID = '5503910054141466';
export const ML_CLIENT_SECRET = 'secreto-de-prueba';
export const SELLER_ID = '468424240';
export const TEST_SECRET_KEY = 'clave-secreta-de-pruebas-con-32-caracteres-o-mas';

/**
 * A test context whose marketplace is a fake Mercado Libre on a free port, with pg-boss and the
 * marketplace workers running against the file's database. Retries are quick (1 s first delay).
 */
export async function createMarketplaceContext(env: Record<string, string> = {}) {
  const fake: FakeMl = await startFakeMl({
    clientId: ML_CLIENT_ID,
    clientSecret: ML_CLIENT_SECRET,
    sellerId: SELLER_ID,
  });
  afterAll(() => fake.close());
  const context = await createTestContext({
    jobs: true,
    env: {
      ML_CLIENT_ID,
      ML_CLIENT_SECRET,
      ML_API_URL: fake.url,
      ML_AUTH_URL: fake.url,
      ML_REDIRECT_URI: 'http://localhost/api/ml/auth',
      ML_RETRY_DELAY_SECONDS: '1',
      ML_RETRY_LIMIT: '6',
      SECRET_KEY: TEST_SECRET_KEY,
      // Photos must reach the marketplace from a public https address (the fake checks the host).
      PUBLIC_URL: 'https://yonke.example.com',
      ...env,
    },
  });

  const admin = await context.signedIn([1]);

  /** Requests the fake received, optionally only those whose path contains `path`. */
  const received = (path?: string, method?: string) =>
    fake.state.requests.filter((r) => (!path || r.path.includes(path)) && (!method || r.method === method));

  const tokenCalls = (grantType: string) =>
    received('/oauth/token', 'POST').filter(
      (r) => (r.body as Record<string, string> | null)?.grant_type === grantType,
    );

  /** Follows the authorise link through the fake's auto-approve page back to our callback. */
  async function authorizeThroughFake(accountId: number) {
    const link = await admin.get(`/api/stores_ml/${accountId}/authorize-url`);
    expect(link.status).toBe(200);
    const approval = await fetch(link.json.url, { redirect: 'manual' });
    const location = approval.headers.get('location');
    if (!location) throw new Error(`fake authorization did not redirect: ${approval.status}`);
    const callback = new URL(location);
    const page = await admin.get(`${callback.pathname}${callback.search}`);
    return { link: link.json.url as string, callback: `${callback.pathname}${callback.search}`, page };
  }

  /** A connected account of the admin's company. */
  async function connectedAccount(name = 'Tienda ML', userId = SELLER_ID) {
    const created = await admin.post('/api/stores_ml/store', { name, user_id: userId });
    expect(created.status).toBe(200);
    const { page } = await authorizeThroughFake(created.json.id);
    expect(page.status).toBe(200);
    return created.json as { id: number; name: string };
  }

  async function activityOf(partId: number): Promise<string[]> {
    const rows = await context.db
      .select({ activity: partActivities.activity })
      .from(partActivities)
      .where(eq(partActivities.partId, partId))
      .orderBy(partActivities.id);
    return rows.map((row) => row.activity);
  }

  async function partRow(partId: number) {
    const [row] = await context.db.select().from(parts).where(eq(parts.id, partId));
    if (!row) throw new Error(`no part ${partId}`);
    return row;
  }

  async function accountRow(accountId: number) {
    const [row] = await context.db
      .select()
      .from(marketplaceAccounts)
      .where(eq(marketplaceAccounts.id, accountId));
    if (!row) throw new Error(`no account ${accountId}`);
    return row;
  }

  return {
    ...context,
    fake,
    admin,
    received,
    tokenCalls,
    authorizeThroughFake,
    connectedAccount,
    activityOf,
    partRow,
    accountRow,
  };
}

/** Polls until the check passes (or fails with its last error after the timeout). */
export async function eventually<T>(check: () => Promise<T> | T, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
