import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FiscalProfileInput } from '@yonke/domain/schemas';
import { api, multipart, ok } from '../../../lib/api';

// «Datos fiscales» (/api/invoicing/profile…). The CSD's key and password go up once and never
// come back: the answer carries only the certificate's number, validity and any warning.

const profileKey = ['invoicing', 'profile'] as const;

export function useFiscalProfile() {
  return useQuery({
    queryKey: profileKey,
    queryFn: async ({ signal }) => (await ok(api.GET('/api/invoicing/profile', { signal }))).data,
  });
}

export function useSaveFiscalProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: FiscalProfileInput) =>
      (await ok(api.PUT('/api/invoicing/profile', { body }), { silent: true })).data,
    onSuccess: (profile) => client.setQueryData(profileKey, profile),
  });
}

export function useUploadCsd() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (files: { certificate: File; key: File; password: string }) => {
      const body = multipart({
        certificate: { file: files.certificate, name: files.certificate.name },
        key: { file: files.key, name: files.key.name },
        password: files.password,
      });
      return (await ok(api.POST('/api/invoicing/profile/csd', { body }), { silent: true })).data;
    },
    onSuccess: (profile) => client.setQueryData(profileKey, profile),
  });
}
