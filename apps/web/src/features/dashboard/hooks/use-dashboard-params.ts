import { DASHBOARD_PERIODS, type DashboardPeriod, parseDigitsAsId, parseIsoDay } from '@yonke/domain';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/** The Tablero's period and company live in the URL: a view can be shared and survives a reload. */
export interface DashboardParams {
  period: DashboardPeriod;
  from?: string;
  to?: string;
  /** Role 1 only: the chosen company; absent means every company. */
  store?: number;
}

export function parseDashboardParams(params: URLSearchParams, fallback: DashboardPeriod): DashboardParams {
  const raw = params.get('period');
  const period = (DASHBOARD_PERIODS as readonly string[]).includes(raw ?? '')
    ? (raw as DashboardPeriod)
    : fallback;
  const day = (key: string) => {
    const value = params.get(key) ?? '';
    return parseIsoDay(value) === null ? undefined : value;
  };
  const store = parseDigitsAsId(params.get('store') ?? '') ?? undefined;
  return period === 'range' ? { period, from: day('from'), to: day('to'), store } : { period, store };
}

export function dashboardParamsToSearch(value: DashboardParams): URLSearchParams {
  const params = new URLSearchParams({ period: value.period });
  if (value.period === 'range') {
    if (value.from) params.set('from', value.from);
    if (value.to) params.set('to', value.to);
  }
  if (value.store !== undefined) params.set('store', String(value.store));
  return params;
}

export function useDashboardParams(fallback: DashboardPeriod) {
  const [search, setSearch] = useSearchParams();
  const params = useMemo(() => parseDashboardParams(search, fallback), [search, fallback]);
  const update = useCallback(
    (next: DashboardParams) => setSearch(dashboardParamsToSearch(next), { replace: true }),
    [setSearch],
  );
  /** A range is asked only once both days are there and in order. */
  const ready = params.period !== 'range' || (!!params.from && !!params.to && params.from <= params.to);
  return { params, update, ready };
}
