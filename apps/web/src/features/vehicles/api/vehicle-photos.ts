import type { VehicleImage } from '@yonke/domain/schemas';
import { apiRequest } from '../../../lib/api-client';

/** One photo per call, appended after the vehicle's last one. */
export async function uploadVehicleImage(vehicleId: number, file: Blob, name: string): Promise<VehicleImage> {
  const form = new FormData();
  form.append('file', file, name);
  const answer = await apiRequest<{ data: VehicleImage }>(`/api/vehicles/${vehicleId}/images`, {
    method: 'POST',
    body: form,
    silent: true,
  });
  return answer.data;
}

/** Deletes a photo; answers the remaining ones in their order. */
export async function deleteVehicleImage(vehicleId: number, imageId: number): Promise<VehicleImage[]> {
  const answer = await apiRequest<{ data: VehicleImage[] }>(`/api/vehicles/${vehicleId}/images/${imageId}`, {
    method: 'DELETE',
    silent: true,
  });
  return answer.data;
}

/** The new order of exactly the vehicle's photos; the first is the cover. */
export async function sortVehicleImages(vehicleId: number, ids: number[]): Promise<VehicleImage[]> {
  const answer = await apiRequest<{ data: VehicleImage[] }>(`/api/vehicles/${vehicleId}/images/sort`, {
    method: 'POST',
    body: { images: ids.map((id) => ({ id })) },
    silent: true,
  });
  return answer.data;
}
