import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { backupsToPrune } from '@yonke/domain';
import type { BackupItem } from '@yonke/domain/schemas';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { logger } from '../../lib/logger.ts';
import { BACKUP_NAME_PATTERN, type BackupTrigger, parseBackupFileName } from './archive.ts';
import { BackupBusyError, type BackupResult, runBackup, startBackup } from './backup.ts';
import { forgetFiles, latestRuns, succeededRuns } from './backups.queries.ts';

/** One file of the list, as the API sends it (@yonke/domain/schemas). */
export type BackupListItem = BackupItem;

async function filesIn(dir: string) {
  let names: string[];
  try {
    names = await fs.readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const files: { name: string; createdAt: Date; trigger: BackupTrigger; size: number }[] = [];
  for (const name of names) {
    const parsed = parseBackupFileName(name);
    if (!parsed) continue;
    const stat = await fs.stat(path.join(dir, name)).catch(() => null);
    if (stat?.isFile()) files.push({ name, ...parsed, size: stat.size });
  }
  return files.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
}

/** Deletes automatic backups beyond the retention policy; manual ones stay until a person deletes them. */
export async function pruneAutomaticBackups(db: Database, config: Config): Promise<string[]> {
  const automatic = (await filesIn(config.backup.dir)).filter((file) => file.trigger === 'automatic');
  const doomed = backupsToPrune(
    automatic,
    { daily: config.backup.keepDaily, weekly: config.backup.keepWeekly },
    config.backup.timeZone,
  );
  for (const name of doomed) await fs.rm(path.join(config.backup.dir, name), { force: true });
  await forgetFiles(db, doomed);
  if (doomed.length > 0) logger.info({ deleted: doomed.length }, 'respaldos automáticos antiguos borrados');
  return doomed;
}

/** The daily job: one backup, then retention. */
export async function runScheduledBackup(db: Database, config: Config): Promise<BackupResult | null> {
  try {
    const result = await runBackup({ database: { db, pool: db.$client }, config, trigger: 'automatic' });
    await pruneAutomaticBackups(db, config);
    return result;
  } catch (error) {
    // Someone pressed «Respaldar ahora» at the same moment: that backup is today's.
    if (error instanceof BackupBusyError) return null;
    throw error;
  }
}

export function createBackupsService(deps: { db: Database; config: Config }) {
  const { db, config } = deps;

  return {
    async list() {
      // One after the other: whether a backup runs, then the finished runs, then the folder. A
      // backup gets its file name, then is recorded as done, so a list that no longer says
      // «running» already holds the file and its counts. Read side by side, the folder could be
      // read before the rename and the runs after the record: the page then saw neither the
      // backup running nor its file, and stopped following it (an e2e run in CI, session 8).
      const latest = await latestRuns(db);
      const runs = await succeededRuns(db);
      const files = await filesIn(config.backup.dir);
      const countsByFile = new Map(runs.map((run) => [run.fileName, run.counts]));
      const backups: BackupListItem[] = files.map((file) => ({
        name: file.name,
        created_at: file.createdAt.toISOString(),
        size_bytes: file.size,
        trigger: file.trigger,
        counts: countsByFile.get(file.name) ?? null,
      }));
      const { failed, succeeded, running } = latest;
      // A failure followed by a good backup is history; the page shows the one not yet made good.
      const unresolved = failed && (!succeeded || failed.startedAt > succeeded.startedAt) ? failed : null;
      return {
        backups,
        running: running ? { started_at: running.startedAt.toISOString(), trigger: running.trigger } : null,
        last_failure: unresolved
          ? {
              at: (unresolved.finishedAt ?? unresolved.startedAt).toISOString(),
              trigger: unresolved.trigger,
              message: unresolved.error ?? '',
            }
          : null,
        schedule: {
          time: config.backup.time,
          time_zone: config.backup.timeZone,
          keep_daily: config.backup.keepDaily,
          keep_weekly: config.backup.keepWeekly,
        },
        directory: config.backup.dir,
      };
    },

    /** Starts a backup now and answers at once; the page follows it through `running`. */
    async start() {
      try {
        const started = await startBackup({ database: { db, pool: db.$client }, config, trigger: 'manual' });
        return { id: started.runId, done: started.done };
      } catch (error) {
        if (error instanceof BackupBusyError) throw new AppError(409, error.message);
        throw error;
      }
    },

    async download(name: string) {
      // The pattern admits only our own file names: no folders, no `..`.
      if (!BACKUP_NAME_PATTERN.test(name)) throw notFound('Ese respaldo no existe.');
      const file = path.join(config.backup.dir, name);
      const stat = await fs.stat(file).catch(() => null);
      if (!stat?.isFile()) throw notFound('Ese respaldo no existe.');
      return {
        size: stat.size,
        body: Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>,
      };
    },
  };
}
