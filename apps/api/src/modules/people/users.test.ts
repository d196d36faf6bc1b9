import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, TEST_PASSWORD } from '../../../test/helpers.ts';
import { captureLog } from '../../../test/log-capture.ts';
import { peopleActivities, sessions, userRoles, users } from '../../db/schema/index.ts';

let ctx: Awaited<ReturnType<typeof createTestContext>>;
let north: number;
let south: number;

beforeAll(async () => {
  ctx = await createTestContext();
  north = (await ctx.createCompany('Yonke Norte')).id;
  south = (await ctx.createCompany('Yonke Sur')).id;
});

async function userRow(id: number) {
  const [row] = await ctx.db.select().from(users).where(eq(users.id, id));
  return row;
}

async function rolesOf(id: number) {
  const rows = await ctx.db.select().from(userRoles).where(eq(userRoles.userId, id));
  return rows.map((row) => row.roleId).sort();
}

function uniqueEmail(prefix = 'u') {
  return `${prefix}${Math.random().toString(36).slice(2, 10)}@prueba.mx`;
}

describe('listing users', () => {
  it('shows role 1 every company and role 2 only its own, without passwords', async () => {
    const superadmin = await ctx.signedIn([1], north);
    const admin = await ctx.signedIn([2], south);
    await ctx.createUserWithRoles(north, [4]);
    const all = await superadmin.get('/api/admin/users?per_page=100');
    expect(all.status).toBe(200);
    const companies = new Set(all.json.data.map((user: { store: { id: number } }) => user.store.id));
    expect(companies).toEqual(new Set([north, south]));
    const own = await admin.get(`/api/admin/users?per_page=100&company=${north}`);
    expect(own.status).toBe(200);
    expect(own.json.data.every((user: { store: { id: number } }) => user.store.id === south)).toBe(true);
    expect(all.text).not.toMatch(/password_hash|passwordHash|\$argon2/);
  });

  it('filters by search, role and active, sorts and paginates', async () => {
    const superadmin = await ctx.signedIn([1], north);
    const company = (await ctx.createCompany('Filtros')).id;
    for (const name of ['Beatriz Filtro', 'Alberto Filtro', 'Carla Filtro']) {
      const created = await superadmin.post('/api/admin/users', {
        name,
        email: uniqueEmail(),
        roles: name.startsWith('C') ? [3] : [4],
        company_id: company,
      });
      expect(created.status).toBe(201);
    }
    const sellers = await superadmin.get(`/api/admin/users?company=${company}&role=4&sort=name`);
    expect(sellers.json.data.map((user: { name: string }) => user.name)).toEqual([
      'Alberto Filtro',
      'Beatriz Filtro',
    ]);
    const page2 = await superadmin.get(
      `/api/admin/users?company=${company}&sort=name&direction=desc&per_page=2&page=2`,
    );
    expect(page2.json.total).toBe(3);
    expect(page2.json.data.map((user: { name: string }) => user.name)).toEqual(['Alberto Filtro']);
    const search = await superadmin.get(`/api/admin/users?search=${encodeURIComponent('carla')}`);
    expect(search.json.data.map((user: { name: string }) => user.name)).toEqual(['Carla Filtro']);
    // LIKE wildcards are searched for literally.
    expect((await superadmin.get('/api/admin/users?search=%25')).json.total).toBe(0);
    expect((await superadmin.get(`/api/admin/users?company=${company}&active=0`)).json.total).toBe(0);
  });

  it('refuses roles 3, 4 and 5', async () => {
    for (const role of [3, 4, 5]) {
      const session = await ctx.signedIn([role], north);
      expect((await session.get('/api/admin/users')).status).toBe(403);
      expect(
        (await session.post('/api/admin/users', { name: 'X', email: uniqueEmail(), roles: [4] })).status,
      ).toBe(403);
    }
  });
});

