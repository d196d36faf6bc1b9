import type { Config } from '../../config.ts';
import { type Database, type DatabaseHandle, MIGRATIONS_FOLDER } from '../../db/client.ts';
import type { JobQueue } from '../../lib/jobs.ts';
import { logger } from '../../lib/logger.ts';
import { readJournal } from './archive.ts';
import { BackupBusyError, runBackup } from './backup.ts';
import { appliedMigrations, hasBusinessData } from './backups.queries.ts';
import { runScheduledBackup } from './backups.service.ts';

export const DAILY_BACKUP_QUEUE = 'backup-daily';

/** "03:00" → "0 3 * * *". */
export function dailyCron(time: string): string {
  const [hours = '3', minutes = '0'] = time.split(':');
  return `${Number(minutes)} ${Number(hours)} * * *`;
}

/**
 * The daily backup as a pg-boss schedule: with several instances exactly one of them gets each
 * day's job, and the backup lock covers a «Respaldar ahora» pressed at the same moment.
 */
export async function startBackupSchedule(deps: { db: Database; config: Config; jobs: JobQueue }) {
  const { db, config, jobs } = deps;
  // A large installation's archive can take a while; one retry an hour later covers a passing fault.
  await jobs.defineQueue(DAILY_BACKUP_QUEUE, {
    retryLimit: 1,
    retryDelaySeconds: 3600,
    expireInSeconds: 4 * 3600,
  });
  await jobs.work(DAILY_BACKUP_QUEUE, 1, async () => {
    const result = await runScheduledBackup(db, config);
    return result ? { file: result.fileName, bytes: result.sizeBytes } : { skipped: 'busy' };
  });
  if (config.backup.time) {
    await jobs.schedule(DAILY_BACKUP_QUEUE, dailyCron(config.backup.time), config.backup.timeZone);
  } else {
    await jobs.unschedule(DAILY_BACKUP_QUEUE);
  }
}

export class PreMigrationBackupError extends Error {
  constructor(cause: unknown) {
    super(
      `No se pudo hacer el respaldo automático antes de actualizar la base de datos, así que no se aplicó ninguna actualización (la base quedó como estaba). Detalle: ${cause instanceof Error ? cause.message : String(cause)}`,
      { cause },
    );
    this.name = 'PreMigrationBackupError';
  }
}

/**
 * Before migrations touch a database that holds data, take a backup; a new installation (no
 * migrations yet) or one already current needs none. Without the backup nothing is migrated.
 */
export async function backupBeforeMigrating(handle: DatabaseHandle, config: Config): Promise<string | null> {
  const applied = new Set(await appliedMigrations(handle.pool));
  if (applied.size === 0) return null;
  const pending = readJournal(MIGRATIONS_FOLDER).filter((entry) => !applied.has(entry.when));
  if (pending.length === 0 || !(await hasBusinessData(handle.pool))) return null;
  logger.info(
    { pending: pending.map((entry) => entry.tag) },
    'respaldo antes de actualizar la base de datos',
  );
  try {
    const result = await runBackup({ database: handle, config, trigger: 'pre-migration' });
    console.log(`  Respaldo antes de actualizar la base de datos: ${result.file}`);
    return result.file;
  } catch (error) {
    // Another instance starting at the same time is already taking it.
    if (error instanceof BackupBusyError) return null;
    throw new PreMigrationBackupError(error);
  }
}
