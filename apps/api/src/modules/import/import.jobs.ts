import type { AppDeps } from '../../lib/context.ts';
import { IMPORT_QUEUE, type ImportJobData, runImport } from './import.service.ts';

/**
 * The import worker (worker 1 of the server, like the other jobs). A retried job resumes after
 * the last saved row, so a restart in the middle of an import loses nothing and repeats nothing.
 */
export async function startImportWorkers(deps: AppDeps): Promise<void> {
  if (!deps.jobs) return;
  await deps.jobs.defineQueue(IMPORT_QUEUE, {
    retryLimit: 3,
    retryDelaySeconds: 10,
    expireInSeconds: 4 * 3600,
  });
  await deps.jobs.work<ImportJobData>(IMPORT_QUEUE, 1, (data) => runImport(deps, data));
}
