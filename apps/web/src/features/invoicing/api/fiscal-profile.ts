import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FiscalProfile, FiscalProfileInput } from '@yonke/domain/schemas';
import { apiRequest } from '../../../lib/api-client';

// «Datos fiscales» (/api/invoicing/profile…). The CSD's key and password go up once and never
// come back: the answer carries only the certificate's number, validity and any warning.

const profileKey = ['invoicing', 'profile'] as const;

export function useFiscalProfile() {
  return useQuery({
    queryKey: profileKey,
    queryFn: async () => (await apiRequest<{ data: FiscalProfile | null }>('/api/invoicing/profile')).data,
  });
}

export function useSaveFiscalProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: FiscalProfileInput) =>
      (
        await apiRequest<{ data: FiscalProfile }>('/api/invoicing/profile', {
          method: 'PUT',
          body,
          silent: true,
        })
      ).data,
    onSuccess: (profile) => client.setQueryData(profileKey, profile),
  });
}

export function useUploadCsd() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (files: { certificate: File; key: File; password: string }) => {
      const form = new FormData();
      form.set('certificate', files.certificate);
      form.set('key', files.key);
      form.set('password', files.password);
      return (
        await apiRequest<{ data: FiscalProfile }>('/api/invoicing/profile/csd', {
          method: 'POST',
          body: form,
          silent: true,
        })
      ).data;
    },
    onSuccess: (profile) => client.setQueryData(profileKey, profile),
  });
}
