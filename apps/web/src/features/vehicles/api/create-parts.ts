import { useMutation } from '@tanstack/react-query';
import type { VehicleCreatePartsResult } from '@yonke/domain/schemas';
import { api, idPath, ok } from '../../../lib/api';
import { useVehicleAnswer } from './save-vehicle';

/** Crear autopartes from the ticked checklist items; repeating it creates nothing twice. */
export async function createVehicleParts(input: {
  id: number;
  itemIds: number[];
  locationId: number | null;
}): Promise<VehicleCreatePartsResult> {
  const answer = await ok(
    api.POST('/api/vehicles/{id}/parts', {
      params: idPath(input.id),
      body: { item_ids: input.itemIds, location_id: input.locationId },
    }),
    { silent: true },
  );
  return answer.data;
}

export function useCreateVehicleParts() {
  const onAnswer = useVehicleAnswer();
  return useMutation({ mutationFn: createVehicleParts, onSuccess: (answer) => onAnswer(answer.vehicle) });
}
