import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RetryAnswer } from '@yonke/domain/schemas';
import { apiRequest } from '../../../lib/api-client';
import { LISTING_PROBLEMS_KEY } from './get-listing-problems';

export function retryListing(partId: number): Promise<RetryAnswer> {
  return apiRequest<RetryAnswer>(`/api/listing-problems/${partId}/retry`, { method: 'POST' });
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
