import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { BulkUpdateResult, CountedRow, StockCheckRecord, StockConflictRow } from '@yonke/domain/schemas';
import { api, ok } from '../../../lib/api';
import type { QueuedBody, QueuedRow } from '../../../lib/offline/save-queue';
import { partKeys } from '../../../lib/parts';
import { referenceListQuery } from '../../../lib/reference-lists';

/**
 * One row of the save and the save itself, as the API declares them, with what this screen always
 * sends made required: every field of each row, the location's name and the count's key (the save
 * queue replays the same body).
 */
export type BulkUpdateRow = QueuedRow;
export type BulkUpdateInput = QueuedBody;

export type SavedRow = CountedRow;
export type { BulkUpdateResult, StockCheckRecord, StockConflictRow };

/** PUT /api/autoparts/bulkUpdate; the screen shows its own toast on failure (or queues the save). */
export function bulkUpdate(input: BulkUpdateInput): Promise<BulkUpdateResult> {
  return ok(api.PUT('/api/autoparts/bulkUpdate', { body: input }), { silent: true });
}

/** Stocks per location and the lists changed; the history has a new entry. */
export function invalidateAfterCount(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: referenceListQuery('locations').queryKey });
  void queryClient.invalidateQueries({ queryKey: partKeys.lists });
  void queryClient.invalidateQueries({ queryKey: ['stock-check', 'history'] });
}

export function useBulkUpdate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bulkUpdate,
    onSuccess: () => invalidateAfterCount(queryClient),
  });
}
