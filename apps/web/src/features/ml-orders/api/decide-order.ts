import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MlOrder, OrderDecision } from '@yonke/domain/schemas';
import { api, idPath, ok } from '../../../lib/api';
import { ML_ORDERS_KEY } from './get-ml-orders';

/** An order cancelled after its label: the part back to Disponible, or left Vendido. */
export function decideOrder(input: { id: number } & OrderDecision): Promise<MlOrder> {
  return ok(
    api.POST('/api/ml-orders/{id}/decision', { params: idPath(input.id), body: { action: input.action } }),
  ).then((answer) => answer.data);
}

export function useDecideOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideOrder,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: ML_ORDERS_KEY }),
  });
}
