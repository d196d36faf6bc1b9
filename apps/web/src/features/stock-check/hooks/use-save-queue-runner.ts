import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { currentXsrfToken, ensureCsrfCookie } from '../../../lib/api-client';
import { notifyWarning } from '../../../lib/notify';
import { isOnline, reportReachable, subscribeConnectivity } from '../../../lib/offline/connectivity';
import { type FlushReport, flushQueue, listQueued, QUEUE_TEXT } from '../../../lib/offline/save-queue';
import { invalidateAfterCount, type SavedRow } from '../api/bulk-update';
import { notifyError, notifySuccess } from '../notify';
import { readDraft, type StockDraft, writeDraft } from './draft-storage';
import { FLUSH_EVENT } from './use-stock-check-save';

/** A queued save went through: the open count screen (if it shows that location) follows it. */
export const QUEUED_SAVED_EVENT = 'yonke:queued-saved';
export interface QueuedSavedDetail {
  locationId: number;
  autoparts: SavedRow[];
}

/** Retries while saves wait and the browser says it is online (a lost answer, a flaky network). */
const RETRY_MS = 15_000;

function announce(reports: FlushReport[]) {
  for (const { item, outcome } of reports) {
    if (outcome.kind === 'saved') {
      window.dispatchEvent(
        new CustomEvent<QueuedSavedDetail>(QUEUED_SAVED_EVENT, {
          detail: { locationId: item.locationId, autoparts: outcome.result.autoparts },
        }),
      );
      const conflicts = outcome.result.conflicts.length;
      if (conflicts > 0) notifyWarning(QUEUE_TEXT.conflicts(item.locationName, conflicts));
      else notifySuccess(QUEUE_TEXT.saved(item.locationName));
    } else if (outcome.kind === 'refused') {
      // Nothing lost: the count comes back as a draft of its location (unless a newer one exists).
      if (!readDraft(item.locationId)) writeDraft(item.draft as StockDraft);
      notifyError(`${QUEUE_TEXT.refused}: ${outcome.message}`);
    }
  }
}

/**
 * Sends the signed-in user's queued stock-check saves (docs/product.md §10): at app start, when the
 * connection returns, when the service worker's Background Sync asks, right after a save lost its
 * answer, and every few seconds while any wait. The user is told each result.
 */
export function useSaveQueueRunner(userId: number | null | undefined) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (userId === null || userId === undefined) return;
    let stopped = false;
    const run = async () => {
      if (stopped || !navigator.onLine) return;
      // Tried even when the last request failed: this is how the app finds the server again.
      const waiting = (await listQueued(userId).catch(() => [])).some((item) => item.state === 'pending');
      if (!waiting) return;
      await ensureCsrfCookie().catch(() => undefined);
      const reports = await flushQueue(userId, currentXsrfToken);
      if (stopped) return;
      const last = reports.at(-1)?.outcome.kind;
      if (last) reportReachable(last !== 'offline');
      announce(reports);
      if (reports.some((report) => report.outcome.kind === 'saved')) invalidateAfterCount(queryClient);
    };
    const trigger = () => void run();
    let wasOnline = isOnline();
    const offConnectivity = subscribeConnectivity(() => {
      const now = isOnline();
      if (now && !wasOnline) trigger();
      wasOnline = now;
    });
    const fromWorker = (event: MessageEvent) => {
      if ((event.data as { type?: string } | null)?.type === 'flush-queue') trigger();
    };
    trigger();
    window.addEventListener('online', trigger);
    window.addEventListener(FLUSH_EVENT, trigger);
    navigator.serviceWorker?.addEventListener('message', fromWorker);
    const timer = window.setInterval(trigger, RETRY_MS);
    return () => {
      stopped = true;
      offConnectivity();
      window.removeEventListener('online', trigger);
      window.removeEventListener(FLUSH_EVENT, trigger);
      navigator.serviceWorker?.removeEventListener('message', fromWorker);
      window.clearInterval(timer);
    };
  }, [userId, queryClient]);
}
