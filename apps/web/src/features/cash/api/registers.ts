import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CashRegister, CashSession, CreateRegister, OpenSession } from '@yonke/domain/schemas';
import { apiRequest } from '../../../lib/api-client';
import { cashRegistersKey } from '../../../lib/counter-register';
import { sessionKey } from './sessions';

// «Caja»'s registers: the list (shared with the counter through lib/counter-register), a new
// register, and «Abrir caja».

export function useCreateRegister() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateRegister) =>
      apiRequest<CashRegister[]>('/api/cash/registers', { method: 'POST', body, silent: true }),
    onSuccess: (registers) => client.setQueryData(cashRegistersKey, registers),
  });
}

export function useOpenSession(registerId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: OpenSession) =>
      apiRequest<CashSession>(`/api/cash/registers/${registerId}/sessions`, {
        method: 'POST',
        body,
        silent: true,
      }),
    onSuccess: (session) => {
      client.setQueryData(sessionKey(session.id), session);
      void client.invalidateQueries({ queryKey: ['cash'] });
    },
  });
}
