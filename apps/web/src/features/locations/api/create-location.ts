import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LocationCreateBody } from '@yonke/domain/schemas';
import { api, ok } from '../../../lib/api';
import { putCreatedFirst } from '../../../lib/created-first';
import { type Location, locationsQueryOptions } from './get-locations';

export type CreateLocationInput = LocationCreateBody;

export function createLocation(input: CreateLocationInput): Promise<Location> {
  return ok(api.POST('/api/locations/store', { body: input }));
}

export function useCreateLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createLocation,
    // docs/product.md §7: the created location is placed at the top of the list.
    onSuccess: (created: Location) => putCreatedFirst(queryClient, locationsQueryOptions, created),
  });
}
