import { randomBytes } from 'node:crypto';
import { createReadStream, existsSync, readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import copyStreams from 'pg-copy-streams';
import * as tar from 'tar';
import type { Config } from '../../config.ts';
import {
  type DatabaseHandle,
  databaseOf,
  MIGRATIONS_FOLDER,
  openDatabase,
  runMigrations,
} from '../../db/client.ts';
import { createStorage, imageContentType, isValidKey } from '../../lib/storage.ts';
import {
  BACKUP_APP,
  BACKUP_FORMAT,
  type BackupManifest,
  MANIFEST_FILE,
  MANIFEST_SIGNATURE_FILE,
  readJournal,
  sha256File,
  UNSEALED_FORMAT,
} from './archive.ts';
import { inTransaction, publicTableCount, quoteIdent, secondaryIndexes } from './backups.queries.ts';
import { isSealed, manifestSignatureMatches, UnsealError, unsealFile } from './sealed.ts';

/** A restore refused or failed for a reason the operator can act on; the message is for them. */
export class RestoreError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'RestoreError';
  }
}

export const RESTORE_MESSAGES = {
  missingFile: (file: string) => `No existe el archivo ${file}.`,
  damaged:
    'El archivo de respaldo está dañado o incompleto (no se pudo leer hasta el final). Usa otra copia del respaldo.',
  notYonke: 'El archivo no es un respaldo de Yonke (no trae el manifiesto de Yonke).',
  tampered: (what: string) =>
    `El respaldo fue modificado o está dañado: ${what} no coincide con su suma de verificación. No se restauró nada.`,
  newerFormat:
    'El respaldo se hizo con una versión más nueva de Yonke. Actualiza Yonke antes de restaurarlo.',
  newerSchema: (tag: string | null) =>
    `El respaldo se hizo con una versión más nueva de Yonke (base de datos en ${tag ?? 'una versión desconocida'}). Actualiza Yonke antes de restaurarlo.`,
  noKey:
    'Esta instalación todavía no tiene clave (ni SECRET_KEY ni DATA_DIR/secret-key), y sin la clave de la instalación que hizo el respaldo no se puede abrir. Indica esa clave con --key-file RUTA (su archivo secret-key) o define su SECRET_KEY. No se restauró nada.',
  notAuthentic:
    'No se puede comprobar que este respaldo lo hizo esta instalación: se cifró con otra clave, fue modificado o está incompleto. No se restauró nada. Si es un respaldo de otra instalación, indica su clave con --key-file RUTA (el archivo secret-key de esa instalación).',
  unsigned:
    'Este respaldo no está cifrado ni firmado (se hizo con una versión anterior de Yonke, o alguien lo cambió), así que no se puede comprobar quién lo hizo. No se restauró nada. Si sabes de dónde viene y confías en él, restáuralo con --trust-unsigned.',
  badKeyFile: (file: string) =>
    `No se pudo leer la clave ${file}: debe ser el archivo secret-key de la instalación que hizo el respaldo (32 caracteres o más).`,
  databaseNotEmpty:
    'La base de datos de destino no está vacía. Restaura en una carpeta de datos nueva (DATA_DIR) o en una base de datos vacía; no se cambió nada.',
  mediaNotEmpty: (folder: string) =>
    `La carpeta de fotos ${folder} ya tiene archivos. Restaura en una carpeta de datos nueva; no se cambió nada.`,
} as const;

/** What a restore may open: the key it trusts, and whether an unsealed archive is accepted. */
export interface ArchiveAccess {
  /** The key of the installation that made the backup (this one's, or --key-file); null: none. */
  key: string | null;
  /** The operator vouches for a plain archive (a backup of a version before sealing). */
  trustUnsigned: boolean;
}

/**
 * Reads the archive into `workDir` and checks it completely before anything is written: a
 * sealed archive must open under the trusted key and carry a manifest signed with it; a plain
 * one is read only when the operator vouches for it.
 */
