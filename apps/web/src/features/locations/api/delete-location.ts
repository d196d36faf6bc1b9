import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, idPath, ok } from '../../../lib/api';
import { ApiError } from '../../../lib/api-client';
import { notifyError } from '../../../lib/notify';
import { LOCATIONS_KEY, type Location } from './get-locations';

const NOT_DELETED = 'No se pudo eliminar la ubicación.';

export async function deleteLocation(id: number): Promise<void> {
  const response = await ok(api.DELETE('/api/locations/destroy/{id}', { params: idPath(id) }));
  // docs/product.md §7: truthy data means success.
  if (!response?.data) throw new ApiError(422, NOT_DELETED);
}

/**
 * docs/product.md §4: the row leaves the list at once, then the delete is sent. If the server
 * refuses, the row goes back where it was and the server's reason is shown (section 8: the 422
 * text as an error toast; the API client already toasts every other failure).
 */
export function useDeleteLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (location: Location) => deleteLocation(location.id),
    onMutate: async (location) => {
      await queryClient.cancelQueries({ queryKey: LOCATIONS_KEY });
      const index = queryClient
        .getQueryData<Location[]>(LOCATIONS_KEY)
        ?.findIndex((l) => l.id === location.id);
      queryClient.setQueryData<Location[]>(LOCATIONS_KEY, (list) =>
        list?.filter((l) => l.id !== location.id),
      );
      return { index: index ?? -1 };
    },
    onError: (error, location, context) => {
      // Put back only this row, so that anything else changed meanwhile is kept.
      queryClient.setQueryData<Location[]>(LOCATIONS_KEY, (list) => {
        if (!list || list.some((l) => l.id === location.id)) return list;
        const next = [...list];
        const index = context && context.index >= 0 ? Math.min(context.index, next.length) : 0;
        next.splice(index, 0, location);
        return next;
      });
      if (error instanceof ApiError && error.status === 422) notifyError(error.message);
    },
  });
}
