import { type SQL, sql } from 'drizzle-orm';
import type { ProcessedImage } from '../lib/images.ts';
import type { ImageKeys } from '../lib/stored-images.ts';
import type { Executor } from './client.ts';
import { partImages, saleReturnImages, vehicleImages } from './schema/index.ts';

// The ordered photos of a part, a vehicle or a returned part (one pipeline for all: lib/stored-images.ts
// stores the files, these keep the order). Positions run 0..n-1; the first photo is the cover.

const GALLERIES = {
  part: {
    table: partImages,
    id: partImages.id,
    owner: partImages.partId,
    position: partImages.position,
  },
  vehicle: {
    table: vehicleImages,
    id: vehicleImages.id,
    owner: vehicleImages.vehicleId,
    position: vehicleImages.position,
  },
  return: {
    table: saleReturnImages,
    id: saleReturnImages.id,
    owner: saleReturnImages.returnId,
    position: saleReturnImages.position,
  },
} as const;

/** A stored photo's row as both pipelines read it back. */
export type GalleryImageRow = {
  id: number;
  uploadedBy: number | null;
  storageKey: string;
  thumbnailKey: string;
  position: number;
};

export type Gallery = keyof typeof GALLERIES;

function ofOwner(gallery: Gallery, ownerId: number): SQL {
  return sql`${GALLERIES[gallery].owner} = ${ownerId}`;
}

/**
 * How many photos the owner has and the position after the last one (0 without photos), in one
 * statement: an upload checks the limit and takes the next position under the same lock.
 */
export async function gallerySlots(
  executor: Executor,
  gallery: Gallery,
  ownerId: number,
): Promise<{ count: number; next: number }> {
  const { table, position } = GALLERIES[gallery];
  const result = await executor.execute<{ count: number; last: number | null }>(
    sql`select count(*)::int as count, max(${position})::int as last from ${table} where ${ofOwner(gallery, ownerId)}`,
  );
  const row = result.rows[0];
  return { count: row?.count ?? 0, next: row?.last === null || row?.last === undefined ? 0 : row.last + 1 };
}

/** The owner's photo ids in their shown order (position, then id for rows that share one). */
export async function galleryImageIds(
  executor: Executor,
  gallery: Gallery,
  ownerId: number,
): Promise<number[]> {
  const { table, id, position } = GALLERIES[gallery];
  const result = await executor.execute<{ id: number }>(
    sql`select ${id} as id from ${table} where ${ofOwner(gallery, ownerId)} order by ${position}, ${id}`,
  );
  return result.rows.map((row) => row.id);
}

/** Sets position = index in `orderedIds` for the owner's photos, in one statement. */
export async function setGalleryPositions(
  executor: Executor,
  gallery: Gallery,
  ownerId: number,
  orderedIds: readonly number[],
): Promise<void> {
  if (orderedIds.length === 0) return;
  const { table, id } = GALLERIES[gallery];
  // ordinality counts from 1; positions start at 0.
  await executor.execute(sql`
    update ${table} set position = ordered.position - 1
    from unnest(${sql.param(orderedIds)}::integer[]) with ordinality as ordered(id, position)
    where ${id} = ordered.id and ${ofOwner(gallery, ownerId)}`);
}

/** After a delete: the remaining photos renumbered 0..n-1 in the order they had. */
export async function renumberGallery(executor: Executor, gallery: Gallery, ownerId: number): Promise<void> {
  await setGalleryPositions(executor, gallery, ownerId, await galleryImageIds(executor, gallery, ownerId));
}

/**
 * The row of a photo whose files are stored (lib/stored-images.ts storeImageThen), at `position`.
 * `ownerId` is null only for a part photo uploaded before its part is saved (a temporary upload).
 */
export async function insertGalleryImage(
  executor: Executor,
  gallery: Gallery,
  ownerId: number | null,
  photo: {
    uploadedBy: number;
    keys: ImageKeys;
    image: ProcessedImage;
    position: number;
    /** A returned part's photo: the client's name for it (one row per name and return). */
    clientKey?: string | null;
  },
): Promise<GalleryImageRow> {
  const { keys, image } = photo;
  const values = {
    uploadedBy: photo.uploadedBy,
    storageKey: keys.storageKey,
    thumbnailKey: keys.thumbnailKey,
    width: image.full.width,
    height: image.full.height,
    sizeBytes: image.full.size,
    position: photo.position,
  };
  const returned = (table: typeof partImages | typeof vehicleImages | typeof saleReturnImages) => ({
    id: table.id,
    uploadedBy: table.uploadedBy,
    storageKey: table.storageKey,
    thumbnailKey: table.thumbnailKey,
    position: table.position,
  });
  let row: GalleryImageRow | undefined;
  if (gallery === 'part') {
    [row] = await executor
      .insert(partImages)
      .values({ ...values, partId: ownerId })
      .returning(returned(partImages));
  } else if (gallery === 'vehicle') {
    if (ownerId === null) throw new Error('a vehicle photo needs its vehicle');
    [row] = await executor
      .insert(vehicleImages)
      .values({ ...values, vehicleId: ownerId })
      .returning(returned(vehicleImages));
  } else {
    if (ownerId === null) throw new Error('a return photo needs its return');
    [row] = await executor
      .insert(saleReturnImages)
      .values({ ...values, returnId: ownerId, clientKey: photo.clientKey ?? null })
      .returning(returned(saleReturnImages));
  }
  if (!row) throw new Error('image insert returned nothing');
  return row;
}
