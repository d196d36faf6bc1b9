import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CashCount, CashMovementInput, CashSession, CloseSession } from '@yonke/domain/schemas';
import { type ApiBody, api, idPath, ok } from '../../../lib/api';

// A session's calls. Every mutation answers the whole session, which replaces the cached one.

export const sessionKey = (id: number) => ['cash', 'sessions', id] as const;

export function useCashSession(id: number) {
  return useQuery({
    queryKey: sessionKey(id),
    queryFn: ({ signal }) =>
      ok(api.GET('/api/cash/sessions/{id}', { params: idPath(id), signal }), { silent: true }),
  });
}

export function useCashSessions() {
  return useQuery({
    queryKey: ['cash', 'sessions', 'list'],
    queryFn: ({ signal }) => ok(api.GET('/api/cash/sessions', { signal })),
  });
}

function useSessionMutation<T>(id: number, call: (body: T) => Promise<CashSession>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (session) => {
      client.setQueryData(sessionKey(id), session);
      void client.invalidateQueries({ queryKey: ['cash', 'registers'] });
      void client.invalidateQueries({ queryKey: ['cash', 'sessions', 'list'] });
    },
  });
}

export const useMoveCash = (id: number) =>
  useSessionMutation(id, (body: CashMovementInput) =>
    ok(api.POST('/api/cash/sessions/{id}/movements', { params: idPath(id), body }), { silent: true }),
  );
export const useCountCash = (id: number) =>
  useSessionMutation(id, (body: CashCount) =>
    ok(api.POST('/api/cash/sessions/{id}/count', { params: idPath(id), body }), { silent: true }),
  );
export const useCloseSession = (id: number) =>
  useSessionMutation(id, (body: CloseSession) =>
    ok(api.POST('/api/cash/sessions/{id}/close', { params: idPath(id), body }), { silent: true }),
  );
export const useReopenSession = (id: number) =>
  useSessionMutation(id, (body: ApiBody<'/api/cash/sessions/{id}/reopen', 'post'>) =>
    ok(api.POST('/api/cash/sessions/{id}/reopen', { params: idPath(id), body }), { silent: true }),
  );
