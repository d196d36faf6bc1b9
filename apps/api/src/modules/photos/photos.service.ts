import { canEditPart, parseId, STATUS } from '@yonke/domain';
import type { PartImage } from '@yonke/domain/schemas';
import type { Executor } from '../../db/client.ts';
import {
  galleryImageIds,
  gallerySlots,
  insertGalleryImage,
  renumberGallery,
  setGalleryPositions,
} from '../../db/image-gallery.ts';
import { insertPartActivity } from '../../db/part-activity.ts';
import { inCompanyScope } from '../../lib/company-scope.ts';
import type { AppDeps, SessionUser } from '../../lib/context.ts';
import { fieldError, forbidden, notFound } from '../../lib/errors.ts';
import { userCan } from '../../lib/guards.ts';
import type { DecodeOptions } from '../../lib/images.ts';
import { logger } from '../../lib/logger.ts';
import { deleteStoredFiles, imageResponse, sameImages, storeImageThen } from '../../lib/stored-images.ts';
import { requestMarketplaceSync } from '../marketplace/marketplace-sync.ts';
import * as queries from './photos.queries.ts';

/**
 * Photos of parts. How files and rows stay consistent:
 *
 * - Upload: the files are written first, then the row. If the row cannot be written the files
 *   are deleted again, so a failed upload leaves nothing behind.
 * - Delete: the row goes first (in its transaction), the files after the commit. A row therefore
 *   never points at a missing file; a file whose deletion fails is only wasted space (logged).
 * - Temporary uploads (a part not saved yet) live under temp/{userId}/. Saving the part gives
 *   the rows to it inside the save's transaction (attachTempImages) without touching files, so
 *   a rolled-back save leaves the uploads temporary and usable. Afterwards the files are moved
 *   to parts/{partId}/ (relocateAttachedImages): copy, repoint the row, then delete the old
 *   copy — every step leaves the row pointing at a file that exists. The move runs from the
 *   hourly maintenance, and callers may run it right after their commit.
 */

/** No limit let the original system grow parts with hundreds of photos; the marketplace takes 10. */
export const MAX_IMAGES_PER_PART = 30;
/** Temporary uploads one user may have waiting (several unsaved forms at once). */
export const MAX_TEMP_IMAGES_PER_USER = 100;
/** Temporary uploads not given to a part within this time are deleted. */
export const TEMP_IMAGE_TTL_MS = 24 * 3600_000;

export const PHOTO_MESSAGES = {
  // The same words as the part screens' own 404 (parts.service.ts): to the user it is one part.
  partNotFound: 'No encontramos la autoparte.',
  imageNotFound: 'No encontramos la imagen.',
  soldLocked: 'La autoparte está vendida: sus fotos ya no se pueden modificar.',
  roleLocked: 'Con tu rol no puedes modificar las fotos de esta autoparte en su estatus actual.',
  tooMany: `Una autoparte puede tener como máximo ${MAX_IMAGES_PER_PART} fotos.`,
  tooManyTemp: `Tienes demasiadas fotos sin guardar (${MAX_TEMP_IMAGES_PER_USER}). Guarda la autoparte o elimina algunas.`,
  sortMismatch: 'La lista debe incluir exactamente las fotos de la autoparte, cada una una sola vez.',
  tempUnavailable: 'Alguna de las fotos ya no está disponible. Vuelve a subirla.',
  tempIdentify: 'Indica la imagen que quieres eliminar.',
} as const;

export const ACTIVITY = {
  added: 'Imagen agregada',
  removed: 'Imagen eliminada',
  reordered: 'Imágenes reordenadas',
} as const;

export interface TempImageResponse extends PartImage {
  temp: true;
}

export type UploadResponse = PartImage & { sync: boolean };

function partFolder(partId: number): string {
  return `parts/${partId}`;
}

function tempFolder(userId: number): string {
  return `temp/${userId}`;
}

/** The last path segment of a key: the file keeps its name when it moves to its part. */
function baseName(key: string): string {
  return key.slice(key.lastIndexOf('/') + 1);
}

