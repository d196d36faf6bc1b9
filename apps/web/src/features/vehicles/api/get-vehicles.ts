import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { VehicleSort, VehicleSummary } from '@yonke/domain/schemas';
import { api, ok } from '../../../lib/api';

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
  const query = {
    sort: filter.sort,
    ...(filter.archived ? { archived: '1' as const } : {}),
    ...(filter.vin ? { vin: filter.vin } : {}),
  };
  const answer = await ok(api.GET('/api/vehicles', { params: { query }, signal }), { silent: true });
  return answer.data;
}

export function useVehicles(filter: VehicleListFilter) {
  return useQuery({
    queryKey: [...VEHICLES_KEY, 'list', filter],
    queryFn: ({ signal }) => getVehicles(filter, signal),
    placeholderData: keepPreviousData,
  });
}
