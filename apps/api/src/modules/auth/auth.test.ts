import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestContext, TEST_PASSWORD } from '../../../test/helpers.ts';
import { sessions, users } from '../../db/schema/index.ts';
import { logger } from '../../lib/logger.ts';

let ctx: Awaited<ReturnType<typeof createTestContext>>;
let companyId: number;

beforeAll(async () => {
  ctx = await createTestContext();
  companyId = (await ctx.createCompany('Yonke Norte')).id;
});

describe('sign-in', () => {
  it('sets the XSRF cookie', async () => {
    const client = ctx.client();
    const response = await client.get('/sanctum/csrf-cookie');
    expect(response.status).toBe(204);
    expect(client.jar.get('XSRF-TOKEN')).toMatch(/^[\w-]{40,}$/);
  });

  it('signs in, returns the user in the spec shape, and signs out', async () => {
    const user = await ctx.createUserWithRoles(companyId, [2, 5], 'Ana@Prueba.mx');
    const client = ctx.client();
    const login = await client.login('ana@prueba.mx');
    expect(login.status).toBe(204);
    const cookie = login.headers.getSetCookie().find((c) => c.startsWith('yonke_session='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);

    const me = await client.get('/api/user');
    expect(me.status).toBe(200);
    expect(me.json).toEqual({
      id: user.id,
      name: 'Usuario 2-5',
      email: 'ana@prueba.mx',
      avatar_url: null,
      roles: [{ role_id: 2 }, { role_id: 5 }],
      store: { id: companyId, name: 'Yonke Norte', time_zone: 'America/Mexico_City' },
      must_change_password: false,
    });
    // toEqual above already fixes every field; this guards the hash format itself.
    expect(JSON.stringify(me.json)).not.toMatch(/password_hash|\$argon2/i);

    expect((await client.post('/logout')).status).toBe(204);
    const after = await client.get('/api/user');
    expect(after.status).toBe(401);
    expect(after.json.message).toMatch(/sesión/);
  });

  it('gives a new session id at every sign-in and keeps only its hash', async () => {
    const user = await ctx.createUserWithRoles(companyId, [3]);
    const client = ctx.client();
    await client.login(user.email);
    const first = client.jar.get('yonke_session');
    await client.login(user.email);
    const second = client.jar.get('yonke_session');
    expect(first).toBeTruthy();
    expect(second).not.toBe(first);
    const rows = await ctx.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.id).not.toBe(second);
  });

  it('answers 422 with Spanish field errors for missing fields', async () => {
    const client = ctx.client();
    await client.get('/sanctum/csrf-cookie');
    const response = await client.post('/login', {});
    expect(response.status).toBe(422);
    expect(response.json.errors.email).toEqual(['El campo correo electrónico es obligatorio.']);
    expect(response.json.errors.password).toEqual(['El campo contraseña es obligatorio.']);
  });

  it('answers 422 for wrong credentials without telling which one was wrong', async () => {
    const user = await ctx.createUserWithRoles(companyId, [4]);
    const wrongPassword = await ctx.client().login(user.email, 'otra-clave');
    const unknownEmail = await ctx.client().login('nadie@prueba.mx', 'otra-clave');
    expect(wrongPassword.status).toBe(422);
    expect(unknownEmail.status).toBe(422);
    expect(wrongPassword.json.errors).toEqual(unknownEmail.json.errors);
    expect(wrongPassword.json.errors.email[0]).toBe(
      'Estas credenciales no coinciden con nuestros registros.',
    );
  });

  it('refuses an inactive user', async () => {
    const user = await ctx.createUserWithRoles(companyId, [2]);
    await ctx.db.update(users).set({ active: false }).where(eq(users.id, user.id));
    const response = await ctx.client().login(user.email);
    expect(response.status).toBe(422);
    expect(response.json.errors.email[0]).toMatch(/desactivada/);
  });

  it('limits failed attempts per email and address to 5 a minute', async () => {
    const user = await ctx.createUserWithRoles(companyId, [2]);
    const client = ctx.client();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await client.login(user.email, 'mala')).status).toBe(422);
    }
    const blocked = await client.login(user.email, TEST_PASSWORD);
    expect(blocked.status).toBe(429);
    expect(blocked.json.message).toMatch(/Demasiados intentos/);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another account from the same address is not punished for it.
    const other = await ctx.createUserWithRoles(companyId, [2]);
    expect((await ctx.client().login(other.email)).status).toBe(204);
  });

  it('treats an expired session as signed out', async () => {
    const session = await ctx.signedIn([2], companyId);
    await ctx.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(sessions.userId, session.user.id));
    expect((await session.get('/api/user')).status).toBe(401);
  });
});

describe('request protection', () => {
  it('refuses a state-changing request without the XSRF header (419)', async () => {
    const session = await ctx.signedIn([2], companyId);
    const response = await session.request('POST', '/logout', {}, { 'X-XSRF-TOKEN': 'forged' });
    expect(response.status).toBe(419);
    expect(response.json.message).toMatch(/Recarga la página/);
    expect((await session.get('/api/user')).status).toBe(200);
  });

  it.each(['%', '%E0%A4%A', '%ZZ', '%ED%A0%80'])(
    'answers a malformed XSRF header (%s) like a wrong one: 419, nothing logged as an error',
    async (header) => {
      const session = await ctx.signedIn([2], companyId);
      const errors = vi.spyOn(logger, 'error');
      try {
        for (const [method, path] of [
          ['POST', '/logout'],
          ['POST', '/api/autoparts/search'],
          ['PUT', '/api/autoparts/update/1'],
          ['DELETE', '/api/autoparts/destroy/1'],
        ] as const) {
          const response = await session.request(method, path, {}, { 'X-XSRF-TOKEN': header });
          expect(response.status, `${method} ${path}`).toBe(419);
          expect(response.json.message).toMatch(/Recarga la página/);
        }
        expect(errors).not.toHaveBeenCalled();
      } finally {
        errors.mockRestore();
      }
      expect((await session.get('/api/user')).status).toBe(200);
    },
  );

  it('answers malformed JSON with a Spanish 400, never a 500', async () => {
    const client = ctx.client();
    await client.get('/sanctum/csrf-cookie');
    const response = await client.request('POST', '/login', '{"email": ', {
      'Content-Type': 'application/json',
    });
    expect(response.status).toBe(400);
    expect(response.json.message).toBe('El cuerpo de la solicitud no es JSON válido.');
  });

  it('answers wrong types with 422', async () => {
    const client = ctx.client();
    await client.get('/sanctum/csrf-cookie');
    const response = await client.post('/login', { email: 12, password: ['x'] });
    expect(response.status).toBe(422);
    expect(Object.keys(response.json.errors).sort()).toEqual(['email', 'password']);
  });

  it('limits the body size', async () => {
    const client = ctx.client();
    await client.get('/sanctum/csrf-cookie');
    const response = await client.post('/login', { email: 'a@b.mx', password: 'x'.repeat(2 * 1024 * 1024) });
    expect(response.status).toBe(413);
    expect(response.json.message).toMatch(/demasiado grande/);
  });

  it('answers unknown API routes with a JSON 404', async () => {
    const session = await ctx.signedIn([1], companyId);
    const response = await session.get('/api/no-existe');
    expect(response.status).toBe(404);
    expect(response.json.message).toBe('La dirección solicitada no existe.');
  });

  it('serves the OpenAPI document', async () => {
    const response = await ctx.client().get('/api/openapi.json');
    expect(response.status).toBe(200);
    expect(response.json.paths['/login']).toBeDefined();
  });
});
