import { useQuery } from '@tanstack/react-query';
import type { Profile } from '@yonke/domain/schemas';
import { apiRequest } from '../../../lib/api-client';

export type { Profile };

export const PROFILE_KEY = ['profile'] as const;

export function useProfile() {
  return useQuery({
    queryKey: PROFILE_KEY,
    queryFn: ({ signal }) => apiRequest<Profile>('/api/profile', { signal }),
  });
}
