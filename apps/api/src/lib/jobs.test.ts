import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/helpers.ts';
import { type JobQueue, startJobQueue } from './jobs.ts';

const QUEUE = 'test-queue';
const options = { retryLimit: 2, retryDelaySeconds: 1, expireInSeconds: 60 };

function stopAfterAll(queue: JobQueue): JobQueue {
  afterAll(() => queue.stop());
  return queue;
}

describe('job queue (pg-boss 12)', async () => {
  const database = await createTestDatabase();

  it('runs a job, retries one that throws, and reports both outcomes', async () => {
    const jobs = stopAfterAll(await startJobQueue(database.url));
    await jobs.defineQueue(QUEUE, { ...options, retryDelaySeconds: 0 });
    const attempts: Array<{ value: number; retryCount: number; retryLimit: number }> = [];
    await jobs.work<{ value: number }>(QUEUE, 2, async (data, job) => {
      attempts.push({ value: data.value, retryCount: job.retryCount, retryLimit: job.retryLimit });
      if (data.value === 2 && job.retryCount === 0) throw new Error('first try fails');
      return { doubled: data.value * 2 };
    });

    const first = await jobs.send(QUEUE, { value: 1 });
    expect(await jobs.waitForOutcome(QUEUE, first, 20_000)).toEqual({
      state: 'completed',
      output: { doubled: 2 },
    });

    const second = await jobs.send(QUEUE, { value: 2 });
    // This instance sees the failed first try at once, as a retry.
    expect(await jobs.waitForOutcome(QUEUE, second, 20_000)).toEqual({ state: 'retry', output: null });
    await expect
      .poll(() => attempts.filter((attempt) => attempt.value === 2).length, { timeout: 20_000 })
      .toBe(2);
    expect(attempts.filter((attempt) => attempt.value === 2)).toEqual([
      { value: 2, retryCount: 0, retryLimit: 2 },
      { value: 2, retryCount: 1, retryLimit: 2 },
    ]);
  });

  it('reports a failed try the same way whether it saw it happen or reads it afterwards', async () => {
    const jobs = stopAfterAll(await startJobQueue(database.url));
    await jobs.defineQueue('fails-then-waits', { ...options, retryDelaySeconds: 600 });
    let tries = 0;
    await jobs.work('fails-then-waits', 1, async () => {
      tries += 1;
      throw new Error('the marketplace is down');
    });
    const id = await jobs.send('fails-then-waits', {});
    await expect.poll(() => tries, { timeout: 20_000 }).toBe(1);
    // Asked after the try failed: read from the queue, not signalled; the error stays out of it.
    await expect
      .poll(() => jobs.waitForOutcome('fails-then-waits', id, 1_000), { timeout: 20_000 })
      .toEqual({ state: 'retry', output: null });
  });

  it('sees the outcome of a job another instance ran', async () => {
    const sender = stopAfterAll(await startJobQueue(database.url));
    const worker = stopAfterAll(await startJobQueue(database.url));
    await sender.defineQueue('other-instance', options);
    await worker.work<{ text: string }>('other-instance', 1, async (data) => ({ echo: data.text }));
    const id = await sender.send('other-instance', { text: 'hola' });
    expect(await sender.waitForOutcome('other-instance', id, 20_000)).toEqual({
      state: 'completed',
      output: { echo: 'hola' },
    });
  });

  it('gives a failed attempt seen by polling no output, as when it is signalled', async () => {
    const sender = stopAfterAll(await startJobQueue(database.url));
    const worker = stopAfterAll(await startJobQueue(database.url));
    await sender.defineQueue('fails-elsewhere', { ...options, retryLimit: 0 });
    await worker.work('fails-elsewhere', 1, async () => {
      throw new Error('always fails');
    });
    const id = await sender.send('fails-elsewhere', {});
    // The sender runs no worker: it learns the outcome only from the job's row, where pg-boss
    // keeps the error and its stack trace.
    expect(await sender.waitForOutcome('fails-elsewhere', id, 20_000)).toEqual({
      state: 'failed',
      output: null,
    });
  });

  it('answers null when a job has no outcome in time', async () => {
    const jobs = stopAfterAll(await startJobQueue(database.url));
    await jobs.defineQueue('nobody-works', options);
    const id = await jobs.send('nobody-works', {});
    expect(await jobs.waitForOutcome('nobody-works', id, 300)).toBeNull();
  });
});

describe('upgrade from a pg-boss 10 database', async () => {
  const database = await createTestDatabase();
  // The schema pg-boss 10.4.2 installs (its getConstructionPlans('pgboss')), with jobs in every state.
  const v10Schema = await readFile(
    path.resolve(import.meta.dirname, '../../test/fixtures/pgboss-v10-schema.sql'),
    'utf8',
  );
  await database.pool.query(v10Schema);
  await database.pool.query(
    `select pgboss.create_queue('marketplace-sync', '{"policy":"standard","retryLimit":7,"retryDelay":3,"retryBackoff":true,"expireInSeconds":120}')`,
  );
  await database.pool.query(`
    insert into pgboss.job (name, data, state, retry_count) values
      ('marketplace-sync', '{"partId": 1}', 'created', 0),
      ('marketplace-sync', '{"partId": 2}', 'retry', 1),
      ('marketplace-sync', '{"partId": 3}', 'active', 0),
      ('marketplace-sync', '{"partId": 4}', 'completed', 0),
      ('marketplace-sync', '{"partId": 5}', 'failed', 2)`);

  it('moves the waiting jobs to pg-boss 12 once, even with two instances starting together', async () => {
    const [first, second] = await Promise.all([startJobQueue(database.url), startJobQueue(database.url)]);
    stopAfterAll(first);
    stopAfterAll(second);

    const schemas = await database.pool.query<{ nspname: string }>(
      `select nspname from pg_namespace where nspname like 'pgboss%' order by nspname`,
    );
    expect(schemas.rows.map((row) => row.nspname)).toEqual(['pgboss']);
    const version = await database.pool.query<{ version: number }>('select version from pgboss.version');
    expect(Number(version.rows[0]?.version)).toBeGreaterThanOrEqual(25);
    const queue = await database.pool.query<{ retry_limit: number; expire_seconds: number }>(
      `select retry_limit, expire_seconds from pgboss.queue where name = 'marketplace-sync'`,
    );
    expect(queue.rows).toEqual([{ retry_limit: 7, expire_seconds: 120 }]);

    const seen: number[] = [];
    await first.defineQueue('marketplace-sync', { ...options, retryLimit: 7 });
    await first.work<{ partId: number }>('marketplace-sync', 2, async (data) => {
      seen.push(data.partId);
      return {};
    });
    await expect.poll(() => seen.length, { timeout: 20_000 }).toBe(3);
    expect(seen.sort()).toEqual([1, 2, 3]);
  });

  it('starts normally on the upgraded database', async () => {
    const again = stopAfterAll(await startJobQueue(database.url));
    await again.defineQueue('after-upgrade', options);
    await again.work<object>('after-upgrade', 1, async () => ({ ok: true }));
    const id = await again.send('after-upgrade', {});
    expect(await again.waitForOutcome('after-upgrade', id, 20_000)).toEqual({
      state: 'completed',
      output: { ok: true },
    });
  });
});
