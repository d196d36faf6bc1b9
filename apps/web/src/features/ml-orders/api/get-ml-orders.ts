import { useQuery } from '@tanstack/react-query';
import type { MlOrderStage } from '@yonke/domain';
import type { MlOrder, MlOrderList } from '@yonke/domain/schemas';
import { api, idPath, ok } from '../../../lib/api';

export const ML_ORDERS_KEY = ['ml-orders'] as const;

/** «Ventas de Mercado Libre»: the company's orders (newest first) and how many are in each stage. */
export function getMlOrders(stage: MlOrderStage | undefined, signal?: AbortSignal): Promise<MlOrderList> {
  return ok(api.GET('/api/ml-orders', { params: { query: { stage } }, signal }), { silent: true });
}

export function useMlOrders(stage: MlOrderStage | undefined) {
  return useQuery({
    queryKey: [...ML_ORDERS_KEY, 'list', stage ?? 'all'],
    queryFn: ({ signal }) => getMlOrders(stage, signal),
    refetchInterval: 60_000,
  });
}

export function getMlOrder(id: number, signal?: AbortSignal): Promise<MlOrder> {
  return ok(api.GET('/api/ml-orders/{id}', { params: idPath(id), signal }), { silent: true }).then(
    (answer) => answer.data,
  );
}

export function useMlOrder(id: number | null) {
  return useQuery({
    queryKey: [...ML_ORDERS_KEY, 'detail', id],
    queryFn: ({ signal }) => getMlOrder(id ?? 0, signal),
    enabled: id !== null,
  });
}
