import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { COMPANIES_KEY, type Company } from './types';

/** Every company (role 1) or the own one (role 2). */
export function useCompanies() {
  return useQuery({
    queryKey: [...COMPANIES_KEY, 'list'],
    queryFn: ({ signal }) => apiRequest<Company[]>('/api/admin/companies', { signal }),
  });
}
