import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { isOnline, subscribeConnectivity } from './connectivity';
import { listQueued, onQueueChange, type QueuedSave } from './save-queue';

/** Whether the server can be reached (lib/offline/connectivity.ts). */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribeConnectivity, isOnline, () => true);
}

/** The user's queued stock-check saves, re-read whenever the queue changes. */
export function useQueuedSaves(userId: number | null | undefined) {
  const [items, setItems] = useState<QueuedSave[]>([]);
  const reload = useCallback(() => {
    if (userId === null || userId === undefined) {
      setItems([]);
      return;
    }
    listQueued(userId)
      .then(setItems)
      .catch(() => setItems([]));
  }, [userId]);
  useEffect(() => {
    reload();
    const off = onQueueChange(reload);
    // The service worker's Background Sync changes the queue outside this tab.
    const fromWorker = (event: MessageEvent) => {
      if ((event.data as { type?: string } | null)?.type === 'queue-changed') reload();
    };
    navigator.serviceWorker?.addEventListener('message', fromWorker);
    return () => {
      off();
      navigator.serviceWorker?.removeEventListener('message', fromWorker);
    };
  }, [reload]);
  return { items, reload };
}

/**
 * A count with unsaved scans is open: the app does not update itself under it
 * (docs/decisions/015-installable-app.md).
 */
let countInProgress = false;
const countListeners = new Set<() => void>();
export function setCountInProgress(value: boolean) {
  if (countInProgress === value) return;
  countInProgress = value;
  for (const listener of countListeners) listener();
}
export function useCountInProgress(): boolean {
  return useSyncExternalStore(
    (callback) => {
      countListeners.add(callback);
      return () => countListeners.delete(callback);
    },
    () => countInProgress,
    () => false,
  );
}
