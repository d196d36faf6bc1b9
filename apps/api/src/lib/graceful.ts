import type { Server } from 'node:http';

/** How long requests in flight get to finish after Ctrl+C or SIGTERM (the cluster primary waits 15 s). */
export const DRAIN_TIMEOUT_MS = 10_000;

/**
 * Stops accepting connections and resolves once every request in flight has been answered;
 * idle keep-alive connections are closed at once. After the timeout the rest are cut.
 */
export function closeServer(server: unknown, timeoutMs = DRAIN_TIMEOUT_MS): Promise<void> {
  const http = server as Server | undefined;
  if (!http) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      http.closeAllConnections?.();
      resolve();
    }, timeoutMs);
    timer.unref();
    http.close(() => {
      clearTimeout(timer);
      resolve();
    });
    http.closeIdleConnections?.();
  });
}
