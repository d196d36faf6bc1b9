import net from 'node:net';
import { serve } from '@hono/node-server';
import { MAX_JSON_DEPTH } from '@yonke/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestContext } from '../../test/helpers.ts';
import { answerClientErrors, EDGE_MESSAGES, isClientAbort } from './http-edges.ts';
import { logger } from './logger.ts';
import { isTooDeep, JSON_SHAPE_MESSAGES, unsafeTextPaths } from './validation.ts';

// Inputs that used to cost a 500, a stack trace at error level, or a bare answer: JSON nested
// thousands of levels deep, a URL above 16 KB, a client that leaves in the middle of its body.

let ctx: Awaited<ReturnType<typeof createTestContext>>;
let server: ReturnType<typeof serve>;
let port = 0;
const errorLogs: unknown[][] = [];

beforeAll(async () => {
  ctx = await createTestContext();
  await new Promise<void>((resolve) => {
    server = serve({ fetch: ctx.app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
      port = info.port;
      resolve();
    });
  });
  answerClientErrors(server);
  vi.spyOn(logger, 'error').mockImplementation((...args: unknown[]) => {
    errorLogs.push(args);
  });
});

afterAll(async () => {
  vi.restoreAllMocks();
  await new Promise((resolve) => server.close(resolve));
});

const nested = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;
const nestedObject = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;

/** Raw bytes over a socket, and everything the server answered until it closed. */
function rawExchange(request: string, closeAfterWrite = false): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(request);
      if (closeAfterWrite) setTimeout(() => socket.destroy(), 50);
    });
    let received = '';
    socket.on('data', (chunk) => {
      received += chunk.toString('utf8');
    });
    socket.on('close', () => resolve(received));
    socket.on('error', reject);
  });
}

describe('JSON nested deeper than the limit', () => {
  it('is refused with a Spanish 422 on every kind of route, signed in or not, without an error log', async () => {
    const admin = await ctx.signedIn([1]);
    const before = errorLogs.length;
    for (const body of [nested(3_000), nestedObject(3_000), nested(100_000), `{"number":${nested(40)}}`]) {
      const search = await admin.request('POST', '/api/autoparts/search', body, {
        'Content-Type': 'application/json',
      });
      expect(search.status).toBe(422);
      expect(search.json.message).toBe(JSON_SHAPE_MESSAGES.tooDeep);
      const login = await ctx
        .client()
        .request('POST', '/login', body, { 'Content-Type': 'application/json' });
      expect(login.status).toBeLessThan(500);
    }
    expect(errorLogs.length).toBe(before);
  });

  it('answers the marketplace webhook its usual «not received», without storing or logging', async () => {
    const before = errorLogs.length;
    const response = await ctx.app.request('/api/ml/notifications', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: `{"topic":"items","resource":${nested(5_000)}}`,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ received: false });
    expect(errorLogs.length).toBe(before);
  });

  it('lets ordinary nesting through, up to the limit', () => {
    expect(isTooDeep(JSON.parse(nested(MAX_JSON_DEPTH)))).toBe(false);
    expect(isTooDeep(JSON.parse(nested(MAX_JSON_DEPTH + 1)))).toBe(true);
    expect(isTooDeep({ make: [{ name: 'Nissan' }], years: [2001, 2002] })).toBe(false);
  });

  it('walks 100,000 levels for unsafe text without overflowing the stack', () => {
    let value: unknown = '\u0000';
    for (let index = 0; index < 100_000; index += 1) value = [value];
    expect(unsafeTextPaths(value)).toHaveLength(1);
  });
});

describe('isClientAbort', () => {
  it('knows the incoming request’s abort, and not an outgoing call that failed', () => {
    const aborted = Object.assign(new Error('aborted'), { code: 'ECONNRESET' });
    expect(isClientAbort(aborted)).toBe(true);
    expect(isClientAbort(new Error('Client connection prematurely closed.'))).toBe(true);
    const outgoing = new TypeError('fetch failed', {
      cause: Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }),
    });
    expect(isClientAbort(outgoing)).toBe(false);
    expect(isClientAbort(new DOMException('This operation was aborted', 'AbortError'))).toBe(false);
  });
});

describe('the HTTP edge', () => {
  it('answers a URL above 16 KB with a Spanish 431', async () => {
    const answer = await rawExchange(
      `GET /api/autoparts?q=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 431 /);
    expect(answer).toContain(EDGE_MESSAGES.headersTooLarge);
  });

  it('answers headers above 16 KB with a Spanish 431', async () => {
    const answer = await rawExchange(
      `GET /health HTTP/1.1\r\nHost: x\r\nX-Relleno: ${'b'.repeat(17_000)}\r\n\r\n`,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 431 /);
    expect(answer).toContain('demasiado grandes');
  });

  it('does not log a client that leaves in the middle of its body as an error', async () => {
    const before = errorLogs.length;
    await rawExchange(
      'POST /api/ml/notifications HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
        'Content-Length: 100000\r\n\r\n{"topic":"items","resource":"',
      true,
    );
    // The server notices the closed socket on its next turn.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(errorLogs.slice(before)).toEqual([]);
    // Still serving.
    expect((await fetch(`http://127.0.0.1:${port}/health`)).status).toBeLessThan(500);
  });
});
