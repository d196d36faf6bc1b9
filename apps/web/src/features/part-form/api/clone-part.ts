import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Part } from '@yonke/domain/schemas';
import { apiRequest } from '../../../lib/api-client';

export function clonePart(id: number): Promise<Part> {
  return apiRequest<Part>('/api/autoparts/clone', { method: 'POST', body: { id } });
}

export function useClonePart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clonePart,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['parts'] }),
  });
}
