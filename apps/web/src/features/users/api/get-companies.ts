import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export interface CompanyOption {
  id: number;
  name: string;
  active: boolean;
}

/** The companies role 1 may put users in (the Empresas list, so deactivated ones show as such). */
export function useCompanyOptions(enabled: boolean) {
  return useQuery({
    queryKey: ['admin-companies', 'options'],
    queryFn: ({ signal }) => apiRequest<CompanyOption[]>('/api/admin/companies', { signal }),
    enabled,
    staleTime: 60_000,
  });
}
