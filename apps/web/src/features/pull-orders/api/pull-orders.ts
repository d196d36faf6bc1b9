import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AssignPullOrder, ClosePullOrder, PullOrder } from '@yonke/domain/schemas';
import { api, idPath, multipart, ok } from '../../../lib/api';
import { resizeImage } from '../../../lib/resize-image';

// The yard's calls (/api/pull-orders…). The queue is polled and refetched on focus: orders arrive
// from the counter while the phone sits in a pocket.

const queueKey = ['pull-orders', 'queue'] as const;
const QUEUE_REFRESH_MS = 15_000;

export function usePullQueue() {
  return useQuery({
    queryKey: queueKey,
    queryFn: ({ signal }) => ok(api.GET('/api/pull-orders', { signal })),
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
    ok(api.POST('/api/pull-orders/{id}/take', { params: idPath(id) }), { silent: true }),
  );

export const useCloseOrder = () =>
  useOrderMutation(({ id, ...body }: ClosePullOrder & { id: number }) =>
    ok(api.POST('/api/pull-orders/{id}/close', { params: idPath(id), body }), { silent: true }),
  );

/** The company's yard workers, for «Pasar a…». */
export function usePullWorkers(enabled: boolean) {
  return useQuery({
    queryKey: ['pull-orders', 'workers'],
    queryFn: ({ signal }) => ok(api.GET('/api/pull-orders/workers', { signal })),
    enabled,
    staleTime: 60_000,
  });
}

export const useAssignOrder = () =>
  useOrderMutation(({ id, ...body }: AssignPullOrder & { id: number }) =>
    ok(api.POST('/api/pull-orders/{id}/assign', { params: idPath(id), body }), { silent: true }),
  );

/**
 * The photo of a pulled part, made smaller on the phone and sent through the part photos' own
 * upload (its checks and limits); its id goes with «surtida».
 */
export async function uploadPulledPhoto(file: File): Promise<number> {
  const { blob, name } = await resizeImage(file);
  const body = multipart({ file: { file: blob, name } });
  const image = await ok(api.POST('/api/autoparts/images/uploadTemp', { body }), { silent: true });
  return image.id;
}
