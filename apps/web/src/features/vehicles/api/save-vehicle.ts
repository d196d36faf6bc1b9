import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VehicleDetail, VehicleInputBody } from '@yonke/domain/schemas';
import { api, idPath, ok } from '../../../lib/api';
import { vehicleKey } from './get-vehicle';
import { VEHICLES_KEY } from './get-vehicles';

/** A new vehicle (no id) or the whole form of an existing one. */
export async function saveVehicle(input: { id?: number; body: VehicleInputBody }): Promise<VehicleDetail> {
  const answer = await ok(
    input.id
      ? api.PUT('/api/vehicles/{id}', { params: idPath(input.id), body: input.body })
      : api.POST('/api/vehicles', { body: input.body }),
    { silent: true },
  );
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
