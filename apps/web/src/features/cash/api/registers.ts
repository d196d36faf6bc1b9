import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateRegister, OpenSession } from '@yonke/domain/schemas';
import { api, idPath, ok } from '../../../lib/api';
import { cashRegistersKey } from '../../../lib/counter-register';
import { sessionKey } from './sessions';

// «Caja»'s registers: the list (shared with the counter through lib/counter-register), a new
// register, and «Abrir caja».

export function useCreateRegister() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateRegister) => ok(api.POST('/api/cash/registers', { body }), { silent: true }),
    onSuccess: (registers) => client.setQueryData(cashRegistersKey, registers),
  });
}

export function useOpenSession(registerId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: OpenSession) =>
      ok(api.POST('/api/cash/registers/{id}/sessions', { params: idPath(registerId), body }), {
        silent: true,
      }),
    onSuccess: (session) => {
      client.setQueryData(sessionKey(session.id), session);
      void client.invalidateQueries({ queryKey: ['cash'] });
    },
  });
}
