import type { StockCheckRecord } from '../api/bulk-update';
import { getStockChecks } from '../api/get-stock-checks';
import type { StockDraft } from './draft-storage';

/**
 * The location's last saved count, or null when it has none or the server cannot be asked (then an
 * unsaved count on the device is offered as before: without connection it is all there is).
 */
export async function latestCount(
  locationId: number,
  signal?: AbortSignal,
): Promise<StockCheckRecord | null> {
  try {
    const page = await getStockChecks(locationId, 1, signal);
    return page.data[0] ?? null;
  } catch {
    return null;
  }
}

/**
 * An unsaved count is out of date once a count of its location was saved after its last mark —
 * on this device or another one: continuing it would lay old marks over a newer count.
 */
export function isSuperseded(draft: StockDraft, latest: StockCheckRecord | null): boolean {
  return latest !== null && Date.parse(latest.created_at) > Date.parse(draft.savedAt);
}
