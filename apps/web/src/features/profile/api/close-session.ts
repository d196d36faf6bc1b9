import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { SESSIONS_KEY } from './get-sessions';

export function closeSession(id: string) {
  return apiRequest<{ current: boolean }>(`/api/profile/sessions/${encodeURIComponent(id)}`, {
    method: 'DELETE',
  });
}

export function useCloseSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: closeSession,
    onSettled: () => queryClient.invalidateQueries({ queryKey: SESSIONS_KEY }),
  });
}
