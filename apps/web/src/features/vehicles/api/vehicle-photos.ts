import type { VehicleImage } from '@yonke/domain/schemas';
import { api, idPath, multipart, ok } from '../../../lib/api';

/** One photo per call, appended after the vehicle's last one. */
export async function uploadVehicleImage(vehicleId: number, file: Blob, name: string): Promise<VehicleImage> {
  const body = multipart({ file: { file, name } });
  const answer = await ok(api.POST('/api/vehicles/{id}/images', { params: idPath(vehicleId), body }), {
    silent: true,
  });
  return answer.data;
}

/** Deletes a photo; answers the remaining ones in their order. */
export async function deleteVehicleImage(vehicleId: number, imageId: number): Promise<VehicleImage[]> {
  const answer = await ok(
    api.DELETE('/api/vehicles/{id}/images/{imageId}', {
      params: { path: { id: String(vehicleId), imageId: String(imageId) } },
    }),
    { silent: true },
  );
  return answer.data;
}

/** The new order of exactly the vehicle's photos; the first is the cover. */
export async function sortVehicleImages(vehicleId: number, ids: number[]): Promise<VehicleImage[]> {
  const answer = await ok(
    api.POST('/api/vehicles/{id}/images/sort', {
      params: idPath(vehicleId),
      body: { images: ids.map((id) => ({ id })) },
    }),
    { silent: true },
  );
  return answer.data;
}
