import { Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { type StockAction, type StockRow, stockCheckCounts } from '@yonke/domain';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { countLabel } from '../../../lib/format';
import { notifyWarning } from '../../../lib/notify';
import { SYNC_TAG } from '../../../lib/offline/cache-names';
import { isOnline } from '../../../lib/offline/connectivity';
import { enqueueSave, QUEUE_TEXT, type QueuedSave } from '../../../lib/offline/save-queue';
import { useUser } from '../../../lib/session';
import { type BulkUpdateInput, type StockConflictRow, useBulkUpdate } from '../api/bulk-update';
import type { StockPart } from '../api/types';
import { notifyError, notifySuccess, STOCK_TEXT } from '../notify';
import type { StockDraft } from './draft-storage';
import type { useStockCheckSession } from './use-stock-check-session';
import type { CountedLocation } from './use-stock-check-url';

export const SAVE_HINT = 'Marca o escanea autopartes para poder guardar.';

/** A new idempotency key for one count (a UUID; domain rules, "Stock check saved later"). */
export function newCountKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The body of a save: every row of the count with what the device last knew of it (the server
 * compares it, in a keyed save, to report parts changed meanwhile). A part scanned without
 * connection was never read: it is sent without status or location.
 */
export function bulkUpdateBody(
  location: CountedLocation,
  rows: readonly StockRow<StockPart>[],
  key: string,
): BulkUpdateInput {
  return {
    location: { id: location.id, name: location.name },
    idempotency_key: key,
    autoparts: rows.map((row) => ({
      id: row.part.id,
      status_id: row.part.unverified ? null : row.part.status_id,
      location_id: row.part.unverified ? null : row.part.location_id,
      ml_id: row.part.ml_id,
      ml_status: row.part.ml_status,
      action: row.action,
    })),
  };
}

/** The count as a draft, to give it back to the user if the server refuses the queued save. */
export function draftOf(location: CountedLocation, rows: readonly StockRow<StockPart>[]): StockDraft {
  return {
    version: 1,
    locationId: location.id,
    locationName: location.name,
    savedAt: new Date().toISOString(),
    rows: rows
      .filter((row): row is StockRow<StockPart> & { action: StockAction } => row.action !== null)
      .map((row) => ({ part: row.part, action: row.action })),
  };
}

/**
 * Why Guardar is off, in words (a phone never shows a tooltip). With no location the page's own
 * empty state already says what to do.
 */
export function saveHint(state: { hasLocation: boolean; dirty: boolean; pending: boolean }): string | null {
  return state.hasLocation && !state.dirty && !state.pending ? SAVE_HINT : null;
}

/** Asks the service worker to send the queue when the connection returns, where the browser can. */
async function requestBackgroundSync() {
  try {
    const registration = await navigator.serviceWorker?.ready;
    const sync = (
      registration as ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }
    )?.sync;
    await sync?.register(SYNC_TAG);
  } catch {
    // No Background Sync (Firefox, Safari): the page sends the queue on `online` and at start.
  }
}

/** Tells the queue runner (app layout) to try now, e.g. after an answer was lost while online. */
export const FLUSH_EVENT = 'yonke:flush-queue';

export interface CountConflicts {
  locationName: string;
  conflicts: StockConflictRow[];
  names: Record<number, string>;
}

/**
 * Saving the count: straight away when nothing is missing, after a confirmation otherwise. Without
 * connection — or when the answer never arrives — the count is queued on the device with its key
 * and sent later, exactly once (docs/product.md §10, "Inventario sin conexión").
 */
export function useStockCheckSave(
  location: CountedLocation | null,
  session: ReturnType<typeof useStockCheckSession>,
) {
  const save = useBulkUpdate();
  const user = useUser();
  const [conflicts, setConflicts] = useState<CountConflicts | null>(null);

  const queue = async (counted: CountedLocation, body: BulkUpdateInput) => {
    if (!user) return;
    const rows = session.rows;
    const item: QueuedSave = {
      key: body.idempotency_key,
      userId: user.id,
      locationId: counted.id,
      locationName: counted.name,
      queuedAt: new Date().toISOString(),
      body,
      draft: draftOf(counted, rows),
      counts: stockCheckCounts(rows),
      state: 'pending',
    };
    try {
      await enqueueSave(item);
    } catch {
      // Storage full: the count stays as an unsaved draft on the device, nothing is lost.
      notifyError(QUEUE_TEXT.storageFull);
      return;
    }
    session.markQueued(counted.id);
    notifyWarning(QUEUE_TEXT.queued);
    void requestBackgroundSync();
    // A lost answer on a working network: try again at once (the key makes it safe).
    if (navigator.onLine) window.dispatchEvent(new Event(FLUSH_EVENT));
  };

  const submit = () => {
    if (!location) return;
    const counted = location;
    const body = bulkUpdateBody(counted, session.rows, newCountKey());
    const names = Object.fromEntries(session.rows.map((row) => [row.part.id, row.part.name]));
    if (!isOnline()) {
      void queue(counted, body);
      return;
    }
    save.mutate(body, {
      onSuccess: (result) => {
        session.markSaved(result.autoparts, counted.id);
        if (result.conflicts.length > 0) {
          setConflicts({ locationName: counted.name, conflicts: result.conflicts, names });
          notifyWarning(QUEUE_TEXT.conflicts(counted.name, result.conflicts.length));
        } else notifySuccess(STOCK_TEXT.saved);
      },
      onError: (error) => {
        // No answer: it may or may not have been applied; the key makes the retry safe.
        if (error instanceof ApiError && error.status === 0) void queue(counted, body);
        else
          notifyError(
            error instanceof ApiError && error.status < 500 ? error.message : STOCK_TEXT.saveFailed,
          );
      },
    });
  };

  const confirmSave = () => {
    const { found, added, missing } = session.counts;
    if (missing === 0) {
      submit();
      return;
    }
    modals.openConfirmModal({
      title: `Guardar inventario de ${location?.name ?? ''}`,
      children: (
        <Stack gap="xs">
          <Text size="sm">
            {countLabel(found, 'encontrada', 'encontradas')}, {countLabel(added, 'agregada', 'agregadas')} y{' '}
            <b>{countLabel(missing, 'faltante', 'faltantes')}</b>.
          </Text>
          <Text size="sm">
            Las faltantes que estén disponibles pasarán a «No disponible» y se pausará su publicación en
            Mercado Libre.
          </Text>
        </Stack>
      ),
      labels: { confirm: 'Guardar', cancel: 'Seguir contando' },
      onConfirm: submit,
    });
  };

  return {
    confirmSave,
    saving: save.isPending,
    canSave: session.dirty && !save.isPending && location !== null,
    hint: saveHint({ hasLocation: location !== null, dirty: session.dirty, pending: save.isPending }),
    conflicts,
    dismissConflicts: () => setConflicts(null),
  };
}
