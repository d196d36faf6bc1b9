import type { AppDeps } from '../../lib/context.ts';
import type { JobQueue } from '../../lib/jobs.ts';
import { logger } from '../../lib/logger.ts';
import {
  CREDIT_NOTE_QUEUE,
  CREDIT_NOTE_SWEEP_CRON,
  CREDIT_NOTE_SWEEP_QUEUE,
  createCreditNotesService,
} from './credit-notes.service.ts';
import { createReplacementService } from './replacement.service.ts';

/**
 * What follows an invoice's stamp: a replacement goes on to cancel the invoice it replaces
 * (motive 01), and the credit notes that waited for this invoice are issued.
 */
export async function afterInvoiceStamped(deps: AppDeps, invoiceId: number): Promise<void> {
  await createReplacementService(deps).continueAfterStamp(invoiceId);
  await createCreditNotesService(deps).issuePendingOf(invoiceId);
}

/**
 * Credit notes as jobs: each is issued by a job retried like the stamp, and a sweep every ten
 * minutes issues whatever still waits (a CSD uploaded later, the PAC back) and resumes a
 * replacement whose cancellation was never asked.
 */
export async function startCreditNoteJobs(deps: AppDeps & { jobs: JobQueue }): Promise<void> {
  const { jobs, config } = deps;
  const creditNotes = createCreditNotesService(deps);
  const replacement = createReplacementService(deps);
  await jobs.defineQueue(CREDIT_NOTE_QUEUE, {
    retryLimit: config.pac.retryLimit,
    retryDelaySeconds: config.pac.retryDelaySeconds,
    expireInSeconds: Math.ceil(config.pac.timeoutMs / 1000) + 120,
  });
  await jobs.work<{ requestId: number }>(CREDIT_NOTE_QUEUE, 1, async (data, job) => {
    await creditNotes.issue(data.requestId);
    logger.info({ requestId: data.requestId, retry: job.retryCount }, 'nota de crédito');
    return { requestId: data.requestId };
  });
  await jobs.defineQueue(CREDIT_NOTE_SWEEP_QUEUE, {
    retryLimit: 0,
    retryDelaySeconds: 60,
    expireInSeconds: 600,
  });
  await jobs.work(CREDIT_NOTE_SWEEP_QUEUE, 1, async () => ({
    creditNotes: await creditNotes.sweep(),
    replacements: await replacement.sweep(),
  }));
  await jobs.schedule(CREDIT_NOTE_SWEEP_QUEUE, CREDIT_NOTE_SWEEP_CRON, 'America/Mexico_City');
}
