import {
  applyStockRowEvent,
  restoreStockRows,
  type StockAction,
  type StockRow,
  type StockRowOutcome,
  stockCheckCounts,
} from '@yonke/domain';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { setCountInProgress } from '../../../lib/offline/use-offline';
import type { SavedRow, StockCheckRecord } from '../api/bulk-update';
import { useLocationParts } from '../api/get-location-parts';
import type { StockPart } from '../api/types';
import { isSuperseded, latestCount } from './draft-freshness';
import { clearDraft, readDraft, type StockDraft, writeDraft } from './draft-storage';

/** An unsaved count dropped because a newer count of its location was saved: said, not hidden. */
export interface SupersededDraft {
  draft: StockDraft;
  latest: StockCheckRecord;
}

export type StockRowView = StockRow<StockPart>;

interface SessionState {
  locationId: number | null;
  rows: StockRowView[];
  /** Something changed since the list loaded or was last saved: Guardar is enabled. */
  dirty: boolean;
}

const EMPTY: SessionState = { locationId: null, rows: [], dirty: false };

/**
 * One count of one location on this device: the location's parts with their row actions, the
 * unsaved-changes flag, and the copy kept in localStorage until it is saved.
 */
export function useStockCheckSession(location: { id: number; name: string } | null) {
  const locationId = location?.id ?? null;
  const parts = useLocationParts(locationId);
  const [state, setState] = useState<SessionState>(EMPTY);
  const [pendingDraft, setPendingDraft] = useState<StockDraft | null>(null);
  const [superseded, setSuperseded] = useState<SupersededDraft | null>(null);
  // While the server is asked whether the device's unsaved count is still the newest, new marks
  // are not written over it.
  const [checkingDraft, setCheckingDraft] = useState(false);
  const stateRef = useRef(state);
  stateRef.current = state;

  // A new location starts a new count from the database as it is now.
  useEffect(() => {
    setState({ locationId, rows: [], dirty: false });
    setPendingDraft(null);
    setSuperseded(null);
  }, [locationId]);

  const loaded = parts.data;
  const initialized = useRef<number | null>(null);
  useEffect(() => {
    if (locationId === null) {
      initialized.current = null;
      return;
    }
    if (!loaded || initialized.current === locationId) return;
    initialized.current = locationId;
    setState({ locationId, rows: loaded.map((part) => ({ part, action: null })), dirty: false });
    const draft = readDraft(locationId);
    if (!draft) return;
    // Offered only if no count of this location was saved after it (asked before showing it).
    let cancelled = false;
    setCheckingDraft(true);
    void latestCount(locationId).then((latest) => {
      if (cancelled) return;
      setCheckingDraft(false);
      if (isSuperseded(draft, latest)) {
        clearDraft(locationId);
        setSuperseded({ draft, latest: latest as StockCheckRecord });
      } else setPendingDraft(draft);
    });
    return () => {
      cancelled = true;
      setCheckingDraft(false);
    };
  }, [loaded, locationId]);

  // Kept on the device until saved; not while the user has not yet answered "continue?".
  useEffect(() => {
    if (!location || state.locationId !== location.id || !state.dirty || pendingDraft || checkingDraft)
      return;
    writeDraft({
      version: 1,
      locationId: location.id,
      locationName: location.name,
      savedAt: new Date().toISOString(),
      rows: state.rows
        .filter((row): row is StockRowView & { action: StockAction } => row.action !== null)
        .map((row) => ({ part: row.part, action: row.action })),
    });
  }, [state, location, pendingDraft, checkingDraft]);

  const apply = useCallback((event: Parameters<typeof applyStockRowEvent<StockPart>>[1]): StockRowOutcome => {
    const current = stateRef.current;
    const result = applyStockRowEvent(current.rows, event);
    if (result.outcome !== 'none') {
      const next = { ...current, rows: result.rows, dirty: true };
      stateRef.current = next;
      setState(next);
    }
    return result.outcome;
  }, []);

  const toggle = useCallback((id: number) => apply({ type: 'toggle', id }), [apply]);
  const scanned = useCallback(
    (part: StockPart, via: 'id' | 'agId') => apply({ type: 'scan', part, via }),
    [apply],
  );

  const continueDraft = useCallback(() => {
    if (!pendingDraft) return;
    setState((current) => ({
      ...current,
      rows: restoreStockRows(current.rows, pendingDraft.rows),
      dirty: true,
    }));
    setPendingDraft(null);
  }, [pendingDraft]);

  const discardDraft = useCallback(() => {
    if (pendingDraft) clearDraft(pendingDraft.locationId);
    setPendingDraft(null);
  }, [pendingDraft]);

  /** Each row takes the server's status and location where they differ (docs/product.md §4). */
  const followServer = useCallback((saved: SavedRow[], savedLocationId: number, done: boolean) => {
    setState((current) => {
      if (current.locationId !== savedLocationId) return current;
      const byId = new Map(saved.map((row) => [row.id, row]));
      return {
        ...current,
        dirty: done ? false : current.dirty,
        rows: current.rows.map((row) => {
          const server = byId.get(row.part.id);
          if (!server) return row;
          return {
            ...row,
            part: {
              ...row.part,
              unverified: false,
              status_id: server.status_id,
              status_name: server.status?.name ?? row.part.status_name,
              location_id: server.location_id,
              location_name: server.location?.name ?? null,
            },
          };
        }),
      };
    });
  }, []);

  /** After a save: the count is no longer a draft. */
  const markSaved = useCallback(
    (saved: SavedRow[], savedLocationId: number) => {
      clearDraft(savedLocationId);
      // An older unsaved count still waiting for «¿Continuar?» is older than this save: gone too.
      setPendingDraft((draft) => (draft?.locationId === savedLocationId ? null : draft));
      followServer(saved, savedLocationId, true);
    },
    [followServer],
  );

  /** A queued save went through while the location is still open: new marks stay. */
  const followQueued = useCallback(
    (saved: SavedRow[], savedLocationId: number) => followServer(saved, savedLocationId, false),
    [followServer],
  );

  /**
   * The count was queued on the device (no connection): it is no longer a draft — the queue holds
   * it — and Guardar waits for new marks; the rows keep what the device knows until it is sent.
   */
  const markQueued = useCallback((queuedLocationId: number) => {
    clearDraft(queuedLocationId);
    setPendingDraft((draft) => (draft?.locationId === queuedLocationId ? null : draft));
    setState((current) => (current.locationId === queuedLocationId ? { ...current, dirty: false } : current));
  }, []);

  const dirty = state.locationId === locationId && state.dirty;
  // The app does not update itself in the middle of a count (docs/decisions/015-installable-app.md).
  useEffect(() => {
    setCountInProgress(dirty);
  }, [dirty]);
  useEffect(() => () => setCountInProgress(false), []);

  const rows = state.locationId === locationId ? state.rows : [];
  const counts = useMemo(() => stockCheckCounts(rows), [rows]);

  return {
    rows,
    counts,
    dirty,
    loading: locationId !== null && !parts.isError && (parts.isPending || initialized.current !== locationId),
    loadError: parts.isError,
    reload: parts.refetch,
    pendingDraft,
    superseded,
    dismissSuperseded: () => setSuperseded(null),
    continueDraft,
    discardDraft,
    toggle,
    scanned,
    markSaved,
    markQueued,
    followQueued,
    rowsRef: stateRef,
  };
}
