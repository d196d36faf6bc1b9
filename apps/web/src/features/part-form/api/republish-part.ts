import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { formPartKey } from './get-part';
import type { SavedPart } from './types';

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
