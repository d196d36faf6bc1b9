import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function deletePart(id: number): Promise<{ data: true }> {
  return apiRequest<{ data: true }>(`/api/autoparts/destroy/${id}`, { method: 'DELETE' });
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
