import { arrayMove } from '@dnd-kit/sortable';
import { useQueryClient } from '@tanstack/react-query';
import type { VehicleDetail, VehicleImage } from '@yonke/domain/schemas';
import { useCallback, useRef, useState } from 'react';
import type { UploadProgress } from '../../../components/photo-gallery/photo-gallery';
import { ApiError } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { resizeImage } from '../../../lib/resize-image';
import { vehicleKey } from '../api/get-vehicle';
import { VEHICLES_KEY } from '../api/get-vehicles';
import { deleteVehicleImage, sortVehicleImages, uploadVehicleImage } from '../api/vehicle-photos';

function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.field('file') ?? error.field('images') ?? error.message;
  return fallback;
}

/**
 * The vehicle page's photos: shrunk in the browser and uploaded one after another (as the part
 * form does), deleted and reordered. Every change lands in the cached vehicle, and the list is
 * refreshed for its cover.
 */
export function useVehiclePhotos(vehicle: VehicleDetail) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const queue = useRef<Promise<void>>(Promise.resolve());
  const vehicleId = vehicle.id;

  const current = useCallback(
    () => queryClient.getQueryData<VehicleDetail>(vehicleKey(vehicleId))?.images ?? [],
    [queryClient, vehicleId],
  );
  const publish = useCallback(
    (images: VehicleImage[]) => {
      queryClient.setQueryData<VehicleDetail>(vehicleKey(vehicleId), (old) =>
        old ? { ...old, images } : old,
      );
      void queryClient.invalidateQueries({ queryKey: [...VEHICLES_KEY, 'list'] });
    },
    [queryClient, vehicleId],
  );

  /** Files queue behind any upload still running, so order and one-at-a-time both hold. */
  const upload = useCallback(
    (files: readonly File[]) => {
      const list = files.filter((file) => file.type === '' || file.type.startsWith('image/'));
      if (list.length === 0) return;
      queue.current = queue.current.then(async () => {
        setProgress({ done: 0, total: list.length });
        for (const [index, file] of list.entries()) {
          try {
            const { blob, name } = await resizeImage(file);
            const stored = await uploadVehicleImage(vehicleId, blob, name);
            publish([...current(), stored]);
            notifySuccess('Imagen agregada');
          } catch (error) {
            notifyError(errorMessage(error, 'No se pudo subir la imagen.'));
          }
          setProgress({ done: index + 1, total: list.length });
        }
        setProgress(null);
      });
    },
    [vehicleId, publish, current],
  );

  const remove = useCallback(
    async (image: VehicleImage) => {
      try {
        publish(await deleteVehicleImage(vehicleId, image.id));
        notifySuccess('Imagen eliminada');
      } catch (error) {
        notifyError(errorMessage(error, 'No se pudo eliminar la imagen.'));
      }
    },
    [vehicleId, publish],
  );

  const move = useCallback(
    async (fromId: number, toId: number) => {
      const before = current();
      const from = before.findIndex((image) => image.id === fromId);
      const to = before.findIndex((image) => image.id === toId);
      if (from < 0 || to < 0 || from === to) return;
      const next = arrayMove(before, from, to);
      publish(next);
      try {
        publish(
          await sortVehicleImages(
            vehicleId,
            next.map((image) => image.id),
          ),
        );
        notifySuccess('Orden de las fotos guardado');
      } catch (error) {
        publish(before);
        notifyError(errorMessage(error, 'No se pudo guardar el orden de las fotos.'));
      }
    },
    [vehicleId, publish, current],
  );

  return { images: vehicle.images, progress, upload, remove, move };
}