describe('creating users', () => {
  it('creates a Vendedor with a temporary password shown once, forced to change at sign-in', async () => {
    const admin = await ctx.signedIn([2], north);
    const email = uniqueEmail('vendedor');
    const created = await admin.post('/api/admin/users', {
      name: '  Pedro   Ruiz ',
      email: email.toUpperCase(),
      roles: [4],
    });
    expect(created.status).toBe(201);
    expect(created.headers.get('cache-control')).toBe('no-store');
    expect(created.json.user).toMatchObject({
      name: 'Pedro Ruiz',
      email,
      roles: [{ role_id: 4, name: 'Vendedor' }],
      store: { id: north, name: 'Yonke Norte' },
      active: true,
      must_change_password: true,
    });
    const temporary: string = created.json.temporary_password;
    expect(temporary).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);

    // The list and the detail never carry it again.
    const list = await admin.get('/api/admin/users?per_page=100');
    expect(list.text).not.toContain(temporary);
    const detail = await admin.get(`/api/admin/users/${created.json.user.id}`);
    expect(detail.text).not.toContain(temporary);
    expect(detail.json.activity[0].activity).toBe('Usuario creado con roles: Vendedor');

    const seller = ctx.client();
    expect((await seller.login(email, temporary)).status).toBe(204);
    const me = await seller.get('/api/user');
    expect(me.json.must_change_password).toBe(true);
    // The temporary password opens nothing but the password change.
    const blocked = await seller.get('/api/autoparts?page=1');
    expect(blocked.status).toBe(403);
    expect(blocked.json.message).toBe('Debes elegir una contraseña nueva antes de continuar.');
    const changed = await seller.put('/api/profile/password', {
      current_password: temporary,
      password: 'torre-de-frenos-77',
      password_confirmation: 'torre-de-frenos-77',
    });
    expect(changed.status).toBe(200);
    expect((await seller.get('/api/user')).json.must_change_password).toBe(false);
    expect((await seller.get('/api/stores')).status).toBe(200);
  });

  it('takes an initial password when given and checks it', async () => {
    const admin = await ctx.signedIn([2], north);
    const email = uniqueEmail('ana');
    const weak = await admin.post('/api/admin/users', {
      name: 'Ana',
      email,
      roles: [3],
      password: 'password1',
    });
    expect(weak.status).toBe(422);
    expect(weak.json.errors.password).toEqual([
      'Esa contraseña es de las más usadas y fácil de adivinar. Elige otra.',
    ]);
    const sameAsEmail = await admin.post('/api/admin/users', {
      name: 'Ana',
      email,
      roles: [3],
      password: email,
    });
    expect(sameAsEmail.json.errors.password).toEqual([
      'La contraseña no puede ser igual a tu correo electrónico.',
    ]);
    const short = await admin.post('/api/admin/users', { name: 'Ana', email, roles: [3], password: 'a1b2' });
    expect(short.json.errors.password[0]).toMatch(/al menos 8/);
    expect(await ctx.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);

    const good = await admin.post('/api/admin/users', {
      name: 'Ana',
      email,
      roles: [3],
      password: 'mi-yonke-del-norte',
    });
    expect(good.status).toBe(201);
    expect(good.json.temporary_password).toBeNull();
  });

  it('answers every bad input with a Spanish 422 and writes nothing', async () => {
    const admin = await ctx.signedIn([2], north);
    const before = (await ctx.db.select().from(users)).length;
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ name: '', email: uniqueEmail(), roles: [4] }, 'name', /Escribe el nombre/],
      [{ name: '   ', email: uniqueEmail(), roles: [4] }, 'name', /Escribe el nombre/],
      [{ name: 'x'.repeat(5000), email: uniqueEmail(), roles: [4] }, 'name', /más de 120/],
      [{ name: 'Ana\u0000', email: uniqueEmail(), roles: [4] }, 'name', /caracteres no (permitidos|válidos)/],
      [
        { name: 'Ana \ud800', email: uniqueEmail(), roles: [4] },
        'name',
        /caracteres no (permitidos|válidos)/,
      ],
      [{ name: 'Ana', email: 'no-es-correo', roles: [4] }, 'email', /correo electrónico válido/],
      [{ name: 'Ana', email: '', roles: [4] }, 'email', /Escribe el correo/],
      [{ name: 'Ana', email: uniqueEmail(), roles: [] }, 'roles', /al menos un rol/],
      [{ name: 'Ana', email: uniqueEmail(), roles: [9] }, 'roles', /El rol 9 no existe/],
      [{ name: 'Ana', email: uniqueEmail(), roles: ['2'] }, 'roles', /no existe/],
      [{ name: 12, email: uniqueEmail(), roles: [4] }, 'name', /Escribe el nombre/],
    ];
    for (const [body, field, message] of cases) {
      const response = await admin.post('/api/admin/users', body);
      expect(response.status, JSON.stringify(body).slice(0, 60)).toBe(422);
      expect(response.json.errors[field][0]).toMatch(message);
    }
    expect((await ctx.db.select().from(users)).length).toBe(before);
  });

  it('refuses a duplicate e-mail whatever its case, also for two clicks at once', async () => {
    const admin = await ctx.signedIn([2], north);
    const existing = await ctx.createUserWithRoles(north, [4]);
    const duplicate = await admin.post('/api/admin/users', {
      name: 'Otra',
      email: existing.email.toUpperCase(),
      roles: [4],
    });
    expect(duplicate.status).toBe(422);
    expect(duplicate.json.errors.email).toEqual(['Ya existe un usuario con ese correo electrónico.']);

    const email = uniqueEmail('doble');
    const [a, b] = await Promise.all([
      admin.post('/api/admin/users', { name: 'Doble', email, roles: [4] }),
      admin.post('/api/admin/users', { name: 'Doble', email, roles: [4] }),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 422]);
    expect(await ctx.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
  });

  it('lets role 2 neither give role 1 nor create in another company (403, nothing written)', async () => {
    const admin = await ctx.signedIn([2], north);
    const email = uniqueEmail('escala');
    const grant = await admin.post('/api/admin/users', { name: 'Escala', email, roles: [1] });
    expect(grant.status).toBe(403);
    const elsewhere = await admin.post('/api/admin/users', {
      name: 'Escala',
      email,
      roles: [4],
      company_id: south,
    });
    expect(elsewhere.status).toBe(403);
    expect(await ctx.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
  });

  it('lets role 1 create in any company and refuses an unknown one', async () => {
    const superadmin = await ctx.signedIn([1], north);
    const created = await superadmin.post('/api/admin/users', {
      name: 'Sur',
      email: uniqueEmail(),
      roles: [2, 5],
      company_id: south,
    });
    expect(created.status).toBe(201);
    expect(created.json.user.store.id).toBe(south);
    const unknown = await superadmin.post('/api/admin/users', {
      name: 'Nadie',
      email: uniqueEmail(),
      roles: [4],
      company_id: 999_999,
    });
    expect(unknown.status).toBe(422);
    expect(unknown.json.errors.company_id).toEqual(['La empresa seleccionada no existe.']);
  });
});

