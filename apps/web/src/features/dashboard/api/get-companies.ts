import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Reference list GET /api/stores (same cache entry as the other screens): role 1's company choice. */
export function useCompanyChoices(enabled: boolean) {
  return useQuery({
    queryKey: ['stores'],
    queryFn: ({ signal }) =>
      apiRequest<{ id: number; name: string }[]>('/api/stores', { signal, silent: true }),
    staleTime: Number.POSITIVE_INFINITY,
    enabled,
  });
}
