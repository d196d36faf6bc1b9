import { useQuery } from '@tanstack/react-query';
import type { SearchRow } from '@yonke/domain/schemas';
import { apiRequest } from '../../../lib/api-client';

/** The Buscador's own search (POST /api/autoparts/search), for adding a part by its name. */
export function usePartSearch(text: string) {
  return useQuery({
    queryKey: ['counter', 'part-search', text],
    queryFn: async () =>
      (
        await apiRequest<{ data: SearchRow[] }>('/api/autoparts/search?page=1', {
          method: 'POST',
          body: { number: text },
          silent: true,
        })
      ).data,
    enabled: text.trim().length >= 2,
    staleTime: 10_000,
  });
}