describe('editing users', () => {
  it('changes name, e-mail and roles, records old → new, and the roles apply to open sessions at once', async () => {
    const admin = await ctx.signedIn([2], north);
    const target = await ctx.signedIn([4], north);
    expect((await target.get('/api/admin/users')).status).toBe(403);
    const email = uniqueEmail('nuevo');
    const updated = await admin.put(`/api/admin/users/${target.user.id}`, {
      name: 'Luis Cambiado',
      email,
      roles: [2, 4],
    });
    expect(updated.status).toBe(200);
    expect(updated.json.roles.map((role: { name: string }) => role.name)).toEqual([
      'Administrador',
      'Vendedor',
    ]);
    const texts = updated.json.activity.map((entry: { activity: string }) => entry.activity);
    expect(texts).toContain('Nombre actualizado: Usuario 4 → Luis Cambiado');
    expect(texts).toContain(`Correo actualizado: ${target.user.email} → ${email}`);
    expect(texts).toContain('Roles actualizados: Vendedor → Administrador, Vendedor');
    expect(updated.json.activity[0].user.name).toBe('Usuario 2');
    // The open session has the new role on its very next request.
    expect((await target.get('/api/admin/users')).status).toBe(200);
  });

  it('answers role 2 about another company’s user as about no user (404), and refuses a role 1 (403); nothing changed', async () => {
    const admin = await ctx.signedIn([2], north);
    const other = await ctx.createUserWithRoles(south, [4]);
    const superadmin = await ctx.createUserWithRoles(north, [1]);
    const missing = 2_000_000_000;
    for (const [id, status] of [
      [other.id, 404],
      [missing, 404],
      [superadmin.id, 403],
    ] as const) {
      const before = id === missing ? null : await userRow(id);
      const answers = [
        await admin.put(`/api/admin/users/${id}`, { name: 'Hackeado' }),
        await admin.post(`/api/admin/users/${id}/deactivate`),
        await admin.post(`/api/admin/users/${id}/reset-password`),
        await admin.post(`/api/admin/users/${id}/sign-out`),
      ];
      expect(answers.map((answer) => answer.status)).toEqual([status, status, status, status]);
      if (before) expect(await userRow(id)).toEqual(before);
    }
    const foreign = await admin.get(`/api/admin/users/${other.id}`);
    const none = await admin.get(`/api/admin/users/${missing}`);
    // Another company's user and an id that exists nowhere are indistinguishable.
    expect([foreign.status, foreign.json]).toEqual([none.status, none.json]);
    expect(foreign.status).toBe(404);
    // Promoting someone of the own company to role 1 is refused as well.
    const seller = await ctx.createUserWithRoles(north, [4]);
    expect((await admin.put(`/api/admin/users/${seller.id}`, { roles: [1] })).status).toBe(403);
    expect(await rolesOf(seller.id)).toEqual([4]);
  });

  it('answers unknown and malformed ids with 404', async () => {
    const admin = await ctx.signedIn([1], north);
    expect((await admin.get('/api/admin/users/999999')).status).toBe(404);
    expect((await admin.get('/api/admin/users/abc')).status).toBe(404);
    expect((await admin.put('/api/admin/users/99999999999', { name: 'X' })).status).toBe(404);
  });

  it('lets role 1 move a user to another company', async () => {
    const superadmin = await ctx.signedIn([1], north);
    const user = await ctx.createUserWithRoles(north, [3]);
    const moved = await superadmin.put(`/api/admin/users/${user.id}`, { company_id: south });
    expect(moved.status).toBe(200);
    expect(moved.json.store.id).toBe(south);
    expect(moved.json.activity[0].activity).toBe('Empresa actualizada: Yonke Norte → Yonke Sur');
  });
});

