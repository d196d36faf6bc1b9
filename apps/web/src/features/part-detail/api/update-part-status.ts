import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PartStatusChangeBody, SavedPart } from '@yonke/domain/schemas';
import { api, idPath, ok } from '../../../lib/api';
import { partKeys } from '../../../lib/parts';

/** The new status name travels too: the server reads only the id, the spec's client sends both. */
export type StatusChange = PartStatusChangeBody & { status: string };

export type StatusChangeResult = SavedPart;

export function updatePartStatus(id: number, change: StatusChange): Promise<StatusChangeResult> {
  // Silent: a 422 (a change no longer allowed, a bad amount) is shown by the screen.
  return ok(api.PUT('/api/autoparts/updateStatus/{id}', { params: idPath(id), body: change }), {
    silent: true,
  });
}

export function useUpdatePartStatus(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: StatusChange) => updatePartStatus(id, change),
    onSuccess: (result) => {
      queryClient.setQueryData(partKeys.detail(id), result.autopart);
    },
  });
}
