import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Deleted } from '@yonke/domain/schemas';
import { api, idPath, ok } from '../../../lib/api';
import { partKeys } from '../../../lib/parts';
import { referenceListQuery } from '../../../lib/reference-lists';

export function deletePart(id: number): Promise<Deleted> {
  return ok(api.DELETE('/api/autoparts/destroy/{id}', { params: idPath(id) }));
}

export function useDeletePart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePart,
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: partKeys.detail(id) });
      queryClient.invalidateQueries({ queryKey: partKeys.lists });
      // A location's stock counts its parts.
      queryClient.invalidateQueries({ queryKey: referenceListQuery('locations').queryKey });
    },
  });
}