describe('administrator rules', () => {
  it('keeps every company with an active administrator', async () => {
    const company = (await ctx.createCompany('Un solo admin')).id;
    const admin = await ctx.signedIn([2], company);
    // Demoting themselves would leave the company without one.
    const demote = await admin.put(`/api/admin/users/${admin.user.id}`, { roles: [4] });
    expect(demote.status).toBe(422);
    expect(demote.json.errors.roles[0]).toMatch(/sin administrador activo/);
    // And so would deactivating themselves.
    const deactivate = await admin.post(`/api/admin/users/${admin.user.id}/deactivate`);
    expect(deactivate.status).toBe(422);
    expect(deactivate.json.errors.active[0]).toMatch(/sin administrador activo/);
    expect(await rolesOf(admin.user.id)).toEqual([2]);
    expect((await userRow(admin.user.id))?.active).toBe(true);

    // With a second administrator it is allowed.
    const second = await ctx.createUserWithRoles(company, [2]);
    expect((await admin.put(`/api/admin/users/${admin.user.id}`, { roles: [4, 5] })).status).toBe(200);
    // …and now the second one is the last.
    const superadmin = await ctx.signedIn([1], north);
    const last = await superadmin.post(`/api/admin/users/${second.id}/deactivate`);
    expect(last.status).toBe(422);
    const move = await superadmin.put(`/api/admin/users/${second.id}`, { company_id: south });
    expect(move.status).toBe(422);
  });

  it('keeps one active role 1 in the installation', async () => {
    // A fresh database of its own, so that no other test's role 1 counts.
    const own = await createTestContext();
    const company = (await own.createCompany('Única')).id;
    const superadmin = await own.signedIn([1, 2], company);
    const demote = await superadmin.put(`/api/admin/users/${superadmin.user.id}`, { roles: [2] });
    expect(demote.status).toBe(422);
    expect(demote.json.errors.roles[0]).toMatch(/sin Superadministrador activo/);
    const deactivate = await superadmin.post(`/api/admin/users/${superadmin.user.id}/deactivate`);
    expect(deactivate.status).toBe(422);
    const other = await own.createUserWithRoles(company, [1]);
    expect((await superadmin.put(`/api/admin/users/${superadmin.user.id}`, { roles: [2] })).status).toBe(200);
    expect(other.id).toBeGreaterThan(0);
  });

  it('does not let two administrators demote each other at the same moment', async () => {
    const company = (await ctx.createCompany('Carrera')).id;
    const a = await ctx.signedIn([2], company);
    const b = await ctx.signedIn([2], company);
    const [first, second] = await Promise.all([
      a.put(`/api/admin/users/${b.user.id}`, { roles: [4] }),
      b.put(`/api/admin/users/${a.user.id}`, { roles: [4] }),
    ]);
    // One demotion goes through; the other one then finds a company without a second administrator
    // (or its actor already demoted, which the permission check refuses).
    expect([first.status, second.status].filter((status) => status === 200)).toHaveLength(1);
    const admins = [...(await rolesOf(a.user.id)), ...(await rolesOf(b.user.id))].filter(
      (role) => role === 2,
    );
    expect(admins).toHaveLength(1);
  });
});