export async function verifyArchive(
  file: string,
  workDir: string,
  access: ArchiveAccess = { key: null, trustUnsigned: false },
): Promise<BackupManifest> {
  if (!existsSync(file)) throw new RestoreError(RESTORE_MESSAGES.missingFile(file));
  await fs.mkdir(workDir, { recursive: true });
  const sealed = await isSealed(file);
  // Decrypted beside the work folder, not in it: the folder must hold exactly the archive's files.
  const opened = `${workDir}.tar.gz`;
  if (sealed) {
    if (!access.key) throw new RestoreError(RESTORE_MESSAGES.noKey);
    try {
      await unsealFile(file, opened, access.key);
    } catch (error) {
      if (error instanceof UnsealError)
        throw new RestoreError(RESTORE_MESSAGES.notAuthentic, { cause: error });
      throw error;
    }
  }
  try {
    await tar.x({
      file: sealed ? opened : file,
      cwd: workDir,
      strict: true,
      // Only plain files and folders: a link could point outside the work folder.
      filter: (_path, entry) => {
        const type = (entry as { type?: string }).type;
        return type === 'File' || type === 'Directory' || type === 'OldFile';
      },
    });
  } catch (error) {
    const code = (error as { code?: string }).code ?? '';
    if (/TAR_|Z_|ZLIB|unexpected end/i.test(`${code} ${(error as Error).message}`)) {
      throw new RestoreError(RESTORE_MESSAGES.damaged, { cause: error });
    }
    throw error;
  } finally {
    await fs.rm(opened, { force: true });
  }

  let manifest: BackupManifest;
  let manifestBytes: Buffer;
  try {
    manifestBytes = await fs.readFile(path.join(workDir, MANIFEST_FILE));
    manifest = JSON.parse(manifestBytes.toString('utf8')) as BackupManifest;
  } catch (error) {
    throw new RestoreError(RESTORE_MESSAGES.notYonke, { cause: error });
  }
  if (manifest?.app !== BACKUP_APP || !Array.isArray(manifest.files) || !Array.isArray(manifest.tables)) {
    throw new RestoreError(RESTORE_MESSAGES.notYonke);
  }
  if (typeof manifest.format !== 'number' || manifest.format > BACKUP_FORMAT) {
    throw new RestoreError(RESTORE_MESSAGES.newerFormat);
  }
  if (!sealed && !access.trustUnsigned) throw new RestoreError(RESTORE_MESSAGES.unsigned);
  if (sealed) {
    // Sealed archives are always of the signed format; the signature is the second proof.
    const signatureFile = path.join(workDir, MANIFEST_SIGNATURE_FILE);
    const signature = existsSync(signatureFile) ? await fs.readFile(signatureFile, 'utf8') : '';
    if (
      manifest.format === UNSEALED_FORMAT ||
      !access.key ||
      !manifestSignatureMatches(access.key, manifestBytes, signature)
    ) {
      throw new RestoreError(RESTORE_MESSAGES.tampered(MANIFEST_FILE));
    }
  }

  const listed = new Set<string>();
  for (const entry of manifest.files) {
    if (typeof entry.path !== 'string' || entry.path.includes('..') || path.isAbsolute(entry.path)) {
      throw new RestoreError(RESTORE_MESSAGES.tampered('el manifiesto'));
    }
    listed.add(entry.path);
    const target = path.join(workDir, entry.path);
    if (!existsSync(target)) throw new RestoreError(RESTORE_MESSAGES.tampered(entry.path));
    const actual = await sha256File(target);
    if (actual.sha256 !== entry.sha256 || actual.bytes !== entry.bytes) {
      throw new RestoreError(RESTORE_MESSAGES.tampered(entry.path));
    }
  }
  for (const table of manifest.tables) {
    if (!listed.has(table.file)) throw new RestoreError(RESTORE_MESSAGES.tampered(table.file));
  }
  // A file slipped into the archive is as suspicious as a changed one.
  for (const found of await walk(workDir)) {
    if (found !== MANIFEST_FILE && found !== MANIFEST_SIGNATURE_FILE && !listed.has(found))
      throw new RestoreError(RESTORE_MESSAGES.tampered(found));
  }

  const known = new Set(readJournal(MIGRATIONS_FOLDER).map((entry) => entry.when));
  if (!manifest.migrations.every((when) => known.has(when))) {
    throw new RestoreError(RESTORE_MESSAGES.newerSchema(manifest.lastMigration));
  }
  return manifest;
}

async function walk(root: string, relative = ''): Promise<string[]> {
  const entries = await fs.readdir(path.join(root, relative), { withFileTypes: true });
  const files: string[] = [];
  for (const entry of entries) {
    const child = relative ? `${relative}/${entry.name}` : entry.name;
    if (entry.isDirectory()) files.push(...(await walk(root, child)));
    else files.push(child);
  }
  return files;
}

