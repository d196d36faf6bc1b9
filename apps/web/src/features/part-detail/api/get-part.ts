import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Part } from '@yonke/domain/schemas';
import { apiRequest } from '../../../lib/api-client';

// One call serves both detail screens. GET /api/autoparts/{id} opens any company's part (the
// read view of the whole catalogue) and adds comments and activity only when the caller may see
// them (same company or role 1; activity for roles 1, 2 and 5). GET /api/autoparts/showByUser/{id}
// is the company-scoped variant for the inventory screens, where another company's part is a 404.
export async function getPart(id: number, signal?: AbortSignal): Promise<Part> {
  try {
    // Silent: the screen answers a failure with its own "No encontramos lo que buscas" panel.
    return await apiRequest<Part>(`/api/autoparts/${id}`, { silent: true, signal });
  } catch (error) {
    console.error('Error al consultar en la API:', error);
    throw error;
  }
}

export const partQueryKey = (id: number) => ['part', id] as const;

export const partQueryOptions = (id: number) =>
  queryOptions({
    queryKey: partQueryKey(id),
    queryFn: ({ signal }) => getPart(id, signal),
  });

export function usePart(id: number) {
  return useQuery(partQueryOptions(id));
}
