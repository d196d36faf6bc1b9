import { useCallback, useState } from 'react';
import type { StockCheckRecord } from '../api/bulk-update';
import { isSuperseded, latestCount } from './draft-freshness';
import { clearDraft, readDraft, type StockDraft } from './draft-storage';

/** An unsaved count dropped because a newer count of its location was saved: said, not hidden. */
export interface SupersededDraft {
  draft: StockDraft;
  latest: StockCheckRecord;
}

/**
 * The device's unsaved count of a location, offered as «¿Continuar?» only while no newer count of
 * that location has been saved; otherwise dropped and said so.
 */
export function useDraftOffer() {
  const [pendingDraft, setPendingDraft] = useState<StockDraft | null>(null);
  const [superseded, setSuperseded] = useState<SupersededDraft | null>(null);
  // While the server is asked whether the device's unsaved count is still the newest, new marks
  // are not written over it.
  const [checkingDraft, setCheckingDraft] = useState(false);

  /** Looks for the location's draft and asks the server about it; returns the effect's cleanup. */
  const offerDraft = useCallback((locationId: number) => {
    const draft = readDraft(locationId);
    if (!draft) return undefined;
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
  }, []);

  const forgetOffers = useCallback(() => {
    setPendingDraft(null);
    setSuperseded(null);
  }, []);

  /** The count of this location was saved or queued: its draft, and any older one waiting, are gone. */
  const dropDraft = useCallback((locationId: number) => {
    clearDraft(locationId);
    setPendingDraft((draft) => (draft?.locationId === locationId ? null : draft));
  }, []);

  const discardDraft = useCallback(() => {
    if (pendingDraft) clearDraft(pendingDraft.locationId);
    setPendingDraft(null);
  }, [pendingDraft]);

  return {
    pendingDraft,
    superseded,
    checkingDraft,
    offerDraft,
    forgetOffers,
    dropDraft,
    discardDraft,
    /** The draft was taken up: no longer offered. */
    closeOffer: useCallback(() => setPendingDraft(null), []),
    dismissSuperseded: useCallback(() => setSuperseded(null), []),
  };
}
