import { PAYMENT_COMPLEMENT_QUEUE } from '@yonke/domain/cfdi';
import type { AppDeps } from '../../lib/context.ts';
import type { JobQueue } from '../../lib/jobs.ts';
import { logger } from '../../lib/logger.ts';
import { afterInvoiceStamped, startCreditNoteJobs } from './credit-notes.jobs.ts';
import { startInvoiceDelivery } from './invoice-delivery.ts';
import { CANCEL_QUEUE, createInvoicingService, STAMP_QUEUE } from './invoicing.service.ts';
import { createPaymentComplementService } from './payment-complement.service.ts';
import { warmUp } from './sat-resources.ts';

export const CANCEL_POLL_QUEUE = 'invoice-cancel-status';
/** Every ten minutes: a receiver answers within days, a cancellation without acceptance at once. */
export const CANCEL_POLL_CRON = '*/10 * * * *';

/**
 * Stamping as a job: a PAC that is down or slow is retried (PAC_RETRY_LIMIT times, the delay
 * doubling from PAC_RETRY_DELAY_SECONDS). Each attempt sends the invoice's fixed request id, so
 * retries never produce a second UUID (invoicing.service.ts `stamp`).
 */
export async function startInvoiceStamping(deps: AppDeps & { jobs: JobQueue }): Promise<void> {
  const { jobs, config } = deps;
  const invoicing = createInvoicingService(deps);
  await jobs.defineQueue(STAMP_QUEUE, {
    retryLimit: config.pac.retryLimit,
    retryDelaySeconds: config.pac.retryDelaySeconds,
    expireInSeconds: Math.ceil(config.pac.timeoutMs / 1000) + 60,
  });
  await jobs.work<{ invoiceId: number }>(STAMP_QUEUE, 2, async (data, job) => {
    const result = await invoicing.stamp(data.invoiceId);
    logger.info(
      { invoiceId: data.invoiceId, status: result.status, retry: job.retryCount },
      'timbrado de factura',
    );
    if (result.status === 'timbrada') await afterInvoiceStamped(deps, data.invoiceId);
    return { status: result.status };
  });
  // Cancellation: the request is sent by a job retried like the stamp (the SAT answers a repeated
  // request 201 or 202, never a second cancellation), and every open one is polled on a cron
  // until the SAT says cancelled or refused (the receiver has three business days).
  await jobs.defineQueue(CANCEL_QUEUE, {
    retryLimit: config.pac.retryLimit,
    retryDelaySeconds: config.pac.retryDelaySeconds,
    expireInSeconds: Math.ceil(config.pac.timeoutMs / 1000) * 2 + 60,
  });
  await jobs.work<{ invoiceId: number }>(CANCEL_QUEUE, 1, async (data, job) => {
    const result = await invoicing.sendCancellation(data.invoiceId);
    logger.info(
      { invoiceId: data.invoiceId, cancellation: result.cancellation?.status, retry: job.retryCount },
      'solicitud de cancelación de factura',
    );
    return { status: result.cancellation?.status ?? null };
  });
  await jobs.defineQueue(CANCEL_POLL_QUEUE, { retryLimit: 0, retryDelaySeconds: 60, expireInSeconds: 600 });
  await jobs.work(CANCEL_POLL_QUEUE, 1, async () => ({ checked: await invoicing.pollCancellations() }));
  await jobs.schedule(CANCEL_POLL_QUEUE, CANCEL_POLL_CRON, 'America/Mexico_City');
  // Payment complements: an abono of a ticket invoiced PPD is reported after it commits; retried
  // while its invoice is still being stamped (the complement needs the invoice's UUID).
  const complements = createPaymentComplementService(deps);
  await jobs.defineQueue(PAYMENT_COMPLEMENT_QUEUE, {
    retryLimit: config.pac.retryLimit,
    retryDelaySeconds: config.pac.retryDelaySeconds,
    expireInSeconds: 300,
  });
  await jobs.work<{ abonoId: number }>(PAYMENT_COMPLEMENT_QUEUE, 1, async (data, job) => {
    const made = await complements.issueForAbono(data.abonoId);
    logger.info(
      { abonoId: data.abonoId, complements: made.map((c) => c.id), retry: job.retryCount },
      'complementos de pago',
    );
    return { complements: made.map((c) => c.id) };
  });
  await startCreditNoteJobs(deps);
  // The invoice by e-mail: a job that waits for the stamp and retries a failing SMTP server.
  await startInvoiceDelivery(deps);
  // The SAT transform is compiled once; doing it now spares the first invoice the wait.
  void warmUp().catch((error) =>
    logger.warn({ err: error }, 'no se pudo preparar la transformación del SAT'),
  );
}
