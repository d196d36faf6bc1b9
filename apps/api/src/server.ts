import cluster from 'node:cluster';
import type { Server } from 'node:http';
import https from 'node:https';
import { serve } from '@hono/node-server';
import { MAX_HEADER_BYTES } from '@yonke/domain';
import { buildApp } from './app.ts';
import {
  isStandbyWorker,
  runPrimary,
  WebConcurrencyError,
  WORKER_DATABASE_ENV,
  WORKER_INDEX_ENV,
  waitForPromotion,
  workerCount,
  workerIndex,
} from './cluster.ts';
import { type Config, loadConfig } from './config.ts';
import { connect, type DatabaseHandle, databaseOf, openDatabase } from './db/client.ts';
import { leaveShutdownSignalsToTheApp } from './db/embedded.ts';
import { adminStartupLine, type SeedResult, seedDatabase } from './db/seed/seed.ts';
import { closeServer } from './lib/graceful.ts';
import { answerClientErrors } from './lib/http-edges.ts';
import { type JobQueue, startJobQueue } from './lib/jobs.ts';
import { logger } from './lib/logger.ts';
import { setMediaBaseUrl } from './lib/media.ts';
import { secretKey } from './lib/secrets.ts';
import { createStorage } from './lib/storage.ts';
import { lanAddresses, loadTlsOptions, type TlsOptions, TlsSetupError } from './lib/tls.ts';
import { startExpiredSessionCleanup } from './modules/auth/auth.jobs.ts';
import { backupBeforeMigrating, startBackupSchedule } from './modules/backups/backups.jobs.ts';
import { startImportWorkers } from './modules/import/import.jobs.ts';
import { startInvoiceStamping } from './modules/invoicing/invoicing.jobs.ts';
import { startMarketplaceWorkers } from './modules/marketplace/marketplace.jobs.ts';
import { startPhotoMaintenance } from './modules/photos/photos.service.ts';
import { startQuoteHoldRelease } from './modules/sales/sales.jobs.ts';
import { startNameSliceSchedule } from './modules/search/search.jobs.ts';

/**
 * `npm start`: with WEB_CONCURRENCY above 1 (by default one per core) a primary process opens
 * and migrates the database, seeds it and starts that many workers sharing the port (cluster.ts);
 * otherwise this one process does everything. Background jobs and photo maintenance run in
 * worker 1 only; every worker can queue jobs.
 */
async function main() {
  // The project brings its own Node (docs/decisions/004-own-node.md); this shows which one runs.
  if (!cluster.isWorker) logger.info({ execPath: process.execPath }, `Node ${process.version}`);
  const config = loadConfig();
  leaveShutdownSignalsToTheApp();
  const workers = workerCount(process.env);
  if (cluster.isWorker)
    return serveRequests(config, connect(process.env[WORKER_DATABASE_ENV] ?? ''), {
      primary: false,
    });
  const database = await openDatabase({
    ...databaseOf(config),
    // An upgrade that brings migrations first backs up a database that has data (README, Respaldos).
    beforeMigrating: async (handle) => void (await backupBeforeMigrating(handle, config)),
  });
  if (workers === 1) return serveRequests(config, database, { primary: true });
  try {
    const tls = loadTlsOptions(config);
    const seeded = await seedDatabase(database.db, config);
    if (config.ml.clientId) secretKey(config);
    runPrimary({
      workers,
      databaseUrl: database.url,
      onReady: (port) => console.log(bannerLines(config, tls, port, seeded.admin).join('\n')),
      onStopped: () => database.close(),
    });
  } catch (error) {
    if (error instanceof TlsSetupError) console.error(`\n${error.message}\n`);
    logger.error({ err: error }, 'no se pudo iniciar');
    await database.close().catch(() => undefined);
    process.exit(1);
  }
}

