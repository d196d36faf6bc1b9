import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CommentBody, Part, StoredComment } from '@yonke/domain/schemas';
import { apiRequest } from '../../../lib/api-client';
import { partQueryKey } from './get-part';

export type NewComment = CommentBody;

export function addComment(input: NewComment): Promise<StoredComment> {
  return apiRequest<StoredComment>('/api/autoparts/comments/store', { method: 'POST', body: input });
}

export function useAddComment(partId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (comment: string) => addComment({ comment, autopart_id: partId }),
    onSuccess: (stored) => {
      // Newest first, as the server lists them; no reload of the whole part for one line.
      queryClient.setQueryData<Part>(partQueryKey(partId), (part) =>
        part ? { ...part, comments: [stored, ...(part.comments ?? [])] } : part,
      );
    },
  });
}