function assertEditable(user: SessionUser, part: queries.PhotoPartRow): void {
  if (!canEditPart(user.roles, part.statusId)) {
    throw forbidden(part.statusId === STATUS.SOLD ? PHOTO_MESSAGES.soldLocked : PHOTO_MESSAGES.roleLocked);
  }
}

/** The part if this user may change its photos: 404 outside the company, 403 when locked. */
async function editablePart(
  db: Executor,
  user: SessionUser,
  partId: number,
  options: { lock: boolean },
): Promise<queries.PhotoPartRow> {
  if (!userCan(user, 'editParts')) throw forbidden();
  const part = await queries.findPart(db, partId, options);
  if (!part || !inCompanyScope(user, part.companyId)) throw notFound(PHOTO_MESSAGES.partNotFound);
  assertEditable(user, part);
  return part;
}

/**
 * Gives the user's temporary uploads to a part, in the given order, after its existing images.
 * Runs inside the caller's transaction (the part save): if the save rolls back, the uploads stay
 * temporary. Ids that are not this user's temporary images are refused with a 422 on `images`.
 * The files stay where they are until relocateAttachedImages moves them (see the top of the file).
 */
export async function attachTempImages(
  tx: Executor,
  input: { userId: number; partId: number; imageIds: number[] },
): Promise<void> {
  const ids = input.imageIds;
  if (ids.length === 0) return;
  if (new Set(ids).size !== ids.length || ids.some((id) => parseId(id) === null)) {
    throw fieldError('images', PHOTO_MESSAGES.tempUnavailable);
  }
  const found = await queries.lockTempImages(tx, input.userId, ids);
  if (found.length !== ids.length) throw fieldError('images', PHOTO_MESSAGES.tempUnavailable);
  const slots = await gallerySlots(tx, 'part', input.partId);
  if (slots.count + ids.length > MAX_IMAGES_PER_PART) throw fieldError('images', PHOTO_MESSAGES.tooMany);
  await queries.attachImages(tx, input.partId, ids, slots.next);
}

/**
 * Moves the files of images given to a part out of temp/ into parts/{partId}/. Safe to run at any
 * time and on several instances at once: a row is repointed only after its new files exist, and
 * old files are deleted only when no row points at them any more. Answers how many it moved.
 */
export async function relocateAttachedImages(
  deps: Pick<AppDeps, 'db' | 'storage'>,
  options: { partId?: number; limit?: number } = {},
): Promise<number> {
  const { db, storage } = deps;
  const rows = await queries.listAttachedTempKeyImages(db, {
    partId: options.partId,
    limit: options.limit ?? 500,
  });
  let moved = 0;
  for (const row of rows) {
    if (row.partId === null) continue;
    const folder = partFolder(row.partId);
    const to = {
      storageKey: `${folder}/${baseName(row.storageKey)}`,
      thumbnailKey: `${folder}/${baseName(row.thumbnailKey)}`,
    };
    try {
      await storage.copy(row.storageKey, to.storageKey);
      await storage.copy(row.thumbnailKey, to.thumbnailKey);
      if (await queries.replaceImageKeys(db, row.id, row, to)) {
        await deleteStoredFiles(storage, [row.storageKey, row.thumbnailKey]);
        moved += 1;
      } else {
        // Deleted or moved by someone else meanwhile: drop the copies nobody points at.
        for (const key of [to.storageKey, to.thumbnailKey]) {
          if (!(await queries.isKeyReferenced(db, key))) await deleteStoredFiles(storage, [key]);
        }
      }
    } catch (error) {
      logger.warn({ err: error, imageId: row.id }, 'no se pudo mover una foto a su autoparte');
    }
  }
  return moved;
}

/**
 * Deletes temporary uploads older than `olderThan` that were never given to a part (rows, then
 * files), and moves the files of attached ones out of temp/. Run at start and every hour.
 */
