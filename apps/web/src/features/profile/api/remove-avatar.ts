import { api, ok } from '../../../lib/api';
import type { Profile } from './get-profile';
import { useProfileMutation } from './update-profile';

export function removeAvatar(_: undefined): Promise<Profile> {
  return ok(api.DELETE('/api/profile/avatar'));
}

export function useRemoveAvatar() {
  return useProfileMutation(removeAvatar);
}
