import type { StockAction, StockRow } from '@yonke/domain';
import type { SavedRow } from '../api/bulk-update';
import type { StockPart } from '../api/types';
import type { StockDraft } from './draft-storage';

export type StockRowView = StockRow<StockPart>;

/** Each row takes the server's status and location where they differ (docs/product.md §4). */
export function followServerRows(rows: StockRowView[], saved: SavedRow[]): StockRowView[] {
  const byId = new Map(saved.map((row) => [row.id, row]));
  return rows.map((row) => {
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
  });
}

/** What the device keeps of a count until it is saved: only the rows the user marked. */
export function draftOf(
  location: { id: number; name: string },
  rows: StockRowView[],
  savedAt: string,
): StockDraft {
  return {
    version: 1,
    locationId: location.id,
    locationName: location.name,
    savedAt,
    rows: rows
      .filter((row): row is StockRowView & { action: StockAction } => row.action !== null)
      .map((row) => ({ part: row.part, action: row.action })),
  };
}