export async function cleanupTempImages(
  deps: Pick<AppDeps, 'db' | 'storage'>,
  olderThan: Date,
): Promise<{ deleted: number; relocated: number }> {
  let deleted = 0;
  for (;;) {
    const rows = await queries.deleteExpiredTempImages(deps.db, olderThan, 200);
    await deleteStoredFiles(
      deps.storage,
      rows.flatMap((row) => [row.storageKey, row.thumbnailKey]),
    );
    deleted += rows.length;
    if (rows.length < 200) break;
  }
  let relocated = 0;
  for (;;) {
    const moved = await relocateAttachedImages(deps, { limit: 200 });
    relocated += moved;
    if (moved < 200) break;
  }
  return { deleted, relocated };
}

const MAINTENANCE_INTERVAL_MS = 3600_000;

/**
 * Runs cleanupTempImages now and every hour on this instance (timer unref'd, so it never keeps
 * the process alive). Running on several instances at once is safe. The marketplace work may
 * move this into a pg-boss scheduled job so that one instance does it; answers a stop function.
 */
export function startPhotoMaintenance(deps: Pick<AppDeps, 'db' | 'storage'>): () => void {
  const run = async () => {
    try {
      const result = await cleanupTempImages(deps, new Date(Date.now() - TEMP_IMAGE_TTL_MS));
      if (result.deleted > 0 || result.relocated > 0) logger.info(result, 'mantenimiento de fotos');
    } catch (error) {
      logger.error({ err: error }, 'falló el mantenimiento de fotos');
    }
  };
  void run();
  const timer = setInterval(run, MAINTENANCE_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}

/** The key of a temporary photo or thumbnail named by its URL (`/media/temp/7/….jpg`). */
function tempKeyFromUrl(url: string): string | null {
  const match = /(temp\/\d{1,10}\/[A-Za-z0-9-]+(?:-thumb)?\.(?:jpg|webp))(?:[?#].*)?$/.exec(url.trim());
  return match?.[1] ?? null;
}

export function createPhotosService(deps: AppDeps) {
  const { db, storage } = deps;

  async function syncIfListed(part: { id: number; mlId: string | null }): Promise<boolean> {
    return part.mlId ? requestMarketplaceSync(deps, part.id) : false;
  }

  return {
    /**
     * POST /api/autoparts/images/uploadTemp: a photo for a part the user has not saved yet. An
     * import's photos wait for a turn to decode (`waitForTurn`) rather than being refused.
     */
    async uploadTemp(
      user: SessionUser,
      bytes: Uint8Array,
      options: DecodeOptions = {},
    ): Promise<TempImageResponse> {
      if (!userCan(user, 'editParts')) throw forbidden();
      if ((await queries.countTempImages(db, user.id)) >= MAX_TEMP_IMAGES_PER_USER) {
        throw fieldError('file', PHOTO_MESSAGES.tooManyTemp);
      }
      const row = await storeImageThen(
        storage,
        bytes,
        tempFolder(user.id),
        (keys, image) =>
          insertGalleryImage(db, 'part', null, { uploadedBy: user.id, keys, image, position: 0 }),
        options,
      );
      return { ...imageResponse(row), temp: true };
    },

    /** POST /api/autoparts/images/upload/{id}: appended after the part's last photo. */
    async upload(
      user: SessionUser,
      partId: number,
      readFile: () => Promise<Uint8Array>,
    ): Promise<UploadResponse> {
      // Checked before the file is read and processed, and again under the lock below.
      await editablePart(db, user, partId, { lock: false });
      if ((await gallerySlots(db, 'part', partId)).count >= MAX_IMAGES_PER_PART) {
        throw fieldError('file', PHOTO_MESSAGES.tooMany);
      }
      const bytes = await readFile();
      const { row, part } = await storeImageThen(storage, bytes, partFolder(partId), (keys, image) =>
        db.transaction(async (tx) => {
          // The lock orders concurrent uploads, so two photos never get the same position.
          const part = await editablePart(tx, user, partId, { lock: true });
          const slots = await gallerySlots(tx, 'part', partId);
          if (slots.count >= MAX_IMAGES_PER_PART) throw fieldError('file', PHOTO_MESSAGES.tooMany);
          const row = await insertGalleryImage(tx, 'part', partId, {
            uploadedBy: user.id,
            keys,
            image,
            position: slots.next,
          });
          await insertPartActivity(tx, partId, user.id, [ACTIVITY.added]);
          return { row, part };
        }),
      );
      return { ...imageResponse(row), sync: await syncIfListed(part) };
    },

    /**
     * DELETE /api/autoparts/images/destroy/{imageId}: removes the photo and renumbers the rest
     * 0..n-1 in the order they had (the original system renumbered by id and lost the order).
     * A temporary upload of the same user is deleted too.
     */
    async destroy(user: SessionUser, imageId: number): Promise<{ sync: boolean }> {
      const outcome = await db.transaction(async (tx) => {
        const image = await queries.findImage(tx, imageId);
        if (!image) throw notFound(PHOTO_MESSAGES.imageNotFound);
        if (image.partId === null) {
          if (image.uploadedBy !== user.id) throw notFound(PHOTO_MESSAGES.imageNotFound);
          const deleted = await queries.deleteTempImage(tx, image.id);
          if (!deleted) throw notFound(PHOTO_MESSAGES.imageNotFound);
          return { image: deleted, part: null };
        }
        const part = await editablePart(tx, user, image.partId, { lock: true });
        // Read again under the part's lock: a concurrent delete or sort has finished by now.
        const current = await queries.findImage(tx, imageId);
        if (!current || current.partId !== part.id) throw notFound(PHOTO_MESSAGES.imageNotFound);
        await queries.deleteImage(tx, imageId);
        await renumberGallery(tx, 'part', part.id);
        await insertPartActivity(tx, part.id, user.id, [ACTIVITY.removed]);
        return { image: current, part };
      });
      await deleteStoredFiles(storage, [outcome.image.storageKey, outcome.image.thumbnailKey]);
      return { sync: outcome.part ? await syncIfListed(outcome.part) : false };
    },

    /** POST /api/autoparts/images/destroyTemp: only the user's own temporary uploads. */
    async destroyTemp(user: SessionUser, by: { id?: number | null; url?: string | null }): Promise<void> {
      let target: { id: number } | { key: string };
      if (by.id !== undefined && by.id !== null) target = { id: by.id };
      else if (by.url) {
        const key = tempKeyFromUrl(by.url);
        if (!key) throw notFound(PHOTO_MESSAGES.imageNotFound);
        target = { key };
      } else throw fieldError('id', PHOTO_MESSAGES.tempIdentify);
      const image = await queries.findTempImage(db, user.id, target);
      const deleted = image ? await queries.deleteTempImage(db, image.id) : undefined;
      if (!deleted) throw notFound(PHOTO_MESSAGES.imageNotFound);
      await deleteStoredFiles(storage, [deleted.storageKey, deleted.thumbnailKey]);
    },

    /**
     * POST /api/autoparts/images/sort: the list must hold exactly the part's images; position
     * becomes the index, in one transaction.
     */
    async sort(user: SessionUser, partId: number, orderedIds: number[]): Promise<{ sync: boolean }> {
      const outcome = await db.transaction(async (tx) => {
        const part = await editablePart(tx, user, partId, { lock: true });
        const current = await galleryImageIds(tx, 'part', partId);
        if (!sameImages(current, orderedIds)) throw fieldError('images', PHOTO_MESSAGES.sortMismatch);
        const changed = current.some((id, index) => orderedIds[index] !== id);
        // Positions are rewritten even when the order is the same, which repairs gaps.
        await setGalleryPositions(tx, 'part', partId, orderedIds);
        if (changed) await insertPartActivity(tx, partId, user.id, [ACTIVITY.reordered]);
        return { part, changed };
      });
      return { sync: outcome.changed ? await syncIfListed(outcome.part) : false };
    },
  };
}

export type PhotosService = ReturnType<typeof createPhotosService>;
