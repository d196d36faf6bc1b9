import cluster, { type Worker } from 'node:cluster';
import module from 'node:module';
import os from 'node:os';
import { logger } from './lib/logger.ts';
import {
  answerRateQuestions,
  createRateLimiter,
  PUBLIC_LIMITS,
} from './modules/public-pages/public-traffic.ts';

/** Set by the primary on each worker: which worker it is (1…N) and the database it prepared. */
export const WORKER_INDEX_ENV = 'YONKE_WORKER_INDEX';
export const WORKER_DATABASE_ENV = 'YONKE_WORKER_DATABASE_URL';

/** A replacement for a crashed worker waits this long, so a worker that dies at once cannot spin. */
const RESTART_DELAY_MS = 1000;
/** Workers get this long to finish their requests and jobs after Ctrl+C before being killed. */
const STOP_TIMEOUT_MS = 15_000;

export class WebConcurrencyError extends Error {}

/**
 * How many worker processes serve requests: WEB_CONCURRENCY, by default one per available core,
 * and one in tests (each test starts the processes it needs).
 */
export function workerCount(env: NodeJS.ProcessEnv): number {
  const raw = env.WEB_CONCURRENCY?.trim();
  if (raw) {
    if (!/^\d{1,3}$/.test(raw) || Number(raw) < 1) {
      throw new WebConcurrencyError(
        `WEB_CONCURRENCY debe ser un número entero de 1 o más (se recibió «${raw.slice(0, 20)}»).`,
      );
    }
    return Number(raw);
  }
  if (env.NODE_ENV === 'test') return 1;
  return Math.max(1, os.availableParallelism());
}

/** Which worker this process is: 1 when it runs alone. Worker 1 runs the background jobs. */
export function workerIndex(): number {
  return cluster.isWorker ? Number(process.env[WORKER_INDEX_ENV] ?? '1') : 1;
}

/**
 * V8 sizes each worker's young generation from the machine's memory (64 MB semi-spaces with 24 GB),
 * and under load that space stays full: two workers held ~800 MB. At 16 MB they hold ~500 MB with
 * no loss of requests per second (docs/performance.md). A value the operator passes in
 * NODE_OPTIONS or on the command line wins.
 */
const WORKER_SEMI_SPACE_FLAG = '--max-semi-space-size';
export function workerExecArgv(execArgv: readonly string[], nodeOptions = ''): string[] {
  const chosen = [...execArgv, ...nodeOptions.split(/\s+/)].some((flag) =>
    flag.replace(/_/g, '-').startsWith(WORKER_SEMI_SPACE_FLAG),
  );
  return chosen ? [...execArgv] : [...execArgv, `${WORKER_SEMI_SPACE_FLAG}=16`];
}

export interface PrimaryOptions {
  workers: number;
  databaseUrl: string;
  /** Called once every worker listens, with the port they share. */
  onReady: (port: number) => void;
  /** Called after every worker has exited: closes the database (and stops the embedded one). */
  onStopped: () => Promise<void>;
}

/** Set on the standby worker: it starts everything but does not listen until promoted. */
export const STANDBY_ENV = 'YONKE_WORKER_STANDBY';
const STANDBY_READY = 'yonke:standby-ready';
const PROMOTE = 'yonke:promote';

/** Whether the primary keeps a warm standby worker: WEB_STANDBY=0 turns it off (saves its memory). */
export function keepsStandby(env: NodeJS.ProcessEnv): boolean {
  return env.WEB_STANDBY?.trim() !== '0';
}

/** In a standby worker: tells the primary it is ready and waits to be told which worker it becomes. */
export function waitForPromotion(): Promise<number> {
  return new Promise((resolve) => {
    const onMessage = (message: { type?: string; index?: unknown } | null) => {
      if (message?.type !== PROMOTE || typeof message.index !== 'number') return;
      process.off('message', onMessage);
      resolve(message.index);
    };
    process.on('message', onMessage);
    process.send?.({ type: STANDBY_READY });
  });
}

export function isStandbyWorker(): boolean {
  return cluster.isWorker && process.env[STANDBY_ENV] === '1';
}

/**
 * Workers load their modules (TypeScript, stripped by Node) from V8's code cache on disk: about a
 * third less CPU per start (1.4-1.6 s → 1.0-1.1 s measured). Workers inherit it through the
 * environment (https://nodejs.org/api/module.html#module-compile-cache); NODE_DISABLE_COMPILE_CACHE=1
 * turns it off.
 */
function prepareWorkerStarts() {
  const compileCache = module.enableCompileCache?.();
  if (compileCache?.directory) process.env.NODE_COMPILE_CACHE ??= compileCache.directory;
  cluster.setupPrimary({ execArgv: workerExecArgv(process.execArgv, process.env.NODE_OPTIONS) });
}

