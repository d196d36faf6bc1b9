import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ok } from '../../../lib/api';

export const mlCategoriesKey = ['ml-categories'] as const;

export function useMlCategories() {
  return useQuery(
    queryOptions({
      queryKey: mlCategoriesKey,
      queryFn: async ({ signal }) => (await ok(api.GET('/api/ml/categories', { signal }))).data,
    }),
  );
}
