import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api-client';
import { reportReachable } from '../lib/offline/connectivity';
import { loadUser } from './guards';
import { createQueryClient, shouldRetry } from './providers';

afterEach(() => {
  reportReachable(true);
  vi.restoreAllMocks();
});

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

describe('loading the user before a navigation', () => {
  it('answers with the user known on the device when the server cannot be reached', async () => {
    const client = createQueryClient();
    const user = { id: 7, name: 'Ana', store: { id: 1, name: 'Yonke' } };
    client.setQueryData(['user'], user);
    reportReachable(false);
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    await expect(loadUser(client)).resolves.toBe(user);
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
