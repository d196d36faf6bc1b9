import { useQuery } from '@tanstack/react-query';
import type { ListingProblemList } from '@yonke/domain/schemas';
import { apiRequest } from '../../../lib/api-client';

export const LISTING_PROBLEMS_KEY = ['listing-problems'] as const;

export function getListingProblems(signal?: AbortSignal): Promise<ListingProblemList> {
  return apiRequest<ListingProblemList>('/api/listing-problems', { signal, silent: true });
}

export function useListingProblems() {
  return useQuery({ queryKey: LISTING_PROBLEMS_KEY, queryFn: ({ signal }) => getListingProblems(signal) });
}
