import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RetryAnswer } from '@yonke/domain/schemas';
import { api, idPath, ok } from '../../../lib/api';
import { LISTING_PROBLEMS_KEY } from './get-listing-problems';

export function retryListing(partId: number): Promise<RetryAnswer> {
  return ok(api.POST('/api/listing-problems/{id}/retry', { params: idPath(partId) }));
}

export function useRetryListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryListing,
    // Not awaited, so the caller's toast shows before the fixed row leaves the list.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: LISTING_PROBLEMS_KEY });
    },
  });
}
