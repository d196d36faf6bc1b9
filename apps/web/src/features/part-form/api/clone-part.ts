import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { FormPart } from './types';

export function clonePart(id: number): Promise<FormPart> {
  return apiRequest<FormPart>('/api/autoparts/clone', { method: 'POST', body: { id } });
}

export function useClonePart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clonePart,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['parts'] }),
  });
}
