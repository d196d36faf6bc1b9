/**
 * Whether the server can be reached, as the requests themselves find out
 * (docs/decisions/015-installable-app.md). The browser's `navigator.onLine` is true on a yard Wi-Fi that has
 * no internet, so every API answer and every failed request reports here too; a copy served by the service
 * worker's cache does not count as reaching the server (it carries OFFLINE_COPY_HEADER).
 */
import { OFFLINE_COPY_HEADER } from './cache-names';

export { OFFLINE_COPY_HEADER };

let reachable = true;
const listeners = new Set<() => void>();

function notify() {
  for (const listener of listeners) listener();
}

export function reportReachable(value: boolean) {
  if (reachable === value) return;
  reachable = value;
  notify();
}

export function isOnline(): boolean {
  return (typeof navigator === 'undefined' || navigator.onLine) && reachable;
}

export function subscribeConnectivity(listener: () => void): () => void {
  listeners.add(listener);
  const online = () => {
    // The browser says the network is back: try again before believing the last failure.
    reachable = true;
    listener();
  };
  window.addEventListener('online', online);
  window.addEventListener('offline', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('online', online);
    window.removeEventListener('offline', listener);
  };
}

/** Asks the server (past the service worker's caches) whether it can be reached now. */
export async function probeServer(): Promise<boolean> {
  try {
    const response = await fetch('/sanctum/csrf-cookie', { credentials: 'include', cache: 'no-store' });
    reportReachable(response.status < 500);
  } catch {
    reportReachable(false);
  }
  return reachable;
}
