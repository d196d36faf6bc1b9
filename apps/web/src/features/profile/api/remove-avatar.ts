import { apiRequest } from '../../../lib/api-client';
import type { Profile } from './get-profile';
import { useProfileMutation } from './update-profile';

export function removeAvatar(_: undefined) {
  return apiRequest<Profile>('/api/profile/avatar', { method: 'DELETE' });
}

export function useRemoveAvatar() {
  return useProfileMutation(removeAvatar);
}
