import { and, asc, count, eq, max, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { vehicleImages } from '../../db/schema/index.ts';

const imageColumns = {
  id: vehicleImages.id,
  vehicleId: vehicleImages.vehicleId,
  storageKey: vehicleImages.storageKey,
  thumbnailKey: vehicleImages.thumbnailKey,
  position: vehicleImages.position,
};

export type VehicleImageRow = {
  id: number;
  vehicleId: number;
  storageKey: string;
  thumbnailKey: string;
  position: number;
};

/** A vehicle's photos in their shown order (position, then id for rows that share one). */
export async function listImages(db: Executor, vehicleId: number): Promise<VehicleImageRow[]> {
  return db
    .select(imageColumns)
    .from(vehicleImages)
    .where(eq(vehicleImages.vehicleId, vehicleId))
    .orderBy(asc(vehicleImages.position), asc(vehicleImages.id));
}

/**
 * How many photos the vehicle has and the position after the last one (0 without photos), in one
 * statement: an upload checks the limit and takes the next position under the same lock.
 */
export async function imageSlots(db: Executor, vehicleId: number): Promise<{ count: number; next: number }> {
  const [row] = await db
    .select({ count: count(), last: max(vehicleImages.position) })
    .from(vehicleImages)
    .where(eq(vehicleImages.vehicleId, vehicleId));
  return { count: row?.count ?? 0, next: row?.last === null || row?.last === undefined ? 0 : row.last + 1 };
}

export async function insertImage(
  db: Executor,
  values: {
    vehicleId: number;
    uploadedBy: number;
    storageKey: string;
    thumbnailKey: string;
    width: number;
    height: number;
    sizeBytes: number;
    position: number;
  },
): Promise<VehicleImageRow> {
  const [row] = await db.insert(vehicleImages).values(values).returning(imageColumns);
  if (!row) throw new Error('vehicle image insert returned nothing');
  return row;
}

/** Deletes one photo of the vehicle; answers the deleted row (none when it was not the vehicle's). */
export async function deleteImage(
  db: Executor,
  vehicleId: number,
  imageId: number,
): Promise<VehicleImageRow | undefined> {
  const [row] = await db
    .delete(vehicleImages)
    .where(and(eq(vehicleImages.id, imageId), eq(vehicleImages.vehicleId, vehicleId)))
    .returning(imageColumns);
  return row;
}

/** Sets position = index in `orderedIds` for the vehicle's photos, in one statement. */
export async function setPositions(db: Executor, vehicleId: number, orderedIds: readonly number[]) {
  if (orderedIds.length === 0) return;
  // ordinality counts from 1; positions start at 0.
  await db.execute(sql`
    update ${vehicleImages} set position = ordered.position - 1
    from unnest(${sql.param(orderedIds)}::integer[]) with ordinality as ordered(id, position)
    where ${vehicleImages.id} = ordered.id and ${vehicleImages.vehicleId} = ${vehicleId}`);
}
