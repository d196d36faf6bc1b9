import { and, asc, eq } from 'drizzle-orm';
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
