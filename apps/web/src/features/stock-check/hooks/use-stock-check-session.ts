import { applyStockRowEvent, restoreStockRows, type StockRowOutcome, stockCheckCounts } from '@yonke/domain';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { setCountInProgress } from '../../../lib/offline/use-offline';
import type { SavedRow } from '../api/bulk-update';
import { useLocationParts } from '../api/get-location-parts';
import type { StockPart } from '../api/types';
import { writeDraft } from './draft-storage';
import { draftOf, followServerRows, type StockRowView } from './session-rows';
import { useDraftOffer } from './use-draft-offer';

export type { StockRowView } from './session-rows';
export type { SupersededDraft } from './use-draft-offer';

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
 * Longer than most hooks because the row actions, the draft and the saves all write one state;
 * what needs none of it lives in session-rows.ts and use-draft-offer.ts.
 */
export function useStockCheckSession(location: { id: number; name: string } | null) {
  const locationId = location?.id ?? null;
  const parts = useLocationParts(locationId);
  const [state, setState] = useState<SessionState>(EMPTY);
  const offer = useDraftOffer();
  const { pendingDraft, offerDraft, forgetOffers, closeOffer, dropDraft } = offer;
  const stateRef = useRef(state);
  stateRef.current = state;

  // A new location starts a new count from the database as it is now.
  useEffect(() => {
    setState({ locationId, rows: [], dirty: false });
    forgetOffers();
  }, [locationId, forgetOffers]);

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
    return offerDraft(locationId);
  }, [loaded, locationId, offerDraft]);

  useDraftAutosave(location, state, pendingDraft !== null || offer.checkingDraft);

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
    closeOffer();
  }, [pendingDraft, closeOffer]);

  const followServer = useCallback((saved: SavedRow[], savedLocationId: number, done: boolean) => {
    setState((current) => {
      if (current.locationId !== savedLocationId) return current;
      return { ...current, dirty: done ? false : current.dirty, rows: followServerRows(current.rows, saved) };
    });
  }, []);

  /** After a save: the count is no longer a draft. */
  const markSaved = useCallback(
    (saved: SavedRow[], savedLocationId: number) => {
      dropDraft(savedLocationId);
      followServer(saved, savedLocationId, true);
    },
    [dropDraft, followServer],
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
  const markQueued = useCallback(
    (queuedLocationId: number) => {
      dropDraft(queuedLocationId);
      setState((current) =>
        current.locationId === queuedLocationId ? { ...current, dirty: false } : current,
      );
    },
    [dropDraft],
  );

  const dirty = state.locationId === locationId && state.dirty;
  useCountInProgress(dirty);

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
    superseded: offer.superseded,
    dismissSuperseded: offer.dismissSuperseded,
    continueDraft,
    discardDraft: offer.discardDraft,
    toggle,
    scanned,
    markSaved,
    markQueued,
    followQueued,
    rowsRef: stateRef,
  };
}

/** Kept on the device until saved; not while the user has not yet answered "continue?". */
function useDraftAutosave(
  location: { id: number; name: string } | null,
  state: SessionState,
  waiting: boolean,
) {
  useEffect(() => {
    if (!location || state.locationId !== location.id || !state.dirty || waiting) return;
    writeDraft(draftOf(location, state.rows, new Date().toISOString()));
  }, [state, location, waiting]);
}

/** The app does not update itself in the middle of a count (docs/decisions/015-installable-app.md). */
function useCountInProgress(dirty: boolean) {
  useEffect(() => {
    setCountInProgress(dirty);
  }, [dirty]);
  useEffect(() => () => setCountInProgress(false), []);
}
