import type { PartImage } from '@yonke/domain/schemas';
import type { Executor } from '../../db/client.ts';
import {
  gallerySlots,
  insertGalleryImage,
  renumberGallery,
  setGalleryPositions,
} from '../../db/image-gallery.ts';
import { companyScope } from '../../lib/company-scope.ts';
import type { AppDeps, SessionUser } from '../../lib/context.ts';
import { fieldError, forbidden, notFound } from '../../lib/errors.ts';
import { userCan } from '../../lib/guards.ts';
import { deleteStoredFiles, imageResponse, sameImages, storeImageThen } from '../../lib/stored-images.ts';
import * as photoQueries from './vehicle-photos.queries.ts';
import * as queries from './vehicles.queries.ts';

/**
 * Photos of a vehicle: the part photos' pipeline (lib/images.ts: 20 MB, 50 megapixels, JPEG at
 * most 1920 px and a WebP thumbnail) and storage, under vehicles/{id}/. Files are written before
 * the row and removed again if the row fails; on delete the row goes first and the files after
 * the commit, so a row never points at a missing file (lib/stored-images.ts, as part photos).
 */

export const MAX_IMAGES_PER_VEHICLE = 30;

export const VEHICLE_PHOTO_MESSAGES = {
  vehicleNotFound: 'El vehículo no existe o no pertenece a tu empresa.',
  imageNotFound: 'No encontramos la imagen.',
  tooMany: `Un vehículo puede tener como máximo ${MAX_IMAGES_PER_VEHICLE} fotos.`,
  sortMismatch: 'La lista debe incluir exactamente las fotos del vehículo, cada una una sola vez.',
} as const;

export function createVehiclePhotosService({ db, storage }: AppDeps) {
  /** The vehicle locked for this change: 404 outside the user's company, as the vehicle itself. */
  async function lockVehicle(tx: Executor, user: SessionUser, vehicleId: number) {
    if (!userCan(user, 'manageVehicles')) throw forbidden();
    const row = await queries.lockVehicle(tx, vehicleId);
    const scopeId = companyScope(user);
    if (!row || (scopeId !== null && row.companyId !== scopeId)) {
      throw notFound(VEHICLE_PHOTO_MESSAGES.vehicleNotFound);
    }
    return row;
  }

  return {
    async list(vehicleId: number): Promise<PartImage[]> {
      return (await photoQueries.listImages(db, vehicleId)).map(imageResponse);
    },

    /** POST /api/vehicles/{id}/images: appended after the last photo. */
    async upload(
      user: SessionUser,
      vehicleId: number,
      readFile: () => Promise<Uint8Array>,
    ): Promise<PartImage> {
      // Checked before the file is read and processed, and again under the lock below.
      await db.transaction(async (tx) => {
        await lockVehicle(tx, user, vehicleId);
        if ((await gallerySlots(tx, 'vehicle', vehicleId)).count >= MAX_IMAGES_PER_VEHICLE) {
          throw fieldError('file', VEHICLE_PHOTO_MESSAGES.tooMany);
        }
      });
      const row = await storeImageThen(storage, await readFile(), `vehicles/${vehicleId}`, (keys, image) =>
        db.transaction(async (tx) => {
          // The lock orders concurrent uploads, so two photos never get the same position.
          await lockVehicle(tx, user, vehicleId);
          const slots = await gallerySlots(tx, 'vehicle', vehicleId);
          if (slots.count >= MAX_IMAGES_PER_VEHICLE) throw fieldError('file', VEHICLE_PHOTO_MESSAGES.tooMany);
          return insertGalleryImage(tx, 'vehicle', vehicleId, {
            uploadedBy: user.id,
            keys,
            image,
            position: slots.next,
          });
        }),
      );
      return imageResponse(row);
    },

    /** DELETE /api/vehicles/{id}/images/{imageId}: the rest are renumbered keeping their order. */
    async destroy(user: SessionUser, vehicleId: number, imageId: number): Promise<void> {
      const deleted = await db.transaction(async (tx) => {
        await lockVehicle(tx, user, vehicleId);
        const row = await photoQueries.deleteImage(tx, vehicleId, imageId);
        if (!row) throw notFound(VEHICLE_PHOTO_MESSAGES.imageNotFound);
        await renumberGallery(tx, 'vehicle', vehicleId);
        return row;
      });
      await deleteStoredFiles(storage, [deleted.storageKey, deleted.thumbnailKey]);
    },

    /** POST /api/vehicles/{id}/images/sort: exactly the vehicle's photos; the first is the cover. */
    async sort(user: SessionUser, vehicleId: number, orderedIds: number[]): Promise<PartImage[]> {
      return db.transaction(async (tx) => {
        await lockVehicle(tx, user, vehicleId);
        const current = (await photoQueries.listImages(tx, vehicleId)).map((image) => image.id);
        if (!sameImages(current, orderedIds)) throw fieldError('images', VEHICLE_PHOTO_MESSAGES.sortMismatch);
        await setGalleryPositions(tx, 'vehicle', vehicleId, orderedIds);
        return (await photoQueries.listImages(tx, vehicleId)).map(imageResponse);
      });
    },
  };
}
