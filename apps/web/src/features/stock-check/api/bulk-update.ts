import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { StockAction } from '@yonke/domain';
import type { BulkUpdateResult, CountedRow, StockCheckRecord, StockConflictRow } from '@yonke/domain/schemas';
import { apiRequest } from '../../../lib/api-client';

export interface BulkUpdateRow {
  id: number;
  /** What the device read of the part; null when it never did (scanned without connection). */
  status_id: number | null;
  location_id: number | null;
  ml_id: string | null;
  ml_status: string | null;
  action: StockAction | null;
}

export interface BulkUpdateInput {
  autoparts: BulkUpdateRow[];
  location: { id: number; name: string };
  /** One per count (domain rules, "Stock check saved later"): a retry is answered, not applied. */
  idempotency_key: string;
}

export type SavedRow = CountedRow;
export type { BulkUpdateResult, StockCheckRecord, StockConflictRow };

/** PUT /api/autoparts/bulkUpdate; the screen shows its own toast on failure (or queues the save). */
export function bulkUpdate(input: BulkUpdateInput) {
  return apiRequest<BulkUpdateResult>('/api/autoparts/bulkUpdate', {
    method: 'PUT',
    body: input,
    silent: true,
  });
}

/** Stocks per location and the lists changed; the history has a new entry. */
export function invalidateAfterCount(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: ['reference', 'locations'] });
  void queryClient.invalidateQueries({ queryKey: ['parts'] });
  void queryClient.invalidateQueries({ queryKey: ['stock-check', 'history'] });
}

export function useBulkUpdate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bulkUpdate,
    onSuccess: () => invalidateAfterCount(queryClient),
  });
}
