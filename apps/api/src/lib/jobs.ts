import { EventEmitter } from 'node:events';
import PgBoss from 'pg-boss';
import { logger } from './logger.ts';

export interface QueueOptions {
  retryLimit: number;
  retryDelaySeconds: number;
  /** A job still running after this long is failed and retried (a hung HTTP call, a lost worker). */
  expireInSeconds: number;
}

export type JobHandler<T> = (
  data: T,
  job: { id: string; retryCount: number; retryLimit: number },
) => Promise<object>;

export interface JobResult {
  state: 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';
  output: Record<string, unknown> | null;
}

/**
 * Background jobs in PostgreSQL (pg-boss): they survive restarts and any number of app instances
 * share them. The queue lives in the `pgboss` schema of the app's own database.
 */
export interface JobQueue {
  defineQueue(name: string, options: QueueOptions): Promise<void>;
  /** Starts `concurrency` workers on this instance for the queue. */
  work<T extends object>(name: string, concurrency: number, handler: JobHandler<T>): Promise<void>;
  send(name: string, data: object): Promise<string>;
  /** Resolves when the job has an outcome (completed, or failed once) or when the time is up. */
  waitForOutcome(name: string, id: string, timeoutMs: number): Promise<JobResult | null>;
  stop(): Promise<void>;
}

/** Jobs run by another instance are seen by polling; this instance's own are signalled at once. */
const POLL_MS = 200;

export async function startJobQueue(connectionString: string): Promise<JobQueue> {
  const boss = new PgBoss({
    connectionString,
    max: 4,
    application_name: 'yonke-jobs',
    // Nothing here is scheduled by cron; maintenance (expiry, archive) still runs.
    schedule: false,
  });
  boss.on('error', (error) => logger.error({ err: error }, 'error en la cola de trabajos'));
  await boss.start();
  const workerIds = new Map<string, string[]>();
  const finished = new EventEmitter();
  finished.setMaxListeners(0);
  let stopped = false;

  return {
    async defineQueue(name, options) {
      const settings = {
        name,
        retryLimit: options.retryLimit,
        retryDelay: options.retryDelaySeconds,
        retryBackoff: true,
        expireInSeconds: options.expireInSeconds,
      };
      await boss.createQueue(name, settings);
      // createQueue leaves an existing queue alone; this makes a changed setting take effect.
      await boss.updateQueue(name, settings);
    },

    async work(name, concurrency, handler) {
      const ids = workerIds.get(name) ?? [];
      for (let index = 0; index < concurrency; index += 1) {
        const id = await boss.work<object>(
          name,
          { batchSize: 1, includeMetadata: true, pollingIntervalSeconds: 1 },
          async ([job]) => {
            if (!job) return {};
            try {
              const output = await handler(job.data as never, {
                id: job.id,
                retryCount: job.retryCount,
                retryLimit: job.retryLimit,
              });
              finished.emit(job.id, {
                state: 'completed',
                output: output as Record<string, unknown>,
              } satisfies JobResult);
              return output;
            } catch (error) {
              finished.emit(job.id, { state: 'retry', output: null } satisfies JobResult);
              throw error;
            }
          },
        );
        ids.push(id);
      }
      workerIds.set(name, ids);
    },

    async send(name, data) {
      const id = await boss.send(name, data);
      if (!id) throw new Error(`job not queued: ${name}`);
      // An idle worker of this instance picks it up now instead of at its next poll.
      for (const workerId of workerIds.get(name) ?? []) boss.notifyWorker(workerId);
      return id;
    },

    async waitForOutcome(name, id, timeoutMs) {
      const deadline = Date.now() + timeoutMs;
      let signalled: JobResult | null = null;
      let wake: () => void = () => undefined;
      const onFinished = (result: JobResult) => {
        signalled = result;
        wake();
      };
      finished.once(id, onFinished);
      try {
        for (;;) {
          if (signalled) return signalled;
          const job = await boss.getJobById<object>(name, id);
          if (job && job.state !== 'created' && job.state !== 'active') {
            return { state: job.state, output: (job.output ?? null) as Record<string, unknown> | null };
          }
          const left = deadline - Date.now();
          if (left <= 0) return signalled;
          await new Promise<void>((resolve) => {
            const timer = setTimeout(resolve, Math.min(POLL_MS, left));
            wake = () => {
              clearTimeout(timer);
              resolve();
            };
          });
        }
      } finally {
        finished.off(id, onFinished);
      }
    },

    async stop() {
      if (stopped) return;
      stopped = true;
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}
