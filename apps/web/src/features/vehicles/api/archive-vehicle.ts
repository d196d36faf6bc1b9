import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VehicleDetail } from '@yonke/domain/schemas';
import { api, idPath, ok } from '../../../lib/api';
import { VEHICLES_KEY } from './get-vehicles';
import { useVehicleAnswer } from './save-vehicle';

export async function archiveVehicle(input: { id: number; archived: boolean }): Promise<VehicleDetail> {
  const answer = await ok(
    api.POST('/api/vehicles/{id}/archive', { params: idPath(input.id), body: { archived: input.archived } }),
  );
  return answer.data;
}

export async function deleteVehicle(id: number) {
  await ok(api.DELETE('/api/vehicles/{id}', { params: idPath(id) }), { silent: true });
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
