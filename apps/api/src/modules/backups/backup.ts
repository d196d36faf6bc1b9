import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import copyStreams from 'pg-copy-streams';
import * as tar from 'tar';
import type { Config } from '../../config.ts';
import { type DatabaseHandle, MIGRATIONS_FOLDER } from '../../db/client.ts';
import { logger } from '../../lib/logger.ts';
import { secretKey } from '../../lib/secrets.ts';
import { createStorage, isValidKey, type Storage } from '../../lib/storage.ts';
import {
  appVersion,
  BACKUP_APP,
  BACKUP_FORMAT,
  type BackupManifest,
  type BackupTrigger,
  backupFileName,
  MANIFEST_FILE,
  MANIFEST_SIGNATURE_FILE,
  type ManifestFile,
  type ManifestTable,
  readJournal,
  sha256File,
} from './archive.ts';
import {
  appliedMigrations,
  failInterruptedRuns,
  finishRun,
  hasRunsTable,
  insertRun,
  inTransaction,
  listSequences,
  listTables,
  quoteIdent,
  referencedPhotoKeys,
  releaseBackupLock,
  serverVersion,
  tryBackupLock,
} from './backups.queries.ts';
import { sealStream, signManifest } from './sealed.ts';

export const BACKUP_MESSAGES = {
  busy: 'Ya se está haciendo un respaldo. Espera a que termine e inténtalo de nuevo.',
  diskFull: 'No hay espacio suficiente en el disco para el respaldo. Libera espacio o cambia BACKUP_DIR.',
  interrupted: 'El respaldo se interrumpió (el servidor se detuvo mientras respaldaba).',
  noPermission: 'No se puede escribir en la carpeta de respaldos. Revisa sus permisos.',
  failed: 'El respaldo falló por un error inesperado. Revisa el registro del servidor.',
} as const;

export class BackupBusyError extends Error {
  constructor() {
    super(BACKUP_MESSAGES.busy);
    this.name = 'BackupBusyError';
  }
}

/** The reason a person reads on the Respaldos page; the technical detail goes to the log. */
export function backupFailureMessage(error: unknown): string {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  if (code === 'ENOSPC' || code === 'EDQUOT') return BACKUP_MESSAGES.diskFull;
  if (code === 'EACCES' || code === 'EPERM' || code === 'EROFS') return BACKUP_MESSAGES.noPermission;
  return BACKUP_MESSAGES.failed;
}

export interface BackupOptions {
  /** The app's database (a pool of its own: the lock and the snapshot each hold a connection). */
  database: Pick<DatabaseHandle, 'db' | 'pool'>;
  config: Config;
  trigger: BackupTrigger;
  /** Folder for the archive; BACKUP_DIR by default. */
  dir?: string;
  /** The photo storage when it is S3 (built from the configuration when not given). */
  storage?: Storage;
  /** Where the archive bytes go; a test hands a stream that fails like a full disk. */
  openOutput?: (file: string) => Writable;
  now?: () => Date;
}

export interface BackupResult {
  runId: number;
  file: string;
  fileName: string;
  sizeBytes: number;
  manifest: BackupManifest;
}

export interface StartedBackup {
  runId: number;
  /** Settles when the archive is written (or the attempt failed and was recorded). */
  done: Promise<BackupResult>;
}

/** Counts the page shows, by table (the tables may not all exist in an old schema). */
const COUNTED: Record<string, string> = {
  parts: 'parts',
  part_images: 'photos',
  users: 'users',
  companies: 'companies',
  locations: 'locations',
  part_comments: 'comments',
  part_activities: 'activities',
  stock_checks: 'stockChecks',
  marketplace_accounts: 'marketplaceAccounts',
  vehicles: 'vehicles',
  vehicle_images: 'vehiclePhotos',
  sale_return_images: 'returnPhotos',
};

const STAGING_PREFIX = '.respaldo-en-curso-';
const PARTIAL_SUFFIX = '.partial';

/** Counts lines (= rows in COPY text format, where newlines inside values are escaped) and hashes. */
function measuring() {
  const hash = createHash('sha256');
  let rows = 0;
  let bytes = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      hash.update(chunk);
      bytes += chunk.length;
      for (let index = chunk.indexOf(10); index !== -1; index = chunk.indexOf(10, index + 1)) rows += 1;
      callback(null, chunk);
    },
  });
  return { stream, result: () => ({ rows, bytes, sha256: hash.digest('hex') }) };
}

