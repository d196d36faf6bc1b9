import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MarketplaceAccountUpdateBody } from '@yonke/domain/schemas';
import { api, idPath, ok } from '../../../lib/api';
import { ACCOUNTS_KEY, type MarketplaceAccount, REFERENCE_ACCOUNTS_KEY } from './get-accounts';

export function updateAccount(
  input: MarketplaceAccountUpdateBody & { id: number },
): Promise<MarketplaceAccount> {
  return ok(api.PUT('/api/stores_ml/update/{id}', { params: idPath(input.id), body: { name: input.name } }));
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
