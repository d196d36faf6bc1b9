import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, idPath, ok } from '../../../lib/api';
import { SESSIONS_KEY } from './get-sessions';

export function closeSession(id: string) {
  return ok(api.DELETE('/api/profile/sessions/{id}', { params: idPath(id) }));
}

export function useCloseSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: closeSession,
    onSettled: () => queryClient.invalidateQueries({ queryKey: SESSIONS_KEY }),
  });
}
