import { MAX_PHOTOS_PER_RETURN } from '@yonke/domain';
import type { PartImage } from '@yonke/domain/schemas';
import type { Executor } from '../../db/client.ts';
import { gallerySlots, insertGalleryImage, renumberGallery } from '../../db/image-gallery.ts';
import { inCompanyScope } from '../../lib/company-scope.ts';
import type { AppDeps, SessionUser } from '../../lib/context.ts';
import { fieldError, forbidden, notFound } from '../../lib/errors.ts';
import { userCan } from '../../lib/guards.ts';
import { imageContentType, type StoredFile } from '../../lib/storage.ts';
import { deleteStoredFiles, storeImageThen } from '../../lib/stored-images.ts';
import * as queries from './return-photos.queries.ts';

/**
 * Photos of a returned part: the part photos' pipeline (lib/images.ts: the type read from the
 * bytes, 20 MB and 50 megapixels, EXIF orientation applied and stripped, a JPEG of at most 1920 px
 * and a WebP thumbnail) and storage, under returns/{id}/. Files are written before the row and
 * removed again if the row fails; on delete the row goes first and the files after the commit
 * (lib/stored-images.ts). Whoever may register a return adds photos to the company's returns, at
 * the counter right after registering it or later; deleting one is a supervisor's, as approving
 * a return outside the warranty is (capability cancelSales: roles 1, 2, 5).
 */

const MEDIA_PATH = '/media/';

export const RETURN_PHOTO_MESSAGES = {
  returnNotFound: 'No encontramos esa devolución.',
  imageNotFound: 'No encontramos la foto.',
  tooMany: `Una devolución puede tener como máximo ${MAX_PHOTOS_PER_RETURN} fotos.`,
  deleteForbidden: 'Solo un supervisor o el administrador elimina las fotos de una devolución.',
} as const;

export interface UploadedReturnPhoto {
  photo: PartImage;
  /** False when the client had already sent this photo (same key): nothing new was stored. */
  created: boolean;
}

function returnFolder(returnId: number): string {
  return `returns/${returnId}`;
}

/** The return locked for this change: 404 outside the user's company, as the return itself. */
async function lockReturn(tx: Executor, user: SessionUser, returnId: number) {
  const row = await queries.lockReturn(tx, returnId);
  if (!row || !inCompanyScope(user, row.companyId)) throw notFound(RETURN_PHOTO_MESSAGES.returnNotFound);
  return row;
}

/**
 * A returned part's photo as the API sends it. Always the app's own /media/ address, even with
 * object storage behind a public URL: these photos are the company's (a customer's part, its
 * label), so they are served only through GET /media/returns/… with a session of the company.
 */
function photoResponse(row: Omit<queries.ReturnImageRow, 'returnId'>): PartImage {
  return {
    id: row.id,
    url: `${MEDIA_PATH}${row.storageKey}`,
    url_thumbnail: `${MEDIA_PATH}${row.thumbnailKey}`,
    order: row.position,
  };
}

/** The photos of each of these returns, in their order (an empty list for a return without any). */
export async function returnPhotos(
  db: Executor,
  returnIds: readonly number[],
): Promise<Map<number, PartImage[]>> {
  const byReturn = new Map<number, PartImage[]>(returnIds.map((id) => [id, []]));
  for (const row of await queries.listImages(db, returnIds))
    byReturn.get(row.returnId)?.push(photoResponse(row));
  return byReturn;
}

/** A photo's or thumbnail's file name as the pipeline writes it (lib/stored-images.ts newImageKeys). */
const FILE_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(?:-thumb\.webp|\.jpg)$/;

