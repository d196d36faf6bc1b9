import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SavedPart } from '@yonke/domain/schemas';
import { apiRequest } from '../../../lib/api-client';
import type { PartPayload } from './create-part';
import { formPartKey } from './get-part';

export function updatePart(id: number, payload: PartPayload & { version: number }): Promise<SavedPart> {
  return apiRequest<SavedPart>(`/api/autoparts/update/${id}`, { method: 'PUT', body: payload, silent: true });
}

export function useUpdatePart(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: PartPayload & { version: number }) => updatePart(id, payload),
    onSuccess: ({ autopart }) => {
      queryClient.setQueryData(formPartKey(id), autopart);
      // The read views (detail, lists) show the old values until they load again.
      queryClient.invalidateQueries({ queryKey: ['part', id], exact: true });
      queryClient.invalidateQueries({ queryKey: ['parts'] });
    },
  });
}
