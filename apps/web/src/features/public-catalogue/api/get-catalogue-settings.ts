import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CatalogueSettings } from '@yonke/domain/schemas';
import { api, ok } from '../../../lib/api';

/** A company's public catalogue settings (docs/decisions/006-public-pages.md). */
export type { CatalogueSettings };

export const CATALOGUE_SETTINGS_KEY = ['public-catalogue', 'companies'] as const;

export async function getCatalogueSettings(): Promise<CatalogueSettings[]> {
  return (await ok(api.GET('/api/public-catalogue/companies'))).data;
}

export const catalogueSettingsQueryOptions = queryOptions({
  queryKey: CATALOGUE_SETTINGS_KEY,
  queryFn: getCatalogueSettings,
});

export function useCatalogueSettings() {
  return useQuery(catalogueSettingsQueryOptions);
}
