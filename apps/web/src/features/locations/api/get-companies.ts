import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export interface Company {
  id: number;
  name: string;
}

/** Reference list GET /api/stores: fetched once and cached for the session (spec section 7). */
export const companiesQueryOptions = queryOptions({
  queryKey: ['stores'],
  queryFn: ({ signal }) =>
    apiRequest<Company[]>('/api/stores', { signal, silent: true }).catch((error: unknown) => {
      console.error('Error al consultar en la API', error);
      throw error;
    }),
  staleTime: Number.POSITIVE_INFINITY,
});

/** Only role 1 chooses a company, so nobody else loads the list. */
export function useCompanies(enabled: boolean) {
  return useQuery({ ...companiesQueryOptions, enabled });
}
