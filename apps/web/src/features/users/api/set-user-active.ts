import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { type ManagedUserDetail, USERS_KEY } from './types';

export function setUserActive(input: { id: number; active: boolean }) {
  return apiRequest<ManagedUserDetail>(
    `/api/admin/users/${input.id}/${input.active ? 'activate' : 'deactivate'}`,
    { method: 'POST' },
  );
}

export function useSetUserActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setUserActive,
    onSuccess: (user) => {
      queryClient.setQueryData([...USERS_KEY, 'detail', user.id], user);
      return queryClient.invalidateQueries({ queryKey: [...USERS_KEY, 'list'] });
    },
  });
}
