import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PasswordChangeBody } from '@yonke/domain/schemas';
import { api, ok } from '../../../lib/api';
import { userQueryOptions } from '../../../lib/session';
import { PROFILE_KEY } from './get-profile';
import { SESSIONS_KEY } from './get-sessions';

export type PasswordChange = PasswordChangeBody;

export function changePassword(input: PasswordChange) {
  return ok(api.PUT('/api/profile/password', { body: input }), { silent: true });
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: async (profile) => {
      queryClient.setQueryData(PROFILE_KEY, profile);
      // The other sessions were closed; the list and the forced-change flag are refreshed.
      await queryClient.invalidateQueries({ queryKey: SESSIONS_KEY });
      await queryClient.fetchQuery({ ...userQueryOptions, staleTime: 0 });
    },
  });
}
