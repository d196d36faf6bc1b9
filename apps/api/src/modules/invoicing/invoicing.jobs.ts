import type { AppDeps } from '../../lib/context.ts';
import type { JobQueue } from '../../lib/jobs.ts';
import { logger } from '../../lib/logger.ts';
import { createInvoicingService, STAMP_QUEUE } from './invoicing.service.ts';
import { warmUp } from './sat-resources.ts';

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
    return { status: result.status };
  });
  // The SAT transform is compiled once; doing it now spares the first invoice the wait.
  void warmUp().catch((error) =>
    logger.warn({ err: error }, 'no se pudo preparar la transformación del SAT'),
  );
}
