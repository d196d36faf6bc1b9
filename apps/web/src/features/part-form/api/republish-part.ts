import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SavedPart } from '@yonke/domain/schemas';
import { apiRequest } from '../../../lib/api-client';
import { formPartKey } from './get-part';

export function republishPart(id: number): Promise<SavedPart> {
  return apiRequest<SavedPart>('/api/autoparts/republish', { method: 'POST', body: { id } });
}

export function useRepublishPart(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => republishPart(id),
    onSuccess: ({ autopart }) => queryClient.setQueryData(formPartKey(id), autopart),
  });
}
