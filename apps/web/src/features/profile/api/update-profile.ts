import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, ok } from '../../../lib/api';
import { userQueryOptions } from '../../../lib/session';
import { PROFILE_KEY, type Profile } from './get-profile';

export function updateName(name: string) {
  return ok(api.PUT('/api/profile', { body: { name } }), { silent: true });
}

/** The header shows the name and avatar from the session user: both are refreshed. */
export function useProfileMutation<T>(mutationFn: (input: T) => Promise<Profile>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (profile) => {
      queryClient.setQueryData(PROFILE_KEY, profile);
      return queryClient.invalidateQueries({ queryKey: userQueryOptions.queryKey });
    },
  });
}

export function useUpdateName() {
  return useProfileMutation(updateName);
}
