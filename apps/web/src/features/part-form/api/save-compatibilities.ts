import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CompatUpdate, PartCompatibilities } from '@yonke/domain/schemas';
import { compatibilitiesKey } from '../../../components/compatibilities/compatibilities';
import { apiRequest } from '../../../lib/api-client';

export function saveCompatibilities(id: number, body: CompatUpdate): Promise<PartCompatibilities> {
  return apiRequest<PartCompatibilities>(`/api/autoparts/${id}/compatibilities`, {
    method: 'PUT',
    body,
    silent: true,
  });
}

export function useSaveCompatibilities(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CompatUpdate) => saveCompatibilities(id, body),
    onSuccess: (saved) => {
      queryClient.setQueryData(compatibilitiesKey(id), saved);
      // The part's words feed the search lists.
      queryClient.invalidateQueries({ queryKey: ['parts'] });
    },
  });
}
