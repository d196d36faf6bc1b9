import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AbonoInput, CreditAdjustmentInput, CreditLimitInput } from '@yonke/domain/schemas';
import { api, idPath, ok } from '../../../lib/api';
import { cashRegistersKey } from '../../../lib/counter-register';
import { customerKey } from './customers';

// A customer's account: GET /api/customers/{id}/statement, POST …/abonos, PUT …/credit-limit.

const statementKey = (id: number) => ['customers', id, 'statement'] as const;

/** The statement of a period of days (this month when empty). */
export function useStatement(id: number, from: string, to: string) {
  return useQuery({
    queryKey: [...statementKey(id), { from, to }],
    queryFn: ({ signal }) =>
      ok(
        api.GET('/api/customers/{id}/statement', {
          params: { ...idPath(id), query: { from: from || undefined, to: to || undefined } },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

/** Refreshes what an abono or a new limit changes: the customer, their statement, the registers' cash. */
function useRefreshAccount(id: number) {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: customerKey(id) });
    void client.invalidateQueries({ queryKey: statementKey(id) });
    void client.invalidateQueries({ queryKey: cashRegistersKey });
  };
}

export function useRegisterAbono(id: number) {
  const refresh = useRefreshAccount(id);
  return useMutation({
    mutationFn: (body: AbonoInput) =>
      ok(api.POST('/api/customers/{id}/abonos', { params: idPath(id), body }), { silent: true }),
    onSuccess: refresh,
  });
}

export function useSetCreditLimit(id: number) {
  const refresh = useRefreshAccount(id);
  return useMutation({
    mutationFn: (body: CreditLimitInput) =>
      ok(api.PUT('/api/customers/{id}/credit-limit', { params: idPath(id), body }), { silent: true }),
    onSuccess: refresh,
  });
}

export function useAdjustCredit(id: number) {
  const refresh = useRefreshAccount(id);
  return useMutation({
    mutationFn: (body: CreditAdjustmentInput) =>
      ok(api.POST('/api/customers/{id}/store-credit', { params: idPath(id), body }), { silent: true }),
    onSuccess: refresh,
  });
}
