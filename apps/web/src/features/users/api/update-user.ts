import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { type ManagedUserDetail, USERS_KEY } from './types';

export interface UpdateUserInput {
  id: number;
  name: string;
  email: string;
  roles: number[];
  company_id?: number;
}

export function updateUser({ id, ...body }: UpdateUserInput) {
  return apiRequest<ManagedUserDetail>(`/api/admin/users/${id}`, { method: 'PUT', body, silent: true });
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: (user) => {
      queryClient.setQueryData([...USERS_KEY, 'detail', user.id], user);
      return queryClient.invalidateQueries({ queryKey: [...USERS_KEY, 'list'] });
    },
  });
}
