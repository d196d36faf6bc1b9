import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MarketplaceAccountCreateBody } from '@yonke/domain/schemas';
import { apiRequest } from '../../../lib/api-client';
import { putCreatedFirst } from '../../../lib/created-first';
import { accountsQueryOptions, type MarketplaceAccount, REFERENCE_ACCOUNTS_KEY } from './get-accounts';

export type CreateAccountInput = MarketplaceAccountCreateBody;

export function createAccount(input: CreateAccountInput): Promise<MarketplaceAccount> {
  return apiRequest<MarketplaceAccount>('/api/stores_ml/store', { method: 'POST', body: input });
}

export function useCreateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAccount,
    // The new account goes to the top of the list, where the person is looking.
    onSuccess: async (created: MarketplaceAccount) => {
      void queryClient.invalidateQueries({ queryKey: REFERENCE_ACCOUNTS_KEY });
      await putCreatedFirst(queryClient, accountsQueryOptions, created);
    },
  });
}
