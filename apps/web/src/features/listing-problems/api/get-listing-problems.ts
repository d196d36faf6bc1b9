import { useQuery } from '@tanstack/react-query';
import type { ListingProblemList } from '@yonke/domain/schemas';
import { api, ok } from '../../../lib/api';

export const LISTING_PROBLEMS_KEY = ['listing-problems'] as const;

export function getListingProblems(signal?: AbortSignal): Promise<ListingProblemList> {
  return ok(api.GET('/api/listing-problems', { signal }), { silent: true });
}

export function useListingProblems() {
  return useQuery({ queryKey: LISTING_PROBLEMS_KEY, queryFn: ({ signal }) => getListingProblems(signal) });
}
