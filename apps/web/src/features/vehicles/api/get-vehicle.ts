import { useQuery } from '@tanstack/react-query';
import type { VehicleDetail } from '@yonke/domain/schemas';
import { apiRequest } from '../../../lib/api-client';
import { VEHICLES_KEY } from './get-vehicles';

export const vehicleKey = (id: number) => [...VEHICLES_KEY, 'detail', id] as const;

export async function getVehicle(id: number, signal?: AbortSignal): Promise<VehicleDetail> {
  return (await apiRequest<{ data: VehicleDetail }>(`/api/vehicles/${id}`, { signal, silent: true })).data;
}

export function useVehicle(id: number) {
  return useQuery({ queryKey: vehicleKey(id), queryFn: ({ signal }) => getVehicle(id, signal) });
}
