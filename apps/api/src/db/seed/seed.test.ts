import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/helpers.ts';
import { loadConfig } from '../../config.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { users } from '../schema/index.ts';
import { adminStartupLine, DEMO_PASSWORD, DEMO_USERS, seedDatabase } from './seed.ts';

// Secrets stay out of the logs (docs/domain-rules.md, "What the logs never hold"): the start-up banner names
// the administrator's e-mail and where the password came from, never the password itself (only the public
// demo one, while it still is the password).

const dataDirs: string[] = [];
afterAll(() => Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true }))));

async function configWith(env: Record<string, string>) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'yonke-seed-'));
  dataDirs.push(dataDir);
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST: '.tmp/no-web',
    DATA_DIR: dataDir,
    ...env,
  } as NodeJS.ProcessEnv);
}

describe('the administrator line of the start-up banner', () => {
  it('with ADMIN_PASSWORD: the e-mail and "la contraseña de ADMIN_PASSWORD", never the password', async () => {
    const { db } = await createTestDatabase();
    const password = 'Secreta-De-Produccion-91';
    const config = await configWith({
      SKIP_DEMO_SEED: '1',
      ADMIN_EMAIL: 'jefe@yonke.mx',
      ADMIN_PASSWORD: password,
    });
    for (const run of [1, 2]) {
      const seeded = await seedDatabase(db, config);
      const line = adminStartupLine(seeded.admin);
      expect(line, `start ${run}`).toContain('jefe@yonke.mx');
      expect(line).toContain('la contraseña de ADMIN_PASSWORD');
      expect(line).not.toContain(password);
      expect(JSON.stringify(seeded)).not.toContain(password);
    }
    // Changed in the app since: ADMIN_PASSWORD no longer is the password, and the line says so.
    await db
      .update(users)
      .set({ passwordHash: await hashPassword('otra-clave-elegida') })
      .where(eq(users.email, 'jefe@yonke.mx'));
    const line = adminStartupLine((await seedDatabase(db, config)).admin);
    expect(line).not.toContain('la contraseña de ADMIN_PASSWORD');
    expect(line).not.toContain(password);
    expect(line).toContain('jefe@yonke.mx');
  });

  it('announces demo1234 only while the demo administrator still has it', async () => {
    const { db } = await createTestDatabase();
    const config = await configWith({ DEMO_PARTS: '3' });
    const first = adminStartupLine((await seedDatabase(db, config)).admin);
    expect(first).toContain(DEMO_USERS[0].email);
    expect(first).toContain(DEMO_PASSWORD);
    const again = adminStartupLine((await seedDatabase(db, config)).admin);
    expect(again).toContain(DEMO_PASSWORD);

    await db
      .update(users)
      .set({ passwordHash: await hashPassword('ya-no-es-la-demo') })
      .where(eq(users.email, DEMO_USERS[0].email));
    const changed = adminStartupLine((await seedDatabase(db, config)).admin);
    expect(changed).toContain(DEMO_USERS[0].email);
    expect(changed).not.toContain(DEMO_PASSWORD);
    expect(changed).not.toContain('ya-no-es-la-demo');
  });

  it('puts a generated password in a private file under DATA_DIR instead of the log', async () => {
    const { db } = await createTestDatabase();
    const config = await configWith({ SKIP_DEMO_SEED: '1' });
    const seeded = await seedDatabase(db, config);
    const line = adminStartupLine(seeded.admin);
    const file = path.join(config.dataDir, 'admin-password.txt');
    const password = (await readFile(file, 'utf8')).trim();
    expect(password.length).toBeGreaterThanOrEqual(12);
    expect(line).toContain('admin@yonke.local');
    expect(line).toContain(file);
    expect(line).not.toContain(password);
    expect(JSON.stringify(seeded)).not.toContain(password);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
  });
});
