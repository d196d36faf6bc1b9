import { useQuery } from '@tanstack/react-query';
import type { VehicleDetail } from '@yonke/domain/schemas';
import { api, idPath, ok } from '../../../lib/api';
import { VEHICLES_KEY } from './get-vehicles';

export const vehicleKey = (id: number) => [...VEHICLES_KEY, 'detail', id] as const;

export async function getVehicle(id: number, signal?: AbortSignal): Promise<VehicleDetail> {
  return (await ok(api.GET('/api/vehicles/{id}', { params: idPath(id), signal }), { silent: true })).data;
}

export function useVehicle(id: number) {
  return useQuery({ queryKey: vehicleKey(id), queryFn: ({ signal }) => getVehicle(id, signal) });
}
