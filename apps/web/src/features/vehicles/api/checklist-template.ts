import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChecklistTemplateView } from '@yonke/domain/schemas';
import { type ApiBody, api, ok } from '../../../lib/api';

const TEMPLATE_KEY = ['vehicles', 'checklist-template'] as const;

export type TemplateItemInput = ApiBody<'/api/vehicles/checklist-template', 'put'>['items'][number];

export function useChecklistTemplate(enabled: boolean) {
  return useQuery({
    queryKey: TEMPLATE_KEY,
    queryFn: async ({ signal }) =>
      (await ok(api.GET('/api/vehicles/checklist-template', { signal }), { silent: true })).data,
    enabled,
  });
}

export function useSaveChecklistTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (items: TemplateItemInput[]) =>
      (await ok(api.PUT('/api/vehicles/checklist-template', { body: { items } }), { silent: true })).data,
    onSuccess: (data: ChecklistTemplateView) => queryClient.setQueryData(TEMPLATE_KEY, data),
  });
}
