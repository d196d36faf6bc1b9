import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, TEST_PASSWORD } from '../../../test/helpers.ts';
import { sessions, users } from '../../db/schema/index.ts';

let ctx: Awaited<ReturnType<typeof createTestContext>>;
let companyId: number;

beforeAll(async () => {
  ctx = await createTestContext();
  companyId = (await ctx.createCompany('Yonke Perfil')).id;
});

function imageForm(bytes: Uint8Array, type = 'image/jpeg'): FormData {
  const data = new FormData();
  data.append('file', new Blob([new Uint8Array(bytes)], { type }), 'foto.jpg');
  return data;
}

async function photo(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: '#3366cc' } })
    .jpeg()
    .toBuffer();
}

async function avatarFiles(userId: number): Promise<string[]> {
  try {
    return await readdir(path.join(ctx.mediaDir, 'avatars', String(userId)));
  } catch {
    return [];
  }
}

describe('Mi perfil', () => {
  it('shows the own profile and changes the name', async () => {
    const session = await ctx.signedIn([3], companyId);
    const profile = await session.get('/api/profile');
    expect(profile.status).toBe(200);
    expect(profile.json).toMatchObject({ name: 'Usuario 3', roles: [{ role_id: 3, name: 'Capturista' }] });
    expect(profile.text).not.toMatch(/password_hash|argon2/);
    const renamed = await session.put('/api/profile', { name: '  Rosa   Díaz ' });
    expect(renamed.json.name).toBe('Rosa Díaz');
    expect((await session.get('/api/user')).json.name).toBe('Rosa Díaz');
    expect((await session.put('/api/profile', { name: '' })).status).toBe(422);
    const long = await session.put('/api/profile', { name: 'x'.repeat(5000) });
    expect(long.status).toBe(422);
    expect(long.json.errors.name[0]).toMatch(/más de 120/);
  });

  it('stores an avatar as a 256 px square and replaces the previous file', async () => {
    const session = await ctx.signedIn([4], companyId);
    const first = await session.request('POST', '/api/profile/avatar', imageForm(await photo(1200, 800)));
    expect(first.status).toBe(200);
    expect(first.json.avatar_url).toMatch(/^\/media\/avatars\/\d+\/[0-9a-f-]+\.webp$/);
    const served = await ctx.app.request(first.json.avatar_url);
    expect(served.status).toBe(200);
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect([meta.width, meta.height, meta.format]).toEqual([256, 256, 'webp']);
    expect((await session.get('/api/user')).json.avatar_url).toBe(first.json.avatar_url);

    const second = await session.request('POST', '/api/profile/avatar', imageForm(await photo(300, 900)));
    expect(second.json.avatar_url).not.toBe(first.json.avatar_url);
    expect(await avatarFiles(session.user.id)).toHaveLength(1);

    const removed = await session.delete('/api/profile/avatar');
    expect(removed.json.avatar_url).toBeNull();
    expect(await avatarFiles(session.user.id)).toHaveLength(0);
  });

  it('refuses an avatar that is not an image and keeps the old one', async () => {
    const session = await ctx.signedIn([4], companyId);
    const good = await session.request('POST', '/api/profile/avatar', imageForm(await photo(400, 400)));
    const bad = await session.request(
      'POST',
      '/api/profile/avatar',
      imageForm(new TextEncoder().encode('<svg>no soy foto</svg>'), 'image/png'),
    );
    expect(bad.status).toBe(422);
    expect(bad.json.errors.file[0]).toMatch(/no es una imagen válida/);
    const empty = await session.request('POST', '/api/profile/avatar', new FormData());
    expect(empty.status).toBe(422);
    expect((await session.get('/api/profile')).json.avatar_url).toBe(good.json.avatar_url);
    expect(await avatarFiles(session.user.id)).toHaveLength(1);
  });

  it('accepts an avatar above the 1 MB JSON limit', async () => {
    const session = await ctx.signedIn([4], companyId);
    const noisy = await sharp(
      Buffer.from(Array.from({ length: 1400 * 1400 * 3 }, () => Math.floor(Math.random() * 256))),
      {
        raw: { width: 1400, height: 1400, channels: 3 },
      },
    )
      .jpeg({ quality: 95 })
      .toBuffer();
    expect(noisy.length).toBeGreaterThan(1024 * 1024);
    const response = await session.request('POST', '/api/profile/avatar', imageForm(noisy));
    expect(response.status).toBe(200);
  });
});

