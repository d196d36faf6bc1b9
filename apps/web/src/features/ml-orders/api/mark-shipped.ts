import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MarkShipped, MlOrder } from '@yonke/domain/schemas';
import { api, idPath, ok } from '../../../lib/api';
import { ML_ORDERS_KEY } from './get-ml-orders';

/** ME1: the parcel left with this carrier and tracking number (the marketplace is told). */
export function markShipped(input: { id: number } & MarkShipped): Promise<MlOrder> {
  const { id, ...body } = input;
  return ok(api.POST('/api/ml-orders/{id}/shipped', { params: idPath(id), body }), { silent: true }).then(
    (answer) => answer.data,
  );
}

export function useMarkShipped() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markShipped,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: ML_ORDERS_KEY }),
  });
}
