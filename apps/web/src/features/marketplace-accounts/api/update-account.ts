import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MarketplaceAccountUpdateBody } from '@yonke/domain/schemas';
import { apiRequest } from '../../../lib/api-client';
import { ACCOUNTS_KEY, type MarketplaceAccount, REFERENCE_ACCOUNTS_KEY } from './get-accounts';

export function updateAccount(
  input: MarketplaceAccountUpdateBody & { id: number },
): Promise<MarketplaceAccount> {
  return apiRequest<MarketplaceAccount>(`/api/stores_ml/update/${input.id}`, {
    method: 'PUT',
    body: { name: input.name },
  });
}

export function useUpdateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAccount,
    onSuccess: (updated) => {
      queryClient.setQueryData<MarketplaceAccount[]>(ACCOUNTS_KEY, (list) =>
        list?.map((account) => (account.id === updated.id ? updated : account)),
      );
      void queryClient.invalidateQueries({ queryKey: REFERENCE_ACCOUNTS_KEY });
    },
  });
}
