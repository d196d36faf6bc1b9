import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LocationUpdateBody } from '@yonke/domain/schemas';
import { api, idPath, ok } from '../../../lib/api';
import { LOCATIONS_KEY, type Location } from './get-locations';

export function updateLocation(input: LocationUpdateBody & { id: number }): Promise<Location> {
  return ok(api.PUT('/api/locations/update/{id}', { params: idPath(input.id), body: { name: input.name } }));
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
