import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';

/**
 * Adds a comment to a part that exists, is not deleted and is within `companyId` (null: any
 * company), and returns it with its author's current name and avatar; undefined when the part is
 * not there for this user. One statement instead of three round trips (docs/performance.md).
 */
export async function insertCommentIfAllowed(
  db: Database,
  values: { partId: number; userId: number; comment: string; companyId: number | null },
) {
  const result = await db.execute<{
    id: number;
    comment: string;
    created_at: string;
    name: string | null;
    avatar_url: string | null;
  }>(sql`
    with target as (
      select p.id from parts p
      where p.id = ${values.partId} and p.deleted_at is null
        and (${values.companyId}::int is null or p.company_id = ${values.companyId}::int)
    ), inserted as (
      insert into part_comments (part_id, user_id, comment)
      select t.id, ${values.userId}, ${values.comment} from target t
      returning id, comment, created_at
    )
    select i.id, i.comment,
      to_char(i.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at,
      u.name, u.avatar_url
    from inserted i left join users u on u.id = ${values.userId}`);
  return result.rows[0];
}
