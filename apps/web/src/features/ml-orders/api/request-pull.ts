import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PullOrder } from '@yonke/domain/schemas';
import { api, ok } from '../../../lib/api';
import { ML_ORDERS_KEY } from './get-ml-orders';

/** «Pedir al patio»: the yard's pull order for the sold part (asked twice, the first one). */
export function requestPull(input: { orderId: number; itemId: number }): Promise<PullOrder> {
  return ok(
    api.POST('/api/ml-orders/{id}/items/{itemId}/pull-order', {
      params: { path: { id: String(input.orderId), itemId: String(input.itemId) } },
    }),
  );
}

export function useRequestPull() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestPull,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: ML_ORDERS_KEY }),
  });
}
