import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { VehicleSort, VehicleSummary } from '@yonke/domain/schemas';
import { apiRequest } from '../../../lib/api-client';

export const VEHICLES_KEY = ['vehicles'] as const;

export interface VehicleListFilter {
  sort: VehicleSort;
  archived: boolean;
  vin: string;
}

export async function getVehicles(
  filter: VehicleListFilter,
  signal?: AbortSignal,
): Promise<VehicleSummary[]> {
  const query = new URLSearchParams({ sort: filter.sort });
  if (filter.archived) query.set('archived', '1');
  if (filter.vin) query.set('vin', filter.vin);
  const answer = await apiRequest<{ data: VehicleSummary[] }>(`/api/vehicles?${query}`, {
    signal,
    silent: true,
  });
  return answer.data;
}

export function useVehicles(filter: VehicleListFilter) {
  return useQuery({
    queryKey: [...VEHICLES_KEY, 'list', filter],
    queryFn: ({ signal }) => getVehicles(filter, signal),
    placeholderData: keepPreviousData,
  });
}
