import { useMutation } from '@tanstack/react-query';
import type { VehicleDetail } from '@yonke/domain/schemas';
import { api, idPath, ok } from '../../../lib/api';
import { useVehicleAnswer } from './save-vehicle';

export async function addVehicleCost(input: {
  id: number;
  concept: string;
  amount: number;
}): Promise<VehicleDetail> {
  const answer = await ok(
    api.POST('/api/vehicles/{id}/costs', {
      params: idPath(input.id),
      body: { concept: input.concept, amount: input.amount },
    }),
    { silent: true },
  );
  return answer.data;
}

export async function removeVehicleCost(input: { id: number; costId: number }): Promise<VehicleDetail> {
  const answer = await ok(
    api.DELETE('/api/vehicles/{id}/costs/{costId}', {
      params: { path: { id: String(input.id), costId: String(input.costId) } },
    }),
  );
  return answer.data;
}

export function useAddVehicleCost() {
  return useMutation({ mutationFn: addVehicleCost, onSuccess: useVehicleAnswer() });
}

export function useRemoveVehicleCost() {
  return useMutation({ mutationFn: removeVehicleCost, onSuccess: useVehicleAnswer() });
}
