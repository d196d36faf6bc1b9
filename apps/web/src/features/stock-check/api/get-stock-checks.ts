import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Page } from '@yonke/domain/schemas';
import { apiRequest } from '../../../lib/api-client';
import type { StockCheckRecord } from './bulk-update';

/** GET /api/stock-checks?location={id}&page={n}: past counts, newest first. */
export function getStockChecks(locationId: number | null, page: number, signal?: AbortSignal) {
  const query = new URLSearchParams({ page: String(page) });
  if (locationId !== null) query.set('location', String(locationId));
  return apiRequest<Page<StockCheckRecord>>(`/api/stock-checks?${query}`, { signal });
}

export function useStockChecks(locationId: number | null, page: number, enabled: boolean) {
  return useQuery({
    queryKey: ['stock-check', 'history', locationId, page],
    queryFn: ({ signal }) => getStockChecks(locationId, page, signal),
    enabled,
    placeholderData: keepPreviousData,
  });
}
