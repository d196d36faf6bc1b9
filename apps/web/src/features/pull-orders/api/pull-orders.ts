import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ClosePullOrder, PullOrder, PullOrderList } from '@yonke/domain/schemas';
import { apiRequest } from '../../../lib/api-client';

// The yard's calls (/api/pull-orders…). The queue is polled and refetched on focus: orders arrive
// from the counter while the phone sits in a pocket.

const queueKey = ['pull-orders', 'queue'] as const;
const QUEUE_REFRESH_MS = 15_000;

export function usePullQueue() {
  return useQuery({
    queryKey: queueKey,
    queryFn: () => apiRequest<PullOrderList>('/api/pull-orders'),
    refetchInterval: QUEUE_REFRESH_MS,
    refetchOnWindowFocus: true,
  });
}

function useOrderMutation<T>(call: (variables: T) => Promise<PullOrder>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    // Taken by someone else or already closed: the queue is stale either way.
    onSettled: () => client.invalidateQueries({ queryKey: queueKey }),
  });
}

export const useTakeOrder = () =>
  useOrderMutation((id: number) =>
    apiRequest<PullOrder>(`/api/pull-orders/${id}/take`, { method: 'POST', body: {}, silent: true }),
  );

export const useCloseOrder = () =>
  useOrderMutation(({ id, ...body }: ClosePullOrder & { id: number }) =>
    apiRequest<PullOrder>(`/api/pull-orders/${id}/close`, { method: 'POST', body, silent: true }),
  );