describe('changing the own password', () => {
  const good = 'torre-de-frenos-77';

  it('checks the current password, the confirmation, the length and the common list', async () => {
    const session = await ctx.signedIn([4], companyId);
    const cases: [Record<string, string>, string, RegExp][] = [
      [
        { current_password: 'mala', password: good, password_confirmation: good },
        'current_password',
        /actual no es correcta/,
      ],
      [
        { current_password: TEST_PASSWORD, password: 'corta1', password_confirmation: 'corta1' },
        'password',
        /al menos 8/,
      ],
      [
        { current_password: TEST_PASSWORD, password: 'iloveyou', password_confirmation: 'iloveyou' },
        'password',
        /más usadas/,
      ],
      [
        {
          current_password: TEST_PASSWORD,
          password: session.user.email,
          password_confirmation: session.user.email,
        },
        'password',
        /correo/,
      ],
      [
        { current_password: TEST_PASSWORD, password: good, password_confirmation: `${good}x` },
        'password_confirmation',
        /no coincide/,
      ],
      [
        { current_password: TEST_PASSWORD, password: TEST_PASSWORD, password_confirmation: TEST_PASSWORD },
        'password',
        /distinta/,
      ],
      [
        { current_password: '', password: '', password_confirmation: '' },
        'current_password',
        /contraseña actual/,
      ],
    ];
    const [before] = await ctx.db.select().from(users).where(eq(users.id, session.user.id));
    for (const [body, field, message] of cases) {
      const response = await session.put('/api/profile/password', body);
      expect(response.status, field).toBe(422);
      expect(response.json.errors[field][0]).toMatch(message);
    }
    const [after] = await ctx.db.select().from(users).where(eq(users.id, session.user.id));
    expect(after?.passwordHash).toBe(before?.passwordHash);
  });

  it('counts wrong current passwords with the sign-in failures: 429 past the limit, even for the right one', async () => {
    const session = await ctx.signedIn([4], companyId);
    const wrong = { current_password: 'no-es-la-mia', password: good, password_confirmation: good };
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => session.put('/api/profile/password', wrong)),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 422).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(3);
    const right = await session.put('/api/profile/password', {
      current_password: TEST_PASSWORD,
      password: good,
      password_confirmation: good,
    });
    expect(right.status).toBe(429);
    expect(right.json.message).toMatch(/Demasiados intentos/);
    const [after] = await ctx.db.select().from(users).where(eq(users.id, session.user.id));
    expect(after?.mustChangePassword).toBe(false);
    expect((await ctx.client().login(session.user.email, TEST_PASSWORD)).status).toBe(429);
  });

  it('changes it, keeps this session and closes the others', async () => {
    const session = await ctx.signedIn([4], companyId);
    const phone = ctx.client();
    await phone.login(session.user.email);
    const response = await session.put('/api/profile/password', {
      current_password: TEST_PASSWORD,
      password: good,
      password_confirmation: good,
    });
    expect(response.status).toBe(200);
    expect((await session.get('/api/user')).status).toBe(200);
    expect((await phone.get('/api/user')).status).toBe(401);
    expect((await ctx.client().login(session.user.email, TEST_PASSWORD)).status).toBe(422);
    expect((await ctx.client().login(session.user.email, good)).status).toBe(204);
  });
});

describe('own sessions', () => {
  it('lists device, address and last seen, closes one and closes the others', async () => {
    const desktop = await ctx.signedIn([4], companyId);
    const phone = ctx.client();
    await phone.request('GET', '/sanctum/csrf-cookie');
    await phone.request(
      'POST',
      '/login',
      { email: desktop.user.email, password: TEST_PASSWORD },
      {
        'User-Agent':
          'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36',
      },
    );
    const tablet = ctx.client();
    await tablet.login(desktop.user.email);

    const list = await desktop.get('/api/profile/sessions');
    expect(list.status).toBe(200);
    expect(list.json).toHaveLength(3);
    expect(list.json.filter((entry: { current: boolean }) => entry.current)).toHaveLength(1);
    expect(list.json.map((entry: { device: string }) => entry.device)).toContain('Chrome en Android');
    const rows = await ctx.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.userId, desktop.user.id));
    // The page never sees the session keys.
    for (const row of rows) expect(list.text).not.toContain(row.id);

    const phoneEntry = list.json.find((entry: { device: string }) => entry.device === 'Chrome en Android');
    const closed = await desktop.delete(`/api/profile/sessions/${phoneEntry.id}`);
    expect(closed.status).toBe(200);
    expect(closed.json.current).toBe(false);
    expect((await phone.get('/api/user')).status).toBe(401);
    expect((await desktop.delete(`/api/profile/sessions/${phoneEntry.id}`)).status).toBe(404);

    const others = await desktop.post('/api/profile/sessions/close-others');
    expect(others.json.closed).toBe(1);
    expect((await tablet.get('/api/user')).status).toBe(401);
    expect((await desktop.get('/api/user')).status).toBe(200);
  });

  it('cannot close another user’s session', async () => {
    const mine = await ctx.signedIn([4], companyId);
    const theirs = await ctx.signedIn([4], companyId);
    const list = await theirs.get('/api/profile/sessions');
    const response = await mine.delete(`/api/profile/sessions/${list.json[0].id}`);
    expect(response.status).toBe(404);
    expect((await theirs.get('/api/user')).status).toBe(200);
  });

  it('requires a session', async () => {
    const anonymous = ctx.client();
    expect((await anonymous.get('/api/profile')).status).toBe(401);
    expect((await anonymous.get('/api/profile/sessions')).status).toBe(401);
  });
});
