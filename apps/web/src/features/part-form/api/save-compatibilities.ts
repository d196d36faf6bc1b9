import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CompatUpdate, PartCompatibilities } from '@yonke/domain/schemas';
import { compatibilitiesKey } from '../../../components/compatibilities/compatibilities';
import { api, idPath, ok } from '../../../lib/api';
import { partKeys } from '../../../lib/parts';

export function saveCompatibilities(id: number, body: CompatUpdate): Promise<PartCompatibilities> {
  return ok(api.PUT('/api/autoparts/{id}/compatibilities', { params: idPath(id), body }), { silent: true });
}

export function useSaveCompatibilities(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CompatUpdate) => saveCompatibilities(id, body),
    onSuccess: (saved) => {
      queryClient.setQueryData(compatibilitiesKey(id), saved);
      // The part's words feed the search lists.
      queryClient.invalidateQueries({ queryKey: partKeys.lists });
    },
  });
}
