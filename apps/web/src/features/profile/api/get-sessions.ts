import { useQuery } from '@tanstack/react-query';
import type { OwnSession } from '@yonke/domain/schemas';
import { api, ok } from '../../../lib/api';

export type { OwnSession };

export const SESSIONS_KEY = ['profile-sessions'] as const;

export function useOwnSessions() {
  return useQuery({
    queryKey: SESSIONS_KEY,
    queryFn: ({ signal }) => ok(api.GET('/api/profile/sessions', { signal })),
  });
}