/** One process answering requests: alone (`primary`, it also seeds), or a cluster worker. */
async function serveRequests(config: Config, database: DatabaseHandle, { primary }: { primary: boolean }) {
  const standby = isStandbyWorker();
  let runsJobs = !standby && workerIndex() === 1;
  // Where a start's time goes (the modules were loaded before this: process uptime so far).
  const phases: Record<string, number> = { modules: Math.round(process.uptime() * 1000) };
  let mark = performance.now();
  const phase = (name: string) => {
    const now = performance.now();
    phases[name] = Math.round(now - mark);
    mark = now;
  };
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'apagando');
    // Requests in flight are answered before the database goes away.
    await closeServer(server);
    // Running jobs get a few seconds to finish; anything cut short is retried by another instance.
    await jobs?.stop().catch((error) => logger.error({ err: error }, 'error while stopping the job queue'));
    await database.close().catch((error) => logger.error({ err: error }, 'error while closing the database'));
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  let server: ReturnType<typeof serve> | undefined;
  let jobs: JobQueue | undefined;
  try {
    // Phones on the yard network need HTTPS for the camera (a secure context); see README.
    const tls = loadTlsOptions(config);
    const seeded = primary ? await seedDatabase(database.db, config) : { admin: undefined };
    const storage = await createStorage(config);
    // Photos in object storage with a public URL are read from there, not through the app.
    if (config.storage.driver === 's3' && config.storage.publicUrl) setMediaBaseUrl(config.storage.publicUrl);
    phase('storage');
    // Jobs share the app's database (pg-boss keeps them in its own schema there).
    jobs = await startJobQueue(database.url);
    phase('jobQueue');
    // Resolved at boot so that a missing key file is created (and warned about) before any request.
    if (config.ml.clientId) secretKey(config);
    const app = buildApp({ db: database.db, config, storage, jobs });
    phase('routes');
    if (standby) {
      // Everything is loaded and connected; the primary says which worker this one replaces.
      logger.info({ startMs: phases }, 'standby worker ready');
      const index = await waitForPromotion();
      process.env[WORKER_INDEX_ENV] = String(index);
      runsJobs = index === 1;
      mark = performance.now();
      phases.standby = 0;
    }
    const queue = jobs;
    const startJobWorkers = async () => {
      if (!runsJobs) return;
      startPhotoMaintenance({ db: database.db, storage });
      await startMarketplaceWorkers({ db: database.db, config, storage, jobs: queue });
      await startBackupSchedule({ db: database.db, config, jobs: queue });
      await startImportWorkers({ db: database.db, config, storage, jobs: queue });
      await startNameSliceSchedule({ db: database.db, jobs: queue });
      await startQuoteHoldRelease({ db: database.db, config, storage, jobs: queue });
      await startInvoiceStamping({ db: database.db, config, storage, jobs: queue });
      await startExpiredSessionCleanup({ db: database.db, jobs: queue });
    };
    // Worker 1 declares the job queues before the others start; a standby taking its place finds
    // them declared, so it serves first and starts the job workers right after.
    if (!standby) await startJobWorkers();
    phase('jobWorkers');
    // The limit a URL plus headers may weigh (answered 431 in Spanish by answerClientErrors).
    const serverOptions = { maxHeaderSize: MAX_HEADER_BYTES };
    const listen = { fetch: app.fetch, port: config.port, hostname: config.host, serverOptions };
    const options = tls
      ? {
          ...listen,
          createServer: https.createServer,
          serverOptions: { ...serverOptions, key: tls.key, cert: tls.cert },
        }
      : listen;
    server = serve(options, (info) => {
      phase('listen');
      logger.info({ worker: workerIndex(), startMs: phases }, 'listo para atender');
      // In a cluster the primary prints this once every worker listens.
      if (primary) console.log(bannerLines(config, tls, info.port, seeded.admin).join('\n'));
    });
    keepIdleConnections(server as Server);
    answerClientErrors(server);
    if (standby) await startJobWorkers();
  } catch (error) {
    if (error instanceof TlsSetupError) console.error(`\n${error.message}\n`);
    logger.error({ err: error }, 'no se pudo iniciar');
    await jobs?.stop().catch(() => undefined);
    await database.close().catch(() => undefined);
    process.exit(1);
  }
}

/**
 * Node closes an idle keep-alive connection after 5 s. A client or proxy that sends on it at that
 * very moment gets a reset (ECONNRESET) instead of an answer: an e2e run in CI lost a request that
 * way. A reverse proxy keeps upstream connections up to 60 s (nginx `keepalive_timeout`, most load
 * balancers), so the app waits longer than that and the proxy always closes first; Chrome retries
 * a request whose reused connection was closed. headersTimeout must stay above it.
 */
const KEEP_ALIVE_MS = 65_000;

function keepIdleConnections(server: Server) {
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;
}

/** What `npm start` prints once it is ready: addresses, database, HTTPS and the first admin. */
function bannerLines(
  config: Config,
  tls: TlsOptions | undefined,
  port: number,
  admin: SeedResult['admin'],
): string[] {
  const scheme = tls ? 'https' : 'http';
  const url = `${scheme}://localhost:${port}`;
  const lines = [
    '',
    `  Yonke está listo en ${url}`,
    config.databaseUrl ? '  Base de datos: DATABASE_URL' : `  Base de datos embebida en ${config.dataDir}`,
  ];
  const lan = ['0.0.0.0', '::'].includes(config.host) ? lanAddresses() : [];
  if (lan.length > 0) {
    lines.push(`  En la red local: ${lan.map((address) => `${scheme}://${address}:${port}`).join('  ')}`);
  }
  if (tls) {
    lines.push(
      tls.source === 'files'
        ? `  HTTPS con el certificado ${tls.certPath}`
        : `  HTTPS con certificado autofirmado (${tls.certPath}); el teléfono pedirá aceptarlo una vez`,
    );
  } else if (lan.length > 0) {
    lines.push(
      '  Para usar la cámara desde un teléfono, inicia con HTTPS=1 (ver README, «Teléfonos en la red del yonke»)',
    );
  }
  if (!config.publicUrl) {
    // Shared links and their previews need an address that works outside this machine.
    lines.push(
      '  Aviso: PUBLIC_URL no está definida. Los enlaces que se comparten y sus vistas previas usarán',
      '  la dirección con la que se abrió la página; define PUBLIC_URL=https://tu-dominio.mx',
    );
    logger.warn('PUBLIC_URL is not set: public part pages use the request origin for absolute URLs');
  }
  // The e-mail and where the password came from, never the password (docs/domain-rules.md, "What the logs
  // never hold").
  if (admin) lines.push(adminStartupLine(admin));
  lines.push('');
  return lines;
}

main().catch((error) => {
  if (!(error instanceof WebConcurrencyError)) logger.error({ err: error }, 'no se pudo iniciar');
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
