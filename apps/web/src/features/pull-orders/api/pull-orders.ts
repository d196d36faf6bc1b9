import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AssignPullOrder,
  ClosePullOrder,
  PullOrder,
  PullOrderList,
  PullWorkerList,
  UploadedImage,
} from '@yonke/domain/schemas';
import { apiRequest } from '../../../lib/api-client';
import { resizeImage } from '../../../lib/resize-image';

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

/** The company's yard workers, for «Pasar a…». */
export function usePullWorkers(enabled: boolean) {
  return useQuery({
    queryKey: ['pull-orders', 'workers'],
    queryFn: () => apiRequest<PullWorkerList>('/api/pull-orders/workers'),
    enabled,
    staleTime: 60_000,
  });
}

export const useAssignOrder = () =>
  useOrderMutation(({ id, ...body }: AssignPullOrder & { id: number }) =>
    apiRequest<PullOrder>(`/api/pull-orders/${id}/assign`, { method: 'POST', body, silent: true }),
  );

/**
 * The photo of a pulled part, made smaller on the phone and sent through the part photos' own
 * upload (its checks and limits); its id goes with «surtida».
 */
export async function uploadPulledPhoto(file: File): Promise<number> {
  const { blob, name } = await resizeImage(file);
  const form = new FormData();
  form.append('file', blob, name);
  const image = await apiRequest<UploadedImage>('/api/autoparts/images/uploadTemp', {
    method: 'POST',
    body: form,
    silent: true,
  });
  return image.id;
}
