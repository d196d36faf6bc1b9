import { useQuery } from '@tanstack/react-query';
import { STOCK_CHECK_STATUSES } from '@yonke/domain';
import type { Page, SearchRow } from '@yonke/domain/schemas';
import { api, ok } from '../../../lib/api';
import { ApiError } from '../../../lib/api-client';
import { keepOffline, readOffline } from '../../../lib/offline/offline-data';
import { useUser } from '../../../lib/session';
import type { StockPart } from './types';

/** Pages fetched at once while loading a location; the server's page size stays 50 (docs/product.md §9). */
const PARALLEL_PAGES = 4;

function toStockPart(row: SearchRow): StockPart {
  return {
    id: row.id,
    ag_id: row.ag_id,
    name: row.name,
    sale_price: row.sale_price,
    status_id: row.status_id,
    status_name: row.status?.name ?? '',
    location_id: row.location_id,
    location_name: row.location?.name ?? null,
    ml_id: row.ml_id,
    ml_status: row.ml_status,
    url_thumbnail: row.url_thumbnail,
  };
}

function fetchPage(locationId: number, page: number, signal?: AbortSignal): Promise<Page<SearchRow>> {
  return ok(
    api.POST('/api/autoparts/searchInventory', {
      params: { query: { page } },
      body: { number: '', sort: 'atoz', location: locationId, status: [...STOCK_CHECK_STATUSES] },
      signal,
    }),
  );
}

/**
 * Every part of the location in statuses 1, 2 and 5 (spec: the stock check's search with the
 * status list forced). A count must cover the whole location, not the page on screen, so every
 * page is loaded into the session; the table then pages through it locally, 50 rows at a time.
 */
export async function getLocationParts(locationId: number, signal?: AbortSignal): Promise<StockPart[]> {
  const first = await fetchPage(locationId, 1, signal);
  const rows = [...first.data];
  const remaining = Array.from({ length: Math.max(0, first.last_page - 1) }, (_, index) => index + 2);
  for (let start = 0; start < remaining.length; start += PARALLEL_PAGES) {
    const pages = await Promise.all(
      remaining.slice(start, start + PARALLEL_PAGES).map((page) => fetchPage(locationId, page, signal)),
    );
    for (const page of pages) rows.push(...page.data);
  }
  // A part that moved between two page loads could appear twice; a count needs it once.
  const seen = new Set<number>();
  return rows.filter((row) => !seen.has(row.id) && seen.add(row.id)).map(toStockPart);
}

/**
 * The list as loaded, kept on the device for this user, so that a location opened once can be
 * counted later without connection (docs/product.md §10, "Inventario sin conexión").
 */
export async function getLocationPartsKept(
  userId: number | null,
  locationId: number,
  signal?: AbortSignal,
): Promise<StockPart[]> {
  const key = `location-parts:${locationId}`;
  try {
    const rows = await getLocationParts(locationId, signal);
    if (userId !== null) await keepOffline(userId, key, rows);
    return rows;
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 0) || userId === null) throw error;
    const kept = await readOffline<StockPart[]>(userId, key);
    if (!kept) throw error;
    return kept.value;
  }
}

export function useLocationParts(locationId: number | null) {
  const userId = useUser()?.id ?? null;
  return useQuery({
    queryKey: ['stock-check', 'parts', locationId],
    queryFn: ({ signal }) => getLocationPartsKept(userId, locationId as number, signal),
    enabled: locationId !== null,
    // The count starts from the database as it is now, never from a cached list.
    staleTime: 0,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
}
