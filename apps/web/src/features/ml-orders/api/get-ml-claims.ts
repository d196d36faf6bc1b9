import { useQuery } from '@tanstack/react-query';
import type { MlClaimList } from '@yonke/domain/schemas';
import { api, idPath, ok } from '../../../lib/api';
import { ML_ORDERS_KEY } from './get-ml-orders';

/** The company's Mercado Libre claims (open first) and how many wait for the seller (the badge). */
export function getMlClaims(signal?: AbortSignal): Promise<MlClaimList> {
  return ok(api.GET('/api/ml-orders/claims', { signal }), { silent: true });
}

export function useMlClaims() {
  return useQuery({
    queryKey: [...ML_ORDERS_KEY, 'claims'],
    queryFn: ({ signal }) => getMlClaims(signal),
    refetchInterval: 60_000,
  });
}

/** The claims of one order, with reason, due date, the seller's actions and the return. */
export function getOrderClaims(id: number, signal?: AbortSignal): Promise<MlClaimList> {
  return ok(api.GET('/api/ml-orders/{id}/claims', { params: idPath(id), signal }), { silent: true });
}

export function useOrderClaims(id: number) {
  return useQuery({
    queryKey: [...ML_ORDERS_KEY, 'detail', id, 'claims'],
    queryFn: ({ signal }) => getOrderClaims(id, signal),
  });
}
