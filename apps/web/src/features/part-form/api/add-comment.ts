import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { formPartKey } from './get-part';
import type { FormPart, PartComment } from './types';

export function addComment(partId: number, comment: string): Promise<PartComment> {
  return apiRequest<PartComment>('/api/autoparts/comments/store', {
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
      queryClient.setQueryData<FormPart>(formPartKey(partId), (part) =>
        part ? { ...part, comments: [stored, ...(part.comments ?? [])] } : part,
      );
    },
  });
}
