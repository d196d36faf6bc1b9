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

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  /** Skip the automatic toast, for callers that show the error themselves (forms, 422). */
  silent?: boolean;
  signal?: AbortSignal;
  /** Let a 401 through without redirecting (used when loading the current user). */
  allowUnauthenticated?: boolean;
}

export async function ensureCsrfCookie(): Promise<void> {
  if (!readCookie('XSRF-TOKEN')) await apiRequest('/sanctum/csrf-cookie', { silent: true });
}

/**
 * The one way the web app talks to the API: cookies, the XSRF header, JSON, and the error
 * rules of the architecture (401 → sign-in, 422 → field errors, anything else → toast).
 */
export async function apiRequest<T = unknown>(path: string, options: RequestOptions = {}): Promise<T> {
  const method = options.method ?? 'GET';
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'X-Requested-With': 'XMLHttpRequest',
  };
  const xsrf = readCookie('XSRF-TOKEN');
  if (xsrf) headers['X-XSRF-TOKEN'] = xsrf;
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
    if ((error as Error).name === 'AbortError') throw error;
    // Without connection the banner says so once; each failing call does not toast it again.
    const knewOffline = !isOnline();
    reportReachable(false);
    const apiError = new ApiError(0, isOnline() ? NETWORK_MESSAGE : OFFLINE_MESSAGE);
    if (!options.silent && !knewOffline)
      notifications.show({ color: 'red', message: apiError.message, autoClose: 5000 });
    throw apiError;
  }
  reportReachable(response.headers.get(OFFLINE_COPY_HEADER) === null);
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  let data: unknown = null;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    data = text;
  }
  if (response.ok) return data as T;

  const payload = (data && typeof data === 'object' ? data : {}) as {
    message?: string;
    errors?: FieldErrors;
  };
  const error = new ApiError(response.status, payload.message ?? GENERIC_MESSAGE, payload.errors ?? {});
  if (response.status === 401 && !options.allowUnauthenticated) {
    onUnauthenticated?.();
  } else if (response.status !== 422 && response.status !== 401 && !options.silent) {
    notifications.show({ color: 'red', message: error.message, autoClose: 5000 });
  }
  throw error;
}
