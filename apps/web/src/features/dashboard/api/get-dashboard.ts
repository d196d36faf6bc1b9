import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DashboardData } from '@yonke/domain/schemas';
import { apiRequest } from '../../../lib/api-client';
import type { DashboardParams } from '../hooks/use-dashboard-params';

/** GET /api/dashboard: every figure of the period (roles 1, 2, 5). */
export function getDashboard(params: DashboardParams, signal?: AbortSignal) {
  const query = new URLSearchParams({ period: params.period });
  if (params.period === 'range') {
    query.set('from', params.from ?? '');
    query.set('to', params.to ?? '');
  }
  if (params.store !== undefined) query.set('store', String(params.store));
  return apiRequest<DashboardData>(`/api/dashboard?${query}`, { signal, silent: true });
}

export function useDashboard(params: DashboardParams, enabled = true) {
  return useQuery({
    queryKey: ['dashboard', params],
    queryFn: ({ signal }) => getDashboard(params, signal),
    placeholderData: keepPreviousData,
    enabled,
    // Figures of a period move with every sale: never older than a minute on screen.
    staleTime: 60_000,
  });
}
