import { useQuery } from '@tanstack/react-query';
import type { PartMarketplace } from '@yonke/domain/schemas';
import { apiRequest } from '../../../lib/api-client';

/** The part's listing health and its buyers' questions (docs/product.md §10). */
export function getPartMarketplace(id: number, signal?: AbortSignal): Promise<PartMarketplace> {
  return apiRequest<PartMarketplace>(`/api/autoparts/${id}/marketplace`, { signal, silent: true });
}

export function usePartMarketplace(id: number, enabled: boolean) {
  return useQuery({
    queryKey: ['part-marketplace', id],
    queryFn: ({ signal }) => getPartMarketplace(id, signal),
    enabled,
  });
}
