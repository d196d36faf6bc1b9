import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { UserPage } from '@yonke/domain/schemas';
import { apiRequest } from '../../../lib/api-client';
import { USERS_KEY, type UserFilters } from './types';

export type { UserPage };

/** The sort choices of the list: "field:direction" as the API takes them. */
export const USER_SORTS = [
  { value: 'name:asc', label: 'Nombre (A–Z)' },
  { value: 'name:desc', label: 'Nombre (Z–A)' },
  { value: 'last_sign_in:desc', label: 'Último acceso' },
  { value: 'created:desc', label: 'Más recientes' },
  { value: 'company:asc', label: 'Empresa' },
];

export function getUsers(filters: UserFilters, signal?: AbortSignal): Promise<UserPage> {
  const [sort, direction] = filters.sort.split(':');
  const params = new URLSearchParams({
    page: String(filters.page),
    per_page: String(filters.perPage),
    sort: sort ?? 'name',
    direction: direction ?? 'asc',
  });
  if (filters.search.trim()) params.set('search', filters.search.trim());
  if (filters.role) params.set('role', filters.role);
  if (filters.company) params.set('company', filters.company);
  if (filters.active !== 'all') params.set('active', filters.active);
  return apiRequest<UserPage>(`/api/admin/users?${params}`, { signal });
}

export function useUsers(filters: UserFilters) {
  return useQuery({
    queryKey: [...USERS_KEY, 'list', filters],
    queryFn: ({ signal }) => getUsers(filters, signal),
    // The table keeps its rows while the next page or filter loads, instead of flashing empty.
    placeholderData: keepPreviousData,
  });
}
