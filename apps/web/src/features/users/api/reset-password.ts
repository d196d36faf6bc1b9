import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { USERS_KEY } from './types';

export function resetPassword(id: number) {
  return apiRequest<{ temporary_password: string }>(`/api/admin/users/${id}/reset-password`, {
    method: 'POST',
  });
}

export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetPassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USERS_KEY }),
  });
}
