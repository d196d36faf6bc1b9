import { findScannedRow, parseScanCode, partCode, type ScanCode, type StockRowOutcome } from '@yonke/domain';
import { type RefObject, useCallback, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { getLocation } from '../api/get-location';
import { getReinventoryPart, getReinventoryPartByAg } from '../api/get-reinventory-part';
import type { StockPart } from '../api/types';
import { notifyScan, STOCK_TEXT } from '../notify';
import type { useStockCheckSession } from './use-stock-check-session';
import { type CountedLocation, pageOfRow } from './use-stock-check-url';

export const LOADING_LOCATION = 'Cargando la ubicación, escanea de nuevo';

export type ScanResult = { tone: 'success' | 'info' | 'error'; text: string };

/** What a scanned code leads to, before anything is fetched (docs/product.md §4, stock check). */
export type ScanStep =
  | { kind: 'location'; id: number }
  | { kind: 'refuse'; message: string }
  | { kind: 'part'; code: Extract<ScanCode, { kind: 'autopart' | 'agId' }>; locationId: number };

export function scanStep(
  code: ScanCode,
  state: { locationId: number | null; requestedLocationId: number | null; loading: boolean },
): ScanStep {
  if (code.kind === 'location') return { kind: 'location', id: code.id };
  if (state.locationId !== null && state.requestedLocationId !== state.locationId)
    return { kind: 'refuse', message: LOADING_LOCATION };
  if (state.locationId === null || state.loading)
    return { kind: 'refuse', message: STOCK_TEXT.chooseLocationFirst };
  // A vehicle label is not a part of the stock check.
  if (code.kind === 'text' || code.kind === 'vehicle')
    return { kind: 'refuse', message: STOCK_TEXT.notFound };
  return { kind: 'part', code, locationId: state.locationId };
}

/**
 * A part label scanned without connection that is not in the location's list: counted as added
 * with only its id; the save tells whether it exists (docs/product.md §10).
 */
export function unverifiedPart(id: number): StockPart {
  return {
    id,
    ag_id: null,
    name: STOCK_TEXT.unverifiedName,
    sale_price: 0,
    status_id: 0,
    status_name: STOCK_TEXT.unverifiedStatus,
    location_id: null,
    location_name: null,
    ml_id: null,
    ml_status: null,
    url_thumbnail: null,
    unverified: true,
  };
}

const isOffline = (error: unknown) => error instanceof ApiError && error.status === 0;

/** The toast and the scanner's result line for a part that was counted. */
export function scannedPartResult(
  outcome: StockRowOutcome,
  part: StockPart,
): { toast: string; result: ScanResult } {
  const toast =
    outcome === 'added' ? (part.unverified ? STOCK_TEXT.addedOffline : STOCK_TEXT.added) : STOCK_TEXT.found;
  return {
    toast,
    result: {
      tone: outcome === 'added' ? 'success' : 'info',
      text: `${toast}: ${partCode(part.id)} · ${part.name}`,
    },
  };
}

interface Options {
  location: CountedLocation | null;
  requestedLocation: RefObject<number | null>;
  session: ReturnType<typeof useStockCheckSession>;
  openLocation: (location: CountedLocation) => void;
  currentPage: number;
  goToPage: (page: number) => void;
  /** The locations list as last read (kept for offline use), to open a scanned label offline. */
  knownLocations?: readonly { id: number; name: string }[];
  /**
   * The scanner's own box shows each read's result while it is open; a toast then would only say
   * the same thing again, over it. Toasts are for reads with the scanner closed (a keyboard wedge).
   */
  scannerOpen?: boolean;
}

/**
 * Every scanned or typed code of the stock check: a location label opens that location, a part
 * label marks or adds the part and shows its row outlined on its page.
 */
export function useStockCheckScan({
  location,
  requestedLocation,
  session,
  openLocation,
  currentPage,
  goToPage,
  knownLocations,
  scannerOpen = false,
}: Options) {
  const boxShowsResult = useRef(scannerOpen);
  boxShowsResult.current = scannerOpen;
  const toast = (message: string, tone: 'success' | 'error') => {
    if (!boxShowsResult.current) notifyScan(message, tone);
  };
  const [partLoading, setPartLoading] = useState(false);
  const [highlightId, setHighlightId] = useState<number | null>(null);
  const [scanResult, setScanResult] = useState<ScanResult | null>(null);

  const reveal = useCallback(
    (id: number) => {
      const index = session.rowsRef.current.rows.findIndex((row) => row.part.id === id);
      if (index < 0) return;
      const rowPage = pageOfRow(index);
      if (rowPage !== currentPage) goToPage(rowPage);
      setHighlightId(id);
    },
    [session.rowsRef, currentPage, goToPage],
  );

  const clearHighlight = useCallback(() => setHighlightId(null), []);

  const applyScannedPart = (part: StockPart, via: 'id' | 'agId') => {
    const { toast: message, result } = scannedPartResult(session.scanned(part, via), part);
    toast(message, 'success');
    setScanResult(result);
    reveal(part.id);
  };

  const scanFailed = (message: string, code: string) => {
    toast(message, 'error');
    setScanResult({ tone: 'error', text: `${message}: ${code}` });
    return false;
  };

  // Not memoised: the keyboard wedge and the scanner always call the latest one.
  const handleCode = async (raw: string): Promise<boolean> => {
    const step = scanStep(parseScanCode(raw), {
      locationId: location?.id ?? null,
      requestedLocationId: requestedLocation.current,
      loading: session.loading,
    });
    if (step.kind === 'refuse') return scanFailed(step.message, raw);
    if (step.kind === 'location') {
      try {
        const found = await getLocation(step.id).catch((error: unknown) => {
          // Without connection the location list read earlier still names it.
          const known = isOffline(error)
            ? knownLocations?.find((option) => option.id === step.id)
            : undefined;
          if (known) return known;
          throw error;
        });
        setHighlightId(null);
        openLocation({ id: found.id, name: found.name });
        toast(`Ubicación ${found.name}`, 'success');
        setScanResult({ tone: 'info', text: `Ubicación ${found.name}: escanea sus autopartes` });
        return true;
      } catch (error) {
        if (isOffline(error)) return scanFailed(STOCK_TEXT.offlineLocation, raw);
        console.error(STOCK_TEXT.locationNotFound);
        return scanFailed(STOCK_TEXT.locationNotFound, raw);
      }
    }
    const { code, locationId } = step;
    const via = code.kind === 'agId' ? 'agId' : 'id';
    const listedRow = findScannedRow(session.rowsRef.current.rows, code);
    if (listedRow) {
      applyScannedPart(listedRow.part, via);
      return true;
    }
    setPartLoading(true);
    try {
      const part =
        code.kind === 'autopart'
          ? await getReinventoryPart(code.id, locationId)
          : await getReinventoryPartByAg(code.agId, locationId);
      applyScannedPart(part, via);
      return true;
    } catch (error) {
      if (isOffline(error)) {
        if (code.kind !== 'autopart') return scanFailed(STOCK_TEXT.offlineAgId, raw);
        applyScannedPart(unverifiedPart(code.id), via);
        return true;
      }
      return scanFailed(STOCK_TEXT.notFound, raw);
    } finally {
      setPartLoading(false);
    }
  };

  const clearScanResult = useCallback(() => setScanResult(null), []);

  return { handleCode, partLoading, highlightId, clearHighlight, scanResult, clearScanResult };
}
