import { api, multipart, ok } from '../../../lib/api';
import type { Profile } from './get-profile';
import { useProfileMutation } from './update-profile';

export function uploadAvatar(file: File): Promise<Profile> {
  const body = multipart({ file: { file, name: file.name } });
  return ok(api.POST('/api/profile/avatar', { body }), { silent: true });
}

export function useUploadAvatar() {
  return useProfileMutation(uploadAvatar);
}