describe('activation, resets and sessions', () => {
  it('refuses a deactivated user’s open session at its next request, and their sign-in', async () => {
    const admin = await ctx.signedIn([2], north);
    const seller = await ctx.signedIn([4], north);
    expect((await seller.get('/api/user')).status).toBe(200);
    const response = await admin.post(`/api/admin/users/${seller.user.id}/deactivate`);
    expect(response.status).toBe(200);
    expect(response.json.active).toBe(false);
    expect((await seller.get('/api/user')).status).toBe(401);
    expect((await ctx.client().login(seller.user.email)).status).toBe(422);
    const reactivated = await admin.post(`/api/admin/users/${seller.user.id}/activate`);
    expect(reactivated.json.active).toBe(true);
    expect((await ctx.client().login(seller.user.email)).status).toBe(204);
    const texts = reactivated.json.activity.map((entry: { activity: string }) => entry.activity);
    expect(texts.slice(0, 2)).toEqual(['Usuario activado', 'Usuario desactivado']);
  });

  it('refuses the session even if only the flag changed (no rows deleted)', async () => {
    const seller = await ctx.signedIn([4], north);
    await ctx.db.update(users).set({ active: false }).where(eq(users.id, seller.user.id));
    expect((await seller.get('/api/stores')).status).toBe(401);
  });

  it('resets a password: old one stops working, sessions close, the new one is forced to change', async () => {
    const admin = await ctx.signedIn([2], north);
    const seller = await ctx.signedIn([4], north);
    const reset = await admin.post(`/api/admin/users/${seller.user.id}/reset-password`);
    expect(reset.status).toBe(200);
    expect(reset.headers.get('cache-control')).toBe('no-store');
    const temporary: string = reset.json.temporary_password;
    expect((await seller.get('/api/user')).status).toBe(401);
    expect((await ctx.client().login(seller.user.email, TEST_PASSWORD)).status).toBe(422);
    const fresh = ctx.client();
    expect((await fresh.login(seller.user.email, temporary)).status).toBe(204);
    expect((await fresh.get('/api/user')).json.must_change_password).toBe(true);
    const detail = await admin.get(`/api/admin/users/${seller.user.id}`);
    expect(detail.text).not.toContain(temporary);
    expect(detail.json.must_change_password).toBe(true);
  });

  it('keeps initial, temporary and reset passwords out of the log and of every list', async () => {
    // The real application logger, at its most talkative, written to memory for this test.
    const { lines, stop } = captureLog('debug');
    const secrets: string[] = [];
    let admin: Awaited<ReturnType<typeof ctx.signedIn>>;
    try {
      admin = await ctx.signedIn([2], north);
      const initial = 'clave-inicial-del-registro-41';
      const withInitial = await admin.post('/api/admin/users', {
        name: 'Con clave inicial',
        email: uniqueEmail('registro'),
        roles: [3],
        password: initial,
      });
      expect(withInitial.status).toBe(201);
      secrets.push(initial);
      const withTemporary = await admin.post('/api/admin/users', {
        name: 'Con clave temporal',
        email: uniqueEmail('registro'),
        roles: [4],
      });
      secrets.push(withTemporary.json.temporary_password);
      const reset = await admin.post(`/api/admin/users/${withInitial.json.user.id}/reset-password`);
      expect(reset.status).toBe(200);
      secrets.push(reset.json.temporary_password);
      // A refused one is not logged either.
      expect(
        (
          await admin.post('/api/admin/users', {
            name: 'X',
            email: 'malo',
            roles: [4],
            password: 'clave-rechazada-77',
          })
        ).status,
      ).toBe(422);
      secrets.push('clave-rechazada-77');
    } finally {
      stop();
    }
    expect(lines.length).toBeGreaterThan(0);
    const log = lines.join('');
    const list = (await admin.get('/api/admin/users?per_page=100')).text;
    for (const secret of secrets) {
      expect(secret.length).toBeGreaterThan(8);
      expect(log.includes(secret), `«${secret}» in the log`).toBe(false);
      expect(list.includes(secret), `«${secret}» in the list`).toBe(false);
    }
    expect(list).not.toMatch(/password_hash|argon2/);
  });

  it('signs a user out everywhere', async () => {
    const admin = await ctx.signedIn([2], north);
    const seller = await ctx.signedIn([4], north);
    const phone = ctx.client();
    await phone.login(seller.user.email);
    const response = await admin.post(`/api/admin/users/${seller.user.id}/sign-out`);
    expect(response.json.closed).toBe(2);
    expect((await seller.get('/api/user')).status).toBe(401);
    expect((await phone.get('/api/user')).status).toBe(401);
    expect(await ctx.db.select().from(sessions).where(eq(sessions.userId, seller.user.id))).toHaveLength(0);
  });

  it('records last sign-in', async () => {
    const seller = await ctx.signedIn([4], north);
    expect((await userRow(seller.user.id))?.lastSignInAt).toBeInstanceOf(Date);
  });

  it('writes activity only for real changes', async () => {
    const admin = await ctx.signedIn([2], north);
    const seller = await ctx.createUserWithRoles(north, [4]);
    await admin.put(`/api/admin/users/${seller.id}`, { name: 'Usuario 4', roles: [4] });
    const rows = await ctx.db.select().from(peopleActivities).where(eq(peopleActivities.userId, seller.id));
    expect(rows).toHaveLength(0);
  });
});
