import { createHash } from 'node:crypto';
import { createReadStream, readFileSync } from 'node:fs';
import path from 'node:path';
import type { BackupTrigger } from '@yonke/domain/schemas';

/** Archives from another program, or a format this code does not read, are refused. */
export const BACKUP_APP = 'yonke';
/**
 * 2: the archive is sealed (sealed.ts) and the manifest signed (MANIFEST_SIGNATURE_FILE).
 * 1: a plain .tar.gz of the versions before; restored only when the operator says to trust it.
 */
export const BACKUP_FORMAT = 2;
export const UNSEALED_FORMAT = 1;
export const MANIFEST_FILE = 'manifest.json';
export const MANIFEST_SIGNATURE_FILE = 'manifest.sig';

// The trigger names are part of the list's shape (@yonke/domain/schemas).
export type { BackupTrigger };

/** File names carry the trigger, so retention touches only automatic ones and a person sees why it exists. */
const TRIGGER_SUFFIX: Record<BackupTrigger, string> = {
  automatic: 'automatico',
  manual: 'manual',
  'pre-migration': 'antes-de-actualizar',
};

export const BACKUP_NAME_PATTERN =
  /^yonke-respaldo-(\d{8})-(\d{9})Z-(automatico|manual|antes-de-actualizar)\.tar\.gz$/;

export function backupFileName(trigger: BackupTrigger, now: Date): string {
  const iso = now.toISOString(); // 2026-11-22T23:40:05.123Z
  const day = iso.slice(0, 10).replaceAll('-', '');
  const time = iso.slice(11, 23).replaceAll(':', '').replace('.', '');
  return `yonke-respaldo-${day}-${time}Z-${TRIGGER_SUFFIX[trigger]}.tar.gz`;
}

export function parseBackupFileName(name: string): { createdAt: Date; trigger: BackupTrigger } | null {
  const match = BACKUP_NAME_PATTERN.exec(name);
  if (!match) return null;
  const [, day = '', time = '', suffix] = match;
  const createdAt = new Date(
    `${day.slice(0, 4)}-${day.slice(4, 6)}-${day.slice(6, 8)}T${time.slice(0, 2)}:${time.slice(2, 4)}:${time.slice(4, 6)}.${time.slice(6, 9)}Z`,
  );
  if (Number.isNaN(createdAt.getTime())) return null;
  const trigger = (Object.entries(TRIGGER_SUFFIX).find(([, value]) => value === suffix)?.[0] ??
    'manual') as BackupTrigger;
  return { createdAt, trigger };
}

export interface ManifestTable {
  name: string;
  columns: string[];
  rows: number;
  /** Path inside the archive of the table's rows in COPY text format. */
  file: string;
}

export interface ManifestFile {
  path: string;
  bytes: number;
  sha256: string;
}

export interface BackupManifest {
  app: typeof BACKUP_APP;
  format: number;
  appVersion: string;
  createdAt: string;
  trigger: BackupTrigger;
  postgresVersion: string;
  /** `when` of every applied migration, oldest first; the schema is rebuilt from them. */
  migrations: number[];
  lastMigration: string | null;
  tables: ManifestTable[];
  sequences: { name: string; lastValue: number | null }[];
  /** Every file of the archive but the manifest, with its checksum. */
  files: ManifestFile[];
  photos: {
    storage: 'local' | 's3';
    files: number;
    bytes: number;
    /** Keys rows point at that were not found in the folder when the backup was taken. */
    missing: string[];
  };
  /** Format 1 only: the archive carried the installation's secret key. */
  secretKeyIncluded?: boolean;
  /** The figures the Respaldos page shows. */
  counts: Record<string, number>;
}

export function sha256File(file: string): Promise<{ sha256: string; bytes: number }> {
  return new Promise((resolve, reject) => {
    const hash = createHash('sha256');
    let bytes = 0;
    createReadStream(file)
      .on('data', (chunk) => {
        bytes += chunk.length;
        hash.update(chunk);
      })
      .on('error', reject)
      .on('end', () => resolve({ sha256: hash.digest('hex'), bytes }));
  });
}

interface MigrationJournal {
  entries: { idx: number; when: number; tag: string }[];
}

export function readJournal(migrationsFolder: string): MigrationJournal['entries'] {
  const journal = JSON.parse(
    readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
  ) as MigrationJournal;
  return [...journal.entries].sort((a, b) => a.when - b.when);
}

let version: string | undefined;
export function appVersion(): string {
  version ??= (
    JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../../package.json'), 'utf8')) as {
      version: string;
    }
  ).version;
  return version;
}
