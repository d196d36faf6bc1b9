import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Part } from '@yonke/domain/schemas';
import { apiRequest } from '../../../lib/api-client';

/** What this screen reads of the copy: where to go next. */
export type ClonedPart = Pick<Part, 'id' | 'name'>;

/**
 * POST /api/autoparts/clone (docs/product.md §6: every role may duplicate). The copy belongs to the
 * original's company and starts Incompleto; a refusal is shown by the client's usual toast.
 */
export function clonePart(id: number): Promise<ClonedPart> {
  return apiRequest<ClonedPart>('/api/autoparts/clone', { method: 'POST', body: { id } });
}

export function useClonePart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clonePart,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['parts'] }),
  });
}
