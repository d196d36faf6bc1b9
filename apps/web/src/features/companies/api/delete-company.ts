import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { COMPANIES_KEY } from './types';

export function deleteCompany(id: number) {
  return apiRequest<void>(`/api/admin/companies/${id}`, { method: 'DELETE', silent: true });
}

export function useDeleteCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCompany,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: COMPANIES_KEY }),
  });
}
