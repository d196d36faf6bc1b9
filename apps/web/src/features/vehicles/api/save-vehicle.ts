import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VehicleDetail, VehicleInputBody } from '@yonke/domain/schemas';
import { apiRequest } from '../../../lib/api-client';
import { vehicleKey } from './get-vehicle';
import { VEHICLES_KEY } from './get-vehicles';

/** A new vehicle (no id) or the whole form of an existing one. */
export async function saveVehicle(input: { id?: number; body: VehicleInputBody }): Promise<VehicleDetail> {
  const path = input.id ? `/api/vehicles/${input.id}` : '/api/vehicles';
  const answer = await apiRequest<{ data: VehicleDetail }>(path, {
    method: input.id ? 'PUT' : 'POST',
    body: input.body,
    silent: true,
  });
  return answer.data;
}

/** Every vehicle call answers the whole vehicle: the page takes it as it is, the list refreshes. */
export function useVehicleAnswer() {
  const queryClient = useQueryClient();
  return (vehicle: VehicleDetail) => {
    queryClient.setQueryData(vehicleKey(vehicle.id), vehicle);
    void queryClient.invalidateQueries({ queryKey: [...VEHICLES_KEY, 'list'] });
  };
}

export function useSaveVehicle() {
  const onAnswer = useVehicleAnswer();
  return useMutation({ mutationFn: saveVehicle, onSuccess: onAnswer });
}
