import { useMutation } from '@tanstack/react-query';
import type { VehicleDetail } from '@yonke/domain/schemas';
import { apiRequest } from '../../../lib/api-client';
import { useVehicleAnswer } from './save-vehicle';

export async function addVehicleCost(input: { id: number; concept: string; amount: number }) {
  const answer = await apiRequest<{ data: VehicleDetail }>(`/api/vehicles/${input.id}/costs`, {
    method: 'POST',
    body: { concept: input.concept, amount: input.amount },
    silent: true,
  });
  return answer.data;
}

export async function removeVehicleCost(input: { id: number; costId: number }) {
  const answer = await apiRequest<{ data: VehicleDetail }>(
    `/api/vehicles/${input.id}/costs/${input.costId}`,
    {
      method: 'DELETE',
    },
  );
  return answer.data;
}

export function useAddVehicleCost() {
  return useMutation({ mutationFn: addVehicleCost, onSuccess: useVehicleAnswer() });
}

export function useRemoveVehicleCost() {
  return useMutation({ mutationFn: removeVehicleCost, onSuccess: useVehicleAnswer() });
}
