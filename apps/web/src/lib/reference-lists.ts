import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiAnswer, type ApiPath, api, ok } from './api';

// The reference lists' one home on the web: one cache key per list, typed by the API's document.

/** Every reference list the screens use, by the spec's path under /api. */
const PATHS = {
  categories: '/api/categories',
  positions: '/api/positions',
  sides: '/api/sides',
  conditions: '/api/conditions',
  origins: '/api/origins',
  makes: '/api/makes',
  models: '/api/models',
  years: '/api/years',
  stores: '/api/stores',
  stores_ml: '/api/stores_ml',
  users: '/api/users',
  locations: '/api/locations',
  statuses: '/api/statuses',
  bulb_positions: '/api/bulb_positions',
  bulb_technologies: '/api/bulb_technologies',
  shipping_types: '/api/shipping_types',
} as const satisfies Record<string, ApiPath>;

type ReferenceLists = { [K in keyof typeof PATHS]: ApiAnswer<(typeof PATHS)[K], 'get'> };

export type Option = { id: number; name: string };
export type ModelOption = ReferenceLists['models'][number];
export type LocationOption = ReferenceLists['locations'][number];
export type MarketplaceAccountOption = ReferenceLists['stores_ml'][number];

export type ReferenceListName = keyof ReferenceLists;

/** Fixed lists are fetched once per session; lists the users change (locations…) refresh on demand. */
const CHANGING: ReferenceListName[] = ['locations', 'stores_ml', 'users', 'stores'];

export function referenceListQuery<K extends ReferenceListName>(name: K) {
  return queryOptions({
    queryKey: ['reference', name],
    // One path of the table above: the client is typed per path, so the union is narrowed here.
    queryFn: ({ signal }) =>
      ok(api.GET(PATHS[name] as '/api/statuses', { signal }), { silent: true }) as Promise<ReferenceLists[K]>,
    staleTime: CHANGING.includes(name) ? 60_000 : Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
}

export function useReferenceList<K extends ReferenceListName>(name: K, enabled = true): ReferenceLists[K] {
  const query = useQuery({ ...referenceListQuery(name), enabled });
  return query.data ?? ([] as unknown as ReferenceLists[K]);
}

/** Options for Mantine selects: value is the id as text. */
export function toSelectData(options: readonly Option[]) {
  return options.map((option) => ({ value: String(option.id), label: option.name }));
}
