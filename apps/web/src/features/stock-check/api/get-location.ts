import type { Location, LocationDetail } from '@yonke/domain/schemas';
import { apiRequest } from '../../../lib/api-client';

export type CountLocation = Location;

/** GET /api/locations/{id}: a scanned location label; 404 when it is not in the user's company. */
export async function getLocation(id: number): Promise<CountLocation> {
  return (await apiRequest<LocationDetail>(`/api/locations/${id}`, { silent: true })).data;
}
