import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { insertPart } from '../../../test/factories.ts';
import { createTestContext } from '../../../test/helpers.ts';
import { createMarketplaceContext, ML_CLIENT_ID, SELLER_ID } from '../../../test/marketplace-kit.ts';
import { marketplaceAccounts } from '../../db/schema/index.ts';
import { logger } from '../../lib/logger.ts';
import { createMlClient } from '../../lib/ml-client.ts';
import { grantBinding, signState } from './oauth-state.ts';
import { createTokenService, NeedsAuthorizationError } from './tokens.ts';

let t: Awaited<ReturnType<typeof createMarketplaceContext>>;

beforeAll(async () => {
  t = await createMarketplaceContext();
});

afterEach(() => {
  t.fake.state.faults.length = 0;
  vi.restoreAllMocks();
});

describe('marketplace accounts (/api/stores_ml)', () => {
  it('creates, lists, renames and deletes accounts, role 1 only, never showing tokens', async () => {
    const created = await t.admin.post('/api/stores_ml/store', {
      name: 'Tienda Norte',
      user_id: '111222333',
    });
    expect(created.status).toBe(200);
    expect(created.json).toMatchObject({
      name: 'Tienda Norte',
      user_id: '111222333',
      store_id: t.admin.companyId,
      store_name: 'Yonke de prueba',
      client_id: ML_CLIENT_ID,
      needs_authorization: true,
      last_error: null,
    });

    const duplicate = await t.admin.post('/api/stores_ml/store', { name: 'Otra', user_id: '111222333' });
    expect(duplicate.status).toBe(422);
    expect(duplicate.json.errors.user_id[0]).toBe('Ya existe una tienda con ese User Id ML.');

    const blank = await t.admin.post('/api/stores_ml/store', { name: '  ', user_id: 'abc' });
    expect(blank.status).toBe(422);
    expect(Object.keys(blank.json.errors).sort()).toEqual(['name', 'user_id']);

    const renamed = await t.admin.put(`/api/stores_ml/update/${created.json.id}`, { name: 'Tienda Sur' });
    expect(renamed.status).toBe(200);
    expect(renamed.json.name).toBe('Tienda Sur');

    const admin2 = await t.signedIn([2], t.admin.companyId);
    expect((await admin2.post('/api/stores_ml/store', { name: 'X', user_id: '9' })).status).toBe(403);
    expect((await admin2.delete(`/api/stores_ml/destroy/${created.json.id}`)).status).toBe(403);
    expect((await admin2.get(`/api/stores_ml/${created.json.id}/authorize-url`)).status).toBe(403);
    // Any signed-in user reads the list (the part form's store selector).
    const list = await admin2.get('/api/stores_ml');
    expect(list.status).toBe(200);
    expect(list.json.map((a: { id: number }) => a.id)).toContain(created.json.id);

    const deleted = await t.admin.delete(`/api/stores_ml/destroy/${created.json.id}`);
    expect(deleted.json).toEqual({ data: true });
    const after = await t.admin.get('/api/stores_ml');
    expect(after.json.map((a: { id: number }) => a.id)).not.toContain(created.json.id);
  });

  it('refuses to delete an account with available listed parts', async () => {
    const created = await t.admin.post('/api/stores_ml/store', {
      name: 'Con publicaciones',
      user_id: '5550001',
    });
    await insertPart(t.db, {
      companyId: t.admin.companyId,
      marketplaceAccountId: created.json.id,
      mlId: 'MLM555000111',
      mlStatus: 'active',
      statusId: 1,
    });
    const refused = await t.admin.delete(`/api/stores_ml/destroy/${created.json.id}`);
    expect(refused.status).toBe(422);
    expect(refused.json.message).toBe(
      'No es posible eliminar la tienda: tiene 1 autoparte disponible publicada en Mercado Libre.',
    );
  });
});

describe('a server without marketplace credentials (no ML_* variable)', () => {
  let plain: Awaited<ReturnType<typeof createTestContext>>;
  beforeAll(async () => {
    plain = await createTestContext();
  });

  it('lists its stores with no client id, so Tiendas can say what to set', async () => {
    const admin = await plain.signedIn([1]);
    const created = await admin.post('/api/stores_ml/store', {
      name: 'Tienda sin credenciales',
      user_id: '700390',
    });
    expect(created.status).toBe(200);
    expect(created.json.client_id).toBeNull();
    const list = await admin.get('/api/stores_ml');
    expect(list.status).toBe(200);
    expect(list.json).toEqual([expect.objectContaining({ id: created.json.id, client_id: null })]);
    // Nothing to send the seller to: the authorisation address is refused, saying what is missing.
    const url = await admin.get(`/api/stores_ml/${created.json.id}/authorize-url`);
    expect(url.status).toBe(422);
    expect(url.json.message).toBe(
      'Mercado Libre no está configurado en el servidor (falta ML_CLIENT_ID). Pide al administrador del sistema que lo configure.',
    );
  });
});