async function listFiles(root: string, relative = ''): Promise<string[]> {
  let entries: import('node:fs').Dirent[];
  try {
    entries = await fs.readdir(path.join(root, relative), { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const files: string[] = [];
  for (const entry of entries) {
    const child = relative ? `${relative}/${entry.name}` : entry.name;
    if (entry.isDirectory()) files.push(...(await listFiles(root, child)));
    // Half-written uploads (`*.part`) are not photos yet.
    else if (entry.isFile() && !entry.name.endsWith('.part')) files.push(child);
  }
  return files;
}

/** A hard link costs nothing and photo files are never rewritten; another disk needs a copy. */
async function linkOrCopy(from: string, to: string) {
  await fs.mkdir(path.dirname(to), { recursive: true });
  try {
    await fs.link(from, to);
  } catch {
    await fs.copyFile(from, to);
  }
}

/** Leftovers of a backup killed half-way; safe to remove only while holding the backup lock. */
async function removeLeftovers(dir: string) {
  let names: string[];
  try {
    names = await fs.readdir(dir);
  } catch {
    return;
  }
  for (const name of names) {
    if (name.startsWith(STAGING_PREFIX) || name.endsWith(PARTIAL_SUFFIX)) {
      await fs.rm(path.join(dir, name), { recursive: true, force: true });
    }
  }
}

/**
 * Starts a backup: takes the lock shared by every process and instance (BackupBusyError when
 * another backup holds it) and records the attempt, then writes the archive in the background.
 *
 * The database part is one REPEATABLE READ snapshot read with COPY, as pg_dump does; the schema
 * is not dumped because the migrations rebuild it exactly (the manifest names them). The embedded
 * PostgreSQL package ships no pg_dump, and a system pg_dump older than the server refuses to run.
 */
export async function startBackup(options: BackupOptions): Promise<StartedBackup> {
  const { database, config } = options;
  const lockClient = await database.pool.connect();
  let locked = false;
  try {
    locked = await tryBackupLock(lockClient);
  } catch (error) {
    lockClient.release();
    throw error;
  }
  if (!locked) {
    lockClient.release();
    throw new BackupBusyError();
  }
  let runId = 0;
  let recording = false;
  try {
    recording = await hasRunsTable(lockClient);
    if (recording) {
      await failInterruptedRuns(database.db, BACKUP_MESSAGES.interrupted);
      runId = (await insertRun(database.db, options.trigger)).id;
    }
  } catch (error) {
    await releaseBackupLock(lockClient).catch(() => undefined);
    lockClient.release();
    throw error;
  }

  const done = (async () => {
    const dir = path.resolve(options.dir ?? config.backup.dir);
    const fileName = backupFileName(options.trigger, (options.now ?? (() => new Date()))());
    const file = path.join(dir, fileName);
    const partial = `${file}${PARTIAL_SUFFIX}`;
    const staging = path.join(dir, `${STAGING_PREFIX}${runId}-${process.pid}`);
    try {
      await fs.mkdir(dir, { recursive: true });
      await removeLeftovers(dir);
      await fs.mkdir(path.join(staging, 'database'), { recursive: true });
      const manifest = await stage(options, staging);
      const manifestText = `${JSON.stringify(manifest, null, 2)}\n`;
      // The installation's key signs the manifest and seals the whole archive: only it can read
      // the backup, and a restore can prove this installation made it (sealed.ts).
      const key = secretKey(config);
      await fs.writeFile(path.join(staging, MANIFEST_FILE), manifestText);
      await fs.writeFile(path.join(staging, MANIFEST_SIGNATURE_FILE), `${signManifest(key, manifestText)}\n`);
      const entries = [MANIFEST_FILE, MANIFEST_SIGNATURE_FILE, 'database'];
      if (manifest.files.some((entry) => entry.path.startsWith('media/'))) entries.push('media');
      const output = (options.openOutput ?? ((target: string) => createWriteStream(target, { mode: 0o600 })))(
        partial,
      );
      await pipeline(tar.c({ gzip: true, cwd: staging, portable: true }, entries), sealStream(key), output);
      // Only a complete archive ever carries the final name, so a crash never leaves a bad backup.
      await fs.rename(partial, file);
      const { size } = await fs.stat(file);
      if (recording) {
        await finishRun(database.db, runId, {
          status: 'succeeded',
          fileName,
          sizeBytes: size,
          counts: manifest.counts,
        });
      }
      logger.info({ backup: fileName, bytes: size, trigger: options.trigger }, 'respaldo terminado');
      return { runId, file, fileName, sizeBytes: size, manifest };
    } catch (error) {
      await fs.rm(partial, { force: true }).catch(() => undefined);
      logger.error({ err: error, trigger: options.trigger }, 'el respaldo falló');
      if (recording) {
        await finishRun(database.db, runId, { status: 'failed', error: backupFailureMessage(error) }).catch(
          (recordError) => logger.error({ err: recordError }, 'no se pudo registrar el respaldo fallido'),
        );
      }
      throw error;
    } finally {
      await fs.rm(staging, { recursive: true, force: true }).catch(() => undefined);
      await releaseBackupLock(lockClient).catch(() => undefined);
      lockClient.release();
    }
  })();
  // The caller may only await `done` later; an unobserved failure is already logged and recorded.
  done.catch(() => undefined);
  return { runId, done };
}

/** Takes a backup and waits for it (command line, scheduled job, before migrating). */
export async function runBackup(options: BackupOptions): Promise<BackupResult> {
  const started = await startBackup(options);
  return started.done;
}

/** Keys with no file in the storage; a few requests at a time, each body dropped unread. */
async function missingFromStorage(storage: Storage, keys: string[]): Promise<string[]> {
  const missing: string[] = [];
  let next = 0;
  const worker = async () => {
    while (next < keys.length) {
      const key = keys[next] ?? '';
      next += 1;
      // A key the storage would refuse cannot name a stored file.
      const file = isValidKey(key) ? await storage.get(key) : null;
      if (file) await file.body.cancel();
      else missing.push(key);
    }
  };
  await Promise.all(Array.from({ length: Math.min(8, keys.length) }, worker));
  return missing.sort();
}

/** Writes the snapshot and the photos into the staging folder. */
async function stage(options: BackupOptions, staging: string): Promise<BackupManifest> {
  const { database, config } = options;
  const tables: ManifestTable[] = [];
  const files: ManifestFile[] = [];
  const counts: Record<string, number> = {};
  // One snapshot: every table as it stood at the same moment.
  const snapshot = 'begin isolation level repeatable read read only';
  const { postgresVersion, migrations, sequences, photoKeys } = await inTransaction(
    database.pool,
    snapshot,
    async (client) => {
      const postgresVersion = await serverVersion(client);
      const migrations = await appliedMigrations(client);
      const tableList = await listTables(client);
      for (const table of tableList) {
        const relative = `database/${table.name}.copy`;
        const measure = measuring();
        const columns = table.columns.map(quoteIdent).join(', ');
        const copy = client.query(
          copyStreams.to(`copy (select ${columns} from ${quoteIdent(table.name)}) to stdout`),
        );
        await pipeline(copy, measure.stream, createWriteStream(path.join(staging, relative)));
        const { rows, bytes, sha256 } = measure.result();
        tables.push({ name: table.name, columns: table.columns, rows, file: relative });
        files.push({ path: relative, bytes, sha256 });
        const label = COUNTED[table.name];
        if (label) counts[label] = rows;
      }
      const sequences = await listSequences(client);
      const photoKeys = await referencedPhotoKeys(client, tableList);
      return { postgresVersion, migrations, sequences, photoKeys };
    },
  );

  const missing: string[] = [];
  let photoBytes = 0;
  let photoFiles = 0;
  if (config.storage.driver === 'local') {
    const root = config.storage.root;
    const present = new Set(await listFiles(root));
    for (const key of photoKeys) if (!present.has(key)) missing.push(key);
    for (const key of present) {
      const relative = `media/${key}`;
      await linkOrCopy(path.join(root, key), path.join(staging, relative));
      const { sha256, bytes } = await sha256File(path.join(staging, relative));
      files.push({ path: relative, bytes, sha256 });
      photoBytes += bytes;
      photoFiles += 1;
    }
  } else {
    // The photos stay in the bucket (README «Respaldos»): the backup checks the rows' references.
    const storage = options.storage ?? (await createStorage(config));
    missing.push(...(await missingFromStorage(storage, photoKeys)));
  }
  if (missing.length > 0) logger.warn({ missing: missing.length }, 'fotos referidas que no están guardadas');

  const journal = readJournal(MIGRATIONS_FOLDER);
  const last = migrations.at(-1);
  return {
    app: BACKUP_APP,
    format: BACKUP_FORMAT,
    appVersion: appVersion(),
    createdAt: new Date().toISOString(),
    trigger: options.trigger,
    postgresVersion,
    migrations,
    lastMigration: journal.find((entry) => entry.when === last)?.tag ?? null,
    tables,
    sequences,
    files,
    photos: { storage: config.storage.driver, files: photoFiles, bytes: photoBytes, missing },
    counts: { ...counts, photoFiles },
  };
}
