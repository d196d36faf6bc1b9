import type { StoredComment } from '@yonke/domain/schemas';
import { companyScope } from '../../lib/company-scope.ts';
import type { AppDeps, SessionUser } from '../../lib/context.ts';
import { notFound } from '../../lib/errors.ts';
import { PART_MESSAGES } from '../parts/parts.service.ts';
import * as queries from './comments.queries.ts';

/** The stored comment with its author (@yonke/domain/schemas). */
export type CommentResponse = StoredComment;

export function createCommentsService({ db }: AppDeps) {
  return {
    /** Any role may comment (docs/product.md §6), but only on its own company's parts (role 1: all). */
    async add(user: SessionUser, input: { autopart_id: number; comment: string }): Promise<CommentResponse> {
      // Someone else's part answers exactly like a missing one. The author's name is read with the
      // insert: the session's copy could be minutes old.
      const row = await queries.insertCommentIfAllowed(db, {
        partId: input.autopart_id,
        userId: user.id,
        comment: input.comment,
        companyId: companyScope(user),
      });
      if (!row) throw notFound(PART_MESSAGES.notFound);
      return {
        id: row.id,
        autopart_id: input.autopart_id,
        comment: row.comment,
        created_at: row.created_at,
        user: {
          name: row.name ?? user.name,
          avatar_url: row.name === null ? user.avatarUrl : row.avatar_url,
        },
      };
    },
  };
}