export function createReturnPhotosService({ db, storage }: AppDeps) {
  async function listOf(executor: Executor, returnId: number): Promise<PartImage[]> {
    return (await returnPhotos(executor, [returnId])).get(returnId) ?? [];
  }

  return {
    /**
     * POST /api/returns/{id}/photos: appended after the last photo. `clientKey` names the photo on
     * the client; sending it again answers the stored photo instead of storing a second copy.
     */
    async upload(
      user: SessionUser,
      returnId: number,
      readFile: () => Promise<Uint8Array>,
      clientKey: string | null,
    ): Promise<UploadedReturnPhoto> {
      if (!userCan(user, 'sellParts')) throw forbidden();
      // Checked before the file is read and processed, and again under the lock below.
      const known = await db.transaction(async (tx) => {
        await lockReturn(tx, user, returnId);
        const same = clientKey ? await queries.findByClientKey(tx, returnId, clientKey) : undefined;
        if (same) return same;
        if ((await gallerySlots(tx, 'return', returnId)).count >= MAX_PHOTOS_PER_RETURN) {
          throw fieldError('file', RETURN_PHOTO_MESSAGES.tooMany);
        }
        return null;
      });
      if (known) return { photo: photoResponse(known), created: false };
      const stored = await storeImageThen(storage, await readFile(), returnFolder(returnId), (keys, image) =>
        db.transaction(async (tx) => {
          // The lock orders concurrent uploads: two photos never get the same position, and the
          // same photo sent twice at once is stored by the first and found by the second.
          await lockReturn(tx, user, returnId);
          const same = clientKey ? await queries.findByClientKey(tx, returnId, clientKey) : undefined;
          if (same) return { row: same, created: false, keys };
          const slots = await gallerySlots(tx, 'return', returnId);
          if (slots.count >= MAX_PHOTOS_PER_RETURN) throw fieldError('file', RETURN_PHOTO_MESSAGES.tooMany);
          const row = await insertGalleryImage(tx, 'return', returnId, {
            uploadedBy: user.id,
            keys,
            image,
            position: slots.next,
            clientKey,
          });
          return { row, created: true, keys };
        }),
      );
      // The second of two identical uploads racing: its files are nobody's.
      if (!stored.created)
        await deleteStoredFiles(storage, [stored.keys.storageKey, stored.keys.thumbnailKey]);
      return { photo: photoResponse(stored.row), created: stored.created };
    },

    /**
     * GET /media/returns/{id}/{file}: the file of a photo of a return of the user's company; any
     * other file, return or company is the same 404, so nothing tells which returns exist.
     */
    async file(
      user: SessionUser,
      returnId: number,
      fileName: string,
    ): Promise<{ file: StoredFile; contentType: string }> {
      if (!userCan(user, 'sellParts')) throw forbidden();
      const key = `${returnFolder(returnId)}/${fileName}`;
      const contentType = imageContentType(key);
      if (!FILE_NAME.test(fileName) || !contentType) throw notFound(RETURN_PHOTO_MESSAGES.imageNotFound);
      const companyId = await queries.returnCompany(db, returnId);
      if (companyId === undefined || !inCompanyScope(user, companyId))
        throw notFound(RETURN_PHOTO_MESSAGES.imageNotFound);
      const file = await storage.get(key);
      if (!file) throw notFound(RETURN_PHOTO_MESSAGES.imageNotFound);
      return { file, contentType };
    },

    /** DELETE /api/returns/{id}/photos/{photoId}: the rest keep their order, renumbered 0..n-1. */
    async destroy(user: SessionUser, returnId: number, imageId: number): Promise<PartImage[]> {
      if (!userCan(user, 'sellParts')) throw forbidden();
      const outcome = await db.transaction(async (tx) => {
        await lockReturn(tx, user, returnId);
        if (!userCan(user, 'cancelSales')) throw forbidden(RETURN_PHOTO_MESSAGES.deleteForbidden);
        const row = await queries.deleteImage(tx, returnId, imageId);
        if (!row) throw notFound(RETURN_PHOTO_MESSAGES.imageNotFound);
        await renumberGallery(tx, 'return', returnId);
        return { row, rest: await listOf(tx, returnId) };
      });
      await deleteStoredFiles(storage, [outcome.row.storageKey, outcome.row.thumbnailKey]);
      return outcome.rest;
    },
  };
}
