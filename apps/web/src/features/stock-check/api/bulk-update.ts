import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StockAction } from '@yonke/domain';
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

export interface SavedRow {
  id: number;
  status_id: number;
  status: { id: number; name: string };
  location_id: number | null;
  location: { id: number; name: string } | null;
}

export interface StockCheckRecord {
  id: number;
  created_at: string;
  location: { id: number; name: string };
  user: { id: number; name: string; avatar_url: string | null };
  found: number;
  added: number;
  missing: number;
  changed: number;
}

export interface BulkUpdateResult {
  autoparts: SavedRow[];
  stock_check: StockCheckRecord & { repeated: boolean };
}

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
