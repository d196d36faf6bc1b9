import { EventEmitter } from 'node:events';
import pg from 'pg';
import { PgBoss } from 'pg-boss';
import { logger } from './logger.ts';
import { transaction } from './transaction.ts';

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
  /** What the handler answered, when it completed; null for any other state. */
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
  /**
   * Sends a job to the queue on a cron, in the given time zone: one job per occurrence however
   * many instances run (pg-boss keeps the schedule in PostgreSQL). Replaces an earlier schedule.
   */
  schedule(name: string, cron: string, timeZone: string): Promise<void>;
  unschedule(name: string): Promise<void>;
  stop(): Promise<void>;
}

/** Jobs run by another instance are seen by polling; this instance's own are signalled at once. */
const POLL_MS = 200;

/** The schema pg-boss keeps its tables in, and where a pg-boss 10 schema is set aside on upgrade. */
const SCHEMA = 'pgboss';
const V10_SCHEMA = 'pgboss_v10';
/** pg-boss 12 migrates from schema version 25 (pg-boss 11) on; pg-boss 10 left version 24. */
const FIRST_MIGRATABLE_VERSION = 25;
/** One instance at a time sets a pg-boss 10 schema aside and moves its jobs over. */
const HANDOVER_LOCK = "hashtext('yonke.pgboss.v10-handover')";

