import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { createMlClient, MlHttpError, parseRetryAfter } from './ml-client.ts';

const config = loadConfig({ NODE_ENV: 'test', ML_API_URL: 'http://ml.test' } as NodeJS.ProcessEnv);

function scripted(statuses: number[], headers: Record<string, string> = {}) {
  const calls: string[] = [];
  const fetchImpl = (async (url: URL) => {
    calls.push(String(url));
    const status = statuses.shift() ?? 200;
    return new Response(JSON.stringify({ ok: status === 200 }), { status, headers });
  }) as unknown as typeof fetch;
  return { calls, client: createMlClient(config, fetchImpl) };
}

async function failure(call: Promise<unknown>): Promise<MlHttpError> {
  try {
    await call;
  } catch (error) {
    return error as MlHttpError;
  }
  throw new Error('expected the call to fail');
}

describe('marketplace client', () => {
  it('retries 429 and 5xx a few times, honouring Retry-After', async () => {
    const { calls, client } = scripted([429, 503, 200], { 'Retry-After': '0' });
    await expect(client.request('GET', '/items/MLM1')).resolves.toEqual({ ok: true });
    expect(calls).toEqual([
      'http://ml.test/items/MLM1',
      'http://ml.test/items/MLM1',
      'http://ml.test/items/MLM1',
    ]);
  });

  it('gives up after its retries and does not retry a 4xx', async () => {
    const storm = scripted([429, 429, 429, 429], { 'Retry-After': '0' });
    const error = await failure(storm.client.request('GET', '/x'));
    expect(error).toBeInstanceOf(MlHttpError);
    expect(error.retryable).toBe(true);
    expect(storm.calls).toHaveLength(3);

    const refused = scripted([400]);
    const bad = await failure(refused.client.request('PUT', '/x', { json: {} }));
    expect(bad.retryable).toBe(false);
    expect(refused.calls).toHaveLength(1);
  });

  it('leaves a long Retry-After to the job instead of waiting in the call', async () => {
    const { calls, client } = scripted([429, 200], { 'Retry-After': '120' });
    const error = await failure(client.request('GET', '/x'));
    expect(error.retryAfterMs).toBe(120_000);
    expect(calls).toHaveLength(1);
  });

  it('reads Retry-After as seconds or as a date', () => {
    expect(parseRetryAfter('3')).toBe(3000);
    expect(parseRetryAfter(new Date(Date.now() + 10_000).toUTCString())).toBeGreaterThan(8000);
    expect(parseRetryAfter(null)).toBeNull();
  });
});
