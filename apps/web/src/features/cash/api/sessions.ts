import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CashCount,
  CashMovementInput,
  CashSession,
  CashSessionSummary,
  CloseSession,
} from '@yonke/domain/schemas';
import { apiRequest } from '../../../lib/api-client';

// A session's calls. Every mutation answers the whole session, which replaces the cached one.

export const sessionKey = (id: number) => ['cash', 'sessions', id] as const;

export function useCashSession(id: number) {
  return useQuery({
    queryKey: sessionKey(id),
    queryFn: () => apiRequest<CashSession>(`/api/cash/sessions/${id}`, { silent: true }),
  });
}

export function useCashSessions() {
  return useQuery({
    queryKey: ['cash', 'sessions', 'list'],
    queryFn: () => apiRequest<CashSessionSummary[]>('/api/cash/sessions'),
  });
}

function useSessionMutation<T>(id: number, path: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: T) =>
      apiRequest<CashSession>(`/api/cash/sessions/${id}/${path}`, { method: 'POST', body, silent: true }),
    onSuccess: (session) => {
      client.setQueryData(sessionKey(id), session);
      void client.invalidateQueries({ queryKey: ['cash', 'registers'] });
      void client.invalidateQueries({ queryKey: ['cash', 'sessions', 'list'] });
    },
  });
}

export const useMoveCash = (id: number) => useSessionMutation<CashMovementInput>(id, 'movements');
export const useCountCash = (id: number) => useSessionMutation<CashCount>(id, 'count');
export const useCloseSession = (id: number) => useSessionMutation<CloseSession>(id, 'close');
export const useReopenSession = (id: number) => useSessionMutation<{ reason: string }>(id, 'reopen');
