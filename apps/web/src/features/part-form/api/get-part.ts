import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Part } from '@yonke/domain/schemas';
import { apiRequest } from '../../../lib/api-client';

/** Under the detail screen's ['part', id], so a save refreshes both screens. */
export const formPartKey = (id: number) => ['part', id, 'form'] as const;

export function getFormPart(id: number, signal?: AbortSignal): Promise<Part> {
  // The company-scoped read: another company's part is a 404 here, as it is for update.
  return apiRequest<Part>(`/api/autoparts/showByUser/${id}`, { silent: true, signal });
}

export function useFormPart(id: number | null) {
  return useQuery(
    queryOptions({
      queryKey: formPartKey(id ?? 0),
      queryFn: ({ signal }) => getFormPart(id ?? 0, signal),
      enabled: id !== null,
      staleTime: 0,
    }),
  );
}
