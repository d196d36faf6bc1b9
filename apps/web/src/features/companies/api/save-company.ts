import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { COMPANIES_KEY, type CompanyDetail, type CompanyInput } from './types';

/** Creates (id null) or updates a company; the answer is the company with its activity. */
export function saveCompany({ id, ...body }: CompanyInput & { id: number | null }) {
  return apiRequest<CompanyDetail>(id === null ? '/api/admin/companies' : `/api/admin/companies/${id}`, {
    method: id === null ? 'POST' : 'PUT',
    body,
    silent: true,
  });
}

/** Every change answers with the company: the detail is replaced and the list reloaded. */
export function useCompanyMutation<T>(mutationFn: (input: T) => Promise<CompanyDetail>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (company) => {
      queryClient.setQueryData([...COMPANIES_KEY, 'detail', company.id], company);
      return queryClient.invalidateQueries({ queryKey: [...COMPANIES_KEY, 'list'] });
    },
  });
}

export function useSaveCompany() {
  return useCompanyMutation(saveCompany);
}
