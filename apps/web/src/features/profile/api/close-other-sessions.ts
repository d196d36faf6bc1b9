import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { SESSIONS_KEY } from './get-sessions';

export function closeOtherSessions() {
  return apiRequest<{ closed: number }>('/api/profile/sessions/close-others', { method: 'POST' });
}

export function useCloseOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: closeOtherSessions,
    onSettled: () => queryClient.invalidateQueries({ queryKey: SESSIONS_KEY }),
  });
}
