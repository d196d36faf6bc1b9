import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { type ManagedUserDetail, USERS_KEY } from './types';

export function getUser(id: number, signal?: AbortSignal): Promise<ManagedUserDetail> {
  return apiRequest<ManagedUserDetail>(`/api/admin/users/${id}`, { signal });
}

export function useManagedUser(id: number | null) {
  return useQuery({
    queryKey: [...USERS_KEY, 'detail', id],
    queryFn: ({ signal }) => getUser(id ?? 0, signal),
    enabled: id !== null,
  });
}
