import { PAGE_SIZE, parseDigitsAsId } from '@yonke/domain';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useReferenceList } from '../../../lib/reference-lists';
import { getLocation } from '../api/get-location';
import { notifyError, STOCK_TEXT } from '../notify';

export interface CountedLocation {
  id: number;
  name: string;
}

/** ?location=&page= as the screen reads them: anything that is not an id is no location, page 1. */
export function readStockCheckUrl(params: URLSearchParams): { locationId: number | null; page: number } {
  return {
    locationId: parseDigitsAsId(params.get('location') ?? ''),
    page: parseDigitsAsId(params.get('page') ?? '') ?? 1,
  };
}

/** The query of one page of a location's count; page 1 is left out of the URL. */
export function stockCheckQuery(locationId: number, page = 1): Record<string, string> {
  const query: Record<string, string> = { location: String(locationId) };
  if (page > 1) query.page = String(page);
  return query;
}

/** The rows of the asked page, the page clamped to the last one there is. */
export function pageWindow<T>(rows: readonly T[], page: number) {
  const lastPage = Math.max(1, Math.ceil(rows.length / PAGE_SIZE));
  const currentPage = Math.min(Math.max(1, page), lastPage);
  return {
    lastPage,
    currentPage,
    visible: rows.slice((currentPage - 1) * PAGE_SIZE, currentPage * PAGE_SIZE),
  };
}

/** The page that shows the row at this index. */
export function pageOfRow(index: number): number {
  return Math.floor(index / PAGE_SIZE) + 1;
}

/**
 * Which location is counted and which page is shown, kept in the URL so that a reload or a
 * shared link opens the same count.
 */
export function useStockCheckUrl() {
  const [params, setParams] = useSearchParams();
  const { locationId, page } = readStockCheckUrl(params);
  const locations = useReferenceList('locations');
  const [known, setKnown] = useState<CountedLocation | null>(null);
  const listed = locations.find((option) => option.id === locationId);
  const location = useMemo(
    () =>
      locationId === null
        ? null
        : listed
          ? { id: listed.id, name: listed.name }
          : known?.id === locationId
            ? known
            : null,
    [locationId, listed, known],
  );

  // A location in the URL that is not in the cached list (just created, or a shared link).
  useEffect(() => {
    if (locationId === null || listed || known?.id === locationId) return;
    let cancelled = false;
    getLocation(locationId)
      .then((found) => !cancelled && setKnown({ id: found.id, name: found.name }))
      .catch(() => {
        if (cancelled) return;
        notifyError(STOCK_TEXT.locationNotFound);
        setParams({}, { replace: true });
      });
    return () => {
      cancelled = true;
    };
  }, [locationId, listed, known, setParams]);

  // The URL (and so `location`) changes only when the router commits the navigation, a moment
  // after the choice; a fast scanner can read the next label in between. The scan hook refuses
  // codes read meanwhile instead of counting them in the previous location.
  const requestedLocation = useRef<number | null>(locationId);
  const selectLocation = useCallback(
    (id: number | null) => {
      requestedLocation.current = id;
      setParams(id === null ? {} : { location: String(id) });
    },
    [setParams],
  );
  useEffect(() => {
    requestedLocation.current = locationId;
  }, [locationId]);

  /** A location read from a label or a draft: shown by name before the list knows it. */
  const openLocation = useCallback(
    (found: CountedLocation) => {
      setKnown(found);
      selectLocation(found.id);
    },
    [selectLocation],
  );

  const goToPage = useCallback(
    (next: number) => {
      if (locationId === null) return;
      setParams(stockCheckQuery(locationId, next), { replace: true });
    },
    [locationId, setParams],
  );

  return { locations, locationId, page, location, requestedLocation, selectLocation, openLocation, goToPage };
}
