import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CatalogueSettingsBody } from '@yonke/domain/schemas';
import { apiRequest } from '../../../lib/api-client';
import { CATALOGUE_SETTINGS_KEY, type CatalogueSettings } from './get-catalogue-settings';

export type CatalogueSettingsInput = CatalogueSettingsBody & { id: number };

export function updateCatalogueSettings({ id, ...body }: CatalogueSettingsInput): Promise<CatalogueSettings> {
  return apiRequest<CatalogueSettings>(`/api/public-catalogue/companies/${id}`, { method: 'PUT', body });
}

export function useUpdateCatalogueSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCatalogueSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData<CatalogueSettings[]>(CATALOGUE_SETTINGS_KEY, (list) =>
        list?.map((row) => (row.id === saved.id ? saved : row)),
      );
    },
  });
}
