import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SavedPart } from '@yonke/domain/schemas';
import { api, ok } from '../../../lib/api';
import { partKeys } from '../../../lib/parts';

export function republishPart(id: number): Promise<SavedPart> {
  return ok(api.POST('/api/autoparts/republish', { body: { id } }));
}

export function useRepublishPart(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => republishPart(id),
    onSuccess: ({ autopart }) => queryClient.setQueryData(partKeys.editable(id), autopart),
  });
}
