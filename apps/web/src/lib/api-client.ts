import { notifications } from '@mantine/notifications';
import { isOnline, OFFLINE_COPY_HEADER, reportReachable } from './offline/connectivity';

export type FieldErrors = Record<string, string[]>;

/** A failed API call: status, the server's Spanish message and, for 422, its per-field errors. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: FieldErrors = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** The first message of a field, which is what the screens show under it. */
  field(name: string): string | undefined {
    return this.errors[name]?.[0];
  }
}

const NETWORK_MESSAGE = 'No hay conexión con el servidor. Revisa tu red e inténtalo de nuevo.';
const OFFLINE_MESSAGE = 'Sin conexión: esto necesita conexión con el servidor. Se podrá hacer cuando vuelva.';
const GENERIC_MESSAGE = 'Ocurrió un error inesperado. Inténtalo de nuevo en unos momentos.';

function readCookie(name: string): string | undefined {
  const entry = document.cookie.split('; ').find((part) => part.startsWith(`${name}=`));
  return entry ? decodeURIComponent(entry.slice(name.length + 1)) : undefined;
}

/** The XSRF token a state-changing call must echo (the offline save queue sends its own requests). */
export function currentXsrfToken(): string | undefined {
  return readCookie('XSRF-TOKEN');
}

let onUnauthenticated: (() => void) | undefined;

/** The app decides what a 401 means (go to /login); the client only reports it. */
export function setUnauthenticatedHandler(handler: () => void) {
  onUnauthenticated = handler;
}

/** How a call reports a failure; the typed client (`lib/api.ts`) takes the same options. */
export interface FailureOptions {
  /** Skip the automatic toast, for callers that show the error themselves (forms, 422). */
  silent?: boolean;
  /** Let a 401 through without redirecting (used when loading the current user). */
  allowUnauthenticated?: boolean;
}

export interface RequestOptions extends FailureOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
}

export async function ensureCsrfCookie(): Promise<void> {
  if (!readCookie('XSRF-TOKEN')) await apiRequest('/sanctum/csrf-cookie', { silent: true });
}

/** The headers every call sends: JSON, the Laravel-style AJAX marker and the XSRF echo (record 011). */
export function apiHeaders(): Record<string, string> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'X-Requested-With': 'XMLHttpRequest',
  };
  const xsrf = readCookie('XSRF-TOKEN');
  if (xsrf) headers['X-XSRF-TOKEN'] = xsrf;
  return headers;
}

/** A request that never reached the server: an abort goes on as it is, anything else is "no connection". */
export function networkFailure(error: unknown, options: FailureOptions): never {
  if ((error as Error).name === 'AbortError') throw error;
  // Without connection the banner says so once; each failing call does not toast it again.
  const knewOffline = !isOnline();
  reportReachable(false);
  const apiError = new ApiError(0, isOnline() ? NETWORK_MESSAGE : OFFLINE_MESSAGE);
  if (!options.silent && !knewOffline)
    notifications.show({ color: 'red', message: apiError.message, autoClose: 5000 });
  throw apiError;
}

/** Every answer says whether the server was reached (a service worker's copy does not count). */
export function reportAnswer(response: Response): void {
  reportReachable(response.headers.get(OFFLINE_COPY_HEADER) === null);
}

/** A refused call: 401 → the app's handler, 422 → field errors for the form, anything else → a toast. */
export function httpFailure(status: number, data: unknown, options: FailureOptions): never {
  const payload = (data && typeof data === 'object' ? data : {}) as {
    message?: string;
    errors?: FieldErrors;
  };
  const error = new ApiError(status, payload.message ?? GENERIC_MESSAGE, payload.errors ?? {});
  if (status === 401 && !options.allowUnauthenticated) {
    onUnauthenticated?.();
  } else if (status !== 422 && status !== 401 && !options.silent) {
    notifications.show({ color: 'red', message: error.message, autoClose: 5000 });
  }
  throw error;
}

/**
 * The untyped way to the API, kept for the features that still write their URLs
 * (new code uses the typed client of `lib/api.ts`): cookies, the XSRF header, JSON, and the
 * error rules of the architecture (401 → sign-in, 422 → field errors, anything else → toast).
 */
export async function apiRequest<T = unknown>(path: string, options: RequestOptions = {}): Promise<T> {
  const method = options.method ?? 'GET';
  const headers = apiHeaders();
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  let response: Response;
  try {
    response = await fetch(path, { method, headers, body, credentials: 'include', signal: options.signal });
  } catch (error) {
    networkFailure(error, options);
  }
  reportAnswer(response);
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  let data: unknown = null;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    data = text;
  }
  if (response.ok) return data as T;
  httpFailure(response.status, data, options);
}
