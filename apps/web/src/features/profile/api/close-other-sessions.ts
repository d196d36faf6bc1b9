import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, ok } from '../../../lib/api';
import { SESSIONS_KEY } from './get-sessions';

export function closeOtherSessions() {
  return ok(api.POST('/api/profile/sessions/close-others'));
}

export function useCloseOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: closeOtherSessions,
    onSettled: () => queryClient.invalidateQueries({ queryKey: SESSIONS_KEY }),
  });
}
