import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { saleReturnImages, saleReturns } from '../../db/schema/index.ts';

// The SQL of a returned part's photos (table of migration 0109). Their order and the next position
// are the shared gallery's (db/image-gallery.ts, gallery 'return').

const imageColumns = {
  id: saleReturnImages.id,
  returnId: saleReturnImages.returnId,
  storageKey: saleReturnImages.storageKey,
  thumbnailKey: saleReturnImages.thumbnailKey,
  position: saleReturnImages.position,
};

export type ReturnImageRow = {
  id: number;
  returnId: number;
  storageKey: string;
  thumbnailKey: string;
  position: number;
};

/** The return's company, its row locked: uploads and deletes of one return's photos take turns. */
export async function lockReturn(
  tx: Executor,
  id: number,
): Promise<{ id: number; companyId: number } | undefined> {
  const [row] = await tx
    .select({ id: saleReturns.id, companyId: saleReturns.companyId })
    .from(saleReturns)
    .where(eq(saleReturns.id, id))
    .for('update');
  return row;
}

/** The return's company, read without a lock (serving a photo). */
export async function returnCompany(db: Executor, id: number): Promise<number | undefined> {
  const [row] = await db
    .select({ companyId: saleReturns.companyId })
    .from(saleReturns)
    .where(eq(saleReturns.id, id))
    .limit(1);
  return row?.companyId;
}

/** The photos of these returns in their shown order (position, then id for rows that share one). */
export async function listImages(db: Executor, returnIds: readonly number[]): Promise<ReturnImageRow[]> {
  if (returnIds.length === 0) return [];
  return db
    .select(imageColumns)
    .from(saleReturnImages)
    .where(inArray(saleReturnImages.returnId, [...returnIds]))
    .orderBy(asc(saleReturnImages.returnId), asc(saleReturnImages.position), asc(saleReturnImages.id));
}

/** The photo the client already sent under this name, if any. */
export async function findByClientKey(
  db: Executor,
  returnId: number,
  clientKey: string,
): Promise<ReturnImageRow | undefined> {
  const [row] = await db
    .select(imageColumns)
    .from(saleReturnImages)
    .where(and(eq(saleReturnImages.returnId, returnId), eq(saleReturnImages.clientKey, clientKey)))
    .limit(1);
  return row;
}

/** Deletes one photo of the return; answers the deleted row (none when it was not the return's). */
export async function deleteImage(
  db: Executor,
  returnId: number,
  imageId: number,
): Promise<ReturnImageRow | undefined> {
  const [row] = await db
    .delete(saleReturnImages)
    .where(and(eq(saleReturnImages.id, imageId), eq(saleReturnImages.returnId, returnId)))
    .returning(imageColumns);
  return row;
}
