import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VehicleDetail } from '@yonke/domain/schemas';
import { apiRequest } from '../../../lib/api-client';
import { VEHICLES_KEY } from './get-vehicles';
import { useVehicleAnswer } from './save-vehicle';

export async function archiveVehicle(input: { id: number; archived: boolean }) {
  const answer = await apiRequest<{ data: VehicleDetail }>(`/api/vehicles/${input.id}/archive`, {
    method: 'POST',
    body: { archived: input.archived },
  });
  return answer.data;
}

export async function deleteVehicle(id: number) {
  await apiRequest(`/api/vehicles/${id}`, { method: 'DELETE', silent: true });
}

export function useArchiveVehicle() {
  return useMutation({ mutationFn: archiveVehicle, onSuccess: useVehicleAnswer() });
}

export function useDeleteVehicle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteVehicle,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: VEHICLES_KEY }),
  });
}
