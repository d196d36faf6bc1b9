import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, ok } from '../../../lib/api';
import { ML_ORDERS_KEY } from './get-ml-orders';

/** «Buscar reclamos»: the marketplace's open claims of the company's accounts, read now. */
export function syncClaims(): Promise<{ read: number; stored: number }> {
  return ok(api.POST('/api/ml-orders/claims/sync'));
}

export function useSyncClaims() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: syncClaims,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: ML_ORDERS_KEY }),
  });
}
