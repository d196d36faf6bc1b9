import { and, asc, count, eq, inArray, isNotNull, isNull, like, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { partImages, parts } from '../../db/schema/index.ts';

/** The database or an open transaction. */

const imageColumns = {
  id: partImages.id,
  partId: partImages.partId,
  uploadedBy: partImages.uploadedBy,
  storageKey: partImages.storageKey,
  thumbnailKey: partImages.thumbnailKey,
  position: partImages.position,
};

export type ImageRow = {
  id: number;
  partId: number | null;
  uploadedBy: number | null;
  storageKey: string;
  thumbnailKey: string;
  position: number;
};

/** What the photo rules read of a part; with `lock`, the row stays locked until the transaction ends. */
export async function findPart(db: Executor, id: number, options: { lock: boolean } = { lock: false }) {
  const query = db
    .select({ id: parts.id, companyId: parts.companyId, statusId: parts.statusId, mlId: parts.mlId })
    .from(parts)
    .where(and(eq(parts.id, id), isNull(parts.deletedAt)))
    .limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

export type PhotoPartRow = NonNullable<Awaited<ReturnType<typeof findPart>>>;

export async function findImage(db: Executor, id: number, options: { lock: boolean } = { lock: false }) {
  const query = db.select(imageColumns).from(partImages).where(eq(partImages.id, id)).limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

export async function deleteImage(db: Executor, id: number): Promise<void> {
  await db.delete(partImages).where(eq(partImages.id, id));
}

/** A temporary image of this user by id, or by the key of its photo or thumbnail. */
export async function findTempImage(
  db: Executor,
  userId: number,
  by: { id: number } | { key: string },
): Promise<ImageRow | undefined> {
  const match =
    'id' in by
      ? eq(partImages.id, by.id)
      : sql`(${partImages.storageKey} = ${by.key} or ${partImages.thumbnailKey} = ${by.key})`;
  const [row] = await db
    .select(imageColumns)
    .from(partImages)
    .where(and(match, isNull(partImages.partId), eq(partImages.uploadedBy, userId)))
    .limit(1);
  return row;
}

/** Deletes a temporary image unless it was attached meanwhile; answers the deleted row. */
export async function deleteTempImage(db: Executor, id: number): Promise<ImageRow | undefined> {
  const [row] = await db
    .delete(partImages)
    .where(and(eq(partImages.id, id), isNull(partImages.partId)))
    .returning(imageColumns);
  return row;
}

export async function countTempImages(db: Executor, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(partImages)
    .where(and(isNull(partImages.partId), eq(partImages.uploadedBy, userId)));
  return row?.n ?? 0;
}

/** The user's temporary images among `ids`, locked so that cleanup and a second save wait. */
export async function lockTempImages(db: Executor, userId: number, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: partImages.id })
    .from(partImages)
    .where(
      and(inArray(partImages.id, [...ids]), isNull(partImages.partId), eq(partImages.uploadedBy, userId)),
    )
    .for('update');
}

/** Gives temporary images to a part at positions start, start+1… in the order of `ids`. */
export async function attachImages(db: Executor, partId: number, ids: readonly number[], start: number) {
  if (ids.length === 0) return;
  await db.execute(sql`
    update ${partImages} set part_id = ${partId}, position = ${start} + ordered.position - 1
    from unnest(${sql.param(ids)}::integer[]) with ordinality as ordered(id, position)
    where ${partImages.id} = ordered.id and ${partImages.partId} is null`);
}

/** Temporary images older than the cutoff, deleted (returning their files) in one statement. */
export async function deleteExpiredTempImages(db: Executor, olderThan: Date, limit: number) {
  const expired = db
    .select({ id: partImages.id })
    .from(partImages)
    .where(and(isNull(partImages.partId), lt(partImages.createdAt, olderThan)))
    .orderBy(asc(partImages.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .delete(partImages)
    .where(and(inArray(partImages.id, expired), isNull(partImages.partId)))
    .returning(imageColumns);
}

/** Images given to a part whose files are still under temp/ (see photos.service.ts, relocation). */
export async function listAttachedTempKeyImages(db: Executor, options: { partId?: number; limit: number }) {
  return db
    .select(imageColumns)
    .from(partImages)
    .where(
      and(
        options.partId === undefined ? isNotNull(partImages.partId) : eq(partImages.partId, options.partId),
        like(partImages.storageKey, 'temp/%'),
      ),
    )
    .orderBy(asc(partImages.id))
    .limit(options.limit);
}

/** Points a row at its new files, only if it still points at the old ones; answers whether it did. */
export async function replaceImageKeys(
  db: Executor,
  id: number,
  from: { storageKey: string },
  to: { storageKey: string; thumbnailKey: string },
): Promise<boolean> {
  const rows = await db
    .update(partImages)
    .set(to)
    .where(and(eq(partImages.id, id), eq(partImages.storageKey, from.storageKey)))
    .returning({ id: partImages.id });
  return rows.length > 0;
}

export async function isKeyReferenced(db: Executor, key: string): Promise<boolean> {
  const [row] = await db
    .select({ id: partImages.id })
    .from(partImages)
    .where(sql`${partImages.storageKey} = ${key} or ${partImages.thumbnailKey} = ${key}`)
    .limit(1);
  return row !== undefined;
}
