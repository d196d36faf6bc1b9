import { useEffect, useMemo, useRef } from 'react';
import { listDrafts, type StockDraft } from './draft-storage';
import type { useStockCheckSession } from './use-stock-check-session';
import type { CountedLocation } from './use-stock-check-url';

/** How many unsaved counts of other locations the empty screen offers to continue. */
export const OTHER_DRAFTS_SHOWN = 3;

/**
 * Unsaved counts of other locations on this device, and continuing one of them: its location
 * opens and, once its list has loaded, the draft is laid over it without asking again.
 */
export function useDraftResume(
  locationId: number | null,
  session: ReturnType<typeof useStockCheckSession>,
  openLocation: (location: CountedLocation) => void,
) {
  const autoContinue = useRef<number | null>(null);
  const { pendingDraft, continueDraft } = session;
  useEffect(() => {
    if (pendingDraft && autoContinue.current === pendingDraft.locationId) {
      autoContinue.current = null;
      continueDraft();
    }
  }, [pendingDraft, continueDraft]);

  // Re-read after each save and location change (localStorage is not reactive).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the dependencies are the triggers.
  const otherDrafts = useMemo(
    () => (locationId === null ? listDrafts().slice(0, OTHER_DRAFTS_SHOWN) : []),
    [locationId, session.dirty],
  );

  const resume = (draft: StockDraft) => {
    autoContinue.current = draft.locationId;
    openLocation({ id: draft.locationId, name: draft.locationName });
  };

  return { otherDrafts, resume };
}
