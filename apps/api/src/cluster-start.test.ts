import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpClient, logEntries, type ServerProcess, startServerProcess } from '../test/processes.ts';
import { openDatabase } from './db/client.ts';
import { partComments, parts, users } from './db/schema/index.ts';
import { PUBLIC_LIMITS } from './modules/public-pages/public-traffic.ts';

// `npm start` as an operator runs it (cluster.ts): apart from cluster.test.ts, whose two instances
// share a test database, so that the two files' server processes start in two test workers at once.

/** A GET on a connection of its own (no keep-alive), answered with its status. */
function statusOnNewConnection(url: string, timeout = 10_000): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent: false, timeout }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.on('timeout', () => request.destroy(new Error('timeout')));
    request.on('error', reject);
  });
}

describe('npm start with two workers and the embedded PostgreSQL', () => {
  let dataDir: string;
  let server: ServerProcess;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'yonke-cluster-'));
    server = await startServerProcess({
      DATA_DIR: dataDir,
      WEB_CONCURRENCY: '2',
      DATABASE_URL: '',
      PG_SHARED_BUFFERS: '64MB',
    });
  }, 260_000);

  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('keeps every acknowledged write and replaces a killed worker while the other serves; Ctrl+C stops all', async () => {
    const started = () => logEntries(server.lines, 'worker listening');
    // Logs are written asynchronously: the banner may come out before the last of them.
    await server.waitForLine(() => started().length === 2);
    expect(started().map((entry) => entry.worker)).toEqual([1, 2]);
    const client = httpClient(server.base);
    // The banner names the first administrator; a generated password goes to a private file
    // under DATA_DIR, never to the output (docs/domain-rules.md, "What the logs never hold").
    const banner = server.lines.find((line) => line.includes('Administrador:')) ?? '';
    const [, email] = /Administrador: (\S+)/.exec(banner) ?? [];
    expect(banner).toContain('admin-password.txt');
    const password = (await readFile(path.join(dataDir, 'admin-password.txt'), 'utf8')).trim();
    expect(server.lines.join('\n')).not.toContain(password);
    expect((await client.login(email ?? '', password ?? '')).status).toBe(204);

    // The app's own database, shared the way `npm run user` shares it with a running app.
    const database = await openDatabase({ dataDir, reuseRunning: true });
    // The embedded PostgreSQL was started with the configured page cache.
    const cache = await database.pool.query<{ shared_buffers: string }>('show shared_buffers');
    expect(cache.rows[0]?.shared_buffers).toBe('64MB');
    const [admin] = await database.db
      .select()
      .from(users)
      .where(eq(users.email, email ?? ''));
    const [part] = await database.db
      .insert(parts)
      .values({ companyId: admin?.companyId ?? 0, name: 'Faro Versa', statusId: 1, salePrice: 900 })
      .returning();

    // Comments sent while a worker is killed: each one acknowledged must be stored.
    const victim = started().find((entry) => entry.worker === 2)?.pid as number;
    const sent = Array.from({ length: 24 }, async (_, index) => {
      if (index === 12) process.kill(victim, 'SIGKILL');
      try {
        const response = await client.post(
          '/api/autoparts/comments/store',
          { autopart_id: part?.id, comment: `Comentario ${index}` },
          15_000,
        );
        return response.status === 201 ? `Comentario ${index}` : null;
      } catch {
        return null; // cut off with the worker: never acknowledged
      }
    });
    const acknowledged = (await Promise.all(sent)).filter((text): text is string => text !== null);
    expect(acknowledged.length).toBeGreaterThan(0);
    const stored = await database.db
      .select({ comment: partComments.comment })
      .from(partComments)
      .where(eq(partComments.partId, part?.id ?? 0));
    expect(stored.map((row) => row.comment)).toEqual(expect.arrayContaining(acknowledged));
    await database.close();

    await server.waitForLine((line) => line.includes('worker died; starting another'));
    // Whichever worker is left answers every request meanwhile.
    for (let request = 0; request < 10; request += 1) {
      expect((await client.get('/api/user')).status).toBe(200);
    }
    // A new worker 2: the standby taking over, or a fresh one when the standby was not ready yet.
    await server.waitForLine((line) => {
      const entry = line.startsWith('{') ? JSON.parse(line) : null;
      return (
        ['worker listening', 'standby worker took over'].includes(entry?.msg) &&
        entry.worker === 2 &&
        entry.pid !== victim
      );
    });
    for (let request = 0; request < 10; request += 1) {
      expect((await client.get('/api/user')).status).toBe(200);
    }
    expect(started().filter((entry) => entry.worker === 1)).toHaveLength(1);

    // The anonymous budget is one for both workers: 120 a minute per address, not 120 each.
    // Every request on a connection of its own, so the primary hands them to both workers.
    const statuses = await Promise.all(
      Array.from({ length: PUBLIC_LIMITS.perClient + 10 }, () =>
        statusOnNewConnection(`${server.base}/robots.txt`),
      ),
    );
    expect(statuses.filter((status) => status === 200)).toHaveLength(PUBLIC_LIMITS.perClient);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10);

    // Both serving workers killed at once: the standby serves before any new worker has loaded.
    // A standby that has not taken a place yet (one may already have replaced the worker above).
    await server.waitForLine(
      () =>
        logEntries(server.lines, 'standby worker ready').length >
        logEntries(server.lines, 'standby worker took over').length,
      240_000,
    );
    const serving = new Map<number, number>();
    for (const entry of [
      ...logEntries(server.lines, 'worker listening'),
      ...logEntries(server.lines, 'standby worker took over'),
    ]) {
      serving.set(entry.worker as number, entry.pid as number);
    }
    const coldStartsBefore = started().length;
    for (const pid of serving.values()) process.kill(pid, 'SIGKILL');
    let answered = false;
    while (!answered) {
      // A connection made while no worker was left may hang: it is dropped and another made.
      answered = (await statusOnNewConnection(`${server.base}/health`, 500).catch(() => 0)) === 200;
      if (!answered) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(logEntries(server.lines, 'standby worker took over').length).toBeGreaterThan(0);
    expect(started()).toHaveLength(coldStartsBefore);

    // Ctrl+C reaches the primary: it stops the workers, then the embedded PostgreSQL.
    server.child.kill('SIGINT');
    expect(await server.exited).toBe(0);
    expect(existsSync(path.join(dataDir, 'pg', 'postmaster.pid'))).toBe(false);
    await expect(fetch(`${server.base}/api/user`)).rejects.toThrow();
  }, 300_000);
});
