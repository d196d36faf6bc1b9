import { DEFAULT_SORT, isSortKey, parseDigitsAsId, parseIsoDay, type SortKey } from '@yonke/domain';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';

/** Every filter lives in the URL, so a search can be shared and survives a reload. */
export interface CatalogueFilters {
  q: string;
  sort: SortKey;
  make?: number;
  model?: number;
  category?: number;
  years?: number[];
  status?: number[];
  status_ml?: string[];
  location?: number;
  position?: number;
  side?: number;
  condition?: number;
  origin?: number;
  quality?: number;
  store?: number;
  store_ml?: number;
  user?: number;
  // Filters the Tablero's links bring (packages/domain dashboard-links.ts): shown as removable chips above
  // the results.
  sold_from?: string;
  sold_to?: string;
  sold_by?: number;
  stock_days_min?: number;
  stock_days_max?: number;
  without_photos?: true;
  without_price?: true;
}

export const DAY_FILTERS = ['sold_from', 'sold_to'] as const;
export const DAYS_FILTERS = ['stock_days_min', 'stock_days_max'] as const;
export const FLAG_FILTERS = ['without_photos', 'without_price'] as const;

export const ID_FILTERS = [
  'make',
  'model',
  'category',
  'location',
  'position',
  'side',
  'condition',
  'origin',
  'quality',
  'store',
  'store_ml',
  'user',
  'sold_by',
] as const;
const LIST_FILTERS = ['years', 'status'] as const;

function positiveInt(value: string | null): number | undefined {
  return parseDigitsAsId(value ?? '') ?? undefined;
}

export function parseFilters(params: URLSearchParams): CatalogueFilters {
  const sort = params.get('sort');
  const filters: CatalogueFilters = {
    q: params.get('q') ?? '',
    sort: sort && isSortKey(sort) ? sort : DEFAULT_SORT,
  };
  for (const key of ID_FILTERS) filters[key] = positiveInt(params.get(key));
  for (const key of LIST_FILTERS) {
    const values = (params.get(key) ?? '')
      .split(',')
      .map((value) => positiveInt(value))
      .filter((value): value is number => value !== undefined);
    filters[key] = values.length > 0 ? values : undefined;
  }
  const statusMl = (params.get('status_ml') ?? '').split(',').filter(Boolean);
  filters.status_ml = statusMl.length > 0 ? statusMl : undefined;
  for (const key of DAY_FILTERS) {
    const value = params.get(key) ?? '';
    filters[key] = parseIsoDay(value) === null ? undefined : value;
  }
  for (const key of DAYS_FILTERS) {
    const value = params.get(key) ?? '';
    filters[key] = /^\d{1,5}$/.test(value) ? Number(value) : undefined;
  }
  for (const key of FLAG_FILTERS) filters[key] = params.get(key) === '1' ? true : undefined;
  return filters;
}

export function filtersToParams(filters: CatalogueFilters, page = 1): URLSearchParams {
  const params = new URLSearchParams();
  if (page > 1) params.set('page', String(page));
  if (filters.q.trim()) params.set('q', filters.q.trim());
  if (filters.sort !== DEFAULT_SORT) params.set('sort', filters.sort);
  for (const key of ID_FILTERS) {
    const value = filters[key];
    if (value !== undefined) params.set(key, String(value));
  }
  for (const key of [...LIST_FILTERS, 'status_ml'] as const) {
    const value = filters[key];
    if (value && value.length > 0) params.set(key, value.join(','));
  }
  for (const key of [...DAY_FILTERS, ...DAYS_FILTERS]) {
    const value = filters[key];
    if (value !== undefined) params.set(key, String(value));
  }
  for (const key of FLAG_FILTERS) if (filters[key]) params.set(key, '1');
  return params;
}

/** How many filters (besides the text and the sort) are active, for the toggle's badge. */
export function activeFilterCount(filters: CatalogueFilters): number {
  let count = 0;
  for (const key of ID_FILTERS) if (filters[key] !== undefined) count += 1;
  for (const key of [...LIST_FILTERS, 'status_ml'] as const) if (filters[key]?.length) count += 1;
  for (const key of [...DAY_FILTERS, ...DAYS_FILTERS, ...FLAG_FILTERS])
    if (filters[key] !== undefined) count += 1;
  return count;
}

/** The text as the URL will give it back: trimmed, and lone surrogates turned into U+FFFD. */
export function urlText(text: string): string {
  return new URLSearchParams(new URLSearchParams([['q', text.trim()]]).toString()).get('q') ?? '';
}

/**
 * What to do when the URL's text changes, given the texts this screen wrote and has not seen land
 * yet (oldest first): its own write landing (`own`) leaves the box alone, anything else (Back, a
 * link) is a new search the box shows. Writes before the one that landed are dropped with it.
 */
export function urlTextLanded(pending: readonly string[], landed: string) {
  const index = pending.indexOf(landed);
  return index === -1 ? { own: false, pending: [] } : { own: true, pending: pending.slice(index + 1) };
}

/**
 * The search box and the URL (docs/product.md §10 "The search box keeps what was typed"). A URL
 * change lands a while after it is asked for (the route's loader checks the session first, then
 * React renders it as a transition), so copying every URL text into the box put back a text the
 * user had already corrected or erased. The box is the source of truth; the URL follows it, and
 * the box only takes the URL's text when someone else changed it.
 */
export function useCatalogueFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parseFilters(params), [params]);
  const page = positiveInt(params.get('page')) ?? 1;
  const [text, setTextState] = useState(filters.q);
  // Read by handlers that finish after an await (a scanned location): they act on what is on
  // screen then, not on what it was when they started.
  const latest = useRef({ text, filters });
  latest.current.filters = filters;
  const written = useRef<string[]>([]);
  const setText = useCallback((next: string) => {
    latest.current.text = next;
    setTextState(next);
  }, []);
  useEffect(() => {
    const { own, pending } = urlTextLanded(written.current, filters.q);
    written.current = pending;
    if (!own) setText(filters.q);
  }, [filters.q, setText]);
  const write = useCallback(
    (next: CatalogueFilters, nextPage: number) => {
      const q = urlText(next.q);
      if (q !== latest.current.filters.q || written.current.length > 0) written.current.push(q);
      setParams(filtersToParams(next, nextPage));
    },
    [setParams],
  );
  const apply = useCallback((next: CatalogueFilters, nextPage = 1) => write(next, nextPage), [write]);
  const goToPage = useCallback((nextPage: number) => write(filters, nextPage), [filters, write]);
  return { filters, page, apply, goToPage, text, setText, latest };
}