describe('OAuth callback (/api/ml/auth)', () => {
  it('connects an account through the authorisation page, storing tokens encrypted', async () => {
    const created = await t.admin.post('/api/stores_ml/store', { name: 'Tienda OAuth', user_id: SELLER_ID });
    const logged: unknown[] = [];
    for (const level of ['info', 'warn', 'error', 'debug'] as const) {
      vi.spyOn(logger, level).mockImplementation(((...args: unknown[]) => {
        logged.push(args);
      }) as never);
    }
    const { link, page } = await t.authorizeThroughFake(created.json.id);
    const url = new URL(link);
    expect(`${url.origin}${url.pathname}`).toBe(`${t.fake.url}/authorization`);
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('client_id')).toBe(ML_CLIENT_ID);
    expect(url.searchParams.get('redirect_uri')).toBe('http://localhost/api/ml/auth');
    expect(url.searchParams.get('state')).toMatch(/^[\w-]+\.[\w-]+$/);

    expect(page.status).toBe(200);
    expect(page.text).toContain('quedó conectada con Mercado Libre');
    expect(page.text).toContain('href="/storesMl"');

    const exchange = t.tokenCalls('authorization_code');
    expect(exchange).toHaveLength(1);
    expect(exchange[0]?.body).toMatchObject({
      client_id: ML_CLIENT_ID,
      client_secret: 'secreto-de-prueba',
      redirect_uri: 'http://localhost/api/ml/auth',
    });

    const row = await t.accountRow(created.json.id);
    expect(row.needsAuthorization).toBe(false);
    expect(row.tokenExpiresAt!.getTime()).toBeGreaterThan(Date.now() + 5 * 3600_000);
    const issued = [...t.fake.state.accessTokens.keys(), ...t.fake.state.refreshTokens.keys()];
    expect(issued.length).toBeGreaterThanOrEqual(2);
    for (const secret of issued) {
      expect(row.accessTokenEncrypted).not.toContain(secret);
      expect(row.refreshTokenEncrypted).not.toContain(secret);
    }

    // Never in a response, never in a log.
    const list = await t.admin.get('/api/stores_ml');
    const mine = list.json.find((a: { id: number }) => a.id === created.json.id);
    expect(mine.needs_authorization).toBe(false);
    const everything = JSON.stringify(logged) + list.text + page.text;
    for (const secret of issued) expect(everything).not.toContain(secret);
    expect(everything).not.toContain('secreto-de-prueba');
  });

  it('refuses a forged, replayed or expired state, and a code the marketplace rejects', async () => {
    const created = await t.admin.post('/api/stores_ml/store', {
      name: 'Tienda Estado',
      user_id: SELLER_ID.slice(1),
    });
    // The fake approves as SELLER_ID, so the first flow below is refused for the wrong seller.
    const wrongSeller = await t.authorizeThroughFake(created.json.id);
    expect(wrongSeller.page.status).toBe(403);
    expect(wrongSeller.page.text).toContain('no es la de la tienda «Tienda Estado»');
    expect((await t.accountRow(created.json.id)).needsAuthorization).toBe(true);
    expect((await t.accountRow(created.json.id)).lastError).toContain('no es la de la tienda');

    await t.db
      .update(marketplaceAccounts)
      .set({ mlUserId: SELLER_ID })
      .where(eq(marketplaceAccounts.id, created.json.id));
    // Another account holds SELLER_ID already; this test only checks states, not uniqueness.
    const ok = await t.authorizeThroughFake(created.json.id);
    expect(ok.page.status).toBe(200);

    // Replayed: the same callback again (a spent state).
    const exchangesBefore = t.tokenCalls('authorization_code').length;
    const replay = await t.admin.get(ok.callback);
    expect(replay.status).toBe(400);
    expect(replay.text).toContain('ya se usó');
    expect(t.tokenCalls('authorization_code')).toHaveLength(exchangesBefore);

    // Forged: a state for another account, signed with another key.
    const callback = new URL(ok.callback, 'http://localhost');
    const state = callback.searchParams.get('state')!;
    const [body] = state.split('.');
    const forgedBody = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(body!, 'base64url').toString()), a: 999 }),
    ).toString('base64url');
    const forged = await t.admin.get(`/api/ml/auth?code=X&state=${forgedBody}.${state.split('.')[1]}`);
    expect(forged.status).toBe(400);
    expect(forged.text).toContain('no es válido');
    const garbage = await t.admin.get('/api/ml/auth?code=X&state=nada');
    expect(garbage.status).toBe(400);
    expect((await t.client().get('/api/ml/auth?code=X')).status).toBe(400);

    // Expired: signed correctly but 20 minutes old.
    const grant = await t.accountRow(created.json.id);
    const old = signState(
      t.config,
      created.json.id,
      grantBinding(grant.refreshTokenEncrypted),
      Date.now() - 20 * 60_000,
    );
    const expired = await t.admin.get(`/api/ml/auth?code=X&state=${encodeURIComponent(old)}`);
    expect(expired.status).toBe(400);
    expect(expired.text).toContain('expiró');
    expect(t.tokenCalls('authorization_code')).toHaveLength(exchangesBefore);

    // Valid state, code the marketplace does not know.
    const fresh = signState(t.config, created.json.id, grantBinding(grant.refreshTokenEncrypted));
    const rejected = await t.admin.get(`/api/ml/auth?code=TG-INVENTADO&state=${encodeURIComponent(fresh)}`);
    expect(rejected.status).toBe(400);
    expect(rejected.text).toContain('rechazó el código');
    // The stored grant is untouched.
    expect((await t.accountRow(created.json.id)).refreshTokenEncrypted).toBe(grant.refreshTokenEncrypted);
  });
});

