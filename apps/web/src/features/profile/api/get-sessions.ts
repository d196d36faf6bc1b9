import { useQuery } from '@tanstack/react-query';
import type { OwnSession } from '@yonke/domain/schemas';
import { apiRequest } from '../../../lib/api-client';

export type { OwnSession };

export const SESSIONS_KEY = ['profile-sessions'] as const;

export function useOwnSessions() {
  return useQuery({
    queryKey: SESSIONS_KEY,
    queryFn: ({ signal }) => apiRequest<OwnSession[]>('/api/profile/sessions', { signal }),
  });
}
