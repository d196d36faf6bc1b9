import type { Location } from '@yonke/domain/schemas';
import { api, idPath, ok } from '../../../lib/api';

export type LocationDetail = Location;

/** GET /api/locations/{id}; silent, because a scanned unknown location is only logged (docs/product.md §8). */
export async function getLocation(id: number): Promise<LocationDetail> {
  const response = await ok(api.GET('/api/locations/{id}', { params: idPath(id) }), { silent: true });
  return response.data;
}