/** A copy of the migrations folder holding only the migrations the backup's schema had. */
export async function migrationsUpTo(migrations: number[], workDir: string): Promise<string> {
  const folder = path.join(workDir, '.migraciones');
  await fs.mkdir(path.join(folder, 'meta'), { recursive: true });
  const wanted = new Set(migrations);
  const journal = JSON.parse(
    await fs.readFile(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8'),
  ) as { entries: { when: number; tag: string }[] };
  journal.entries = journal.entries.filter((entry) => wanted.has(entry.when));
  await fs.writeFile(path.join(folder, 'meta', '_journal.json'), JSON.stringify(journal));
  for (const entry of journal.entries) {
    await fs.copyFile(
      path.join(MIGRATIONS_FOLDER, `${entry.tag}.sql`),
      path.join(folder, `${entry.tag}.sql`),
    );
  }
  return folder;
}

async function loadTables(handle: DatabaseHandle, manifest: BackupManifest, workDir: string) {
  await inTransaction(handle.pool, 'begin', async (client) => {
    const names = manifest.tables.map((table) => quoteIdent(table.name));
    // Migrations may insert rows of their own; the backup's rows replace them.
    if (names.length > 0) await client.query(`truncate ${names.join(', ')} restart identity cascade`);
    const indexes = await secondaryIndexes(client);
    for (const index of indexes) await client.query(`drop index public.${quoteIdent(index.name)}`);
    for (const table of manifest.tables) {
      const name = quoteIdent(table.name);
      // Triggers already ran when the rows were first written (search documents, timestamps).
      await client.query(`alter table ${name} disable trigger user`);
      const copy = client.query(
        copyStreams.from(`copy ${name} (${table.columns.map(quoteIdent).join(', ')}) from stdin`),
      );
      await pipeline(createReadStream(path.join(workDir, table.file)), copy);
      await client.query(`alter table ${name} enable trigger user`);
    }
    await client.query(`set local maintenance_work_mem = '256MB'`);
    for (const index of indexes) await client.query(index.definition);
    for (const sequence of manifest.sequences) {
      await client.query('select setval($1::regclass, $2, $3)', [
        quoteIdent(sequence.name),
        sequence.lastValue ?? 1,
        sequence.lastValue !== null,
      ]);
    }
  });
}

/** This installation's key, never generated here: a restore into a new folder may have none. */
function installationKey(config: Config, keyFile: string): string | null {
  if (config.secretKey) return config.secretKey;
  if (!existsSync(keyFile)) return null;
  const key = readFileSync(keyFile, 'utf8').trim();
  return key.length >= 32 ? key : null;
}

async function readKeyFile(file: string): Promise<string> {
  let key: string;
  try {
    key = (await fs.readFile(path.resolve(file), 'utf8')).trim();
  } catch (error) {
    throw new RestoreError(RESTORE_MESSAGES.badKeyFile(file), { cause: error });
  }
  if (key.length < 32 || /\s/.test(key)) throw new RestoreError(RESTORE_MESSAGES.badKeyFile(file));
  return key;
}

/** Puts a target that was empty back to empty after a failed restore. */
async function emptyAgain(handle: DatabaseHandle) {
  await handle.pool.query('drop schema if exists drizzle cascade');
  await handle.pool.query('drop schema if exists public cascade');
  await handle.pool.query('create schema public');
}

export interface RestoreSummary {
  manifest: BackupManifest;
  tables: { name: string; rows: number }[];
  photos: number;
  migrationsApplied: number;
  secretKey: 'restored' | 'kept' | 'not-in-backup';
  warnings: string[];
}

/**
 * Restores an archive into an empty installation: the data folder (embedded PostgreSQL and
 * photos) or DATABASE_URL's empty database. Everything is checked before anything is written;
 * rows load in one transaction; the migrations newer than the backup run afterwards.
 */
export async function restoreBackup(options: {
  file: string;
  config: Config;
  /** The secret-key file of the installation that made the backup, when it is another one. */
  keyFile?: string;
  /** Accept a plain archive (made before backups were sealed), which nothing can authenticate. */
  trustUnsigned?: boolean;
}): Promise<RestoreSummary> {
  const { config } = options;
  const file = path.resolve(options.file);
  await fs.mkdir(config.dataDir, { recursive: true });
  const keyFile = path.join(config.dataDir, 'secret-key');
  const ownKey = installationKey(config, keyFile);
  const givenKey = options.keyFile ? await readKeyFile(options.keyFile) : null;
  const workDir = path.join(config.dataDir, `.restaurando-${randomBytes(4).toString('hex')}`);
  let handle: DatabaseHandle | undefined;
  try {
    const manifest = await verifyArchive(file, workDir, {
      key: givenKey ?? ownKey,
      trustUnsigned: options.trustUnsigned ?? false,
    });
    const warnings: string[] = [];

    if (config.storage.driver === 'local') {
      const root = config.storage.root;
      const existing = existsSync(root) ? await walk(root) : [];
      if (existing.length > 0) throw new RestoreError(RESTORE_MESSAGES.mediaNotEmpty(root));
    }

    handle = await openDatabase({
      ...databaseOf(config),
      reuseRunning: true,
      migrate: false,
    });
    const client = await handle.pool.connect();
    try {
      if ((await publicTableCount(client)) > 0) throw new RestoreError(RESTORE_MESSAGES.databaseNotEmpty);
    } finally {
      client.release();
    }

    try {
      await runMigrations(handle.db, await migrationsUpTo(manifest.migrations, workDir));
      await loadTables(handle, manifest, workDir);
    } catch (error) {
      await emptyAgain(handle).catch(() => undefined);
      throw error;
    }
    const before = readJournal(MIGRATIONS_FOLDER).filter(
      (entry) => !manifest.migrations.includes(entry.when),
    );
    await runMigrations(handle.db);

    const mediaFiles = manifest.files.filter((entry) => entry.path.startsWith('media/'));
    if (mediaFiles.length > 0) {
      if (config.storage.driver === 'local') {
        await fs.mkdir(path.dirname(config.storage.root), { recursive: true });
        await fs.rm(config.storage.root, { recursive: true, force: true });
        await fs.rename(path.join(workDir, 'media'), config.storage.root);
      } else {
        const storage = await createStorage(config);
        for (const entry of mediaFiles) {
          const key = entry.path.slice('media/'.length);
          if (!isValidKey(key)) continue;
          const bytes = await fs.readFile(path.join(workDir, entry.path));
          await storage.put(key, bytes, imageContentType(key) ?? 'application/octet-stream');
        }
      }
    } else if (manifest.photos.storage === 's3') {
      warnings.push(
        'El respaldo se hizo con las fotos en S3: las fotos no vienen en el archivo; deben seguir en el bucket.',
      );
    }
    if (manifest.photos.missing.length > 0) {
      warnings.push(`${manifest.photos.missing.length} fotos ya faltaban cuando se hizo el respaldo.`);
    }

    let secretKey: RestoreSummary['secretKey'] = 'not-in-backup';
    if (givenKey && !ownKey) {
      // The other installation's key becomes this one's: its Mercado Libre tokens stay readable
      // and this installation can open the backups it restored from.
      await fs.writeFile(keyFile, `${givenKey}\n`, { mode: 0o600 });
      await fs.chmod(keyFile, 0o600);
      secretKey = 'restored';
    } else if (givenKey && ownKey !== givenKey && (manifest.counts.marketplaceAccounts ?? 0) > 0) {
      warnings.push(
        'El respaldo es de otra instalación y esta tiene su propia clave: vuelve a autorizar las tiendas de Mercado Libre (o usa la SECRET_KEY de la instalación original).',
      );
    } else if (manifest.secretKeyIncluded) {
      if (config.secretKey || existsSync(keyFile)) {
        secretKey = 'kept';
        warnings.push(
          'El respaldo trae la clave secreta pero ya hay una (SECRET_KEY o DATA_DIR/secret-key); se dejó la existente.',
        );
      } else {
        await fs.copyFile(path.join(workDir, 'secret-key'), keyFile);
        await fs.chmod(keyFile, 0o600);
        secretKey = 'restored';
      }
    } else if ((manifest.counts.marketplaceAccounts ?? 0) > 0 && !ownKey && !givenKey) {
      warnings.push(
        'El respaldo no trae la clave secreta: define la misma SECRET_KEY de la instalación original o vuelve a autorizar las tiendas de Mercado Libre.',
      );
    }

    return {
      manifest,
      tables: manifest.tables.map((table) => ({ name: table.name, rows: table.rows })),
      photos: mediaFiles.length,
      migrationsApplied: before.length,
      secretKey,
      warnings,
    };
  } finally {
    await handle?.close().catch(() => undefined);
    // A broken archive may still be unpacking its last entries when the error arrives.
    await fs.rm(workDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
    await fs.rm(`${workDir}.tar.gz`, { force: true });
  }
}
