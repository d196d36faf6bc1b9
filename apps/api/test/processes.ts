import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { afterAll } from 'vitest';
import { findFreePort } from '../src/db/embedded.ts';
import { jsonOrNull, storeCookies } from './cookie-jar.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..');

export interface ServerProcess {
  base: string;
  child: ChildProcess;
  /** Every stdout line so far (pino JSON logs and the start banner). */
  lines: string[];
  /** Resolves with the first line (already printed or yet to come) that `match` accepts. */
  waitForLine(match: (line: string) => boolean, timeoutMs?: number): Promise<string>;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
}

/**
 * The real server (`apps/api/src/server.ts`, as `npm start` runs it) in a process of its own,
 * killed after the file's tests if still running. Resolves once it printed its start banner.
 */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await findFreePort();
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'info',
    SKIP_DEMO_SEED: '1',
    WEB_DIST: '.tmp/no-web',
    HOST: '127.0.0.1',
    PORT: String(port),
    ...env,
  };
  // An empty value means "not set" (DATABASE_URL: '' starts the embedded database).
  for (const [key, value] of Object.entries(childEnv)) if (value === '') delete childEnv[key];
  const child = spawn(process.execPath, ['apps/api/src/server.ts'], {
    cwd: ROOT,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, so that killing it also ends what it started (cluster workers, the
    // embedded PostgreSQL) instead of leaving them running after the test file.
    detached: true,
  });
  const lines: string[] = [];
  const waiters = new Set<() => void>();
  let buffered = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    buffered += chunk.toString('utf8');
    const parts = buffered.split('\n');
    buffered = parts.pop() ?? '';
    lines.push(...parts);
    for (const wake of waiters) wake();
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString('utf8');
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const killGroup = () => {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGKILL');
    } catch {
      // The group is already gone.
    }
  };
  // Also when the test worker itself ends without running afterAll.
  process.once('exit', killGroup);
  afterAll(() => {
    killGroup();
    process.off('exit', killGroup);
  });

  function waitForLine(match: (line: string) => boolean, timeoutMs = 90_000): Promise<string> {
    return new Promise((resolve, reject) => {
      const check = () => {
        const found = lines.find(match);
        if (found === undefined) return false;
        waiters.delete(check);
        clearTimeout(timer);
        resolve(found);
        return true;
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`line not printed; stderr: ${stderr.slice(-2000)}`));
      }, timeoutMs);
      waiters.add(check);
      void exited.then((code) => {
        if (waiters.has(check) && !check()) {
          waiters.delete(check);
          clearTimeout(timer);
          reject(
            new Error(
              `server exited (${code}) first; stderr: ${stderr.slice(-2000)}; last log lines: ${lines.slice(-5).join('\n').slice(-2000)}`,
            ),
          );
        }
      });
      check();
    });
  }

  // A first start creates the embedded database: minutes on a busy machine.
  await waitForLine((line) => line.includes('Yonke está listo'), 220_000);
  return { base: `http://127.0.0.1:${port}`, child, lines, waitForLine, exited };
}

/** Log lines of pino with this message, parsed. */
export function logEntries(lines: readonly string[], message: string): Record<string, unknown>[] {
  return lines
    .filter((line) => line.startsWith('{') && line.includes(message))
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((entry) => entry.msg === message);
}

/** A browser-like client of a server process: keeps cookies and echoes the XSRF cookie. */
export function httpClient(base: string) {
  const jar = new Map<string, string>();
  async function request(method: string, pathname: string, body?: unknown, timeoutMs = 60_000) {
    const xsrf = jar.get('XSRF-TOKEN');
    const response = await fetch(`${base}${pathname}`, {
      method,
      // A connection handed to a worker as it is killed may never be answered: give up on it.
      signal: AbortSignal.timeout(timeoutMs),
      headers: {
        Accept: 'application/json',
        ...(xsrf ? { 'X-XSRF-TOKEN': decodeURIComponent(xsrf) } : {}),
        ...(jar.size > 0 ? { Cookie: [...jar].map(([key, value]) => `${key}=${value}`).join('; ') } : {}),
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    storeCookies(jar, response);
    return { status: response.status, json: jsonOrNull(await response.text()) };
  }
  return {
    jar,
    request,
    get: (pathname: string) => request('GET', pathname),
    post: (pathname: string, body: unknown = {}, timeoutMs?: number) =>
      request('POST', pathname, body, timeoutMs),
    async login(email: string, password: string) {
      await request('GET', '/sanctum/csrf-cookie');
      return request('POST', '/login', { email, password });
    },
  };
}

/** The same signed-in browser talking to another instance (cookies are per site, not per process). */
export function sameBrowser(client: ReturnType<typeof httpClient>, base: string) {
  const other = httpClient(base);
  for (const [key, value] of client.jar) other.jar.set(key, value);
  return other;
}
