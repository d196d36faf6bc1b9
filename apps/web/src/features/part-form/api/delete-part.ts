import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Deleted } from '@yonke/domain/schemas';
import { apiRequest } from '../../../lib/api-client';

export function deletePart(id: number): Promise<Deleted> {
  return apiRequest<Deleted>(`/api/autoparts/destroy/${id}`, { method: 'DELETE' });
}

export function useDeletePart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePart,
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: ['part', id] });
      queryClient.invalidateQueries({ queryKey: ['parts'] });
      queryClient.invalidateQueries({ queryKey: ['reference', 'locations'] });
    },
  });
}
