import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertPart } from '../../test/factories.ts';
import { createTestContext } from '../../test/helpers.ts';
import { BACKUP_NAME_PATTERN } from '../modules/backups/archive.ts';
import { RESTORE_MESSAGES } from '../modules/backups/restore.ts';

// `npm run backup` and `npm run restore` as an operator runs them (README «Respaldos»): the
// commands, their output and their exit codes, against this file's database.

const run = promisify(execFile);
let ctx: Awaited<ReturnType<typeof createTestContext>>;
let work: string;

beforeAll(async () => {
  ctx = await createTestContext();
  work = await fs.mkdtemp(path.join(os.tmpdir(), 'yonke-backup-cli-'));
  const company = await ctx.createCompany('Yonke de la terminal');
  await ctx.createUserWithRoles(company.id, [2]);
  await insertPart(ctx.db, { companyId: company.id, name: 'Faro de la terminal' });
});

afterAll(async () => {
  if (work) await fs.rm(work, { recursive: true, force: true, maxRetries: 5 });
});

async function cli(script: 'backup' | 'restore', args: string[], env: Record<string, string>) {
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      // As package.json's scripts run them: Node strips the types itself (decision 018).
      [`apps/api/src/cli/${script}.ts`, ...args],
      { env: { ...process.env, LOG_LEVEL: 'silent', ...env } },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

async function emptyDatabase(name: string): Promise<string> {
  const admin = new URL(ctx.database.url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  await client.query(`create database "${name}" template template0`);
  await client.end();
  afterAll(async () => {
    const cleanup = new pg.Client({ connectionString: admin.toString() });
    await cleanup.connect();
    await cleanup.query(`drop database if exists "${name}" with (force)`);
    await cleanup.end();
  });
  const url = new URL(ctx.database.url);
  url.pathname = `/${name}`;
  return url.toString();
}

// Each command starts a Node process: seconds apiece on a loaded machine.
describe('npm run backup and npm run restore', { timeout: 240_000 }, () => {
  it('backs up to the folder given, restores into an empty database and says what it restored', async () => {
    const usb = path.join(work, 'usb');
    const source = { DATABASE_URL: ctx.database.url, DATA_DIR: path.join(work, 'pc-viejo') };
    const backup = await cli('backup', ['--to', usb], source);
    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    expect(backup.stdout).toContain('Respaldo listo:');
    expect(backup.stdout).toMatch(/Autopartes: 1, fotos: 0 \(0 archivos\), usuarios: 1/);
    const [file] = await fs.readdir(usb);
    expect(file).toMatch(BACKUP_NAME_PATTERN);
    const archive = path.join(usb, file ?? '');

    const target = await emptyDatabase(`yonke_test_cli_${Date.now()}`);
    const newPc = path.join(work, 'pc-nuevo');
    // The new PC has no key yet: the archive does not open without the old PC's key file.
    const withoutKey = await cli('restore', [archive], { DATABASE_URL: target, DATA_DIR: newPc });
    expect(withoutKey.code).toBe(1);
    expect(withoutKey.stderr.trim()).toBe(RESTORE_MESSAGES.noKey);
    const oldKey = path.join(source.DATA_DIR, 'secret-key');
    const restored = await cli('restore', [archive, '--key-file', oldKey], {
      DATABASE_URL: target,
      DATA_DIR: newPc,
    });
    expect(restored.stderr).toBe('');
    expect(restored.code).toBe(0);
    expect(restored.stdout).toContain('Clave de la instalación guardada en DATA_DIR/secret-key');
    expect(restored.stdout).toContain(`Respaldo restaurado: ${archive}`);
    expect(restored.stdout).toContain('  parts: 1 filas');
    expect(restored.stdout).toContain('  companies: 1 filas');
    expect(restored.stdout).toContain('Listo. Arranca Yonke con `npm start`.');
    const check = new pg.Client({ connectionString: target });
    await check.connect();
    const names = await check.query('select name from parts');
    await check.end();
    expect(names.rows).toEqual([{ name: 'Faro de la terminal' }]);

    // Again into the same (now full) database: refused, exit code 1, the database untouched.
    const again = await cli('restore', [archive], { DATABASE_URL: target, DATA_DIR: newPc });
    expect(again.code).toBe(1);
    expect(again.stderr.trim()).toBe(RESTORE_MESSAGES.databaseNotEmpty);
  });

  it('answers a missing file, a damaged one and wrong arguments with a message and an exit code', async () => {
    const env = { DATABASE_URL: ctx.database.url, DATA_DIR: path.join(work, 'errores') };
    const missing = path.join(work, 'no-existe.tar.gz');
    const absent = await cli('restore', [missing], env);
    expect(absent.code).toBe(1);
    expect(absent.stderr.trim()).toBe(RESTORE_MESSAGES.missingFile(missing));

    const damaged = path.join(work, 'danado.tar.gz');
    await fs.writeFile(damaged, 'esto no es un respaldo');
    const broken = await cli('restore', [damaged], env);
    expect(broken.code).toBe(1);
    expect(broken.stderr.trim()).toBe(RESTORE_MESSAGES.damaged);
    // The check runs in a work folder that is removed afterwards.
    expect((await fs.readdir(env.DATA_DIR)).filter((name) => name.startsWith('.restaurando'))).toEqual([]);

    const usage = await cli('restore', [], env);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('Uso: npm run restore -- ARCHIVO');
    const unknown = await cli('backup', ['--a-la-nube'], env);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('Uso: npm run backup -- [--to CARPETA]');
    expect(existsSync(path.join(env.DATA_DIR, 'backups'))).toBe(false);
  });
});
