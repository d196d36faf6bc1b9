import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiBody, api, ok } from '../../../lib/api';
import { putCreatedFirst } from '../../../lib/created-first';
import { accountsQueryOptions, type MarketplaceAccount, REFERENCE_ACCOUNTS_KEY } from './get-accounts';

export type CreateAccountInput = ApiBody<'/api/stores_ml/store', 'post'>;

export function createAccount(input: CreateAccountInput): Promise<MarketplaceAccount> {
  return ok(api.POST('/api/stores_ml/store', { body: input }));
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
