import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CatalogueSettingsBody } from '@yonke/domain/schemas';
import { api, idPath, ok } from '../../../lib/api';
import { CATALOGUE_SETTINGS_KEY, type CatalogueSettings } from './get-catalogue-settings';
import { metaFeedKey } from './get-meta-feed';

export type CatalogueSettingsInput = CatalogueSettingsBody & { id: number };

export function updateCatalogueSettings({ id, ...body }: CatalogueSettingsInput): Promise<CatalogueSettings> {
  return ok(api.PUT('/api/public-catalogue/companies/{id}', { params: idPath(id), body }));
}

export function useUpdateCatalogueSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCatalogueSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData<CatalogueSettings[]>(CATALOGUE_SETTINGS_KEY, (list) =>
        list?.map((row) => (row.id === saved.id ? saved : row)),
      );
      // The feed answers only while the catalogue is on: its panel shows that.
      void queryClient.invalidateQueries({ queryKey: metaFeedKey(saved.id) });
    },
  });
}
