import { apiRequest } from '../../../lib/api-client';
import { useCompanyMutation } from './save-company';
import type { CompanyDetail } from './types';

export function uploadLogo(input: { id: number; file: File }) {
  const form = new FormData();
  form.append('file', input.file, input.file.name);
  return apiRequest<CompanyDetail>(`/api/admin/companies/${input.id}/logo`, {
    method: 'POST',
    body: form,
    silent: true,
  });
}

export function useUploadLogo() {
  return useCompanyMutation(uploadLogo);
}
