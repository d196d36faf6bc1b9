import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Page } from '@yonke/domain/schemas';
import { api, ok } from '../../../lib/api';
import type { StockCheckRecord } from './bulk-update';

/** GET /api/stock-checks?location={id}&page={n}: past counts, newest first. */
export function getStockChecks(
  locationId: number | null,
  page: number,
  signal?: AbortSignal,
): Promise<Page<StockCheckRecord>> {
  const query = locationId === null ? { page } : { page, location: String(locationId) };
  return ok(api.GET('/api/stock-checks', { params: { query }, signal }));
}

export function useStockChecks(locationId: number | null, page: number, enabled: boolean) {
  return useQuery({
    queryKey: ['stock-check', 'history', locationId, page],
    queryFn: ({ signal }) => getStockChecks(locationId, page, signal),
    enabled,
    placeholderData: keepPreviousData,
  });
}
