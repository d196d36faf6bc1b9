import { CommentBox } from '../../../components/comment-box';
import { ApiError } from '../../../lib/api-client';
import { useAddComment } from '../../../lib/parts';

export function CommentForm({ partId }: { partId: number }) {
  const mutation = useAddComment(partId);
  const error = mutation.error instanceof ApiError ? mutation.error.field('comment') : undefined;
  return (
    <CommentBox onSubmit={(text) => mutation.mutateAsync(text)} pending={mutation.isPending} error={error} />
  );
}
