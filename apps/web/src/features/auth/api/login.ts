import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginInput } from '@yonke/domain/schemas';
import { apiRequest, ensureCsrfCookie } from '../../../lib/api-client';
import { userQueryOptions } from '../../../lib/session';

export async function login(input: LoginInput): Promise<void> {
  await ensureCsrfCookie();
  await apiRequest('/login', { method: 'POST', body: input, silent: true });
}

export function useLogin(onSuccess: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: async () => {
      queryClient.removeQueries();
      await queryClient.fetchQuery(userQueryOptions);
      onSuccess();
    },
  });
}
