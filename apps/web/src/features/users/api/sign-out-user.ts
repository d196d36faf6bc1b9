import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { USERS_KEY } from './types';

export function signOutUser(id: number) {
  return apiRequest<{ closed: number }>(`/api/admin/users/${id}/sign-out`, { method: 'POST' });
}

export function useSignOutUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOutUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USERS_KEY }),
  });
}
