import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MlCategoryMapping } from '@yonke/domain/schemas';
import { apiRequest } from '../../../lib/api-client';

export const mlCategoriesKey = ['ml-categories'] as const;

export function useMlCategories() {
  return useQuery(
    queryOptions({
      queryKey: mlCategoriesKey,
      queryFn: async ({ signal }) =>
        (await apiRequest<{ data: MlCategoryMapping[] }>('/api/ml/categories', { signal })).data,
    }),
  );
}
