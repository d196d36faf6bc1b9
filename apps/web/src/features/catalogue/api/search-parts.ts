import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Page, SearchRow } from '@yonke/domain/schemas';
import { api, ok } from '../../../lib/api';
import type { CatalogueFilters } from '../hooks/use-catalogue-filters';
import type { CatalogueSection } from '../sections';

/** The filters object in the shape the API reads (ids and lists of ids); the export sends it too. */
export function toRequestBody(filters: CatalogueFilters) {
  return {
    number: filters.q,
    sort: filters.sort,
    make: filters.make,
    model: filters.model,
    category: filters.category,
    years: filters.years,
    status: filters.status,
    status_ml: filters.status_ml,
    location: filters.location,
    position: filters.position,
    side: filters.side,
    condition: filters.condition,
    origin: filters.origin,
    quality: filters.quality,
    store: filters.store,
    store_ml: filters.store_ml,
    user: filters.user,
    sold_from: filters.sold_from,
    sold_to: filters.sold_to,
    sold_by: filters.sold_by,
    stock_days_min: filters.stock_days_min,
    stock_days_max: filters.stock_days_max,
    without_photos: filters.without_photos,
    without_price: filters.without_price,
  };
}

/**
 * `after`: the last part of the page before, when the user moved on from it with "next": the API
 * then continues right after that part instead of skipping every earlier match (docs/performance.md).
 */
export function searchParts(
  section: CatalogueSection,
  filters: CatalogueFilters,
  page: number,
  signal?: AbortSignal,
  after?: number,
): Promise<Page<SearchRow>> {
  const init = { params: { query: { page } }, body: { ...toRequestBody(filters), after }, signal };
  switch (section) {
    case 'search':
      return ok(api.POST('/api/autoparts/search', init));
    case 'sales':
      return ok(api.POST('/api/autoparts/searchSales', init));
    case 'inventory':
      return ok(api.POST('/api/autoparts/searchInventory', init));
  }
}

export function useSearchParts(
  section: CatalogueSection,
  filters: CatalogueFilters,
  page: number,
  after?: number,
) {
  return useQuery({
    queryKey: ['parts', section, filters, page, after],
    queryFn: ({ signal }) => searchParts(section, filters, page, signal, after),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
}
