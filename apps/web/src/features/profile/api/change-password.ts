import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PasswordChangeBody } from '@yonke/domain/schemas';
import { apiRequest } from '../../../lib/api-client';
import { userQueryOptions } from '../../../lib/session';
import { PROFILE_KEY, type Profile } from './get-profile';

export type PasswordChange = PasswordChangeBody;

export function changePassword(input: PasswordChange) {
  return apiRequest<Profile>('/api/profile/password', { method: 'PUT', body: input, silent: true });
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: async (profile) => {
      queryClient.setQueryData(PROFILE_KEY, profile);
      // The other sessions were closed; the list and the forced-change flag are refreshed.
      await queryClient.invalidateQueries({ queryKey: ['profile-sessions'] });
      await queryClient.fetchQuery({ ...userQueryOptions, staleTime: 0 });
    },
  });
}