/** Asks every worker to finish what it is answering; the ones still running after the limit are killed. */
async function terminate(everyone: Worker[]): Promise<void> {
  const exits = everyone.map(
    (worker) =>
      new Promise<void>((resolve) => {
        if (worker.isDead()) return resolve();
        worker.once('exit', () => resolve());
        worker.process.kill('SIGTERM');
      }),
  );
  const timer = setTimeout(() => {
    for (const worker of everyone) worker.process.kill('SIGKILL');
  }, STOP_TIMEOUT_MS);
  await Promise.all(exits);
  clearTimeout(timer);
}

/**
 * The primary process: owns the embedded PostgreSQL (opened and migrated before this), starts
 * the workers one after another (worker 1 first: it declares the job queues), replaces one that
 * dies, and on Ctrl+C or SIGTERM stops them all before closing the database.
 *
 * A new worker spends seconds loading its modules before it can listen (most of its start: each
 * start logs its phases as `startMs`), so the primary also keeps one standby worker, started and connected but
 * not listening. When a worker dies the standby takes its place at once and a new standby starts
 * in the background: with every worker killed, the port is served again within a second instead
 * of after a whole cold start.
 *
 * One closure on purpose (about 110 lines): fork, watch, replace, the standby and stop share the
 * worker map and the stopping flag, and call one another when a worker dies.
 */
export function runPrimary(options: PrimaryOptions): void {
  const workers = new Map<number, Worker>();
  let stopping = false;
  let ready = false;
  let standby: { worker: Worker; ready: boolean } | null = null;

  // One anonymous-traffic budget for every worker (and for their replacements).
  const publicLimiter = createRateLimiter(PUBLIC_LIMITS);

  prepareWorkerStarts();

  const replace = (index: number) => {
    const spare = standby;
    if (spare?.ready && !spare.worker.isDead()) {
      standby = null;
      workers.set(index, spare.worker);
      spare.worker.once('listening', () =>
        logger.info({ worker: index, pid: spare.worker.process.pid }, 'standby worker took over'),
      );
      watch(index, spare.worker, () => true);
      spare.worker.send({ type: PROMOTE, index });
      setTimeout(() => startStandby(), RESTART_DELAY_MS).unref();
      return;
    }
    setTimeout(() => {
      if (!stopping) fork(index).catch((error) => logger.error({ err: error }, 'worker restart failed'));
    }, RESTART_DELAY_MS).unref();
  };

  /** Replaces a worker that dies after start-up; `started` says whether it ever listened. */
  const watch = (
    index: number,
    worker: Worker,
    started: () => boolean,
    onBootFailure?: (error: Error) => void,
  ) => {
    worker.once('exit', (code, signal) => {
      if (workers.get(index) === worker) workers.delete(index);
      if (stopping) return;
      if (!started() && !ready) {
        // A worker that cannot start at boot will not start on retry either (bad config, port in use).
        onBootFailure?.(new Error(`el proceso ${index} terminó al iniciar (código ${code ?? signal})`));
        return;
      }
      logger.error({ worker: index, pid: worker.process.pid, code, signal }, 'worker died; starting another');
      replace(index);
    });
  };

  const fork = (index: number): Promise<number> =>
    new Promise((resolve, reject) => {
      const worker = cluster.fork({
        [WORKER_INDEX_ENV]: String(index),
        [WORKER_DATABASE_ENV]: options.databaseUrl,
      });
      workers.set(index, worker);
      answerRateQuestions(worker, publicLimiter);
      let listening = false;
      worker.once('listening', (address) => {
        listening = true;
        logger.info({ worker: index, pid: worker.process.pid }, 'worker listening');
        resolve(address.port);
      });
      watch(index, worker, () => listening, reject);
    });

  const startStandby = () => {
    if (stopping || standby || !keepsStandby(process.env)) return;
    const worker = cluster.fork({
      [WORKER_INDEX_ENV]: '0',
      [WORKER_DATABASE_ENV]: options.databaseUrl,
      [STANDBY_ENV]: '1',
    });
    const entry = { worker, ready: false };
    standby = entry;
    answerRateQuestions(worker, publicLimiter);
    worker.on('message', (message: { type?: string } | null) => {
      if (message?.type === STANDBY_READY) entry.ready = true;
    });
    worker.once('exit', () => {
      if (standby !== entry) return;
      standby = null;
      if (!stopping) setTimeout(() => startStandby(), RESTART_DELAY_MS).unref();
    });
  };

  const stop = async (signal: string, exitCode = 0) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'apagando');
    await terminate([...workers.values(), ...(standby ? [standby.worker] : [])]);
    await options
      .onStopped()
      .catch((error) => logger.error({ err: error }, 'error while closing the database'));
    process.exit(exitCode);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  void (async () => {
    try {
      const port = await fork(1);
      for (let index = 2; index <= options.workers; index += 1) await fork(index);
      ready = true;
      options.onReady(port);
      startStandby();
    } catch (error) {
      logger.error({ err: error }, 'no se pudo iniciar');
      console.error(`\n${error instanceof Error ? error.message : String(error)}\n`);
      await stop('startup failure', 1);
    }
  })();
}
