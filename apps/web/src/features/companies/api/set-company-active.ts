import { apiRequest } from '../../../lib/api-client';
import { useCompanyMutation } from './save-company';
import type { CompanyDetail } from './types';

export function setCompanyActive(input: { id: number; active: boolean }) {
  return apiRequest<CompanyDetail>(
    `/api/admin/companies/${input.id}/${input.active ? 'activate' : 'deactivate'}`,
    { method: 'POST', silent: true },
  );
}

export function useSetCompanyActive() {
  return useCompanyMutation(setCompanyActive);
}
