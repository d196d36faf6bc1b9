import type { Config } from '../config.ts';
import { logger } from './logger.ts';

/** A marketplace answer that was not a success, or no answer at all (status 0). */
export class MlHttpError extends Error {
  readonly status: number;
  readonly body: unknown;
  readonly method: string;
  readonly path: string;
  readonly retryAfterMs: number | null;

  constructor(
    status: number,
    body: unknown,
    method: string,
    path: string,
    retryAfterMs: number | null = null,
  ) {
    super(`Mercado Libre ${method} ${path}: ${status === 0 ? 'sin respuesta' : `HTTP ${status}`}`);
    this.name = 'MlHttpError';
    this.status = status;
    this.body = body;
    this.method = method;
    this.path = path;
    this.retryAfterMs = retryAfterMs;
  }

  /**
   * 429, 5xx and no answer are worth trying again, and so is 409: the marketplace answers it when
   * two changes of one item cross ("optimistic locking"), and documents it as a conflict to retry.
   * Any other 4xx will fail the same way again.
   */
  get retryable(): boolean {
    return this.status === 0 || this.status === 409 || this.status === 429 || this.status >= 500;
  }

  /** The marketplace's own words, for the activity log and /storesMl. */
  get detail(): string {
    const body = this.body as { message?: unknown; error?: unknown; cause?: unknown } | null;
    if (this.status === 0) return 'sin respuesta de Mercado Libre';
    if (this.status === 429) return 'Mercado Libre pidió esperar (HTTP 429)';
    if (this.status === 409) return 'Mercado Libre estaba aplicando otro cambio a la publicación (HTTP 409)';
    const parts = [body?.message, body?.error].filter((x): x is string => typeof x === 'string' && x !== '');
    // A validation error says what is wrong only in its causes (item.attributes.missing_required…).
    const causes = Array.isArray(body?.cause)
      ? (body.cause as { message?: unknown }[])
          .map((c) => c?.message)
          .filter((m): m is string => typeof m === 'string')
      : [];
    const head = parts.length > 0 ? `HTTP ${this.status}: ${parts[0]}` : `HTTP ${this.status}`;
    return causes.length > 0 ? `${head} — ${causes.join('; ').slice(0, 300)}` : head;
  }
}

export interface MlRequest {
  token?: string;
  json?: unknown;
  /** Form fields (application/x-www-form-urlencoded), as /oauth/token wants. */
  form?: Record<string, string>;
  /** A multipart/form-data body (fetch writes the boundary), as /packs/{id}/fiscal_documents wants. */
  multipart?: FormData;
  query?: Record<string, string>;
  /** Extra attempts on 429/5xx/no answer within this call; the job retries later beyond that. */
  retries?: number;
  timeoutMs?: number;
  /** Extra headers some resources document (x-format-new: true on /shipments). */
  headers?: Record<string, string>;
}

/** A file the marketplace answers with (a shipping label: PDF or ZPL). */
export interface MlFile {
  contentType: string;
  bytes: Uint8Array;
}

export interface MlClient {
  request<T = unknown>(method: 'GET' | 'POST' | 'PUT', path: string, options?: MlRequest): Promise<T>;
  /** GET of a file: the body as bytes, the same errors and retries as `request`. */
  download(path: string, options?: MlRequest): Promise<MlFile>;
}

/** Waiting longer than this inside one call would hold a request or a worker; the job waits instead. */
const MAX_INLINE_WAIT_MS = 5000;
const DEFAULT_TIMEOUT_MS = 10_000;
const DEFAULT_RETRIES = 2;

/** Retry-After is seconds or an HTTP date. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | null {
  if (!value) return null;
  if (/^\d+(\.\d+)?$/.test(value.trim())) return Math.round(Number(value) * 1000);
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

function backoffMs(attempt: number): number {
  const base = 250 * 2 ** attempt;
  return base + Math.random() * base;
}

/**
 * The one way the server talks to Mercado Libre: base URL from the configuration (a local fake
 * in tests), a timeout on every call, and a few quick retries with back-off on 429 and 5xx that
 * honour Retry-After. Tokens travel in the Authorization header and are never logged.
 */
export function createMlClient(config: Config, fetchImpl: typeof fetch = fetch): MlClient {
  const base = config.ml.apiUrl;

  async function once(method: string, path: string, options: MlRequest & { accept?: string; raw?: boolean }) {
    const url = new URL(base + path);
    for (const [key, value] of Object.entries(options.query ?? {})) url.searchParams.set(key, value);
    const headers: Record<string, string> = {
      Accept: options.accept ?? 'application/json',
      ...options.headers,
    };
    if (options.token) headers.Authorization = `Bearer ${options.token}`;
    let body: string | FormData | undefined;
    if (options.multipart) {
      body = options.multipart;
    } else if (options.form) {
      headers['Content-Type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(options.form).toString();
    } else if (options.json !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(options.json);
    }
    let response: Response;
    try {
      response = await fetchImpl(url, {
        method,
        headers,
        body,
        signal: AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS),
      });
    } catch {
      return { status: 0, data: null, retryAfterMs: null };
    }
    if (options.raw && response.status >= 200 && response.status < 300) {
      const bytes = new Uint8Array(await response.arrayBuffer());
      return {
        status: response.status,
        data: { contentType: response.headers.get('content-type') ?? '', bytes } satisfies MlFile as unknown,
        retryAfterMs: null,
      };
    }
    const text = await response.text().catch(() => '');
    let data: unknown = null;
    try {
      data = text ? JSON.parse(text) : null;
    } catch {
      data = { message: text.slice(0, 200) };
    }
    return {
      status: response.status,
      data,
      retryAfterMs: parseRetryAfter(response.headers.get('retry-after')),
    };
  }

  async function send<T>(
    method: 'GET' | 'POST' | 'PUT',
    path: string,
    options: MlRequest & { accept?: string; raw?: boolean },
  ): Promise<T> {
    const retries = options.retries ?? DEFAULT_RETRIES;
    for (let attempt = 0; ; attempt += 1) {
      const result = await once(method, path, options);
      if (result.status >= 200 && result.status < 300) return result.data as T;
      const error = new MlHttpError(result.status, result.data, method, path, result.retryAfterMs);
      logger.warn({ method, path, status: result.status, attempt }, 'Mercado Libre respondió con error');
      if (!error.retryable || attempt >= retries) throw error;
      const wait = result.retryAfterMs ?? backoffMs(attempt);
      if (wait > MAX_INLINE_WAIT_MS) throw error;
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }

  return {
    request: <T>(method: 'GET' | 'POST' | 'PUT', path: string, options: MlRequest = {}) =>
      send<T>(method, path, options),
    download: (path: string, options: MlRequest = {}) =>
      send<MlFile>('GET', path, { ...options, accept: '*/*', raw: true }),
  };
}
