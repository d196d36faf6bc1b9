import { apiRequest } from '../../../lib/api-client';
import { useCompanyMutation } from './save-company';
import type { CompanyDetail } from './types';

export function removeLogo(id: number) {
  return apiRequest<CompanyDetail>(`/api/admin/companies/${id}/logo`, { method: 'DELETE' });
}

export function useRemoveLogo() {
  return useCompanyMutation(removeLogo);
}
