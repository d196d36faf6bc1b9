import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestContext } from '../../../test/helpers.ts';
import { users } from '../../db/schema/index.ts';

// The forced password change and deactivated users (docs/domain-rules.md, "Companies, users and roles")
// against every route added since (vehicles, imports, questions, dashboard…): the people rules live in
// middleware, so each operation of the OpenAPI document is called — none listed here — with a session that must change its password and with a deactivated user's
// session. New routes are swept without anyone adding them.

type Session = Awaited<ReturnType<Awaited<ReturnType<typeof createTestContext>>['signedIn']>>;

let ctx: Awaited<ReturnType<typeof createTestContext>>;
let operations: { method: string; path: string }[];

/** What a session holding a temporary password may still call (password-gate.ts). */
const OPEN_DURING_FORCED_CHANGE = new Set([
  'GET /api/user',
  'GET /api/profile',
  'PUT /api/profile/password',
  'POST /logout',
  'POST /login',
  'GET /sanctum/csrf-cookie',
]);

beforeAll(async () => {
  ctx = await createTestContext();
  const document = (await ctx.client().get('/api/openapi.json')).json as {
    paths: Record<string, Record<string, unknown>>;
  };
  operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.keys(methods)
      .filter((method) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
      // Path parameters get an id of nobody's: the gate must answer before any lookup.
      .map((method) => ({ method: method.toUpperCase(), path: path.replace(/\{[^}]+\}/g, '1') })),
  );
});

async function call(session: Session | ReturnType<typeof ctx.client>, method: string, path: string) {
  return session.request(method, path, method === 'GET' || method === 'DELETE' ? undefined : {});
}

describe('the people rules on every operation', () => {
  it('lets a session with a temporary password call nothing but the password change', async () => {
    expect(operations.length).toBeGreaterThan(100);
    const company = (await ctx.createCompany('Yonke Barrido de personas')).id;
    const superadmin = await ctx.signedIn([1], company);
    await ctx.db.update(users).set({ mustChangePassword: true }).where(eq(users.id, superadmin.user.id));
    const open: string[] = [];
    for (const { method, path } of operations) {
      const key = `${method} ${path}`;
      if (OPEN_DURING_FORCED_CHANGE.has(key) || key === 'POST /logout') continue;
      const response = await call(superadmin, method, path);
      if (response.status !== 403 || response.headers.get('x-password-change-required') !== '1') {
        open.push(`${key} → ${response.status}`);
      }
    }
    expect(open).toEqual([]);
    // The way out still works.
    expect((await superadmin.get('/api/user')).json.must_change_password).toBe(true);
  });

  it('treats a deactivated user’s open session exactly like no session at all', async () => {
    const company = (await ctx.createCompany('Yonke Barrido de bajas')).id;
    const superadmin = await ctx.signedIn([1], company);
    await ctx.db.update(users).set({ active: false }).where(eq(users.id, superadmin.user.id));
    const anonymous = ctx.client();
    // The same CSRF standing as the deactivated session, so only the user differs.
    await anonymous.get('/sanctum/csrf-cookie');
    const different: string[] = [];
    for (const { method, path } of operations) {
      if (path === '/logout' || path === '/login') continue;
      const asDeactivated = await call(superadmin, method, path);
      const asNobody = await call(anonymous, method, path);
      if (asDeactivated.status !== asNobody.status) {
        different.push(`${method} ${path}: ${asDeactivated.status} ≠ ${asNobody.status}`);
      }
      expect(asDeactivated.status, `${method} ${path}`).not.toBe(500);
    }
    expect(different).toEqual([]);
  });
});
