import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** The spec's storeMl: a seller account. Tokens never reach the browser. */
export interface MarketplaceAccount {
  id: number;
  name: string;
  /** The seller's Mercado Libre user id ("User Id ML"). */
  user_id: string;
  store_id: number;
  store_name: string;
  store: { id: number; name: string };
  /** The app's client id; null when the server has no marketplace configured. */
  client_id: string | null;
  needs_authorization: boolean;
  last_error: string | null;
}

export const ACCOUNTS_KEY = ['marketplace-accounts'] as const;
/** The reference list the part form and the filters read; refreshed when accounts change. */
export const REFERENCE_ACCOUNTS_KEY = ['reference', 'stores_ml'] as const;

export function getAccounts(signal?: AbortSignal): Promise<MarketplaceAccount[]> {
  // Spec section 8: a failed list load is logged, not toasted; the page shows its own notice.
  return apiRequest<MarketplaceAccount[]>('/api/stores_ml', { signal, silent: true }).catch(
    (error: unknown) => {
      console.error('Error al consultar en la API', error);
      throw error;
    },
  );
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
