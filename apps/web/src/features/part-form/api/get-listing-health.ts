import { useQuery } from '@tanstack/react-query';
import type { PartMarketplace } from '@yonke/domain/schemas';
import { apiRequest } from '../../../lib/api-client';

/** The part's listing state and last sync (docs/product.md §10), shown under the form's header. */
export function getListingHealth(id: number, signal?: AbortSignal): Promise<PartMarketplace> {
  return apiRequest<PartMarketplace>(`/api/autoparts/${id}/marketplace`, { signal, silent: true });
}

export function useListingHealth(id: number) {
  return useQuery({
    queryKey: ['part-marketplace', id],
    queryFn: ({ signal }) => getListingHealth(id, signal),
  });
}
