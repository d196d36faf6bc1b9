import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { COMPANIES_KEY, type CompanyDetail } from './types';

export function useCompany(id: number | null) {
  return useQuery({
    queryKey: [...COMPANIES_KEY, 'detail', id],
    queryFn: ({ signal }) => apiRequest<CompanyDetail>(`/api/admin/companies/${id}`, { signal }),
    enabled: id !== null,
  });
}
