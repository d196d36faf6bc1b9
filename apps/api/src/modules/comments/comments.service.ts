import type { StoredComment } from '@yonke/domain/schemas';
import { inCompanyScope } from '../../lib/company-scope.ts';
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
      const part = await queries.findPartCompany(db, input.autopart_id);
      if (!part || !inCompanyScope(user, part.companyId)) throw notFound(PART_MESSAGES.notFound);
      const row = await queries.insertComment(db, {
        partId: input.autopart_id,
        userId: user.id,
        comment: input.comment,
      });
      // The session's copy of the name could be minutes old; the comment shows the current one.
      const author = await queries.findUserCard(db, user.id);
      return {
        id: row.id,
        autopart_id: input.autopart_id,
        comment: row.comment,
        created_at: row.createdAt.toISOString(),
        user: { name: author?.name ?? user.name, avatar_url: author?.avatarUrl ?? user.avatarUrl },
      };
    },
  };
}
