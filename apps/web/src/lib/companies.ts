import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Company, CompanyDetail } from '@yonke/domain/schemas';
import { type ApiBody, api, idPath, multipart, ok } from './api';

// The company's one home on the web: the Empresas screen, the people screens and the import all
// read the same list under one key, and every change to a company refreshes it.

export type { Company, CompanyDetail };

/** What the Empresas form sends: the body the API declares for a new company. */
export type CompanyInput = ApiBody<'/api/admin/companies', 'post'>;

export const companyKeys = {
  all: ['companies'] as const,
  /** Every company (role 1) or the own one (role 2). */
  list: ['companies', 'list'] as const,
  detail: (id: number | null) => ['companies', 'detail', id] as const,
};

/** Every company role 1 may see, the deactivated ones too (they show as such). */
export function useCompanies(options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: companyKeys.list,
    queryFn: ({ signal }) => ok(api.GET('/api/admin/companies', { signal })),
    enabled: options.enabled ?? true,
  });
}

export function useCompany(id: number | null) {
  return useQuery({
    queryKey: companyKeys.detail(id),
    queryFn: ({ signal }) => ok(api.GET('/api/admin/companies/{id}', { params: idPath(id ?? 0), signal })),
    enabled: id !== null,
  });
}

/** Creates (id null) or updates a company; the answer is the company with its activity. */
export function saveCompany({ id, ...body }: CompanyInput & { id: number | null }): Promise<CompanyDetail> {
  return id === null
    ? ok(api.POST('/api/admin/companies', { body }), { silent: true })
    : ok(api.PUT('/api/admin/companies/{id}', { params: idPath(id), body }), { silent: true });
}

export function setCompanyActive(input: { id: number; active: boolean }): Promise<CompanyDetail> {
  const params = idPath(input.id);
  return input.active
    ? ok(api.POST('/api/admin/companies/{id}/activate', { params }), { silent: true })
    : ok(api.POST('/api/admin/companies/{id}/deactivate', { params }), { silent: true });
}

export function uploadLogo(input: { id: number; file: File }): Promise<CompanyDetail> {
  const body = multipart({ file: { file: input.file, name: input.file.name } });
  return ok(api.POST('/api/admin/companies/{id}/logo', { params: idPath(input.id), body }), { silent: true });
}

export function removeLogo(id: number): Promise<CompanyDetail> {
  return ok(api.DELETE('/api/admin/companies/{id}/logo', { params: idPath(id) }));
}

export function deleteCompany(id: number): Promise<unknown> {
  return ok(api.DELETE('/api/admin/companies/{id}', { params: idPath(id) }), { silent: true });
}

/** Every change answers with the company: the detail is replaced and the list reloaded. */
function useCompanyMutation<T>(mutationFn: (input: T) => Promise<CompanyDetail>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (company) => {
      queryClient.setQueryData(companyKeys.detail(company.id), company);
      return queryClient.invalidateQueries({ queryKey: companyKeys.list });
    },
  });
}

export const useSaveCompany = () => useCompanyMutation(saveCompany);
export const useSetCompanyActive = () => useCompanyMutation(setCompanyActive);
export const useUploadLogo = () => useCompanyMutation(uploadLogo);
export const useRemoveLogo = () => useCompanyMutation(removeLogo);

export function useDeleteCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCompany,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyKeys.all }),
  });
}
