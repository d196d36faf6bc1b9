import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { isSuperseded, latestCount } from './draft-freshness';
import { clearDraft, listDrafts, type StockDraft } from './draft-storage';
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
  const stored = useMemo(
    () => (locationId === null ? listDrafts().slice(0, OTHER_DRAFTS_SHOWN) : []),
    [locationId, session.dirty],
  );
  // A draft whose location was counted and saved after it (here or on another phone) is dropped.
  const fresh = useQuery({
    queryKey: ['stock-check', 'fresh-drafts', stored.map((draft) => `${draft.locationId}:${draft.savedAt}`)],
    queryFn: async ({ signal }) => {
      const latest = await Promise.all(stored.map((draft) => latestCount(draft.locationId, signal)));
      return stored.filter((draft, index) => {
        if (!isSuperseded(draft, latest[index] ?? null)) return true;
        clearDraft(draft.locationId);
        return false;
      });
    },
    enabled: stored.length > 0,
    gcTime: 0,
  });
  const otherDrafts = stored.length > 0 ? (fresh.data ?? []) : [];

  const resume = (draft: StockDraft) => {
    autoContinue.current = draft.locationId;
    openLocation({ id: draft.locationId, name: draft.locationName });
  };

  return { otherDrafts, resume };
}
