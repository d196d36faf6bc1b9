import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** A company's public catalogue settings (issue 15). */
export interface CatalogueSettings {
  id: number;
  name: string;
  slug: string | null;
  city: string | null;
  public_catalogue: boolean;
  suggested_slug: string;
  /** The absolute catalogue link; null until a slug is saved. */
  url: string | null;
}

export const CATALOGUE_SETTINGS_KEY = ['public-catalogue', 'companies'] as const;

export async function getCatalogueSettings(): Promise<CatalogueSettings[]> {
  return (await apiRequest<{ data: CatalogueSettings[] }>('/api/public-catalogue/companies')).data;
}

export const catalogueSettingsQueryOptions = queryOptions({
  queryKey: CATALOGUE_SETTINGS_KEY,
  queryFn: getCatalogueSettings,
});

export function useCatalogueSettings() {
  return useQuery(catalogueSettingsQueryOptions);
}
