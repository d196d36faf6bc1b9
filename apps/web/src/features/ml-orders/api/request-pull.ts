import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreatePullOrder, PullOrder } from '@yonke/domain/schemas';
import { api, ok } from '../../../lib/api';
import { ML_ORDERS_KEY } from './get-ml-orders';

/** «Pedir al patio»: the yard's pull order for the sold part's line of the order's sale (asked twice, the first one). */
export function requestPull(input: CreatePullOrder): Promise<PullOrder> {
  return ok(api.POST('/api/pull-orders', { body: input }));
}

export function useRequestPull() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestPull,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: ML_ORDERS_KEY }),
  });
}
