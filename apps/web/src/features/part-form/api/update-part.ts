import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SavedPart } from '@yonke/domain/schemas';
import { api, idPath, ok } from '../../../lib/api';
import { partKeys } from '../../../lib/parts';
import type { PartPayload } from './create-part';

export function updatePart(id: number, payload: PartPayload & { version: number }): Promise<SavedPart> {
  return ok(api.PUT('/api/autoparts/update/{id}', { params: idPath(id), body: payload }), { silent: true });
}

export function useUpdatePart(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: PartPayload & { version: number }) => updatePart(id, payload),
    onSuccess: ({ autopart }) => {
      queryClient.setQueryData(partKeys.editable(id), autopart);
      // The read views (detail, lists) show the old values until they load again.
      queryClient.invalidateQueries({ queryKey: partKeys.detail(id), exact: true });
      queryClient.invalidateQueries({ queryKey: partKeys.lists });
    },
  });
}
