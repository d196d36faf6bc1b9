import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestContext } from '../../test/helpers.ts';
import { peopleActivities, users } from '../db/schema/index.ts';

const run = promisify(execFile);
let ctx: Awaited<ReturnType<typeof createTestContext>>;
let companyId: number;

beforeAll(async () => {
  ctx = await createTestContext();
  companyId = (await ctx.createCompany('Yonke CLI')).id;
});

/** `npm run user -- …` against this file's database; resolves with the exit code and output. */
async function cli(...args: string[]) {
  try {
    const { stdout, stderr } = await run(process.execPath, ['apps/api/src/cli/user.ts', ...args], {
      env: { ...process.env, DATABASE_URL: ctx.database.url, LOG_LEVEL: 'silent' },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe('npm run user', () => {
  it('creates through the same service: same checks, same activity, no forced change', async () => {
    const weak = await cli(
      'create',
      '--email',
      'cli@prueba.mx',
      '--name',
      'CLI',
      '--roles',
      '2',
      '--password',
      'password',
    );
    expect(weak.code).toBe(2);
    expect(weak.stderr).toContain('Esa contraseña es de las más usadas');

    const created = await cli(
      'create',
      '--email',
      'cli@prueba.mx',
      '--name',
      'Primera Admin',
      '--roles',
      '1,2',
      '--company',
      String(companyId),
    );
    expect(created.code).toBe(0);
    const password = /Contraseña: (\S+)/.exec(created.stdout)?.[1] ?? '';
    expect(password).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);
    const [row] = await ctx.db.select().from(users).where(eq(users.email, 'cli@prueba.mx'));
    expect(row?.mustChangePassword).toBe(false);
    expect(row?.passwordHash).not.toContain(password);
    const activity = await ctx.db
      .select()
      .from(peopleActivities)
      .where(eq(peopleActivities.userId, row?.id ?? 0));
    expect(activity.map((entry) => [entry.activity, entry.actorId])).toEqual([
      ['Usuario creado con roles: Superadministrador, Administrador', null],
    ]);
    expect((await ctx.client().login('cli@prueba.mx', password)).status).toBe(204);

    // The last administrator cannot be deactivated from the command either.
    const deactivate = await cli('deactivate', '--email', 'cli@prueba.mx');
    expect(deactivate.code).toBe(2);
    expect(deactivate.stderr).toContain('La empresa se quedaría sin administrador activo.');
  }, 180_000);
});
