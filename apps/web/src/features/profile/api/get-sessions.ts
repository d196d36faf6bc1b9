import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export interface OwnSession {
  id: string;
  device: string;
  ip: string | null;
  created_at: string;
  last_seen_at: string;
  current: boolean;
}

export const SESSIONS_KEY = ['profile-sessions'] as const;

export function useOwnSessions() {
  return useQuery({
    queryKey: SESSIONS_KEY,
    queryFn: ({ signal }) => apiRequest<OwnSession[]>('/api/profile/sessions', { signal }),
  });
}