export async function startJobQueue(connectionString: string): Promise<JobQueue> {
  await setAsideV10Schema(connectionString);
  const boss = new PgBoss({
    connectionString,
    schema: SCHEMA,
    max: 4,
    application_name: 'yonke-jobs',
    // Cron schedules (the daily backup) are evaluated by whichever instance's turn it is.
    schedule: true,
  });
  let stopped = false;
  boss.on('error', (error) => {
    // Ctrl+C reaches the embedded PostgreSQL too, which may end our connections while we stop.
    if (stopped) logger.debug({ err: error }, 'error en la cola de trabajos al detenerse');
    else logger.error({ err: error }, 'error en la cola de trabajos');
  });
  boss.on('warning', (warning) => logger.warn({ warning }, 'aviso de la cola de trabajos'));
  await boss.start();
  await moveV10Jobs(connectionString, boss);
  const workerIds = new Map<string, string[]>();
  const finished = new EventEmitter();
  finished.setMaxListeners(0);

  return {
    async defineQueue(name, options) {
      const settings = {
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
        // One work() per worker (not localConcurrency) so that send() can wake each idle one by id.
        let self = '';
        const id = await boss.work(
          name,
          { batchSize: 1, includeMetadata: true, pollingIntervalSeconds: 1 },
          async ([job]) => {
            if (!job) return {};
            // A worker that just found a job fetches again at once instead of after its poll
            // interval, so a backlog (a storm of notifications) drains at the handler's pace,
            // not one job per second; an empty fetch returns it to polling.
            if (self) boss.notifyWorker(self);
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
        self = id;
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
          const [job] = await boss.findJobs<object>(name, { id });
          if (job && job.state !== 'created' && job.state !== 'active') {
            // pg-boss stores a failed attempt's error (with its stack) as the output: that is no
            // outcome, and a caller must see the same answer whether it was signalled or polled.
            const output = job.state === 'completed' ? (job.output ?? null) : null;
            return { state: job.state, output: output as Record<string, unknown> | null };
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

    async schedule(name, cron, timeZone) {
      // An occurrence missed while the server was off (the office PC off at 03:00) runs once at start.
      await boss.schedule(name, cron, null, { tz: timeZone, missed: 'once' });
    },

    async unschedule(name) {
      await boss.unschedule(name);
    },

    async stop() {
      if (stopped) return;
      stopped = true;
      // Waits for running handlers up to the timeout; what is cut short is retried later.
      await boss.stop({ graceful: true, timeout: 10_000 });
    },
  };
}

async function withLockedTransaction<T>(
  connectionString: string,
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString, application_name: 'yonke-jobs-upgrade' });
  await client.connect();
  try {
    return await transaction(client, 'begin', async (locked) => {
      await locked.query(`select pg_advisory_xact_lock(${HANDOVER_LOCK})`);
      return work(locked);
    });
  } finally {
    await client.end();
  }
}

/**
 * pg-boss 12 cannot migrate the schema pg-boss 10 left (version 24), and would refuse to start on
 * it. Such a schema is renamed out of the way, so that pg-boss 12 installs a fresh one, and its
 * waiting jobs are moved over by moveV10Jobs right after.
 */
async function setAsideV10Schema(connectionString: string): Promise<void> {
  await withLockedTransaction(connectionString, async (client) => {
    const { rows } = await client.query<{ installed: boolean }>(
      `select to_regclass('${SCHEMA}.version') is not null as installed`,
    );
    if (!rows[0]?.installed) return;
    const version = await client.query<{ version: number }>(`select version from ${SCHEMA}.version`);
    const current = Number(version.rows[0]?.version ?? 0);
    if (current >= FIRST_MIGRATABLE_VERSION) return;
    const leftover = await client.query(`select 1 from pg_namespace where nspname = '${V10_SCHEMA}'`);
    // A previous hand-over that stopped half-way: its schema still holds the jobs to move.
    if (leftover.rowCount) throw new Error(`both ${SCHEMA} (version ${current}) and ${V10_SCHEMA} exist`);
    await client.query(`alter schema ${SCHEMA} rename to ${V10_SCHEMA}`);
    logger.info({ version: current }, 'cola de trabajos de pg-boss 10 apartada para pasar a pg-boss 12');
  });
}

interface V10Queue {
  name: string;
  retry_limit: number | null;
  retry_delay: number | null;
  retry_backoff: boolean | null;
  expire_seconds: number | null;
}

interface V10Job {
  name: string;
  data: object | null;
  priority: number;
  start_after: Date;
  singleton_key: string | null;
}

/**
 * Queues the jobs still waiting or running in a set-aside pg-boss 10 schema into pg-boss 12, with
 * their queue's settings, then drops that schema. A job running when the old version stopped is
 * queued again (it never finished). If this stops between the insert and the commit, the next
 * start moves the same jobs again: the handlers are idempotent, so a job run twice changes nothing.
 */
async function moveV10Jobs(connectionString: string, boss: PgBoss): Promise<void> {
  await withLockedTransaction(connectionString, async (client) => {
    const present = await client.query(`select 1 from pg_namespace where nspname = '${V10_SCHEMA}'`);
    if (!present.rowCount) return;
    const queues = await client.query<V10Queue>(
      `select name, retry_limit, retry_delay, retry_backoff, expire_seconds from ${V10_SCHEMA}.queue`,
    );
    const jobs = await client.query<V10Job>(
      `select name, data, priority, start_after, singleton_key from ${V10_SCHEMA}.job
       where state in ('created', 'retry', 'active') order by created_on`,
    );
    for (const queue of queues.rows) {
      const waiting = jobs.rows.filter((job) => job.name === queue.name);
      if (waiting.length === 0) continue;
      await boss.createQueue(queue.name, {
        ...(queue.retry_limit === null ? {} : { retryLimit: queue.retry_limit }),
        ...(queue.retry_delay === null ? {} : { retryDelay: queue.retry_delay }),
        ...(queue.retry_backoff === null ? {} : { retryBackoff: queue.retry_backoff }),
        ...(queue.expire_seconds === null ? {} : { expireInSeconds: queue.expire_seconds }),
      });
      await boss.insert(
        queue.name,
        waiting.map((job) => ({
          data: job.data ?? {},
          priority: job.priority,
          startAfter: job.start_after,
          ...(job.singleton_key === null ? {} : { singletonKey: job.singleton_key }),
        })),
      );
    }
    await client.query(`drop schema ${V10_SCHEMA} cascade`);
    logger.info({ jobs: jobs.rowCount }, 'trabajos pendientes de pg-boss 10 pasados a pg-boss 12');
  });
}
