import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, apiUrl, idPath, multipart, ok } from './api';
import { ApiError, setUnauthenticatedHandler } from './api-client';
import { isOnline, OFFLINE_COPY_HEADER, reportReachable } from './offline/connectivity';

const calls: Request[] = [];

function answer(status: number, body?: unknown, headers: Record<string, string> = {}) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      calls.push(request);
      return new Response(body === undefined ? null : JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json', ...headers },
      });
    }),
  );
}

beforeEach(() => {
  calls.length = 0;
  // biome-ignore lint/suspicious/noDocumentCookie: the client reads the cookie the server sets
  document.cookie = 'XSRF-TOKEN=token%3Dde-prueba';
});

afterEach(() => {
  vi.unstubAllGlobals();
  reportReachable(true);
  setUnauthenticatedHandler(() => {});
  // biome-ignore lint/suspicious/noDocumentCookie: the client reads the cookie the server sets
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
});

describe('the typed client', () => {
  it('builds the URL from the declared path and sends the old client’s headers and cookies', async () => {
    answer(200, { id: 7, name: 'P1' });
    const location = await ok(api.GET('/api/locations/{id}', { params: idPath(7) }));
    expect(location).toEqual({ id: 7, name: 'P1' });
    const [request] = calls;
    expect(new URL(request?.url ?? '').pathname).toBe('/api/locations/7');
    expect(request?.headers.get('X-XSRF-TOKEN')).toBe('token=de-prueba');
    expect(request?.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(request?.headers.get('Accept')).toBe('application/json');
    expect(request?.credentials).toBe('include');
  });

  it('sends a body as JSON and a query as the document names it', async () => {
    answer(200, { data: [], current_page: 2, last_page: 2, total: 0, per_page: 50 });
    await ok(
      api.POST('/api/autoparts/searchInventory', { params: { query: { page: 2 } }, body: { name: 'faro' } }),
    );
    const [request] = calls;
    expect(new URL(request?.url ?? '').search).toBe('?page=2');
    expect(request?.headers.get('Content-Type')).toBe('application/json');
    expect(await request?.json()).toEqual({ name: 'faro' });
  });

  it('throws a 422 with its field errors and shows no toast, so the form can place them', async () => {
    answer(422, { message: 'Revisa los datos.', errors: { name: ['El nombre es obligatorio.'] } });
    const error = await ok(api.POST('/api/locations/store', { body: { name: '' } })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(422);
    expect((error as ApiError).field('name')).toBe('El nombre es obligatorio.');
  });

  it('hands a 401 to the app’s handler, unless the caller lets it through', async () => {
    const handler = vi.fn();
    setUnauthenticatedHandler(handler);
    answer(401, { message: 'No autenticado.' });
    await expect(ok(api.GET('/api/user'))).rejects.toMatchObject({ status: 401 });
    expect(handler).toHaveBeenCalledTimes(1);
    await expect(ok(api.GET('/api/user'), { allowUnauthenticated: true })).rejects.toMatchObject({
      status: 401,
    });
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('reports a request that never reached the server as offline, in Spanish', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const error = await ok(api.GET('/api/locations'), { silent: true }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 0 });
    expect((error as ApiError).message).toMatch(/conexión/);
    expect(isOnline()).toBe(false);
  });

  it('answers a success that is not JSON with the generic message, not as a lost connection', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>proxy</html>', { status: 200 })),
    );
    const error = await ok(api.GET('/api/locations'), { silent: true }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 502 });
    expect(isOnline()).toBe(true);
  });

  it('lets an abort through as it is', async () => {
    const controller = new AbortController();
    controller.abort();
    vi.stubGlobal(
      'fetch',
      vi.fn(async (request: Request) => {
        request.signal.throwIfAborted();
        return new Response('[]');
      }),
    );
    await expect(ok(api.GET('/api/locations', { signal: controller.signal }))).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(isOnline()).toBe(true);
  });

  it('treats a copy served by the service worker as not reaching the server', async () => {
    answer(200, [], { [OFFLINE_COPY_HEADER]: '1' });
    await ok(api.GET('/api/locations'));
    expect(isOnline()).toBe(false);
  });
});

describe('addresses and files', () => {
  it('fills a declared path, encodes its parameters and leaves out an unset query value', () => {
    expect(apiUrl('/api/imports/{id}/errors', { id: 12 }, { format: 'csv' })).toBe(
      '/api/imports/12/errors?format=csv',
    );
    expect(apiUrl('/api/backups/{name}/download', { name: 'copia 1.tar.gz' })).toBe(
      '/api/backups/copia%201.tar.gz/download',
    );
    expect(apiUrl('/api/export/stock-checks', {}, { location: undefined })).toBe('/api/export/stock-checks');
    expect(() => apiUrl('/api/locations/{id}/label')).toThrow(/id/);
  });

  it('puts a file and the text fields in one form, as the upload routes read it', () => {
    const photo = new Blob(['jpeg'], { type: 'image/jpeg' });
    const form = multipart({ file: { file: photo, name: 'a.jpg' }, company_id: '7' }) as unknown as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect((form.get('file') as File).name).toBe('a.jpg');
    expect(form.get('company_id')).toBe('7');
  });
});
