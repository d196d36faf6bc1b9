import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChecklistTemplateView } from '@yonke/domain/schemas';
import { apiRequest } from '../../../lib/api-client';

const TEMPLATE_KEY = ['vehicles', 'checklist-template'] as const;

export interface TemplateItemInput {
  category_id: number;
  position_id: number | null;
  side_id: number | null;
}

export function useChecklistTemplate(enabled: boolean) {
  return useQuery({
    queryKey: TEMPLATE_KEY,
    queryFn: async ({ signal }) =>
      (
        await apiRequest<{ data: ChecklistTemplateView }>('/api/vehicles/checklist-template', {
          signal,
          silent: true,
        })
      ).data,
    enabled,
  });
}

export function useSaveChecklistTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (items: TemplateItemInput[]) =>
      (
        await apiRequest<{ data: ChecklistTemplateView }>('/api/vehicles/checklist-template', {
          method: 'PUT',
          body: { items },
          silent: true,
        })
      ).data,
    onSuccess: (data) => queryClient.setQueryData(TEMPLATE_KEY, data),
  });
}
