import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { markPendingLogout, userQueryOptions } from '../../../lib/session';

export function useLogout(onDone: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      try {
        await apiRequest('/logout', { method: 'POST', silent: true });
      } catch (error) {
        // Without connection the server's session ends at the next contact (lib/session.ts).
        if (error instanceof ApiError && error.status === 0) markPendingLogout();
        else throw error;
      }
    },
    onSettled: () => {
      queryClient.clear();
      queryClient.setQueryData(userQueryOptions.queryKey, null);
      onDone();
    },
  });
}
