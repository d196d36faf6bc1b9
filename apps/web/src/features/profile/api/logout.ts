import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { userQueryOptions } from '../../../lib/session';

/** Signing out from the forced change screen (features do not share hooks across features). */
export function useLogout(onDone: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('/logout', { method: 'POST', silent: true }),
    onSettled: () => {
      queryClient.clear();
      queryClient.setQueryData(userQueryOptions.queryKey, null);
      onDone();
    },
  });
}
