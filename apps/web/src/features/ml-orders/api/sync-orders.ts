import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, ok } from '../../../lib/api';
import { ML_ORDERS_KEY } from './get-ml-orders';

/** «Buscar ventas nuevas»: the marketplace's own list of orders, read now. */
export function syncOrders(): Promise<{ read: number; stored: number }> {
  return ok(api.POST('/api/ml-orders/sync'));
}

export function useSyncOrders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: syncOrders,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: ML_ORDERS_KEY }),
  });
}
