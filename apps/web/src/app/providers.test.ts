import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api-client';
import { reportReachable } from '../lib/offline/connectivity';
import { createQueryClient, shouldRetry } from './providers';

afterEach(() => reportReachable(true));

describe('the query client', () => {
  it('never waits for the browser to say it is online: the service worker may answer', () => {
    const client = createQueryClient();
    expect(client.getDefaultOptions().queries?.networkMode).toBe('always');
    expect(client.getDefaultOptions().mutations?.networkMode).toBe('always');
  });

  it('does not retry a 4xx, nor a failed request without connection; retries a dropped one twice', () => {
    expect(shouldRetry(0, new ApiError(404, 'No encontrado'))).toBe(false);
    expect(shouldRetry(0, new ApiError(0, 'Sin conexión'))).toBe(true);
    expect(shouldRetry(2, new ApiError(0, 'Sin conexión'))).toBe(false);
    reportReachable(false);
    expect(shouldRetry(0, new ApiError(0, 'Sin conexión'))).toBe(false);
    expect(shouldRetry(0, new ApiError(500, 'Error'))).toBe(true);
  });
});
