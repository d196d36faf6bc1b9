import { useQuery } from '@tanstack/react-query';
import { api, ok } from '../../../lib/api';

/** The Buscador's own search (POST /api/autoparts/search), for adding a part by its name. */
export function usePartSearch(text: string) {
  return useQuery({
    queryKey: ['counter', 'part-search', text],
    queryFn: async ({ signal }) =>
      (
        await ok(
          api.POST('/api/autoparts/search', {
            params: { query: { page: 1 } },
            body: { number: text },
            signal,
          }),
          { silent: true },
        )
      ).data,
    enabled: text.trim().length >= 2,
    staleTime: 10_000,
  });
}
