import { apiRequest } from '../../../lib/api-client';
import type { Profile } from './get-profile';
import { useProfileMutation } from './update-profile';

export function uploadAvatar(file: File) {
  const form = new FormData();
  form.append('file', file, file.name);
  return apiRequest<Profile>('/api/profile/avatar', { method: 'POST', body: form, silent: true });
}

export function useUploadAvatar() {
  return useProfileMutation(uploadAvatar);
}
