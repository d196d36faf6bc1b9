import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { partQueryKey } from './get-part';
import type { PartDetail } from './types';

export interface StatusChange {
  status_id: number;
  /** The new status name; the server reads only the id, the spec's client sends both. */
  status: string;
  reason: string;
  final_price?: number;
}

export interface StatusChangeResult {
  autopart: PartDetail;
  sync: boolean;
}

export function updatePartStatus(id: number, change: StatusChange): Promise<StatusChangeResult> {
  // Silent: a 422 (a change no longer allowed, a bad amount) is shown by the screen.
  return apiRequest<StatusChangeResult>(`/api/autoparts/updateStatus/${id}`, {
    method: 'PUT',
    body: change,
    silent: true,
  });
}

export function useUpdatePartStatus(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: StatusChange) => updatePartStatus(id, change),
    onSuccess: (result) => {
      queryClient.setQueryData(partQueryKey(id), result.autopart);
    },
  });
}
