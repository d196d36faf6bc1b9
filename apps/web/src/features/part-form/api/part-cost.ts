import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PartCostInput } from '@yonke/domain/schemas';
import { api, idPath, ok } from '../../../lib/api';

// A part's purchase cost («Costo»): GET/PUT /api/autoparts/{id}/cost, roles 1, 2 only.

const costKey = (id: number) => ['parts', id, 'cost'] as const;

export function usePartCost(id: number, enabled: boolean) {
  return useQuery({
    queryKey: costKey(id),
    queryFn: ({ signal }) =>
      ok(api.GET('/api/autoparts/{id}/cost', { params: idPath(id), signal }), { silent: true }),
    enabled,
  });
}

export function useSavePartCost(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PartCostInput) =>
      ok(api.PUT('/api/autoparts/{id}/cost', { params: idPath(id), body }), { silent: true }),
    onSuccess: (saved) => client.setQueryData(costKey(id), saved),
  });
}
