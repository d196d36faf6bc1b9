import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export interface Profile {
  id: number;
  name: string;
  email: string;
  avatar_url: string | null;
  roles: { role_id: number; name: string }[];
  store: { id: number; name: string };
  must_change_password: boolean;
}

export const PROFILE_KEY = ['profile'] as const;

export function useProfile() {
  return useQuery({
    queryKey: PROFILE_KEY,
    queryFn: ({ signal }) => apiRequest<Profile>('/api/profile', { signal }),
  });
}
