import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StockAction } from '@yonke/domain';
import type { BulkUpdateResult, CountedRow, StockCheckRecord } from '@yonke/domain/schemas';
import { apiRequest } from '../../../lib/api-client';

export interface BulkUpdateRow {
  id: number;
  status_id: number;
  location_id: number | null;
  ml_id: string | null;
  ml_status: string | null;
  action: StockAction | null;
}

export interface BulkUpdateInput {
  autoparts: BulkUpdateRow[];
  location: { id: number; name: string };
}

export type SavedRow = CountedRow;
export type { BulkUpdateResult, StockCheckRecord };

/** PUT /api/autoparts/bulkUpdate; the screen shows its own toast on failure. */
export function bulkUpdate(input: BulkUpdateInput) {
  return apiRequest<BulkUpdateResult>('/api/autoparts/bulkUpdate', {
    method: 'PUT',
    body: input,
    silent: true,
  });
}

export function useBulkUpdate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bulkUpdate,
    onSuccess: () => {
      // Stocks per location and the lists changed; the history has a new entry.
      void queryClient.invalidateQueries({ queryKey: ['reference', 'locations'] });
      void queryClient.invalidateQueries({ queryKey: ['parts'] });
      void queryClient.invalidateQueries({ queryKey: ['stock-check', 'history'] });
    },
  });
}
