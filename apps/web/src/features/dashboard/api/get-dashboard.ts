import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ApiQuery, api, ok } from '../../../lib/api';
import type { DashboardParams } from '../hooks/use-dashboard-params';

/** The period and company of the Tablero as the API reads them (the Reportes' sections too). */
export function periodQuery(params: DashboardParams): ApiQuery<'/api/dashboard', 'get'> {
  return {
    period: params.period,
    ...(params.period === 'range' ? { from: params.from ?? '', to: params.to ?? '' } : {}),
    ...(params.store !== undefined ? { store: params.store } : {}),
  };
}

/** GET /api/dashboard: every figure of the period (roles 1, 2, 5). */
export function getDashboard(params: DashboardParams, signal?: AbortSignal) {
  return ok(api.GET('/api/dashboard', { params: { query: periodQuery(params) }, signal }), { silent: true });
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
