import type { VinLookup } from '@yonke/domain/schemas';
import { apiRequest } from '../../../lib/api-client';

/** What the server decodes from a VIN (offline), mapped to our makes, with repeats in the company. */
export async function lookupVin(vin: string): Promise<VinLookup> {
  const answer = await apiRequest<{ data: VinLookup }>(`/api/vehicles/vin/${encodeURIComponent(vin)}`, {
    silent: true,
  });
  return answer.data;
}
