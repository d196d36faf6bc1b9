import type { VinLookup } from '@yonke/domain/schemas';
import { api, ok } from '../../../lib/api';

/** What the server decodes from a VIN (offline), mapped to our makes, with repeats in the company. */
export async function lookupVin(vin: string): Promise<VinLookup> {
  const answer = await ok(api.GET('/api/vehicles/vin/{vin}', { params: { path: { vin } } }), {
    silent: true,
  });
  return answer.data;
}
