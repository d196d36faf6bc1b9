import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, idPath, ok } from '../../../lib/api';
import { ApiError } from '../../../lib/api-client';
import { notifyError } from '../../../lib/notify';
import { ACCOUNTS_KEY, type MarketplaceAccount, REFERENCE_ACCOUNTS_KEY } from './get-accounts';

const NOT_DELETED = 'No se pudo eliminar la tienda.';

export async function deleteAccount(id: number): Promise<void> {
  const response = await ok(api.DELETE('/api/stores_ml/destroy/{id}', { params: idPath(id) }));
  // docs/product.md §7: truthy data means success.
  if (!response?.data) throw new ApiError(422, NOT_DELETED);
}

/**
 * The row leaves the list once the server agrees: an account with listed parts is refused (422)
 * and the server's reason is shown as an error toast (the API client toasts other failures).
 */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (account: MarketplaceAccount) => deleteAccount(account.id),
    onSuccess: (_data, account) => {
      queryClient.setQueryData<MarketplaceAccount[]>(ACCOUNTS_KEY, (list) =>
        list?.filter((a) => a.id !== account.id),
      );
      void queryClient.invalidateQueries({ queryKey: REFERENCE_ACCOUNTS_KEY });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 422) notifyError(error.message);
    },
  });
}
