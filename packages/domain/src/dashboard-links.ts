// Where each Tablero figure leads: the list that produced it, with its filters in the URL
// (docs/domain-rules.md, Tablero and Reportes). The web app builds its links here and the API tests ask the
// lists with these very filters, so a figure and its list are compared exactly as a person would follow the
// link.

import { STOCK_STATUSES } from './dashboard.ts';
import { STATUS } from './statuses.ts';

export interface ListLink {
  path: '/sales' | '/inventory' | '/reinventory';
  /** URL parameters as the list screens read them (lists are comma-separated). */
  params: Record<string, string>;
}

/** The company role 1 chose; absent for every company, and for other roles (their own). */
type Store = number | undefined;

function withStore(params: Record<string, string>, store: Store): Record<string, string> {
  return store === undefined ? params : { ...params, store: String(store) };
}

/** Ventas: the parts sold on those days, optionally by one seller, category or make. */
export function salesLink(
  period: { from: string; to: string },
  store: Store,
  group?: { sold_by?: number; category?: number; make?: number },
): ListLink {
  const params: Record<string, string> = {
    status: String(STATUS.SOLD),
    sold_from: period.from,
    sold_to: period.to,
  };
  for (const [key, value] of Object.entries(group ?? {})) {
    if (value !== undefined) params[key] = String(value);
  }
  return { path: '/sales', params: withStore(params, store) };
}

export function statusLink(statusIds: readonly number[], store: Store): ListLink {
  return { path: '/inventory', params: withStore({ status: statusIds.join(',') }, store) };
}

export function stockLink(
  store: Store,
  extra: { without_photos?: true; without_price?: true } = {},
): ListLink {
  const params: Record<string, string> = { status: STOCK_STATUSES.join(',') };
  if (extra.without_photos) params.without_photos = '1';
  if (extra.without_price) params.without_price = '1';
  return { path: '/inventory', params: withStore(params, store) };
}

/** Available parts that have been in stock between min and max days (max null: no upper end). */
export function agingLink(bucket: { min: number; max: number | null }, store: Store): ListLink {
  const params: Record<string, string> = {
    status: String(STATUS.AVAILABLE),
    stock_days_min: String(bucket.min),
    sort: 'oldest',
  };
  if (bucket.max !== null) params.stock_days_max = String(bucket.max);
  return { path: '/inventory', params: withStore(params, store) };
}

export function marketplaceLink(mlStatuses: readonly string[], store: Store): ListLink {
  return { path: '/inventory', params: withStore({ status_ml: mlStatuses.join(',') }, store) };
}

/** A location's stock-check screen, with its count history. */
export function locationCheckLink(locationId: number): ListLink {
  return { path: '/reinventory', params: { location: String(locationId) } };
}

export function linkHref(link: ListLink): string {
  const query = new URLSearchParams(link.params).toString();
  return query ? `${link.path}?${query}` : link.path;
}
