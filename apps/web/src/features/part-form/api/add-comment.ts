import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Part, StoredComment } from '@yonke/domain/schemas';
import { apiRequest } from '../../../lib/api-client';
import { formPartKey } from './get-part';

export function addComment(partId: number, comment: string): Promise<StoredComment> {
  return apiRequest<StoredComment>('/api/autoparts/comments/store', {
    method: 'POST',
    body: { comment, autopart_id: partId },
  });
}

export function useAddComment(partId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (comment: string) => addComment(partId, comment),
    onSuccess: (stored) => {
      // Only the comments change: the form's edits and version stay as they are.
      queryClient.setQueryData<Part>(formPartKey(partId), (part) =>
        part ? { ...part, comments: [stored, ...(part.comments ?? [])] } : part,
      );
    },
  });
}
