import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PartStatusChangeBody, SavedPart } from '@yonke/domain/schemas';
import { apiRequest } from '../../../lib/api-client';
import { partQueryKey } from './get-part';

/** The new status name travels too: the server reads only the id, the spec's client sends both. */
export type StatusChange = PartStatusChangeBody & { status: string };

export type StatusChangeResult = SavedPart;

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
