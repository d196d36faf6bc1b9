import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Location } from '@yonke/domain/schemas';
import { api, ok } from '../../../lib/api';

export type { Location };

export const LOCATIONS_KEY = ['locations'] as const;

/** The user's company's locations (every company's for role 1), sorted by name. */
export function getLocations(signal?: AbortSignal): Promise<Location[]> {
  // docs/product.md §8: a failed list load is logged, not toasted; the page shows its own notice.
  return ok(api.GET('/api/locations', { signal }), { silent: true }).catch((error: unknown) => {
    console.error('Error al consultar en la API', error);
    throw error;
  });
}

export const locationsQueryOptions = queryOptions({
  queryKey: LOCATIONS_KEY,
  queryFn: ({ signal }) => getLocations(signal),
});

export function useLocations() {
  return useQuery(locationsQueryOptions);
}
