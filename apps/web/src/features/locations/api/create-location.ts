import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { LOCATIONS_KEY, type Location } from './get-locations';

export interface CreateLocationInput {
  name: string;
  /** Role 1 only; the server uses the user's own company otherwise. */
  store_id?: number;
}

export function createLocation(input: CreateLocationInput): Promise<Location> {
  return apiRequest<Location>('/api/locations/store', { method: 'POST', body: input });
}

export function useCreateLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createLocation,
    // Spec section 7: the created location is placed at the top of the list.
    onSuccess: (created) => {
      queryClient.setQueryData<Location[]>(LOCATIONS_KEY, (list) => [
        created,
        ...(list ?? []).filter((location) => location.id !== created.id),
      ]);
    },
  });
}
