import type { Location } from '@yonke/domain/schemas';
import { api, idPath, ok } from '../../../lib/api';

export type CountLocation = Location;

/** GET /api/locations/{id}: a scanned location label; 404 when it is not in the user's company. */
export async function getLocation(id: number): Promise<CountLocation> {
  return (await ok(api.GET('/api/locations/{id}', { params: idPath(id) }), { silent: true })).data;
}
