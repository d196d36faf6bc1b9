import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LocationUpdateBody } from '@yonke/domain/schemas';
import { apiRequest } from '../../../lib/api-client';
import { LOCATIONS_KEY, type Location } from './get-locations';

export function updateLocation(input: LocationUpdateBody & { id: number }): Promise<Location> {
  return apiRequest<Location>(`/api/locations/update/${input.id}`, {
    method: 'PUT',
    body: { name: input.name },
  });
}

export function useUpdateLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateLocation,
    onSuccess: (updated) => {
      queryClient.setQueryData<Location[]>(LOCATIONS_KEY, (list) =>
        list?.map((location) => (location.id === updated.id ? updated : location)),
      );
    },
  });
}
