import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';

export interface Option {
  id: number;
  name: string;
}
export interface ModelOption extends Option {
  make_id: number;
}
export interface LocationOption extends Option {
  stock: number;
  store_id: number;
}
export interface MarketplaceAccountOption extends Option {
  store_id: number;
  store_name: string;
  user_id: string;
  needs_authorization: boolean;
}

/** Every reference list the screens use, keyed by the spec's path under /api. */
interface ReferenceLists {
  categories: Option[];
  positions: Option[];
  sides: Option[];
  conditions: Option[];
  origins: Option[];
  makes: Option[];
  models: ModelOption[];
  years: Option[];
  stores: Option[];
  stores_ml: MarketplaceAccountOption[];
  users: Option[];
  locations: LocationOption[];
  statuses: Option[];
  bulb_positions: Option[];
  bulb_technologies: Option[];
  shipping_types: Option[];
}

export type ReferenceListName = keyof ReferenceLists;

/** Fixed lists are fetched once per session; lists the users change (locations…) refresh on demand. */
const CHANGING: ReferenceListName[] = ['locations', 'stores_ml', 'users', 'stores'];

export function referenceListQuery<K extends ReferenceListName>(name: K) {
  return queryOptions({
    queryKey: ['reference', name],
    queryFn: ({ signal }) => apiRequest<ReferenceLists[K]>(`/api/${name}`, { signal, silent: true }),
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
