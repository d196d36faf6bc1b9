import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MlRequirements } from '@yonke/domain/schemas';
import { api, ok } from '../../../lib/api';

export function getMlRequirements(categoryId: number, signal?: AbortSignal): Promise<MlRequirements> {
  return ok(
    api.GET('/api/ml/requirements', { params: { query: { category_id: String(categoryId) } }, signal }),
    {
      silent: true,
    },
  );
}

/** Only asked for a part that goes to Mercado Libre (an account is chosen) and has a category. */
export function useMlRequirements(categoryId: number | null, enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: ['ml-requirements', categoryId ?? 0],
      queryFn: ({ signal }) => getMlRequirements(categoryId ?? 0, signal),
      enabled: enabled && categoryId !== null,
      staleTime: 10 * 60_000,
    }),
  );
}
