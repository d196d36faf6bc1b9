import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { partComments, parts, users } from '../../db/schema/index.ts';

/** The owning company of a part that is not deleted, or undefined. */
export async function findPartCompany(db: Database, partId: number) {
  const [row] = await db
    .select({ companyId: parts.companyId })
    .from(parts)
    .where(and(eq(parts.id, partId), isNull(parts.deletedAt)))
    .limit(1);
  return row;
}

export async function insertComment(
  db: Database,
  values: { partId: number; userId: number; comment: string },
) {
  const [row] = await db
    .insert(partComments)
    .values(values)
    .returning({ id: partComments.id, comment: partComments.comment, createdAt: partComments.createdAt });
  if (!row) throw new Error('comment insert returned nothing');
  return row;
}

export async function findUserCard(db: Database, userId: number) {
  const [row] = await db
    .select({ name: users.name, avatarUrl: users.avatarUrl })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}
