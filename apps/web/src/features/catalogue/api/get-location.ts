import type { Location, LocationDetail as LocationAnswer } from '@yonke/domain/schemas';
import { apiRequest } from '../../../lib/api-client';

export type LocationDetail = Location;

/** GET /api/locations/{id}; silent, because a scanned unknown location is only logged (docs/product.md §8). */
export async function getLocation(id: number): Promise<LocationDetail> {
  const response = await apiRequest<LocationAnswer>(`/api/locations/${id}`, { silent: true });
  return response.data;
}