describe('PKCE and the seller model', () => {
  it('sends an S256 challenge and its verifier, so an application with PKCE ticked connects', async () => {
    t.fake.state.pkceRequired = true;
    try {
      t.fake.state.approving.id = 70010;
      const created = await t.admin.post('/api/stores_ml/store', { name: 'Con PKCE', user_id: '70010' });
      const { link, page } = await t.authorizeThroughFake(created.json.id);
      expect(page.status).toBe(200);
      const url = new URL(link);
      expect(url.searchParams.get('code_challenge_method')).toBe('S256');
      const challenge = url.searchParams.get('code_challenge');
      const exchange = t.tokenCalls('authorization_code').at(-1)?.body as Record<string, string>;
      expect(
        createHash('sha256')
          .update(exchange.code_verifier ?? '')
          .digest('base64url'),
      ).toBe(challenge);
      expect((await t.accountRow(created.json.id)).needsAuthorization).toBe(false);
    } finally {
      t.fake.state.pkceRequired = false;
    }
  });

  it('reads the account’s tags at authorisation and again on every token refresh', async () => {
    t.fake.state.approving.id = 70011;
    t.fake.state.sellers.set(70011, { userProductSeller: false });
    const account = await t.connectedAccount('Clásica', '70011');
    expect((await t.accountRow(account.id)).userProductSeller).toBe(false);
    expect(t.received('/users/70011', 'GET').length).toBeGreaterThanOrEqual(1);

    // Moved to user products; the next refresh reads it.
    t.fake.state.sellers.set(70011, { userProductSeller: true });
    await t.db
      .update(marketplaceAccounts)
      .set({ tokenExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(marketplaceAccounts.id, account.id));
    const tokens = createTokenService(
      { db: t.db, config: t.config, storage: t.storage },
      createMlClient(t.config),
    );
    await tokens.accessToken(account.id);
    expect((await t.accountRow(account.id)).userProductSeller).toBe(true);
  });
});

describe('token refresh', () => {
  it('two concurrent refreshes make exactly one refresh call', async () => {
    t.fake.state.approving.id = 70001;
    const account = await t.connectedAccount('Concurrente', '70001');
    await t.db
      .update(marketplaceAccounts)
      .set({ tokenExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(marketplaceAccounts.id, account.id));
    const before = t.tokenCalls('refresh_token').length;
    const tokens = createTokenService(
      { db: t.db, config: t.config, storage: t.storage },
      createMlClient(t.config),
    );
    const [a, b, c] = await Promise.all([
      tokens.accessToken(account.id),
      tokens.accessToken(account.id),
      tokens.accessToken(account.id),
    ]);
    expect(a).toBe(b);
    expect(b).toBe(c);
    expect(t.tokenCalls('refresh_token')).toHaveLength(before + 1);

    // Tokens revoked before their expiry: two calls answered 401 still refresh once.
    await fetch(`${t.fake.url}/_fake/tokens/expire`, { method: 'POST' });
    const me = (token: string) => createMlClient(t.config).request('GET', '/users/me', { token });
    const [x, y] = await Promise.all([tokens.withToken(account.id, me), tokens.withToken(account.id, me)]);
    expect(x).toEqual(y);
    expect(t.tokenCalls('refresh_token')).toHaveLength(before + 2);
  });

  it('invalid_grant marks the account as needing authorisation, shown on /storesMl', async () => {
    t.fake.state.approving.id = 70002;
    const account = await t.connectedAccount('Revocada', '70002');
    await fetch(`${t.fake.url}/_fake/tokens/revoke-refresh`, { method: 'POST' });
    await t.db
      .update(marketplaceAccounts)
      .set({ tokenExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(marketplaceAccounts.id, account.id));
    const tokens = createTokenService(
      { db: t.db, config: t.config, storage: t.storage },
      createMlClient(t.config),
    );
    await expect(tokens.accessToken(account.id)).rejects.toBeInstanceOf(NeedsAuthorizationError);
    const row = await t.accountRow(account.id);
    expect(row.needsAuthorization).toBe(true);
    expect(row.refreshTokenEncrypted).toBeNull();
    const list = await t.admin.get('/api/stores_ml');
    const shown = list.json.find((a: { id: number }) => a.id === account.id);
    expect(shown.needs_authorization).toBe(true);
    expect(shown.last_error).toContain('invalid_grant');
  });
});
