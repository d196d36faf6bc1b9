import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MarketplaceAccount } from '@yonke/domain/schemas';
import { api, ok } from '../../../lib/api';
import { referenceListQuery } from '../../../lib/reference-lists';

/** The spec's storeMl: a seller account. Tokens never reach the browser. */
export type { MarketplaceAccount };

export const ACCOUNTS_KEY = ['marketplace-accounts'] as const;
/** The reference list the part form and the filters read; refreshed when accounts change. */
export const REFERENCE_ACCOUNTS_KEY = referenceListQuery('stores_ml').queryKey;

export function getAccounts(signal?: AbortSignal): Promise<MarketplaceAccount[]> {
  // docs/product.md §8: a failed list load is logged, not toasted; the page shows its own notice.
  return ok(api.GET('/api/stores_ml', { signal }), { silent: true }).catch((error: unknown) => {
    console.error('Error al consultar en la API', error);
    throw error;
  });
}

export const accountsQueryOptions = queryOptions({
  queryKey: ACCOUNTS_KEY,
  queryFn: ({ signal }) => getAccounts(signal),
  // Coming back from the authorisation tab shows the new state without a reload.
  refetchOnWindowFocus: true,
});

export function useAccounts() {
  return useQuery(accountsQueryOptions);
}
