import { useQuery } from '@tanstack/react-query';
import type { Profile } from '@yonke/domain/schemas';
import { api, ok } from '../../../lib/api';

export type { Profile };

export const PROFILE_KEY = ['profile'] as const;

export function useProfile() {
  return useQuery({
    queryKey: PROFILE_KEY,
    queryFn: ({ signal }) => ok(api.GET('/api/profile', { signal })),
  });
}
