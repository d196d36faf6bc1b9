import { randomUUID } from 'node:crypto';
import type { PartImage } from '@yonke/domain/schemas';
import { type DecodeOptions, type ProcessedImage, processImage } from './images.ts';
import { logger } from './logger.ts';
import { mediaUrl } from './media.ts';
import type { Storage } from './storage.ts';

// The files of a processed photo (part or vehicle): the JPEG and its WebP thumbnail, side by side.

export interface ImageKeys {
  storageKey: string;
  thumbnailKey: string;
}

/** Fresh keys under a folder; the random name makes every key unique, so files can be cached forever. */
export function newImageKeys(folder: string): ImageKeys {
  const name = randomUUID();
  return { storageKey: `${folder}/${name}.jpg`, thumbnailKey: `${folder}/${name}-thumb.webp` };
}

/** Writes both files; if the second fails the first is removed again. */
export async function storeImageFiles(storage: Storage, keys: ImageKeys, image: ProcessedImage) {
  try {
    await storage.put(keys.storageKey, image.full.bytes, 'image/jpeg');
    await storage.put(keys.thumbnailKey, image.thumbnail.bytes, 'image/webp');
  } catch (error) {
    await deleteStoredFiles(storage, [keys.storageKey, keys.thumbnailKey]);
    throw error;
  }
}

/**
 * The one way a new photo (part or vehicle) is stored: processed, both files written, then the
 * row written by `write`; if `write` fails the files are removed again, so a failed upload leaves
 * nothing behind and a row never points at a missing file.
 */
export async function storeImageThen<T>(
  storage: Storage,
  bytes: Uint8Array,
  folder: string,
  write: (keys: ImageKeys, image: ProcessedImage) => Promise<T>,
  options: DecodeOptions = {},
): Promise<T> {
  const image = await processImage(bytes, options);
  const keys = newImageKeys(folder);
  await storeImageFiles(storage, keys, image);
  try {
    return await write(keys, image);
  } catch (error) {
    await deleteStoredFiles(storage, [keys.storageKey, keys.thumbnailKey]);
    throw error;
  }
}

/**
 * Best effort: a file that cannot be deleted is wasted space, never a broken photo. The demo's
 * illustrative pictures (demo/…) are shared by many parts, so removing one part's photo keeps them.
 */
export async function deleteStoredFiles(storage: Storage, keys: readonly string[]): Promise<void> {
  await Promise.all(
    keys
      .filter((key) => !key.startsWith('demo/'))
      .map((key) =>
        storage
          .delete(key)
          .catch((error) => logger.warn({ err: error, key }, 'no se pudo borrar un archivo')),
      ),
  );
}

/** A stored photo (of a part or a vehicle) as the API sends it (shape: packages/domain/src/schemas/parts.ts). */
export function imageResponse(row: {
  id: number;
  storageKey: string;
  thumbnailKey: string;
  position: number;
}): PartImage {
  return {
    id: row.id,
    url: mediaUrl(row.storageKey),
    url_thumbnail: mediaUrl(row.thumbnailKey),
    order: row.position,
  };
}

/** Whether `orderedIds` holds exactly the gallery's ids, each once (a sort must name every photo). */
export function sameImages(current: readonly number[], orderedIds: readonly number[]): boolean {
  const wanted = new Set(orderedIds);
  return (
    wanted.size === orderedIds.length &&
    orderedIds.length === current.length &&
    current.every((id) => wanted.has(id))
  );
}
